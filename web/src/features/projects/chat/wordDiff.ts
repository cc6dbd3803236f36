/**
 * A word-level diff of two section bodies for the chat's proposed changes: the bodies' text (the
 * draft HTML subset, citation markers as "[n]") compared word by word (longest common
 * subsequence), as runs of kept, removed and added words. Text only: the caller renders it as
 * React text nodes, never as HTML.
 */
export type DiffRun = { readonly kind: 'same' | 'removed' | 'added'; readonly text: string };

/** The visible text of a body: markup removed, citations as their numbers, entities decoded. */
export function bodyText(html: string): string {
  return html
    .replace(/<cite[^>]*>\s*\[?(\d+)\]?\s*<\/cite>/g, ' [$1]')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Bodies longer than this many words are compared as a whole (removed, then added). */
const MAX_WORDS = 3_000;

export function wordDiff(before: string, after: string): DiffRun[] {
  const a = before ? before.split(' ') : [];
  const b = after ? after.split(' ') : [];
  if (a.length > MAX_WORDS || b.length > MAX_WORDS) {
    return [
      ...(a.length ? [{ kind: 'removed' as const, text: before }] : []),
      ...(b.length ? [{ kind: 'added' as const, text: after }] : []),
    ];
  }
  // lcs[i][j]: the common subsequence length of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] =
        a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const runs: { kind: DiffRun['kind']; words: string[] }[] = [];
  const push = (kind: DiffRun['kind'], word: string) => {
    const lastRun = runs.at(-1);
    if (lastRun?.kind === kind) lastRun.words.push(word);
    else runs.push({ kind, words: [word] });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      push('added', b[j]!);
      j++;
    } else {
      push('removed', a[i]!);
      i++;
    }
  }
  return runs.map((r) => ({ kind: r.kind, text: r.words.join(' ') }));
}
