/** How a line's text reads: a list's bare mark, a table-of-contents line, wrapped lines joined. */
import type { Line } from './lines';

/** A cell that is only a list's bullet or number ('•', '1.', '• 6.', 'a)'). */
export const LIST_MARK = /^(?:[•·▪◦○■□➢►▸‣∙\-–—*]\s*)?(?:\d{1,3}[.)]|[a-z][.)])?$/u;

/** A table of contents line ('2.1 Planning ....... 7'): a title with its page number at the end. */
export function isContentsLine(line: Line): boolean {
  const last = line.segments[line.segments.length - 1]!;
  return (
    /(\.{4,}|…{2,})\s*\d{1,4}$/.test(line.text) ||
    (line.segments.length >= 2 && /^[.\s…]*\d{1,4}$/.test(last.text))
  );
}

export function joinWrapped(text: string, next: string): string {
  // A hyphen at a line end before a lower-case letter is a word break: 'require-' + 'ments' →
  // 'requirements'. Before a capital it is part of the word: 'Noord-' + 'Holland' keeps it. (A
  // compound split right at its hyphen, 'well-' + 'known', loses it: the rarer case.)
  if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next;
  if (/\p{L}-$/u.test(text) && /^\p{Lu}/u.test(next)) return text + next;
  return `${text} ${next}`;
}
