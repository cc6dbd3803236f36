/**
 * The reader behind tenderStatements (draftRequirements.ts): it walks a tender's units in
 * document order and keeps where each stands — the heading, main heading, caption, path and list
 * lead-in — while deciding which units are the buyer's demands (draftStatementDemand.ts). Each
 * method has one purpose: `enter` a heading, `emit` a unit, read a table `row` or a weighted
 * `question`, `push` a statement, and `readPassage` for the passage-level bookkeeping (a labelled
 * item cut by a passage boundary, a new document).
 */
import { sentences } from '../../ai/localText';
import { titlesAChange } from './draftChangeItems';
import {
  ASKING_HEADING,
  BOILERPLATE,
  BUYER_SUBJECT,
  DATE_LINE,
  headNoun,
  isLeadIn,
  MIN_CHARS,
  NOT_A_HEADING,
  POINTS_AHEAD,
} from './draftDemandWords';
import {
  BARE_LABEL,
  ITEM_LABEL,
  LABELLED,
  LETTER_MARKER,
  type Unit,
  readUnits,
} from './draftRequirementUnits';
import {
  aboutTheProcedure,
  pathTo,
  runningKey,
  runningTitles,
  sectionCaption,
  sectionNumber,
  tableRowLines,
  nextChapterTitle,
  partTitle,
} from './draftRequirementHeadings';
import { type Table, isHeaderRow, readRow, tableOf } from './draftRequirementTables';
import { CHAPTER_ITEM, chapterNo, continues, follows, listLabel } from './draftRequirementLists';
import { type TenderStatement, clip } from './draftRequirementText';
import type { TenderPassage } from './draftSources';
import { listedAsDemand, statesADemand } from './draftStatementDemand';
import { changeRow, codedChange } from './draftAmendedDemands';

type Lead = { index: number | null; text: string };

export class StatementReader {
  readonly out: TenderStatement[] = [];
  private readonly seen = new Set<string>();
  private readonly mains = new Map<string, string>();
  private heading: string | null = null;
  private main: string | null = null;
  private caption: string | null = null;
  private document = '';
  /** The document numbers its headings: an unnumbered one is a sub-heading. */
  private numbered = false;
  /** No body text since the last heading: a heading now is its child. */
  private afterHeading = false;
  /** The current heading is a child of the main heading. */
  private child = false;
  /** A list's lead-in was read: its items are demands, and the lead-in itself no longer one. */
  private lead: Lead | null = null;
  /**
   * The list last read under a lead-in, by its last item's letter or number: an item that goes on
   * counting ('o.' after 'n.') is still in it after footnotes or a page break between them.
   */
  private lastList: { lead: Lead; label: string } | null = null;
  private table: Table | null = null;
  /** A table's cells read as text: only what a sentence itself says makes one a demand. */
  private inCells = false;
  private path: string[] = [];
  private readonly running: Set<string>;
  private readonly isTableRow: (line: string, inTable: boolean) => boolean;
  private inTable = false; // the passage being read holds a table's rows
  /** The headings read so far in this document. */
  private readonly entered = new Set<string>();
  /** Chapter titles read as list items ('3. Dienstverlening, doelen en resultaten'), by number. */
  private readonly chapterItems = new Map<string, string>();
  /** A labelled item a passage boundary cut ('Q36.' alone): its text opens the next passage. */
  private pending: { text: string; page: number } | null = null;

  constructor(passages: readonly TenderPassage[], tableRows: readonly string[]) {
    this.running = runningTitles(passages);
    this.isTableRow = tableRowLines(passages, tableRows);
  }

  /** One passage: a new document resets the headings; a cut item is joined to its rest. */
  readPassage(p: TenderPassage): void {
    if (p.origin.documentName !== this.document) {
      this.flush();
      this.document = p.origin.documentName;
      this.heading = this.main = this.caption = null;
      this.numbered = this.afterHeading = this.child = false;
      this.lead = this.table = null;
      this.path = [];
      this.mains.clear();
      this.entered.clear();
    }
    const page = p.origin.page ?? 1;
    this.inTable = !!p.tableContext;
    const list = readUnits(p.text);
    const held: { text: string; page: number } | null = this.pending;
    this.pending = null;
    // The cut item belongs under the heading it started under, on the page it started on.
    if (held && list[0] && continues(held.text, list[0])) {
      this.emit({ kind: 'item', text: `${held.text} ${list[0].text}` }, held.page);
      list.shift();
    } else if (held) {
      this.emit({ kind: 'item', text: held.text }, held.page);
    }
    // A passage repeats the last heading its chunker knew; one already read here was left for a
    // later section the text names (a lettered sub-section's caption: 'G.1 …').
    const known = p.heading?.trim() ?? null;
    if (!known || !this.entered.has(known)) this.enter(known, page);
    const last = list.at(-1);
    if (last?.kind === 'item' && (BARE_LABEL.test(last.text) || !/[.!?;:]$/.test(last.text))) {
      this.pending = { text: last.text, page };
      list.pop();
    }
    for (const unit of list) this.emit(unit, page);
  }

  /** The item a passage boundary left unfinished, as it stands. */
  flush(): void {
    if (this.pending) this.emit({ kind: 'item', text: this.pending.text }, this.pending.page);
    this.pending = null;
  }

  private enter(h: string | null, page?: number): void {
    if (!h || NOT_A_HEADING.test(h) || DATE_LINE.test(h) || !/\p{L}{3}/u.test(h)) return;
    // A change table's row read as a heading: the changed demand's new wording, never a heading.
    const changed = changeRow(h);
    if (changed) {
      if (page !== undefined) this.push(changed.text, page, undefined, changed.code);
      return;
    }
    if (this.isTableRow(h, this.inTable)) return;
    if (BOILERPLATE.test(h)) return;
    const number = sectionNumber(h);
    if (!number && LETTER_MARKER.test(h)) return;
    if (h === this.heading) return;
    if (!number && this.running.has(runningKey(this.document, h))) return;
    this.entered.add(h);
    if (number) {
      this.numbered = true;
      if (number.top) this.mains.set(number.key, h);
      // A chapter's title set as a list item ('3. Dienstverlening …') is its sections' main
      // heading ('3.2 Dienstverleningstijden'), not each section one of its own.
      const chapter = this.chapterItems.get(number.key);
      if (!number.top && !this.mains.has(number.key) && chapter)
        this.mains.set(number.key, chapter);
      this.main = this.mains.get(number.key) ?? h;
    } else if (!this.numbered) {
      const sibling = this.child && this.heading !== null && headNoun(h) === headNoun(this.heading);
      this.child = (this.afterHeading && this.heading !== null) || sibling;
      if (!this.child) this.main = h;
    }
    this.path = pathTo(this.path, h, this.main, this.child);
    this.heading = h;
    this.caption = null;
    this.afterHeading = true;
    this.lead = null;
    this.lastList = null;
    this.table = null;
  }

  private push(text: string, page: number, leadIn?: string, amends?: string): boolean {
    const key = text.toLowerCase();
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    const { heading, main, caption, path, document } = this;
    // A notice's change to a coded demand is the demand as it now reads, not the procedure's.
    const change = !!amends || codedChange(text) !== null;
    if (!change && aboutTheProcedure(text, heading, main, leadIn)) return false;
    if (titlesAChange(text, [caption, heading, main, ...path, document])) return false;
    const where = { heading, main, caption, path: [...path], documentName: document, page };
    const marks = { ...(leadIn ? { leadIn } : {}), ...(amends ? { amends } : {}) };
    this.out.push({ text: clip(text), ...where, ...marks });
    return true;
  }

  private emit(unit: Unit, page: number): void {
    if (unit.kind === 'heading') return this.enter(unit.text.trim(), page);
    // A lettered sub-section's or an attachment's title set as a caption ('G.1 Confidentiality
    // Statement', 'Attachment 1: Working Prototype'): a section of its own, not a table's caption.
    if (unit.kind === 'caption' && sectionCaption(unit.text))
      return this.enter(unit.text.trim(), page);
    this.afterHeading = false;
    if (unit.kind === 'caption') {
      this.caption = unit.text;
      if (isLeadIn(unit.text) || ASKING_HEADING.test(unit.text)) {
        this.lead = { index: null, text: unit.text };
      }
      this.table = null;
      return;
    }
    if (unit.kind === 'row') return this.row(unit.cells ?? [unit.text], page);
    this.table = null;
    // A list item's marker ('• ', '– ') is layout, not part of what the buyer asks.
    const text = unit.text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[•·▪◦‣●○■□►\-–—*]\s+/u, '');
    // A change table's row read as text or an item: the changed demand's new wording.
    const changed = changeRow(text);
    if (changed) return void this.push(changed.text, page, undefined, changed.code);
    const item = unit.kind === 'item';
    if (item && this.chapterTitle(text, unit.text)) return this.enter(text, page);
    const label = item ? listLabel(text) : null;
    if (
      item &&
      this.lead === null &&
      label &&
      this.lastList &&
      follows(this.lastList.label, label)
    ) {
      this.lead = { ...this.lastList.lead, index: null };
    }
    if (item && this.lead !== null && label) this.lastList = { lead: this.lead, label };
    if (!item && isLeadIn(text)) {
      const pushed =
        !BOILERPLATE.test(text) &&
        !POINTS_AHEAD.test(text) &&
        text.length >= MIN_CHARS &&
        this.push(text, page);
      this.lead = { index: pushed ? this.out.length - 1 : null, text };
      return;
    }
    const place = { item, underLead: this.lead !== null, heading: this.heading, main: this.main };
    const listed = listedAsDemand(text, unit.text, place);
    if (!item) this.lead = null;
    if (text.length < MIN_CHARS || /\.{5,}|…{2,}/.test(text) || text === this.heading) return;
    if (BOILERPLATE.test(text) || BUYER_SUBJECT.test(text.replace(ITEM_LABEL, ''))) return;
    if (!statesADemand(text, { ...place, listed, inCells: this.inCells })) return;
    if (!this.push(text, page, item ? this.lead?.text : undefined)) return;
    // The list's first item stands for its lead-in, which only said that a list follows.
    // A labelled lead-in ('F2. … de volgende meldingen tonen:') is a requirement of its own.
    const lead = this.lead;
    if (item && lead && lead.index !== null && !LABELLED.test(lead.text)) {
      this.out.splice(lead.index, 1);
      this.lead = { ...lead, index: null };
    }
  }

  /**
   * A list item that is a chapter's title (nextChapterTitle, partTitle) is entered as a heading;
   * a table of contents' chapter line is remembered as its sections' main heading.
   */
  private chapterTitle(text: string, raw: string): boolean {
    const chapter = CHAPTER_ITEM.exec(text);
    const titled = chapterNo(text);
    if (titled && nextChapterTitle(titled, raw, this.main, this.lastList?.label ?? null))
      return true;
    if (partTitle(text)) return true;
    if (chapter) {
      // A table of contents' line keeps its page number ('… resultaten 7'): the title is without.
      const title = text.replace(/\s+\d{1,3}$/, '');
      const key = chapter[1]!;
      if (this.mains.get(key) === this.chapterItems.get(key)) this.mains.delete(key);
      this.chapterItems.set(key, title);
    }
    return false;
  }

  /** A table row: a requirement by its table's header or its own cells (readRow), else text. */
  private row(cells: readonly string[], page: number): void {
    if (!this.table && isHeaderRow(cells)) {
      this.table = tableOf(cells);
      return;
    }
    const read = readRow(cells, this.table);
    if (read !== undefined) {
      if (read && this.table?.weighted) return this.question(read, page);
      if (read) this.push(read, page);
      return;
    }
    const saved = this.table;
    this.inCells = true;
    for (const cell of cells)
      for (const s of sentences(cell))
        if (!/\?$/.test(s)) this.emit({ kind: 'text', text: s }, page);
    this.inCells = false;
    this.table = saved;
  }

  /**
   * A weighted question's row ('T1.1. Room standards'): the criterion the bid answers. A group's
   * row ('T1. Technical solution') over its parts is none, their answers are; nor is the total.
   */
  private question(text: string, page: number): void {
    if (/^[|\s]*(?:[A-Z]{0,4}\d{0,3}\.?\s+)?(?:sub)?tota(?:al|l)\b/i.test(text)) return;
    const code = /^([A-Z]{1,4}\d{1,3})\.\d/.exec(text)?.[1];
    const group = code ? this.out.findLastIndex((s) => s.text.startsWith(`${code}. `)) : -1;
    if (group >= 0) this.out.splice(group, 1);
    this.push(text, page);
  }
}
