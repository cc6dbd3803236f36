/**
 * A tender table's rows read as requirements (issue 19, item 1): a requirements table by its
 * header (an id column and a requirement column), and a row that says in a cell what kind of
 * demand it is ('Eis', 'Wens', 'K.O.', 'Gunning', 'Must', 'Should') — a requirement whatever its
 * wording, with or without a header, the kind cell never taken for its text. A questions-and-
 * answers table sets nothing by its question column.
 */
import { terms } from '../../ai/localText';
import {
  ID_CELL,
  ID_COLUMN,
  KIND_CELL,
  MIN_CHARS,
  NOT_ASKED_CELL,
  TEXT_COLUMN,
} from './draftDemandWords';

/** A requirements table's columns by its header: the id's, the requirement's, the kind's. */
export interface Table {
  readonly id: number;
  readonly text: readonly number[];
  readonly kind: number;
  /** A scale's levels and what each means ('Urgentie | Omschrijving'): definitions, no demands. */
  readonly definitions?: boolean;
  /** An award table of weighted questions: a two-word title ('Social value') is a criterion. */
  readonly weighted?: boolean;
  /** An amendments table ('Subject | Original | Amended'): its subject's and new text's columns. */
  readonly amended?: { readonly subject: number; readonly next: number };
}

/**
 * A scale's name as a table's first column ('Urgentie', 'Impact', 'Severity', 'Niveau'): with
 * only a description beside it, the table defines the scale's levels ('Hoog | De Dienst is
 * geheel niet beschikbaar') — what a demand elsewhere refers to, not a demand itself.
 */
const SCALE_COLUMN =
  /^(?:urgentie|impact|prioriteit|priority|severity|ernst|niveau|level|klasse|class|categorie|category)$/i;

/** A header cell of a column that says what kind of demand each row is. */
const KIND_COLUMN =
  /^(?:type|soort|(?:eis|ko|k\.o\.)\s*\/\s*(?:wens|gunning)|wens\s*\/\s*eis|prioriteit|priority|moscow|must\s*\/\s*should|categorie|category|classificatie|classification)$/i;

const isKind = (cell: string) => KIND_CELL.test(cell.trim());
const longest = (cells: readonly string[]) =>
  [...cells].sort((a, b) => b.length - a.length)[0] ?? '';

/**
 * A table's first row of short labels is its header ('Nr | Eis | Prioriteit'); a row with a kind
 * cell beside a sentence ('7 | Het portaal ondersteunt inloggen met eHerkenning | Eis') is data.
 */
export function isHeaderRow(cells: readonly string[]): boolean {
  // 'Nr.' and 'No.' end in a full stop as abbreviations, not as sentences.
  const label = (c: string) => c.length <= 40 && (!/[.?!]$/.test(c) || ID_COLUMN.test(c.trim()));
  if (cells.length < 2 || !cells.every(label)) return false;
  return !(cells.some(isKind) && cells.some((c) => c.trim().split(/\s+/).length >= 4));
}

/** A column of each row's weight or points ('Weighting', 'Weging', 'Max. punten', 'Score'). */
const WEIGHT_COLUMN =
  /^(?:weight(?:ing)?s?|weging|gewicht|(?:max(?:imum|imaal)?\.?\s+)?(?:points|punten|score)|%)$/i;
/**
 * The title column of an award table whose rows are weighted questions ('Ref | Question |
 * Weighting', 'Nr | Vraag | Weging'): each row is a criterion the bid answers, its title the demand.
 * Only beside a weight column: a clarifications table's question column asks the buyer.
 */
const QUESTION_COLUMN =
  /^(?:questions?|vraag|vragen|onderdeel|aspect|topic|thema|title|titel|(?:award|gunnings|beoordelings|kwaliteits|sub)[- ]?criteri(?:um|on|a))$/i;

/**
 * A lots table's first column ('Lot | Description', 'Perceel | Omschrijving'): each row names
 * a lot of the contract, what the bid may be for, not a demand the bid must meet.
 */
const LOT_COLUMN = /^(?:lots?|perce(?:el|len)|kavels?)$/i;

/** An amendments table's columns: what was, what is now, and what changed. */
const OLD_COLUMN = /^(?:oud|origin(?:al|eel)|oorspronkelijk|old|was|huidige? tekst|current)$/i;
const NEW_COLUMN = /^(?:nieuw|amended|new|wordt|revised|gewijzigd|nieuwe tekst|amendment)$/i;
const SUBJECT_COLUMN = /^(?:onderwerp|subject|item|betreft|paragraa?f|section|clause|artikel)$/i;
/** A subject that names a demand ('Geschiktheidseis G3', 'Suitability criterion S1 (4.2)'). */
const NAMES_A_DEMAND =
  /\b(?:\p{L}*eis(?:en)?|criteri(?:on|um|a)|requirements?|standards?|conditions?|voorwaarden?)\b|\b[A-Z]{1,2}\d{1,2}\b/iu;
/** A new text that is only a date or a time ('10-05-2027 om 14:00 uur', '4 March 2027'). */
const ONLY_A_DATE = /^[\d\s:./-]*(?:\p{L}+\s+)?[\d\s:./-]*(?:om|at|hrs|uur|\d|\s)*$/iu;

const LENGTH_UNIT = /\b(?:words?|woorden|pages?|pagina['’]?s|tekens|characters)\b/i;

/**
 * The demand an amendments table's row states as it now reads ('3 | Geschiktheidseis G3 | … |
 * minimaal € 1.500.000 per aanspraak'): the subject and its new text, when the subject names a
 * demand; '' for a row that moves a date or changes anything else (twelfth set: the lowered
 * insurance demand was planned nowhere).
 */
function amendedRow(cells: readonly string[], table: Table): string {
  const { subject, next } = table.amended!;
  const what = (cells[subject] ?? '').trim();
  const now = (cells[next] ?? '').trim();
  if (!what || !now || !NAMES_A_DEMAND.test(what) || ONLY_A_DATE.test(now)) return '';
  // A changed length limit is the limits' to read, not a demand on the work.
  if (terms(now).length < 3 || LENGTH_UNIT.test(now)) return '';
  return `${what}: ${now}`;
}

export function tableOf(header: readonly string[]): Table {
  const kind = header.findIndex((c) => KIND_COLUMN.test(c.trim()));
  const definitions =
    (header.length === 2 && SCALE_COLUMN.test(header[0]!.trim()) && TEXT_COLUMN.test(header[1]!)) ||
    LOT_COLUMN.test(header[0]!.trim());
  const weighted = header.some((c) => WEIGHT_COLUMN.test(c.trim()));
  const column = (c: string) => TEXT_COLUMN.test(c) || (weighted && QUESTION_COLUMN.test(c.trim()));
  return {
    id: header.findIndex((c) => ID_COLUMN.test(c)),
    text: header.flatMap((c, i) => (column(c) && i !== kind ? [i] : [])),
    kind: definitions ? -1 : kind,
    ...(definitions ? { definitions } : {}),
    ...(weighted ? { weighted } : {}),
    ...amendedColumns(header),
  };
}

function amendedColumns(header: readonly string[]): Pick<Table, 'amended'> {
  const old = header.findIndex((c) => OLD_COLUMN.test(c.trim()));
  const next = header.findIndex((c) => NEW_COLUMN.test(c.trim()));
  const subject = header.findIndex((c) => SUBJECT_COLUMN.test(c.trim()));
  return old >= 0 && next >= 0 && subject >= 0 ? { amended: { subject, next } } : {};
}

/**
 * The requirement a row states, with its id as label ('E1. …'); '' for a requirement row with
 * nothing to plan (too short, a question, marked "Won't"/"Info"); undefined when the row is no
 * requirement by its table or cells (its cells are then read as text).
 */
export function readRow(cells: readonly string[], table: Table | null): string | undefined {
  if (table?.definitions) return '';
  if (table?.amended) return amendedRow(cells, table);
  const kinds = cells.map((c, i) => isKind(c) || i === table?.kind);
  const marked = cells.some(isKind);
  const idAt = table ? table.id : cells[0] && ID_CELL.test(cells[0].trim()) ? 0 : -1;
  const id = idAt >= 0 ? cells[idAt] : undefined;
  const own = cells.filter((_, i) => !kinds[i] && i !== idAt);
  const byHeader = table?.text.length
    ? longest(table.text.filter((i) => !kinds[i]).map((i) => cells[i] ?? ''))
    : undefined;
  const text =
    byHeader !== undefined && (byHeader || !marked)
      ? byHeader
      : marked || (!table && id !== undefined)
        ? longest(own)
        : undefined;
  if (text === undefined) return undefined;
  if (cells.some((c) => NOT_ASKED_CELL.test(c.trim()))) return '';
  const fewest = table?.weighted ? 1 : 3;
  const shortest = table?.weighted ? 5 : MIN_CHARS;
  if (text.length < shortest || /\?$/.test(text) || terms(text).length < fewest) return '';
  const label = id?.trim() ? `${id.trim().replace(/[.:]$/, '')}. ` : '';
  return `${label}${text}`;
}
