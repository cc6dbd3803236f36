/**
 * A model's section answer checked before any of it is kept (issues 8 and 19): markup dropped,
 * citations that name no given passage removed, and each sentence kept only when it is a sentence
 * (not a fragment), said once, and — when it makes a claim — cited to a passage that supports it
 * (shares its content). What was removed is counted, so that the section can report it.
 */
import { terms } from '../../ai/localText';
import { checkCitations } from '../../ai/promptSafety';
import { sentences } from '../../text/sentences';
import type { EvidencePassage } from './draftEvidence';

export interface CheckedSentence {
  readonly text: string;
  /** The passages it cites, each one that supports it. */
  readonly ids: string[];
}

/** How many of a cited passage's content words a claim must share to be supported by it. */
const SUPPORT_TERMS = 2;

export function checkAnswer(
  answer: string,
  passages: readonly EvidencePassage[],
  options: { readonly requireSupport: boolean },
): { sentences: CheckedSentence[]; removed: number } {
  const byId = new Map(passages.map((p) => [p.id, p]));
  // The answer is plain text by contract: markup is dropped (script and style with their content).
  const plainAnswer = answer
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '');
  const checked = checkCitations(
    plainAnswer,
    passages.map((p) => p.id),
  );
  // Counted per sentence removed (an invented citation leaves its sentence uncited: removed once).
  let removed = 0;
  const out: CheckedSentence[] = [];
  const seen = new Set<string>();
  for (const unit of citedSentences(checked.text, byId)) {
    // A bracketed id of no given passage is a made-up source: removed.
    const plain = unit.text
      .replace(/\s*\[[A-Za-z]{1,3}\d{1,4}(?:\s*,\s*[A-Za-z]{1,3}\d{1,4})*\]/g, '')
      .replace(/\s+([.!?,;:])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
    if (!/[\p{L}\p{N}]/u.test(plain)) continue;
    // A citation holds only when the passage says something of what the sentence claims.
    const ids = options.requireSupport
      ? unit.ids.filter((id) => supports(byId.get(id)!, plain))
      : unit.ids;
    if (ids.length < unit.ids.length && ids.length === 0) {
      removed += 1;
      continue;
    }
    // A figure without a source is a claim the draft cannot prove: left out.
    if (ids.length === 0 && /\d/.test(plain)) {
      removed += 1;
      continue;
    }
    // Fragments (a page number, a contents line with its dot leaders) are not sentences.
    const words = plain.split(' ').filter((x) => /\p{L}{2}/u.test(x)).length;
    if (words < 4 || /\.{4,}|…{2,}/.test(plain)) continue;
    // The same sentence from two copies of a document is said once.
    const key = plain.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ text: plain, ids });
  }
  return { sentences: out, removed };
}

function supports(passage: EvidencePassage, claim: string): boolean {
  const have = new Set(terms(passage.text));
  return new Set(terms(claim).filter((t) => have.has(t))).size >= SUPPORT_TERMS;
}

// The one splitter (text/sentences.ts): a full stop after an abbreviation ('Van Dijk Bouw B.V.
// plant …', 'o.a. de planning', 'art. 5'), inside a number or at a line wrap ends no sentence.
const splitSentences = (text: string) => sentences(text);

/**
 * The answer as sentences with the passage ids each cites: a bracket of known ids cites the
 * sentence before it ("Text. [k1]" or "Text [k1, f2]."); other brackets stay text.
 */
export function citedSentences(
  text: string,
  known: ReadonlyMap<string, unknown>,
): { text: string; ids: string[] }[] {
  const units: { text: string; ids: string[] }[] = [];
  let pending = '';
  for (const part of text.split(/(\[[^\]\n]{1,80}\])/)) {
    const ids = /^\[([^\]]+)\]$/.exec(part)?.[1]?.split(/\s*,\s*/) ?? [];
    if (ids.length === 0 || !ids.every((id) => known.has(id))) {
      // "Text [k1]. Next": the full stop after a citation ends the cited sentence.
      const stop = pending === '' && units.length ? /^[.!?]+/.exec(part) : null;
      if (stop) units.at(-1)!.text += stop[0];
      pending += stop ? part.slice(stop[0].length) : part;
      continue;
    }
    const parts = splitSentences(pending);
    pending = '';
    const last = parts.pop();
    parts.forEach((x) => units.push({ text: x, ids: [] }));
    if (last !== undefined && /[\p{L}\p{N}]/u.test(last)) units.push({ text: last, ids: [...ids] });
    else units.at(-1)?.ids.push(...ids.filter((id) => !units.at(-1)!.ids.includes(id)));
  }
  splitSentences(pending).forEach((x) => units.push({ text: x, ids: [] }));
  return units;
}
