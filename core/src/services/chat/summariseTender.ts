/**
 * "Summarise", "samenvatten", "what is this tender about" (issue 18, item 5): a short structured
 * brief of the tender: who buys, what is bought, the deadlines and the award criteria, each cited.
 *
 * The chat calls only this function. It answers from the main document's stored tender brief
 * (buildTenderBrief, issue 17 item 6: sections in the document's language, each line cited) when
 * that brief is in the question's language; otherwise, and for documents processed before the
 * brief existed, it composes the answer from the extracted facts in the question's language, so
 * an English question about a Dutch tender is not answered with Dutch section titles.
 */
import type { Fact } from '../../model/documentFacts';
import { readTenderBrief } from '../../model/tenderBrief';
import { sentences } from '../../text/sentences';
import { deadlinesFor, documentsWithFacts } from './factAnswer';
import { formatStatedDate } from '../../text/dates';
import { type ComposedAnswer, FactWriter, type ProjectDocumentRow } from './factWriter';
import type { AnswerLanguage } from './groundedAnswer';

const HEADINGS = {
  en: {
    title: 'In short:',
    buyer: 'Buyer',
    what: 'What is bought',
    criteria: 'Award criteria',
  },
  nl: {
    title: 'In het kort:',
    buyer: 'Aanbestedende dienst',
    what: 'Wat wordt ingekocht',
    criteria: 'Gunningscriteria',
  },
} as const;

/** The fact lines the document summary opens with (summary.ts): the brief has them already. */
const FACT_LINE =
  /^(Buyer|Reference|Submission deadline|Deadline for questions|Aanbestedende dienst|Kenmerk|Uiterste inschrijvingsdatum|Uiterste datum voor vragen):/;

/**
 * The page of a document a sentence of its summary was taken from (the summary is extractive):
 * the chat passes its lookup over the document's passages; null when not found.
 */
export type SummaryPage = (documentId: string, sentence: string) => number | null;

/**
 * What the tender buys: its lots, else the first sentences of the main document's summary, each
 * cited to the page it was taken from (a sentence whose page is not found is left out: nothing in
 * the brief goes uncited).
 */
function whatIsBought(
  documents: ReturnType<typeof documentsWithFacts>,
  rows: readonly ProjectDocumentRow[],
  w: FactWriter,
  pageOf: SummaryPage,
): string | null {
  const withLots = documents.find((d) => d.facts.lots.length > 0);
  if (withLots) {
    return withLots.facts.lots
      .slice(0, 6)
      .map(
        (l) =>
          `${l.value.number ? `${l.value.number}. ` : ''}${l.value.name}${w.cite({ fact: l, document: withLots.document })}`,
      )
      .join('; ');
  }
  const main =
    rows.find((r) => r.data.role === 'main_tender' && r.data.summary) ??
    rows.find((r) => r.data.summary);
  if (!main) return null;
  const about = sentences(main.data.summary ?? '')
    .filter((s) => !FACT_LINE.test(s))
    .map((sentence) => ({ sentence, page: pageOf(main.id, sentence) }))
    .filter((s): s is { sentence: string; page: number } => s.page !== null)
    .slice(0, 2)
    .map(
      ({ sentence, page }) =>
        `${sentence}${w.cite({ fact: { value: sentence, page, quote: sentence }, document: main })}`,
    )
    .join(' ');
  return about || null;
}

/** The main document's stored brief, section by section, each line cited; null without one. */
function fromStoredBrief(
  rows: readonly ProjectDocumentRow[],
  language: AnswerLanguage,
): ComposedAnswer | null {
  const withBrief = (row: ProjectDocumentRow) => {
    const brief = readTenderBrief(row.data.brief);
    return brief && brief.language === language && brief.sections.length > 0 ? brief : null;
  };
  const main =
    rows.find((r) => r.data.role === 'main_tender' && withBrief(r)) ?? rows.find(withBrief);
  const brief = main && withBrief(main);
  if (!main || !brief) return null;
  const w = new FactWriter(language);
  w.line(HEADINGS[language].title);
  for (const section of brief.sections) {
    w.line(`${section.title}:`);
    for (const line of section.lines) {
      const { page, quote } = line.citation;
      const fact: Fact<string> = {
        value: line.text,
        page,
        quote,
        status: line.check ? 'check' : 'sure',
      };
      w.line(`${line.indent ? '  ' : ''}- ${line.text}${w.cite({ fact, document: main })}`);
    }
  }
  return w.answer();
}

/** The tender's brief as a chat answer, or null when the documents yield nothing for it. */
export function summariseTender(
  rows: readonly ProjectDocumentRow[],
  language: AnswerLanguage,
  pageOf: SummaryPage = () => null,
): ComposedAnswer | null {
  const stored = fromStoredBrief(rows, language);
  if (stored) return stored;
  const documents = documentsWithFacts(rows);
  const h = HEADINGS[language];
  const w = new FactWriter(language);
  const parts: string[] = [];
  const buyer = documents.find((d) => d.facts.buyer);
  if (buyer?.facts.buyer) {
    parts.push(
      `${h.buyer}: ${buyer.facts.buyer.value}${w.cite({ fact: buyer.facts.buyer, document: buyer.document })}`,
    );
  }
  const what = whatIsBought(documents, rows, w, pageOf);
  if (what) parts.push(`${h.what}: ${what}`);
  for (const d of [
    ...deadlinesFor(documents, 'submission').slice(0, 1),
    ...deadlinesFor(documents, 'questions').slice(0, 1),
  ]) {
    const label = w.text.deadline[d.fact.value.kind];
    parts.push(`${label}: ${formatStatedDate(d.fact.value.date, language, 'long')}${w.cite(d)}`);
  }
  const withCriteria = documents.find((d) => d.facts.awardCriteria.length > 0);
  if (withCriteria) {
    const main = withCriteria.facts.awardCriteria.filter((c) => !c.value.parent).slice(0, 8);
    parts.push(
      `${h.criteria}: ${main
        .map(
          (c) =>
            `${c.value.name}${c.value.weight !== null ? ` ${c.value.weight}%` : ''}${w.cite({ fact: c, document: withCriteria.document })}`,
        )
        .join('; ')}`,
    );
  }
  // Nothing citable: the best passages answer instead.
  if (parts.length === 0 || w.answer().citations.length === 0) return null;
  w.line(h.title);
  for (const p of parts) w.line(`- ${p}`);
  w.noteLanguage();
  return w.answer();
}
