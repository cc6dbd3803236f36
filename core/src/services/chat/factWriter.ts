/**
 * How a fact answer is written: numbers and amounts as the question's language writes them (its
 * dates: formatStatedDate in text/dates, 'long'), each fact's line with its numbered citation
 * (quote and page), and the note where the document is in the other language.
 */
import { type DeadlineKind, type Fact, needsCheck } from '../../model/documentFacts';
import type { DraftCitation } from '../../model/draft';
import { LOCALE_TAGS } from '../../model/locales';
import type { ProjectDocument } from '../../model/projectDocument';
import { CitationRegistry } from '../drafts/draftEvidence';
import type { AnswerLanguage } from './groundedAnswer';
import { quoteLanguage } from './quoteLanguage';

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

/** A number as the language writes it ('1,500' / '1.500'). */
export function formatNumber(value: number, language: AnswerLanguage): string {
  return new Intl.NumberFormat(LOCALE_TAGS[language]).format(value);
}

export function formatAmount(amount: number, currency: string, language: AnswerLanguage): string {
  try {
    return new Intl.NumberFormat(LOCALE_TAGS[language], {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${currency} ${new Intl.NumberFormat(LOCALE_TAGS[language]).format(amount)}`;
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
    forLot: (lot: string) => ` (lot ${lot})`,
    limits: 'The length limits are:',
    limitUnit: { pages: 'pages', words: 'words', characters: 'characters' },
    limitFor: (n: string, unit: string, scope: string) =>
      `${n} ${unit}${scope ? ` (${scope})` : ''}`,
    value: { estimate: 'Estimated value', ceiling: 'Maximum budget' },
    buyer: 'The buyer is',
    procedure: 'The procedure is',
    requirements: {
      knockout: 'The knock-out requirements are:',
      exclusion: 'The grounds for exclusion are:',
      suitability: 'The suitability requirements are:',
    },
    required: 'The tender requires:',
    lots: 'The lots are:',
    lot: 'Lot',
    duration: 'The duration of the contract:',
    initialTerm: 'Initial term',
    durationUnit: { days: 'days', weeks: 'weeks', months: 'months', years: 'years' },
    extension: (count: number, length: string) =>
      count > 1 ? `Extension: ${count} times ${length}` : `Extension: ${length}`,
    submissionMethod: 'The tender is submitted via',
    submissionLanguage: 'Language of the tender:',
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
      submission: 'Uiterste inschrijfdatum',
      questions: 'Termijn voor vragen',
      opening: 'Opening van de inschrijvingen',
      award: 'Gunning',
      standstill: 'Einde opschortende termijn',
      start: 'Start van de opdracht',
      other: 'Datum',
    } satisfies Record<DeadlineKind, string>,
    criteria: 'De gunningscriteria zijn:',
    priceQuality: (p: number, q: number) => `Prijs/kwaliteit: ${p}/${q}`,
    points: (n: number) => `${n} punten`,
    forLot: (lot: string) => ` (perceel ${lot})`,
    limits: 'De limieten voor de omvang zijn:',
    limitUnit: { pages: "pagina's", words: 'woorden', characters: 'tekens' },
    limitFor: (n: string, unit: string, scope: string) =>
      `${n} ${unit}${scope ? ` (${scope})` : ''}`,
    value: { estimate: 'Geraamde waarde', ceiling: 'Maximaal budget' },
    buyer: 'De aanbestedende dienst is',
    procedure: 'De procedure is',
    requirements: {
      knockout: 'De knock-outeisen zijn:',
      exclusion: 'De uitsluitingsgronden zijn:',
      suitability: 'De geschiktheidseisen zijn:',
    },
    required: 'De aanbesteding vraagt:',
    lots: 'De percelen zijn:',
    lot: 'Perceel',
    duration: 'De looptijd van de opdracht:',
    initialTerm: 'Looptijd',
    durationUnit: { days: 'dagen', weeks: 'weken', months: 'maanden', years: 'jaar' },
    extension: (count: number, length: string) =>
      count > 1 ? `Verlenging: ${count} keer ${length}` : `Verlenging: ${length}`,
    submissionMethod: 'De inschrijving wordt ingediend via',
    submissionLanguage: 'Taal van de inschrijving:',
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
    const lang = quoteLanguage(fact.quote);
    const lead = !lang || lang === this.language ? this.text.says : this.text.saysIn[lang];
    return this.line(`${lead} “${fact.quote.replace(/\s+/g, ' ').trim()}”`);
  }

  /** For a list: says once that the cited facts are in the other language. */
  noteLanguage(): this {
    // Quotes that tell no language (a name, a number) neither make nor break the note.
    const langs = new Set(this.quoted.map((q) => quoteLanguage(q.fact.quote)));
    langs.delete(null);
    const [only] = [...langs];
    if (langs.size === 1 && only && only !== this.language) this.line(this.text.listIn[only]);
    return this;
  }

  answer(): ComposedAnswer {
    return { text: this.lines.join('\n'), citations: this.registry.list };
  }
}
