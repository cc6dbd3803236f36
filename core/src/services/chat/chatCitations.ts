/**
 * The citations of a chat answer: the model's passage-id brackets become numbered references that
 * quote the cited sentence (not the start of its passage), and the note said before an answer
 * drawn only from passages in the other language.
 */
import { checkCitations } from '../../ai/promptSafety';
import type { DraftCitation } from '../../model/draft';
import { terms } from '../../ai/localText';
import { sentences } from '../../text/sentences';
import { CitationRegistry, type EvidencePassage } from '../drafts/draftEvidence';
import type { TenderPassage } from '../drafts/generateDraft';
import { SAYS_IN } from './groundedAnswer';
import { quoteLanguage } from './quoteLanguage';

/**
 * The sentence of a passage an answer's sentence cites: the one sharing the most (stemmed) words
 * with it, so that the citation quotes, and the viewer marks, that sentence rather than the start
 * of the passage. The whole passage when the answer's sentence shares nothing with any sentence.
 */
export function citedSentence(passage: string, answerSentence: string): string {
  const wanted = new Set(terms(answerSentence));
  let best = { score: 0, text: passage };
  for (const sentence of sentences(passage)) {
    const have = new Set(terms(sentence));
    let score = 0;
    for (const t of wanted) if (have.has(t)) score++;
    // Shorter of equals: the sentence itself, not a run-on line around it.
    if (
      score > best.score ||
      (score === best.score && score > 0 && sentence.length < best.text.length)
    ) {
      best = { score, text: sentence };
    }
  }
  return best.text;
}

/**
 * The answer's citations: each bracket of given passage ids becomes numbered references ([1],
 * [2]) into the message's citations, in order of first use; a made-up id is removed; markup is
 * dropped (the answer is plain text by contract). Each citation quotes the passage's sentence the
 * answer's sentence before the bracket draws on (citedSentence).
 */
export function citeAnswer(
  answer: string,
  passages: readonly EvidencePassage[],
): { text: string; citations: DraftCitation[] } {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const plain = answer
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '');
  const checked = checkCitations(plain, [...byId.keys()]);
  const registry = new CitationRegistry();
  const text = checked.text
    .replace(
      /\[([A-Za-z]{1,3}\d{1,4}(?:\s*,\s*[A-Za-z]{1,3}\d{1,4})*)\]/g,
      (whole, ids: string, offset: number, all: string) => {
        const list = ids.split(/\s*,\s*/);
        if (!list.every((id) => byId.has(id))) return whole;
        // The answer's sentence this bracket closes: the text since the previous bracket.
        const before = all.slice(0, offset);
        const since = before.slice(before.lastIndexOf(']') + 1);
        const sentence = sentences(since).at(-1) ?? since;
        const numbers = list.map((id) => {
          const p = byId.get(id)!;
          return registry.cite(p, citedSentence(p.text, sentence)).id.slice(1);
        });
        return `[${[...new Set(numbers)].join(', ')}]`;
      },
    )
    .replace(/ {2,}/g, ' ')
    .trim();
  return { text, citations: registry.list };
}

/** The page of a document's passage that holds a sentence of its summary (for its citation). */
export function summaryPage(
  tender: readonly TenderPassage[],
): (documentId: string, sentence: string) => number | null {
  const norm = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase();
  return (documentId, sentence) => {
    const wanted = norm(sentence).slice(0, 120);
    const found = tender.find(
      (p) => p.origin.documentId === documentId && norm(p.text).includes(wanted),
    );
    return found?.origin.page ?? null;
  };
}

/**
 * The note before an answer whose cited passages are all in the other language than the
 * question ("The document, in English, says: …"); null when any is in the question's language.
 */
export function otherLanguageNote(
  citations: readonly DraftCitation[],
  language: 'en' | 'nl',
): string | null {
  if (citations.length === 0) return null;
  // A quote that tells no language (a name, a number) neither makes nor breaks the note.
  const langs = new Set(citations.map((c) => quoteLanguage(c.quote)));
  langs.delete(null);
  const [only] = [...langs];
  return langs.size === 1 && only && only !== language ? SAYS_IN[language][only] : null;
}

/** An answer's cited stretches: the text up to and including each citation bracket. */
const CITED_STRETCH = /([^[\]]*?)(\s*\[\d+(?:,\s*\d+)*\])/g;

/**
 * An answer that quotes passages in both languages: each cited stretch in the other language
 * than the question's says whose words they are ("The document, in Dutch, says: “…” [3]"), so
 * that no sentence of the other language is mixed in silently. (An answer quoting the other
 * language only carries the one note before it, otherLanguageNote.)
 */
export function noteQuotedLanguages(text: string, language: 'en' | 'nl'): string {
  return text.replace(CITED_STRETCH, (whole, stretch: string, bracket: string) => {
    const lang = quoteLanguage(stretch);
    if (!lang || lang === language) return whole;
    // The stretch starts after the previous bracket: that sentence's full stop stays before.
    const lead = stretch.match(/^[\s.!?;:,]*/)![0];
    const quote = stretch.slice(lead.length).trim();
    return `${lead}${SAYS_IN[language][lang]} “${quote}”${bracket}`;
  });
}

/** Citation brackets of passage ids ("[k2]", "[t1, f3]"), not shown while an answer streams. */
const PASSAGE_BRACKETS = /\s*\[[A-Za-z]{1,3}\d{1,4}(?:\s*,\s*[A-Za-z]{1,3}\d{1,4})*\]?/g;

/** The text streamed so far without its passage-id brackets. */
export function withoutPassageIds(streamed: string): string {
  return streamed.replace(PASSAGE_BRACKETS, '');
}
