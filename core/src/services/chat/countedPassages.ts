/**
 * "How many public lights do we maintain for Westmeath?" asks for a count of lights (the bid
 * writer's review, 2026-11-27): the passage that answers states a number followed by the counted
 * thing ("17,800 public lights"), in either language ("lichtpunten" through the lexicon). When
 * some passages state that count, the answer is drawn from them only: the lots, a requirement and
 * the company profile around it answered the question's topic, not its number, and buried the
 * count among six passages. When none does, every passage stays (retrieval's own selection).
 */
import { contentWords } from '../../ai/localText';
import type { Lexicon } from '../../ai/retrieval/lexicon/lexicon';
import { sentences } from '../../text/sentences';
import { questionTerms } from './factIntent';

/** "how many"/"hoeveel" and the words after it, up to the next stop word. */
const HOW_MANY = /\b(?:how many|hoeveel)\s+((?:[\p{L}-]+\s*){1,4})/iu;
/** A number (17,800 / 17.800 / 240) and the one or two words after it ("public lights"). */
const COUNT = /\d[\d.,]*\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/gu;

/** The terms of the thing a how-many question counts, or null when it asks no count. */
export function countedTerms(question: string, lexicon: Lexicon | null): Set<string> | null {
  const after = question.match(HOW_MANY)?.[1];
  if (!after) return null;
  // The counted thing: the content words right after "how many", before the verb's stop words
  // ("public lights"; Dutch puts the verb there too: "bruggen inspecteren"), at most two.
  const words: string[] = [];
  for (const word of after.split(/\s+/).filter(Boolean)) {
    if (contentWords(word).length === 0 || words.length === 2) break;
    words.push(word);
  }
  if (words.length === 0) return null;
  const terms = questionTerms(words.join(' '), lexicon);
  return terms.size ? terms : null;
}

/** Whether a passage states a number of the counted thing. */
export function statesCount(text: string, counted: ReadonlySet<string>, lexicon: Lexicon | null) {
  for (const m of text.matchAll(COUNT)) {
    const terms = questionTerms(m[1]!, lexicon);
    if ([...terms].some((t) => counted.has(t))) return true;
  }
  return false;
}

/**
 * The passages stating the count asked for, when any does, each cut to its sentences that state
 * it and share the most of the question's other words ("for Westmeath": the Westmeath line of a
 * reference list, not the Laois one beside it); else all passages as they are.
 */
export function countedPassages<P extends { readonly text: string }>(
  passages: readonly P[],
  question: string,
  lexicon: Lexicon | null,
): P[] {
  const counted = countedTerms(question, lexicon);
  if (!counted) return [...passages];
  const asked = questionTerms(question, lexicon);
  const overlap = (text: string) =>
    [...questionTerms(text, lexicon)].filter((t) => asked.has(t)).length;
  const stating = passages.flatMap((p) =>
    sentences(p.text)
      .filter((s) => statesCount(s, counted, lexicon))
      .map((s) => ({ passage: p, sentence: s, score: overlap(s) })),
  );
  if (stating.length === 0) return [...passages];
  const best = Math.max(...stating.map((s) => s.score));
  const kept = new Map<P, string[]>();
  for (const s of stating.filter((x) => x.score === best)) {
    kept.set(s.passage, [...(kept.get(s.passage) ?? []), s.sentence]);
  }
  // The passage's own sentences, so that its citation quotes (and the viewer marks) them.
  return [...kept].map(([p, kept]) => ({ ...p, text: kept.join(' ') }));
}
