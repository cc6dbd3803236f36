/**
 * "What is bought": the sentence in which the document says what it buys. The document's own
 * structure tells where: the first sentences of a section whose heading names the subject
 * ('Scope', 'Purpose', 'Omschrijving van de opdracht', 'Doel'), else those of an introduction
 * ('Introduction', 'Background', 'Inleiding'); without such a heading, the first sentence of the
 * first pages that names a contract, service or opdracht. Running headers and footers are not in
 * the reading (reading.ts), and a sentence must be found on its page as stored to be cited.
 */
import type { DocumentStructure } from '../../extraction/structure';
import { quoteOnPage } from '../facts/verifyFacts';
import { type Segment, readingOf, segmentsOfReading } from '../facts/reading';
import { isQuestion, quoteOf } from '../facts/text';

/** Headings of the section that states the subject. */
const SUBJECT_HEADING =
  /\b(scope|purpose|objectives?|subject|statement of (?:work|objectives|need)|description of (?:the )?(?:services|work|requirements?|contract|procurement)|(?:contract|procurement) (?:description|summary)|onderwerp|omschrijving|doel(?:stelling)?|scope|beschrijving van de opdracht|de opdracht|opdrachtomschrijving|voorwerp)\b/i;
/** Headings of a section that introduces the document: second choice. */
const INTRO_HEADING =
  /\b(introduction|background|overview|summary|general information|inleiding|achtergrond|aanleiding|samenvatting|algemeen)\b/i;
/**
 * A sentence that says what is bought, for the fallback without a subject heading: a buyer that
 * seeks, procures or invites, or an opdracht that concerns or comprises something.
 */
const SUBJECT_WORDS =
  /\b(seeks?|procures?|to procure|purchases?|to acquire|invites? (?:quotes|quotations|proposals|offers|tenders)|is looking for|intends to (?:award|establish|procure|purchase)|(?:opdracht|aanbesteding) (?:betreft|omvat|bestaat uit|heeft betrekking op)|wil(?:len)? [^.]{0,60}\binkopen|zoekt een|is op zoek naar|levering van|aanbesteden van)\b/i;
/** Addresses, e-mail and web addresses, and lead-ins say nothing about the subject. */
const NOT_A_SUBJECT =
  /@|https?:\/\/|www\.|\b(PO Box|postbus)\b|\b\d{4}\s?[A-Z]{2}\b|[:;]\s*$|\.{4,}|…{2,}/i;

/** How many pages the fallback looks at: a subject stated later is not the document's subject. */
const FALLBACK_PAGES = 5;
/**
 * A document says what it buys near its start: a 'Doel' or 'Scope' section deep in an explanatory
 * annex (a contract's article-by-article notes) is about that article, not the tender.
 */
const earlyPages = (count: number) => Math.max(10, Math.ceil(count * 0.2));
export const SUBJECT_MAX_LINES = 2;

function usable(s: Segment): boolean {
  if (s.kind !== 'sentence' && s.kind !== 'listItem') return false;
  const len = s.text.length;
  if (len < 50 || len > 600) return false;
  // A whole sentence: a capital (or number) first and its full stop last, not a fragment of one
  // or a list item that runs on ('…; and').
  if (!/^[\p{Lu}\d"“(]/u.test(s.text) || !/[.!?]["”’)]?$/.test(s.text)) return false;
  const letters = s.text.replace(/[^\p{L}]/gu, '').length / len;
  return letters >= 0.6 && !NOT_A_SUBJECT.test(s.text) && !isQuestion(s.text);
}

export interface SubjectOptions {
  /** Only a section headed as the subject ('Scope', 'Doel') counts, no introduction or guess. */
  readonly headedOnly?: boolean;
}

export interface SubjectSentence {
  readonly page: number;
  readonly text: string;
  readonly section?: string;
}

/**
 * At most SUBJECT_MAX_LINES sentences that say what is bought, each found on its page as stored.
 * `pages` are the pages as stored (the viewer's), `structure` the extractor's when it gave one.
 */
export function subjectSentences(
  pages: readonly string[],
  structure?: DocumentStructure | null,
  options: SubjectOptions = {},
): SubjectSentence[] {
  const segments = segmentsOfReading(readingOf(pages, structure));
  const onItsPage = (s: Segment) => quoteOnPage(quoteOf(s.text), pages[s.page - 1] ?? '', false);
  const fromSection = (heading: RegExp): Segment[] => {
    // The first section whose heading matches and that holds usable sentences.
    const sections = new Map<string, Segment[]>();
    const early = earlyPages(pages.length);
    for (const s of segments) {
      if (!s.section || !heading.test(s.section) || s.page > early) continue;
      const list = sections.get(s.section) ?? [];
      if (usable(s) && onItsPage(s)) list.push(s);
      sections.set(s.section, list);
    }
    for (const list of sections.values()) {
      if (list.length > 0) return list.slice(0, SUBJECT_MAX_LINES);
    }
    return [];
  };
  let chosen = fromSection(SUBJECT_HEADING);
  if (chosen.length === 0 && !options.headedOnly) chosen = fromSection(INTRO_HEADING);
  if (chosen.length === 0 && !options.headedOnly) {
    chosen = segments
      .filter((s) => s.page <= FALLBACK_PAGES && usable(s) && SUBJECT_WORDS.test(s.text))
      .filter(onItsPage)
      .slice(0, 1);
  }
  return chosen.map((s) => ({
    page: s.page,
    text: quoteOf(s.text),
    ...(s.section ? { section: s.section } : {}),
  }));
}
