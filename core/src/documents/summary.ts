/**
 * An extractive summary in the document's own language: at most SUMMARY_MAX_SENTENCES, opening
 * with what the facts say (buyer, reference, submission deadline), then the sentences that best
 * say what the document is about. Deterministic: the same pages always give the same summary.
 */
import { type TenderFacts, statedAsCurrent } from '../model/documentFacts';
import { type DocumentLanguage, segmentsOf } from './facts/text';

export const SUMMARY_MAX_SENTENCES = 8;

const SUBJECT =
  /\b(opdracht|aanbesteding|aanbestedende|inschrijver|doel|beoogd|oplossing|dienstverlening|levering|programma van eisen|tender|request for|purpose|scope|objective|services|solution|contract|vendors?|quoters?|agreement)\b/i;

const FACT_LINES: Record<
  DocumentLanguage,
  { buyer: string; reference: string; submission: string; questions: string }
> = {
  en: {
    buyer: 'Buyer: {{v}}.',
    reference: 'Reference: {{v}}.',
    submission: 'Submission deadline: {{v}}.',
    questions: 'Deadline for questions: {{v}}.',
  },
  nl: {
    buyer: 'Aanbestedende dienst: {{v}}.',
    reference: 'Kenmerk: {{v}}.',
    submission: 'Uiterste inschrijvingsdatum: {{v}}.',
    questions: 'Uiterste datum voor vragen: {{v}}.',
  },
};

/** Postal addresses and contact lines say nothing about the subject. */
const ADDRESS =
  /\b(street|suite|PO Box|postbus|straat|weg|laan)\b.*\d|\b\d{4}\s?[A-Z]{2}\b|\b[A-Z]{2} \d{5}\b|@|https?:\/\//;

/** '2024-11-28T12:00' → '2024-11-28 12:00' (the UI formats dates in the reader's locale). */
const readableDate = (iso: string) => iso.replace('T', ' ').replace(/([+-]\d{2}:\d{2})$/, ' ($1)');

function score(text: string, index: number, page: number): number {
  const len = text.length;
  if (len < 60 || len > 400 || /\.{4,}|…{2,}/.test(text)) return -1;
  const letters = text.replace(/[^A-Za-zÀ-ÿ]/g, '').length / len;
  if (letters < 0.6 || ADDRESS.test(text)) return -1;
  // Lead-ins (':'), questions, bullet lists and version tables (several years) do not summarise.
  if (
    /[:?]\W*$/.test(text) ||
    /^[•▪●◦*-]/.test(text) ||
    (text.match(/\b(19|20)\d{2}\b/g)?.length ?? 0) >= 3
  ) {
    return -1;
  }
  let s = 0;
  if (SUBJECT.test(text)) s += 3;
  if (page <= 3) s += 2;
  s += Math.max(0, 2 - index / 40);
  return s;
}

export function summariseDocument(
  pages: readonly string[],
  facts: TenderFacts,
  language: DocumentLanguage,
): string {
  const lines = FACT_LINES[language];
  const out: string[] = [];
  if (facts.buyer) out.push(lines.buyer.replace('{{v}}', facts.buyer.value));
  if (facts.reference) out.push(lines.reference.replace('{{v}}', facts.reference.value));
  const deadlines = statedAsCurrent(facts.deadlines);
  const submission = deadlines.find((d) => d.value.kind === 'submission');
  if (submission) out.push(lines.submission.replace('{{v}}', readableDate(submission.value.date)));
  const questions = deadlines.find((d) => d.value.kind === 'questions');
  if (questions) out.push(lines.questions.replace('{{v}}', readableDate(questions.value.date)));

  const candidates = segmentsOf(pages)
    .map((s) => ({ s, score: score(s.text, s.index, s.page) }))
    .filter((c) => c.score > 0);
  const best = [...candidates]
    .sort((a, b) => b.score - a.score || a.s.index - b.s.index)
    .slice(0, SUMMARY_MAX_SENTENCES - out.length)
    .sort((a, b) => a.s.index - b.s.index);
  const seen = new Set<string>();
  for (const { s } of best) {
    const text = /[.!?]$/.test(s.text) ? s.text : `${s.text}.`;
    if (seen.has(text)) continue;
    seen.add(text);
    out.push(text);
  }
  return out.join(' ');
}
