/**
 * A question about a fact of the tender (factIntent.ts) answered from the facts extracted from the
 * project's documents (core/src/documents/facts, verified against their page), in the question's
 * language, each fact cited with its quote and page like any chat citation. Where the document is
 * in the other language the answer says so and quotes it. Null when the facts do not hold what
 * was asked: retrieval answers then (never another kind of deadline in its place).
 */
import {
  type DeadlineFact,
  type DeadlineKind,
  type TenderFacts,
  readTenderFacts,
  statedAsCurrent,
} from '../../model/documentFacts';
import { formatStatedDate } from '../../text/dates';
import type { FactIntent } from './factIntent';
import {
  collect,
  durationLines,
  knockoutLines,
  requiredLines,
  lotLines,
  singleLine,
} from './factKindAnswers';
import type { AnswerLanguage } from './groundedAnswer';
import {
  type ComposedAnswer,
  FactWriter,
  type ProjectDocumentRow,
  type SourcedFact,
  formatAmount,
  formatNumber,
} from './factWriter';

/** The main tender document first, then the award criteria, the annexes and the rest. */
const ROLE_ORDER: Readonly<Record<string, number>> = {
  main_tender: 0,
  award_criteria: 1,
  annex: 2,
  guideline: 3,
  other: 4,
};

/** The project's documents with their facts, main tender document first. */
export function documentsWithFacts(
  documents: readonly ProjectDocumentRow[],
): { document: ProjectDocumentRow; facts: TenderFacts }[] {
  return documents
    .map((document) => ({ document, facts: readTenderFacts(document.data.facts) }))
    .filter((d): d is { document: ProjectDocumentRow; facts: TenderFacts } => d.facts !== null)
    .sort(
      (a, b) =>
        (ROLE_ORDER[a.document.data.role] ?? 9) - (ROLE_ORDER[b.document.data.role] ?? 9) ||
        a.document.data.name.localeCompare(b.document.data.name),
    );
}

/** Deadlines of the kind asked for; "the deadline" alone is the submission deadline. */
export function deadlinesFor(
  documents: readonly { document: ProjectDocumentRow; facts: TenderFacts }[],
  kind: DeadlineKind | null,
): SourcedFact<DeadlineFact>[] {
  const all = collect(
    documents,
    // A date its document states as replaced (an old schedule beside the new) is no answer.
    (f) => statedAsCurrent(f.deadlines),
    (d) => `${d.value.kind}|${d.value.date}`,
  );
  const wanted = kind ?? 'submission';
  const matching = all.filter((d) => d.fact.value.kind === wanted);
  return matching.length || kind ? matching.slice(0, 3) : all.slice(0, 5);
}

function deadlineLine(w: FactWriter, d: SourcedFact<DeadlineFact>): string {
  const { kind, date, label } = d.fact.value;
  const name = kind === 'other' && label ? label : w.text.deadline[kind];
  return `${name}: ${formatStatedDate(date, w.language, 'long')}${w.cite(d)}`;
}

/** The main award criteria with their weights (or points), and the price/quality split. */
function criteriaLines(
  w: FactWriter,
  documents: readonly { document: ProjectDocumentRow; facts: TenderFacts }[],
  needWeights: boolean,
): boolean {
  const source = documents.find((d) => d.facts.awardCriteria.length || d.facts.priceQuality);
  if (!source) return false;
  const main = source.facts.awardCriteria.filter((c) => !c.value.parent);
  const pq = source.facts.priceQuality;
  const weighted = main.some((c) => c.value.weight !== null || c.value.points !== null);
  if (needWeights && !weighted && !pq) return false;
  w.line(w.text.criteria);
  for (const c of main) {
    const { name, weight, points, lot } = c.value;
    const amount =
      weight !== null ? `: ${weight}%` : points !== null ? `: ${w.text.points(points)}` : '';
    const forLot = lot ? w.text.forLot(lot) : '';
    w.line(`- ${name}${forLot}${amount}${w.cite({ fact: c, document: source.document })}`);
  }
  if (pq) {
    w.line(
      `- ${w.text.priceQuality(pq.value.price, pq.value.quality)}${w.cite({ fact: pq, document: source.document })}`,
    );
  }
  w.noteLanguage();
  return true;
}

/** The answer to a fact question from the project's facts, or null when they do not hold it. */
export function factAnswer(
  intent: FactIntent,
  rows: readonly ProjectDocumentRow[],
  language: AnswerLanguage,
): ComposedAnswer | null {
  const documents = documentsWithFacts(rows);
  if (documents.length === 0) return null;
  const w = new FactWriter(language);
  switch (intent.kind) {
    case 'deadline': {
      const found = deadlinesFor(documents, intent.deadline);
      if (found.length === 0) return null;
      for (const d of found) w.line(deadlineLine(w, d));
      if (found.length === 1) w.quote(found[0]!.fact);
      else w.noteLanguage();
      return w.answer();
    }
    case 'criteria':
    case 'weights':
      return criteriaLines(w, documents, intent.kind === 'weights') ? w.answer() : null;
    case 'limits': {
      const found = collect(
        documents,
        (f) => statedAsCurrent(f.limits),
        (l) => `${l.value.kind}|${l.value.value}|${l.value.scope}`,
      ).slice(0, 6);
      if (found.length === 0) return null;
      w.line(w.text.limits);
      for (const l of found) {
        const { kind, value, scope } = l.fact.value;
        const n = formatNumber(value, language);
        w.line(`- ${w.text.limitFor(n, w.text.limitUnit[kind], scope)}${w.cite(l)}`);
      }
      w.noteLanguage();
      return w.answer();
    }
    case 'value': {
      const found = collect(
        documents,
        (f) => statedAsCurrent(f.values),
        (v) => `${v.value.kind}|${v.value.amount}|${v.value.currency}`,
      ).slice(0, 4);
      if (found.length === 0) return null;
      for (const v of found) {
        const { kind, amount, currency } = v.fact.value;
        w.line(`${w.text.value[kind]}: ${formatAmount(amount, currency, language)}${w.cite(v)}`);
      }
      if (found.length === 1) w.quote(found[0]!.fact);
      else w.noteLanguage();
      return w.answer();
    }
    // Only facts of the kind asked; none, and retrieval answers from the passages (or abstains).
    case 'knockouts':
      return knockoutLines(w, documents, intent.requirements) ? w.answer() : null;
    case 'required':
      return requiredLines(w, documents, intent.topics, intent.number) ? w.answer() : null;
    case 'lots':
      return lotLines(w, documents) ? w.answer() : null;
    case 'duration':
      return durationLines(w, documents) ? w.answer() : null;
    case 'submission':
    case 'language': {
      const key = intent.kind === 'submission' ? 'submissionMethod' : 'submissionLanguage';
      return singleLine(w, documents, key) ? w.answer() : null;
    }
    case 'buyer':
    case 'procedure': {
      const [found] = collect(
        documents,
        (f) => [f[intent.kind]],
        (f) => f.value,
      );
      if (!found) return null;
      w.line(`${w.text[intent.kind]} ${found.fact.value}.${w.cite(found)}`);
      w.quote(found.fact);
      return w.answer();
    }
  }
}
