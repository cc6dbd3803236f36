/**
 * A question about a fact of the tender (factIntent.ts) answered from the facts extracted from the
 * project's documents (core/src/documents/facts, verified against their page), in the question's
 * language, each fact cited with its quote and page like any chat citation. Where the document is
 * in the other language the answer says so and quotes it. Null when the facts do not hold what
 * was asked: retrieval answers then (never another kind of deadline in its place).
 */
import { detectLanguage } from '../../documents/facts/text';
import {
  type DeadlineFact,
  type DeadlineKind,
  type Fact,
  type TenderFacts,
  needsCheck,
  readTenderFacts,
} from '../../model/documentFacts';
import type { DraftCitation } from '../../model/draft';
import type { ProjectDocument } from '../../model/projectDocument';
import { CitationRegistry } from '../drafts/draftEvidence';
import type { FactIntent } from './factIntent';
import type { AnswerLanguage } from './groundedAnswer';

export interface ProjectDocumentRow {
  readonly id: string;
  readonly data: ProjectDocument;
}

export interface ComposedAnswer {
  readonly text: string;
  readonly citations: DraftCitation[];
}

/** A fact with the document it was read from. */
export interface SourcedFact<T extends Fact<unknown> = Fact<unknown>> {
  readonly fact: T;
  readonly document: ProjectDocumentRow;
}

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

const LOCALE = { en: 'en-GB', nl: 'nl-NL' } as const;

/** '2026-12-12T12:00' → '12 December 2026, 12:00' / '12 december 2026, 12:00'. */
export function formatFactDate(iso: string, language: AnswerLanguage): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
  if (!m) return iso;
  const day = new Intl.DateTimeFormat(LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
  return m[4] ? `${day}, ${m[4]}:${m[5]}` : day;
}

function formatAmount(amount: number, currency: string, language: AnswerLanguage): string {
  try {
    return new Intl.NumberFormat(LOCALE[language], {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${currency} ${new Intl.NumberFormat(LOCALE[language]).format(amount)}`;
  }
}

const TEXT = {
  en: {
    deadline: {
      submission: 'Deadline for submitting the tender',
      questions: 'Deadline for questions',
      opening: 'Opening of the tenders',
      award: 'Award',
      standstill: 'End of the standstill period',
      start: 'Start of the contract',
      other: 'Date',
    } satisfies Record<DeadlineKind, string>,
    criteria: 'The award criteria are:',
    priceQuality: (p: number, q: number) => `Price/quality: ${p}/${q}`,
    points: (n: number) => `${n} points`,
    limits: 'The length limits are:',
    limitUnit: { pages: 'pages', words: 'words', characters: 'characters' },
    limitFor: (n: string, unit: string, scope: string) =>
      `${n} ${unit}${scope ? ` (${scope})` : ''}`,
    value: { estimate: 'Estimated value', ceiling: 'Maximum budget' },
    buyer: 'The buyer is',
    procedure: 'The procedure is',
    toCheck: '(to check)',
    says: 'The document says:',
    saysIn: { en: 'The document, in English, says:', nl: 'The document, in Dutch, says:' },
    listIn: {
      en: 'The document is in English: each source quotes it.',
      nl: 'The document is in Dutch: each source quotes it.',
    },
  },
  nl: {
    deadline: {
      submission: 'Deadline voor het indienen van de inschrijving',
      questions: 'Deadline voor het stellen van vragen',
      opening: 'Opening van de inschrijvingen',
      award: 'Gunning',
      standstill: 'Einde van de standstill-termijn',
      start: 'Start van de opdracht',
      other: 'Datum',
    } satisfies Record<DeadlineKind, string>,
    criteria: 'De gunningscriteria zijn:',
    priceQuality: (p: number, q: number) => `Prijs/kwaliteit: ${p}/${q}`,
    points: (n: number) => `${n} punten`,
    limits: 'De limieten voor de omvang zijn:',
    limitUnit: { pages: "pagina's", words: 'woorden', characters: 'tekens' },
    limitFor: (n: string, unit: string, scope: string) =>
      `${n} ${unit}${scope ? ` (${scope})` : ''}`,
    value: { estimate: 'Geraamde waarde', ceiling: 'Maximaal budget' },
    buyer: 'De aanbestedende dienst is',
    procedure: 'De procedure is',
    toCheck: '(controleren)',
    says: 'Het document zegt:',
    saysIn: {
      en: 'Het document zegt, in het Engels:',
      nl: 'Het document zegt, in het Nederlands:',
    },
    listIn: {
      en: 'Het document is in het Engels: elke bron citeert het.',
      nl: 'Het document is in het Nederlands: elke bron citeert het.',
    },
  },
} as const;

/** Numbers citations and writes the lines of a fact answer. */
export class FactWriter {
  private readonly registry = new CitationRegistry();
  private readonly lines: string[] = [];
  private readonly quoted: SourcedFact[] = [];

  constructor(readonly language: AnswerLanguage) {}

  get text() {
    return TEXT[this.language];
  }

  /** "[n]" for a fact, its citation carrying the fact's quote and page. */
  cite({ fact, document }: SourcedFact): string {
    this.quoted.push({ fact, document });
    const citation = this.registry.cite(
      {
        id: `${document.id}:${fact.page}`,
        text: fact.quote,
        origin: {
          source: 'tender',
          documentId: document.id,
          documentName: document.data.name,
          knowledgeBaseId: null,
          page: fact.page,
        },
      },
      fact.quote,
    );
    const check = needsCheck(fact) ? ` ${this.text.toCheck}` : '';
    return `${check} [${citation.id.slice(1)}]`;
  }

  line(text: string): this {
    this.lines.push(text);
    return this;
  }

  /** The fact's own words, with the language they are in when it is not the question's. */
  quote(fact: Fact<unknown>): this {
    const lang = detectLanguage([fact.quote]);
    const lead = lang === this.language ? this.text.says : this.text.saysIn[lang];
    return this.line(`${lead} “${fact.quote.replace(/\s+/g, ' ').trim()}”`);
  }

  /** For a list: says once that the cited facts are in the other language. */
  noteLanguage(): this {
    const langs = new Set(this.quoted.map((q) => detectLanguage([q.fact.quote])));
    const [only] = [...langs];
    if (langs.size === 1 && only !== this.language) this.line(this.text.listIn[only!]);
    return this;
  }

  answer(): ComposedAnswer {
    return { text: this.lines.join('\n'), citations: this.registry.list };
  }
}

/** Facts of one kind from every document, main tender first, the same value once. */
function collect<T extends Fact<unknown>>(
  documents: readonly { document: ProjectDocumentRow; facts: TenderFacts }[],
  pick: (facts: TenderFacts) => readonly (T | null)[],
  key: (fact: T) => string,
): SourcedFact<T>[] {
  const seen = new Set<string>();
  const out: SourcedFact<T>[] = [];
  for (const { document, facts } of documents) {
    for (const fact of pick(facts)) {
      if (!fact || seen.has(key(fact))) continue;
      seen.add(key(fact));
      out.push({ fact, document });
    }
  }
  return out;
}

/** Deadlines of the kind asked for; "the deadline" alone is the submission deadline. */
export function deadlinesFor(
  documents: readonly { document: ProjectDocumentRow; facts: TenderFacts }[],
  kind: DeadlineKind | null,
): SourcedFact<DeadlineFact>[] {
  const all = collect(
    documents,
    (f) => f.deadlines,
    (d) => `${d.value.kind}|${d.value.date}`,
  );
  const wanted = kind ?? 'submission';
  const matching = all.filter((d) => d.fact.value.kind === wanted);
  return matching.length || kind ? matching.slice(0, 3) : all.slice(0, 5);
}

function deadlineLine(w: FactWriter, d: SourcedFact<DeadlineFact>): string {
  const { kind, date, label } = d.fact.value;
  const name = kind === 'other' && label ? label : w.text.deadline[kind];
  return `${name}: ${formatFactDate(date, w.language)}${w.cite(d)}`;
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
    const { name, weight, points } = c.value;
    const amount =
      weight !== null ? `: ${weight}%` : points !== null ? `: ${w.text.points(points)}` : '';
    w.line(`- ${name}${amount}${w.cite({ fact: c, document: source.document })}`);
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
        (f) => f.limits,
        (l) => `${l.value.kind}|${l.value.value}|${l.value.scope}`,
      ).slice(0, 6);
      if (found.length === 0) return null;
      w.line(w.text.limits);
      for (const l of found) {
        const { kind, value, scope } = l.fact.value;
        const n = new Intl.NumberFormat(LOCALE[language]).format(value);
        w.line(`- ${w.text.limitFor(n, w.text.limitUnit[kind], scope)}${w.cite(l)}`);
      }
      w.noteLanguage();
      return w.answer();
    }
    case 'value': {
      const found = collect(
        documents,
        (f) => f.values,
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
