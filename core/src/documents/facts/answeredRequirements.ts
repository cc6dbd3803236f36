/**
 * Requirements in the answers of a questions-and-answers document (a Nota van Inlichtingen): the
 * answers restate or add requirements of the submission with no bidder as subject and no
 * knock-out wording. Read only in such a document (issue 17).
 */
import type { RequirementFact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { MAX_PER_KIND, checkThisRequirement } from './requirementFact';
import { isQuestion, quoteOf } from './text';

/** A questions-and-answers table's header ('Nr | Question | Response', 'Vraag | Antwoord'). */
const QA_HEADER =
  /\b(?:questions?|vragen|vraag)\b.{0,80}\b(?:answers?|responses?|antwoord(?:en)?|reacties?)\b/i;
/** Share of a document's sentences and cells that ask something, above which it reads as Q&A. */
const QA_SHARE = 0.25;
/**
 * What an answer asks of the submission: 'X must be used', 'X is required to be completed',
 * 'X must be reachable' (not 'shall be in breach': a consequence quoted from the contract),
 * 'X must contain …', 'please identify …'; 'X moet worden aangetoond', 'graag … vermelden'.
 */
const ANSWER_REQUIREMENT =
  /\b(?:must|(?:is|are) required to|needs? to)\s+(?:be\s+[a-z]+(?:ed|en|wn|able|ible)\b|contain|include|demonstrate|show|provide|identify|list|use)\b|\bplease\s+(?:identify|indicate|provide|submit|include|list|describe)\b|\b(?:moet(?:en)?|dien(?:t|en))\b[^.?]{0,60}\b(?:worden|bevatten|aantonen|vermelden|aanleveren|indienen)\b|\bgraag\b[^.?]{0,60}\b(?:vermelden|aangeven|aanleveren|indienen|toelichten)\b/gi;

/** How far a requirement's clause reaches before and after its words (its subject, its object). */
const CLAUSE_BEFORE = 40;
const CLAUSE_AFTER = 50;

/** text[from, to) widened or narrowed to whole words (never beyond the text). */
function wordsAround(text: string, from: number, to: number): string {
  let start = from;
  while (start > 0 && /\S/.test(text[start - 1]!) && from - start < 20) start--;
  if (start > 0 && /\S/.test(text[start - 1]!)) start = text.indexOf(' ', from) + 1 || from;
  let end = to;
  while (end < text.length && /[^\s.?!,;]/.test(text[end]!) && end - to < 20) end++;
  return text.slice(start, end).trim();
}

/** The texts a rule reads: a sentence, or a table row's cells. */
const textsOf = (s: Segment) => (s.kind === 'row' ? (s.cells ?? [s.text]) : [s.text]);

/** Whether the document is a questions-and-answers document (a Nota van Inlichtingen). */
function isQuestionsAndAnswers(segments: readonly Segment[]): boolean {
  if (segments.slice(0, 30).some((s) => s.kind !== 'sentence' && QA_HEADER.test(s.text)))
    return true;
  const texts = segments.flatMap(textsOf).filter((t) => t.length >= 25);
  const asking = texts.filter((t) => t.includes('?') || isQuestion(t)).length;
  return texts.length >= 8 && asking / texts.length >= QA_SHARE;
}

/**
 * Failure class: in a questions-and-answers document, the answers restate or add requirements of
 * the submission ('Swagger must be used …', 'please identify all subcontractors'), phrased with no
 * bidder as subject and no knock-out wording. Read only there: elsewhere 'X must be used' may
 * describe a product or the buyer's own work. The questions are skipped; every requirement in an
 * answer is kept, quoted around its words. Offered as "check this".
 */
export function answeredRequirements(segments: readonly Segment[]): RequirementFact[] {
  if (!isQuestionsAndAnswers(segments)) return [];
  const out: RequirementFact[] = [];
  const seen = new Set<string>();
  for (const s of segments) {
    if (s.kind === 'heading') continue;
    for (const text of textsOf(s)) {
      for (const m of text.matchAll(ANSWER_REQUIREMENT)) {
        // The sentence around the match (a question's sentence sets nothing), and as the value
        // the clause itself: a Q&A table's answer column may interleave with the question's on
        // the stored page, where a short clause still reads as written (anchorQuote).
        const from = Math.max(
          ...['. ', '? ', '! ', ': '].map((b) => text.lastIndexOf(b, m.index) + 2),
          0,
        );
        const stop = text.slice(m.index).search(/[.?!](?:\s|$)/);
        const to = stop < 0 ? text.length : m.index + stop + 1;
        if (text[to - 1] === '?') continue;
        const sentence = text.slice(from, to).trim();
        // The clause starts at the sentence's subject when that is near, else at the match.
        const clause = wordsAround(
          text,
          m.index - from <= CLAUSE_BEFORE ? from : m.index,
          Math.min(to, m.index + m[0].length + CLAUSE_AFTER),
        );
        const quote = quoteOf(sentence, Math.max(0, m.index - from));
        const key = `${s.page}|${clause}`;
        if (seen.has(key) || out.length >= MAX_PER_KIND) continue;
        seen.add(key);
        out.push(checkThisRequirement(s, 'other', clause, quote));
      }
    }
  }
  return out;
}
