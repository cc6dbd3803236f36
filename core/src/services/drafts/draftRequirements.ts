/**
 * The buyer's requirements in a tender's own text (issue 19, item 1), read by class from the
 * document's layout (draftRequirementUnits.ts): a labelled item ('F12. De app verwijdert …'); a
 * sentence with a demand ('must', 'shall', 'moet', 'dient', 'beschrijf') or with the bidder as
 * its subject ('De opdrachtnemer levert …'); an item of a list whose lead-in or heading asks for
 * it, modal or not ('… should make reference to the following:' | 'a. assigned one leader …');
 * a row of a requirements table (its id and its requirement column). Boilerplate, the buyer's
 * own duties and running headers are left out. Each statement keeps the heading, main heading,
 * caption and lead-in it stands under, from which the plan (draftPlanTender.ts) groups them per
 * criterion or, without award criteria, per main heading (draftRequirementGroups.ts).
 */
import { sentences, terms } from '../../ai/localText';
import { DRAFT_REQUIREMENT_MAX } from '../../model/draft';
import {
  ASKED,
  ASKING_HEADING,
  bidderIsSubject,
  BOILERPLATE,
  BUYER_SUBJECT,
  asksSomething,
  DATE_LINE,
  DEMAND,
  headNoun,
  ID_CELL,
  ID_COLUMN,
  isLeadIn,
  MIN_CHARS,
  NOT_A_HEADING,
  NUMBERED,
  POINTS_AHEAD,
  REQUIREMENTS_HEADING,
  TEXT_COLUMN,
} from './draftDemandWords';
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

/** A title's key across pages: its document and its words, a trailing page number aside. */
const runningKey = (document: string, title: string) =>
  `${document}|${title.replace(/\s*\d+$/, ' #')}`;
/** On this many pages of a document, an unnumbered title is its running header or footer. */
const RUNNING_PAGES = 3;

/**
 * The unnumbered titles a document repeats page after page ('VNG Realisatie 20', 'Programma van
 * eisen'): its running headers and footers, no sections of their own.
 */
function runningTitles(passages: readonly TenderPassage[]): Set<string> {
  const pages = new Map<string, Set<number>>();
  for (const p of passages) {
    for (const u of readUnits(p.text)) {
      if (u.kind !== 'heading' || NUMBERED.test(u.text)) continue;
      const key = runningKey(p.origin.documentName, u.text);
      pages.set(key, (pages.get(key) ?? new Set()).add(p.origin.page ?? 1));
    }
  }
  return new Set([...pages].filter(([, on]) => on.size >= RUNNING_PAGES).map(([key]) => key));
}

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
  const running = runningTitles(passages);

  const enter = (h: string | null) => {
    if (!h || NOT_A_HEADING.test(h) || DATE_LINE.test(h) || !/\p{L}{3}/u.test(h)) return;
    if (BOILERPLATE.test(h)) return;
    if (LETTER_MARKER.test(h)) return;
    if (h === heading) return;
    const number = NUMBERED.exec(h);
    if (!number && running.has(runningKey(document, h))) return;
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
      const pushed =
        !BOILERPLATE.test(text) &&
        !POINTS_AHEAD.test(text) &&
        text.length >= MIN_CHARS &&
        push(text, page);
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
    if (BOILERPLATE.test(text) || BUYER_SUBJECT.test(text.replace(ITEM_LABEL, ''))) return;
    const demand =
      listed ||
      LABELLED.test(text) ||
      DEMAND.test(text) ||
      ASKED.test(text.replace(ITEM_LABEL, '')) ||
      bidderIsSubject(text);
    // A sentence that only refers to a URL or a footnote is not a demand.
    if (!demand || terms(text).length < 3) return;
    if (!LABELLED.test(text) && !asksSomething(text)) return;
    if (!push(text, page, item ? lead?.text : undefined)) return;
    // The list's first item stands for its lead-in, which only said that a list follows.
    // A labelled lead-in ('F2. … de volgende meldingen tonen:') is a requirement of its own.
    if (item && lead && lead.index !== null && !LABELLED.test(lead.text)) {
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
