/**
 * The buyer's requirements in a tender's own text (issue 19, item 1): the statements that ask
 * something of the bidder or the solution — a labelled item ('F12. De app verwijdert …',
 * 'Q3 …'), or a sentence with a demand ('must', 'shall', 'moet', 'dient', 'beschrijf') — each
 * with the heading it stands under, read from the document's structure (the chunks' headings).
 * The plan (draftPlan.ts) gives each section the requirements under its criterion's heading, or,
 * without award criteria, one section per main heading.
 */
import { sentences, terms } from '../../ai/localText';
import { DRAFT_REQUIREMENT_MAX } from '../../model/draft';
import {
  BARE_LABEL,
  BULLET,
  ITEM_LABEL,
  LABELLED,
  LETTER_MARKER,
  type Unit,
  readUnits,
} from './draftRequirementUnits';
import type { TenderPassage } from './draftSources';

export interface PlannedRequirement {
  readonly id: string;
  readonly text: string;
  readonly documentName: string | null;
  readonly page: number | null;
}

/** A requirement as read, before it is numbered: with the heading it stands under. */
export interface TenderStatement {
  readonly text: string;
  /** The nearest heading above it ('5.1.2 Bedienen'), null when none. */
  readonly heading: string | null;
  /** Its main heading ('5 Functionele eisen'): the top-level heading of its numbered heading. */
  readonly main: string | null;
  /** The nearest caption above it in its section ('B. PRICE:', 'Volledigheid van de migratie'). */
  readonly caption: string | null;
  /** The lead-in of the list it is an item of ('1.4 … shall comply with the following:'). */
  readonly leadIn?: string;
  readonly documentName: string;
  readonly page: number;
}

/** A demand anywhere in a sentence: a modal that obliges. */
const DEMAND =
  /\b(must|shall|should|is required|are required|required to|has to|have to|needs? to|moet|moeten|dient|dienen|vereist|verplicht)\b/i;
/**
 * A demand as an instruction, at the start or after a criterion's name ('Veiligheid: toon aan …',
 * 'Description: Write a brief description …', 'Include a URL …').
 */
const ASKED =
  /(?:^|:\s*)(describe|demonstrate|explain|indicate|provide|write|include|submit|ensure|publish|specify|attach|outline|beschrijf|toon aan|licht toe|geef aan|geef|vermeld|lever|voeg|benoem|omschrijf|specificeer)\b/i;
/** Who bids, in either language: a sentence with the bidder as its subject states a demand. */
const BIDDER_SUBJECT =
  /^(?:(?:de|the|each|every|elke|iedere)\s+)?(?:inschrijvers?|opdrachtnemers?|leveranciers?|gegadigden?|dienstverleners?|bidders?|tenderers?|contractors?|suppliers?|vendors?|quoters?|offerors?|service providers?)\s+(\p{Ll}\S*)/iu;
/** A permission ('The supplier may …', 'De inschrijver kan …') sets no demand. */
const PERMISSION = /^(?:may|can|could|might|mag|mogen|kan|kunnen|will|zal|zullen)$/i;
/** A passive ('De leverancier wordt overgezet'): the party is the object, not the one who acts. */
const PASSIVE = /^(?:wordt|worden|werd|werden|is being|was|were)$/i;
/**
 * A list's lead-in, ending in a colon, that asks for what follows: a demand ('… shall consist of
 * the following:'), an instruction ('Beschrijf:'), or requirements announced ('De volgende eisen
 * gelden:'). A lead-in that only announces ('De afbeelding toont de onderdelen:') asks nothing.
 */
const LEAD_IN_END = /:$/;
const ANNOUNCES_REQUIREMENTS =
  /\b(?:following|below|volgende|onderstaande|hieronder)\b[^:]*\b(?:requirements?|eisen|vereisten|criteria|documents?|documenten|stukken)\b/i;
const isLeadIn = (text: string) =>
  LEAD_IN_END.test(text) &&
  (DEMAND.test(text) ||
    ASKED.test(text.replace(ITEM_LABEL, '')) ||
    ANNOUNCES_REQUIREMENTS.test(text));
/**
 * A heading or caption that says what the bidder must show, describe or provide: every item
 * under it is asked for. Under a heading of requirements ('Hosting eisen', 'Functional
 * requirements') a numbered or labelled item is one; a bullet may only describe.
 */
const ASKING_HEADING =
  /\b(?:to (?:provide|describe|submit|demonstrate|show|include)|te (?:leveren|beschrijven|overleggen|tonen|vermelden)|aan te (?:tonen|leveren)|required (?:documents|information|submissions?)|deliverables|what (?:you|the bidder|the tenderer) must)\b/i;
const REQUIREMENTS_HEADING = /(?:eisen|vereisten)\b|\brequirements?\b/i;
/**
 * Boilerplate that is no demand of the buyer: the document talking about itself, an instruction to
 * its reader, a page's header or footer, a legal notice.
 */
const BOILERPLATE =
  /\b(?:this (?:document|section|chapter|annex|appendix) (?:describes|contains|sets out|explains)|dit (?:document|hoofdstuk|onderdeel|bijlage) (?:beschrijft|bevat)|in dit (?:document|hoofdstuk) (?:vindt u|vind je|wordt|worden)|hieronder (?:worden|wordt|vindt u|vind je|volgt)|below (?:you will find|are described)|all rights reserved|alle rechten voorbehouden|copyright|disclaimer|(?:geen|no) rechten (?:worden|kunnen worden) ontleend|no rights (?:may|can) be derived|(?:page|pagina) \d+ (?:of|van) \d+|(?:is|are|should be|to be|meant to be) understood (?:as|to)|wordt (?:hieronder )?verstaan)|©/i;
/**
 * A heading read from a footnote or a URL is no heading: the one before it still applies. Nor is
 * a line that opens with a bracket: it continues the sentence before it ('… Guidelines (WCAG2.1').
 */
const NOT_A_HEADING = /https?:\/\/|www\.|^\d+$|^[([{]/i;
const NUMBERED = /^(\d{1,2})(?:\.\d{1,2})*\.?\s+(\p{L}.*)$/u;
const MIN_CHARS = 25;
/**
 * A requirements table's columns: the requirement's text, and its id. A question column is not
 * one: a questions-and-answers table asks about requirements, it sets none.
 */
const TEXT_COLUMN =
  /^(?:eis(?:en)?|requirements?|omschrijving|beschrijving|description|specificati(?:e|on)|(?:user )?stor(?:y|ies)|criteri(?:um|on)|wens(?:en)?)\b/i;
const ID_COLUMN =
  /^(?:id|nr\.?|nummer|no\.?|#|ref(?:erentie)?|code|number|(?:eis|req)[- ]?(?:id|nr\.?))$/i;
/** An id in a row's first cell ('F12', 'NFR-2', '3.1', 'KO1'). */
const ID_CELL = /^(?:[A-Z]{1,4}[- ]?)?\d{1,3}(?:\.\d{1,3})*\.?$/;

/** The bidder is the subject with a verb after it, not a permission ('De inschrijver levert …'). */
function bidderIsSubject(text: string): boolean {
  const verb = BIDDER_SUBJECT.exec(text.replace(ITEM_LABEL, ''))?.[1];
  return verb !== undefined && !PERMISSION.test(verb) && !PASSIVE.test(verb);
}

/** A heading's head noun ('Niet-functionele eisen' → 'eisen'): siblings share it. */
const headNoun = (h: string) =>
  h
    .toLowerCase()
    .split(/[\s-]+/)
    .at(-1) ?? '';

/** The first unit of a passage goes on with an item the last passage left unfinished. */
function continues(held: string, next: Unit): boolean {
  if (next.kind !== 'text') return false;
  return BARE_LABEL.test(held.trim()) || /^\p{Ll}/u.test(next.text);
}

/** Every requirement statement in the passages, in document order. */
export function tenderStatements(passages: readonly TenderPassage[]): TenderStatement[] {
  const out: TenderStatement[] = [];
  const seen = new Set<string>();
  const mains = new Map<string, string>();
  let heading: string | null = null;
  let main: string | null = null;
  let caption: string | null = null;
  let document = '';
  /** The document numbers its headings: an unnumbered one is a sub-heading. */
  let numbered = false;
  /** No body text since the last heading: a heading now is its child. */
  let afterHeading = false;
  /** The current heading is a child of the main heading. */
  let child = false;
  /** A list's lead-in was read: its items are demands, and the lead-in itself no longer one. */
  let lead: { index: number | null; text: string } | null = null;
  let table: { id: number; text: number[] } | null = null;
  const titles = new Set<string>();

  const enter = (h: string | null) => {
    if (!h || NOT_A_HEADING.test(h) || !/\p{L}{3}/u.test(h) || BOILERPLATE.test(h)) return;
    if (LETTER_MARKER.test(h)) return;
    if (h === heading) return;
    const number = NUMBERED.exec(h);
    // An unnumbered title met again is a page's running header, not a new section.
    if (!number && titles.has(h)) return;
    if (!number) titles.add(h);
    if (number) {
      numbered = true;
      if (!/^\d+\.\d/.test(h)) mains.set(number[1]!, h);
      main = mains.get(number[1]!) ?? h;
    } else if (!numbered) {
      const sibling = child && heading !== null && headNoun(h) === headNoun(heading);
      child = (afterHeading && heading !== null) || sibling;
      if (!child) main = h;
    }
    heading = h;
    caption = null;
    afterHeading = true;
    lead = null;
    table = null;
  };
  const push = (text: string, page: number, leadIn?: string): boolean => {
    const key = text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    const where = { heading, main, caption, documentName: document, page };
    out.push({ text: clip(text), ...where, ...(leadIn ? { leadIn } : {}) });
    return true;
  };
  const emit = (unit: Unit, page: number) => {
    if (unit.kind === 'heading') return enter(unit.text.trim());
    afterHeading = false;
    if (unit.kind === 'caption') {
      caption = unit.text;
      if (isLeadIn(unit.text) || ASKING_HEADING.test(unit.text)) {
        lead = { index: null, text: unit.text };
      }
      table = null;
      return;
    }
    if (unit.kind === 'row') return row(unit.cells ?? [unit.text], page);
    table = null;
    // A list item's marker ('• ', '– ') is layout, not part of what the buyer asks.
    const text = unit.text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[•·▪◦‣●○■□►\-–—*]\s+/u, '');
    const item = unit.kind === 'item';
    if (!item && isLeadIn(text)) {
      const pushed = !BOILERPLATE.test(text) && text.length >= MIN_CHARS && push(text, page);
      lead = { index: pushed ? out.length - 1 : null, text };
      return;
    }
    const listed =
      item &&
      (lead !== null ||
        ASKING_HEADING.test(heading ?? '') ||
        (REQUIREMENTS_HEADING.test(heading ?? '') && !BULLET.test(unit.text)));
    if (!item) lead = null;
    if (text.length < MIN_CHARS || /\.{5,}|…{2,}/.test(text) || text === heading) return;
    if (BOILERPLATE.test(text)) return;
    const demand =
      listed ||
      LABELLED.test(text) ||
      DEMAND.test(text) ||
      ASKED.test(text.replace(ITEM_LABEL, '')) ||
      bidderIsSubject(text);
    // A sentence that only refers to a URL or a footnote is not a demand.
    if (!demand || terms(text).length < 3) return;
    if (!push(text, page, item ? lead?.text : undefined)) return;
    // The list's first item stands for its lead-in, which only said that a list follows.
    if (item && lead && lead.index !== null) {
      out.splice(lead.index, 1);
      lead = { ...lead, index: null };
    }
  };
  /** A table row: a requirements table's (by its header) id and text, else its cells as text. */
  const row = (cells: readonly string[], page: number) => {
    // A table's first row of short labels is its header; only a requirement column makes it a
    // requirements table (a questions-and-answers table's rows ask, they set nothing).
    if (!table && cells.length > 1 && cells.every((c) => c.length <= 40 && !/[.?!]$/.test(c))) {
      table = {
        id: cells.findIndex((c) => ID_COLUMN.test(c)),
        text: cells.flatMap((c, i) => (TEXT_COLUMN.test(c) ? [i] : [])),
      };
      return;
    }
    const byHeader = table?.text.length
      ? table.text.map((i) => cells[i] ?? '').sort((a, b) => b.length - a.length)[0]
      : undefined;
    const id = table ? (table.id >= 0 ? cells[table.id] : undefined) : cells[0];
    const longest = [...cells.slice(1)].sort((a, b) => b.length - a.length)[0] ?? '';
    const text = byHeader ?? (!table && id && ID_CELL.test(id) ? longest : undefined);
    if (text !== undefined) {
      if (text.length < MIN_CHARS || /\?$/.test(text) || terms(text).length < 3) return;
      const label = id?.trim() ? `${id.trim().replace(/[.:]$/, '')}. ` : '';
      push(`${label}${text}`, page);
      return;
    }
    const saved = table;
    for (const cell of cells)
      for (const s of sentences(cell)) if (!/\?$/.test(s)) emit({ kind: 'text', text: s }, page);
    table = saved;
  };
  /**
   * A labelled item that ended the last passage unfinished ('Q36.' alone, or 'Q15. … zo
   * plezierig mogelijke'): a passage boundary cut it, and its text opens the next passage.
   */
  let pending: { text: string; page: number } | null = null;
  const flush = () => {
    if (pending) emit({ kind: 'item', text: pending.text }, pending.page);
    pending = null;
  };
  for (const p of passages) {
    if (p.origin.documentName !== document) {
      flush();
      document = p.origin.documentName;
      heading = main = caption = null;
      numbered = afterHeading = child = false;
      lead = table = null;
      mains.clear();
      titles.clear();
    }
    const page = p.origin.page ?? 1;
    const list = readUnits(p.text);
    const held: { text: string; page: number } | null = pending;
    pending = null;
    // The cut item belongs under the heading it started under, on the page it started on.
    if (held && list[0] && continues(held.text, list[0])) {
      emit({ kind: 'item', text: `${held.text} ${list[0].text}` }, held.page);
      list.shift();
    } else if (held) {
      emit({ kind: 'item', text: held.text }, held.page);
    }
    enter(p.heading?.trim() ?? null);
    const last = list.at(-1);
    if (last?.kind === 'item' && (BARE_LABEL.test(last.text) || !/[.!?;:]$/.test(last.text))) {
      pending = { text: last.text, page };
      list.pop();
    }
    for (const unit of list) emit(unit, page);
  }
  flush();
  return out;
}

export function clip(text: string): string {
  return text.length <= DRAFT_REQUIREMENT_MAX
    ? text
    : `${text.slice(0, DRAFT_REQUIREMENT_MAX - 1).trimEnd()}…`;
}

/** The requirement's words without its label ('F12. '), for a search query or a sentence. */
export function requirementQuery(text: string): string {
  return text
    .replace(LABELLED, (m) => m.slice(-1))
    .replace(/\?\s*$/, '')
    .trim();
}

/** The instruction around a requirement's subject ('beschrijf hoe u', 'describe how you'). */
const INSTRUCTION =
  /\b(?:describe|demonstrate|explain|indicate|beschrijf|beschrijft|toon aan|licht toe|geef aan)\b(?:\s+(?:hoe|how|wat|what|welke|which)\s+(?:u|you|the bidder|de inschrijver|uw))?/gi;

/** A sentence in brackets: an aside on why, not what is asked ('(Dit is om … te voorkomen.)'). */
const ASIDE = /\s*\([^()]{20,}[.!?]\)/g;

/** What a requirement is about, for measuring evidence: its words without the instruction. */
export function requirementSubject(text: string): string {
  return requirementQuery(text)
    .replace(ASIDE, ' ')
    .replace(INSTRUCTION, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
