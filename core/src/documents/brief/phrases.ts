/**
 * The words of the brief in the document's language (English or Dutch). The brief is document
 * content, stored with the document and read by the chat, so it is phrased here rather than by the
 * reader's i18next locale; the screen around it (tab, citation labels) is translated as usual.
 * Dates and numbers follow the document's language (en-GB, nl-NL).
 */
import type {
  DeadlineKind,
  DurationUnit,
  LimitKind,
  RequirementKind,
  ValueKind,
} from '../../model/documentFacts';
import { LOCALE_TAGS } from '../../model/locales';
import type { BriefLanguage, BriefSectionKind } from '../../model/tenderBrief';

export interface BriefPhrases {
  readonly titles: Record<BriefSectionKind, string>;
  readonly buyer: string;
  readonly reference: string;
  readonly lot: (number: string | null, name: string) => string;
  readonly cpv: string;
  readonly value: Record<ValueKind, string>;
  readonly duration: (kind: 'initial' | 'extension', length: string, count: number) => string;
  readonly unit: (unit: DurationUnit, amount: number) => string;
  readonly deadline: Record<DeadlineKind, string>;
  readonly priceQuality: (price: string, quality: string) => string;
  readonly points: (n: string) => string;
  /** A criterion weighed for one lot only (a matrix with a column per lot). */
  readonly forLot: (lot: string) => string;
  readonly requirement: Record<RequirementKind, string>;
  readonly limit: (kind: LimitKind, value: string, scope: string) => string;
  readonly method: string;
  readonly language: string;
}

const EN_UNITS: Record<DurationUnit, [string, string]> = {
  days: ['day', 'days'],
  weeks: ['week', 'weeks'],
  months: ['month', 'months'],
  years: ['year', 'years'],
};
const NL_UNITS: Record<DurationUnit, [string, string]> = {
  days: ['dag', 'dagen'],
  weeks: ['week', 'weken'],
  months: ['maand', 'maanden'],
  years: ['jaar', 'jaar'],
};

export const PHRASES: Record<BriefLanguage, BriefPhrases> = {
  en: {
    titles: {
      subject: 'What is bought',
      buyer: 'By whom',
      procedure: 'Procedure',
      deadlines: 'Deadlines',
      award: 'Award method',
      knockouts: 'Knock-outs and suitability',
      limits: 'Limits',
      submission: 'What to submit',
    },
    buyer: 'Buyer',
    reference: 'Reference',
    lot: (number, name) => (number ? `Lot ${number}: ${name}` : `Lot: ${name}`),
    cpv: 'CPV code',
    value: { estimate: 'Estimated value', ceiling: 'Ceiling' },
    duration: (kind, length, count) =>
      kind === 'initial'
        ? `Initial term: ${length}`
        : `Option to extend: ${count > 1 ? `${count} × ${length}` : length}`,
    unit: (unit, amount) => `${amount} ${EN_UNITS[unit][amount === 1 ? 0 : 1]}`,
    deadline: {
      questions: 'Questions',
      submission: 'Submission',
      opening: 'Opening of bids',
      award: 'Award',
      standstill: 'End of standstill',
      start: 'Contract start',
      other: 'Other date',
    },
    priceQuality: (price, quality) => `Price ${price}% / quality ${quality}%`,
    points: (n) => `${n} points`,
    forLot: (lot) => `for lot ${lot}`,
    requirement: {
      knockout: 'Knock-out',
      exclusion: 'Exclusion',
      suitability: 'Suitability',
      certificate: 'Certificate',
      turnover: 'Turnover',
      references: 'References',
      declaration: 'To submit',
      other: 'Requirement',
    },
    limit: (kind, value, scope) => {
      const unit = { pages: 'pages', words: 'words', characters: 'characters' }[kind];
      return `At most ${value} ${unit}${scope ? ` (${scope})` : ''}`;
    },
    method: 'Submit via',
    language: 'Language of the bid',
  },
  nl: {
    titles: {
      subject: 'Wat wordt ingekocht',
      buyer: 'Door wie',
      procedure: 'Procedure',
      deadlines: 'Termijnen',
      award: 'Gunning',
      knockouts: 'Knock-outs en geschiktheid',
      limits: 'Beperkingen',
      submission: 'Wat je indient',
    },
    buyer: 'Aanbestedende dienst',
    reference: 'Kenmerk',
    lot: (number, name) => (number ? `Perceel ${number}: ${name}` : `Perceel: ${name}`),
    cpv: 'CPV-code',
    value: { estimate: 'Geraamde waarde', ceiling: 'Maximumbedrag' },
    duration: (kind, length, count) =>
      kind === 'initial'
        ? `Looptijd: ${length}`
        : `Optie tot verlenging: ${count > 1 ? `${count} × ${length}` : length}`,
    unit: (unit, amount) => `${amount} ${NL_UNITS[unit][amount === 1 ? 0 : 1]}`,
    deadline: {
      questions: 'Vragen',
      submission: 'Inschrijving',
      opening: 'Opening van de inschrijvingen',
      award: 'Gunning',
      standstill: 'Einde opschortingstermijn',
      start: 'Start van de opdracht',
      other: 'Andere datum',
    },
    priceQuality: (price, quality) => `Prijs ${price}% / kwaliteit ${quality}%`,
    points: (n) => `${n} punten`,
    forLot: (lot) => `voor perceel ${lot}`,
    requirement: {
      knockout: 'Knock-out',
      exclusion: 'Uitsluiting',
      suitability: 'Geschiktheid',
      certificate: 'Certificaat',
      turnover: 'Omzet',
      references: 'Referenties',
      declaration: 'In te dienen',
      other: 'Eis',
    },
    limit: (kind, value, scope) => {
      const unit = { pages: "pagina's", words: 'woorden', characters: 'tekens' }[kind];
      return `Maximaal ${value} ${unit}${scope ? ` (${scope})` : ''}`;
    },
    method: 'Indienen via',
    language: 'Taal van de inschrijving',
  },
};

export function formatNumber(value: number, language: BriefLanguage): string {
  return new Intl.NumberFormat(LOCALE_TAGS[language], { maximumFractionDigits: 1 }).format(value);
}

export function formatAmount(amount: number, currency: string, language: BriefLanguage): string {
  try {
    return new Intl.NumberFormat(LOCALE_TAGS[language], {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    // A currency code Intl does not know: the amount with the code as written.
    return `${currency} ${formatNumber(amount, language)}`;
  }
}

/**
 * '2024-03-12' → '12 March 2024' / '12 maart 2024'; a time as written ('…, 12:00'), a named zone's
 * offset kept ('(UTC−04:00)'). The date is formatted as the document states it, never shifted.
 */
export function formatDate(iso: string, language: BriefLanguage): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})([+-]\d{2}:\d{2}|Z)?)?/.exec(iso);
  if (!m) return iso;
  const [, y, mo, d, h, mi, zone] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0));
  const text = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    dateStyle: 'long',
    ...(h !== undefined ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(ms);
  return zone ? `${text} (UTC${zone === 'Z' ? '' : zone.replace('-', '−')})` : text;
}
