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
import { titlesAChange } from './draftChangeItems';
import {
  isAsked,
  ASKING_HEADING,
  bidderIsSubject,
  BOILERPLATE,
  BUYER_SUBJECT,
  asksSomething,
  DATE_LINE,
  DEMAND,
  EVALUATION,
  EXCLUDED,
  headNoun,
  isLeadIn,
  MIN_CHARS,
  NOT_A_HEADING,
  offeredAsRequired,
  NAMES_WHAT_FOLLOWS,
  POINTS_AHEAD,
  QUALIFICATION,
  REQUIREMENTS_HEADING,
  SCORED,
} from './draftDemandWords';
import {
  BARE_LABEL,
  BULLET,
  ITEM_LABEL,
  LABELLED,
  LETTER_MARKER,
  MARKED_DEMAND,
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
import { isScoreDescriptor } from './draftCriteriaRows';
import { rewordsADemand } from './draftAmendedDemands';
import { RUN_IN_CLAUSE, guaranteeKnockOut } from './draftKnockOuts';

export type { PlannedRequirement, TenderStatement } from './draftRequirementText';

/** Every requirement statement in the passages, in document order; `tableRows` (facts' quotes) are no headings. */
export function tenderStatements(
  passages: readonly TenderPassage[],
  tableRows: readonly string[] = [],
): TenderStatement[] {
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
  /**
   * The list last read under a lead-in, by its last item's letter or number: an item that goes on
   * counting ('o.' after 'n.') is still in it after footnotes or a page break between them.
   */
  let lastList: { lead: { index: number | null; text: string }; label: string } | null = null;
  let table: Table | null = null;
  /** A table's cells read as text: only what a sentence itself says makes one a demand. */
  let inCells = false;
  let path: string[] = [];
  const running = runningTitles(passages);
  const isTableRow = tableRowLines(passages, tableRows);
  let inTable = false; // the passage being read holds a table's rows
  /** The headings read so far in this document. */
  const entered = new Set<string>();
  /** Chapter titles read as list items ('3. Dienstverlening, doelen en resultaten'), by number. */
  const chapterItems = new Map<string, string>();

  const enter = (h: string | null) => {
    if (!h || NOT_A_HEADING.test(h) || DATE_LINE.test(h) || !/\p{L}{3}/u.test(h)) return;
    if (isTableRow(h, inTable)) return;
    if (BOILERPLATE.test(h)) return;
    const number = sectionNumber(h);
    if (!number && LETTER_MARKER.test(h)) return;
    if (h === heading) return;
    if (!number && running.has(runningKey(document, h))) return;
    entered.add(h);
    if (number) {
      numbered = true;
      if (number.top) mains.set(number.key, h);
      // A chapter's title set as a list item ('3. Dienstverlening …') is its sections' main
      // heading ('3.2 Dienstverleningstijden'), not each section one of its own.
      const chapter = chapterItems.get(number.key);
      if (!number.top && !mains.has(number.key) && chapter) mains.set(number.key, chapter);
      main = mains.get(number.key) ?? h;
    } else if (!numbered) {
      const sibling = child && heading !== null && headNoun(h) === headNoun(heading);
      child = (afterHeading && heading !== null) || sibling;
      if (!child) main = h;
    }
    path = pathTo(path, h, main, child);
    heading = h;
    caption = null;
    afterHeading = true;
    lead = null;
    lastList = null;
    table = null;
  };
  /** A chapter's title the layout read as a list item (nextChapterTitle). */
  const nextChapter = (number: string, raw: string) =>
    nextChapterTitle(number, raw, main, lastList?.label ?? null);
  const push = (text: string, page: number, leadIn?: string): boolean => {
    const key = text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    if (aboutTheProcedure(text, heading, main, leadIn)) return false;
    if (titlesAChange(text, [caption, heading, main, ...path, document])) return false;
    const where = { heading, main, caption, path: [...path], documentName: document, page };
    out.push({ text: clip(text), ...where, ...(leadIn ? { leadIn } : {}) });
    return true;
  };
  const emit = (unit: Unit, page: number) => {
    if (unit.kind === 'heading') return enter(unit.text.trim());
    // A lettered sub-section's or an attachment's title set as a caption ('G.1 Confidentiality
    // Statement', 'Attachment 1: Working Prototype'): a section of its own, not a table's caption.
    if (unit.kind === 'caption' && sectionCaption(unit.text)) return enter(unit.text.trim());
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
    const chapter = item ? CHAPTER_ITEM.exec(text) : null;
    const titled = item ? chapterNo(text) : undefined;
    if (titled && nextChapter(titled, unit.text)) return enter(text);
    if (item && partTitle(text)) return enter(text);
    if (chapter) {
      // A table of contents' line keeps its page number ('… resultaten 7'): the title is without.
      const title = text.replace(/\s+\d{1,3}$/, '');
      const key = chapter[1]!;
      if (mains.get(key) === chapterItems.get(key)) mains.delete(key);
      chapterItems.set(key, title);
    }
    const label = item ? listLabel(text) : null;
    if (item && lead === null && label && lastList && follows(lastList.label, label)) {
      lead = { ...lastList.lead, index: null };
    }
    if (item && lead !== null && label) lastList = { lead, label };
    if (!item && isLeadIn(text)) {
      const pushed =
        !BOILERPLATE.test(text) &&
        !POINTS_AHEAD.test(text) &&
        text.length >= MIN_CHARS &&
        push(text, page);
      lead = { index: pushed ? out.length - 1 : null, text };
      return;
    }
    // An item under a criterion's own heading in the evaluation part ('2.1 Plan van aanpak' |
    // 'a. planning en mijlpalen') is a sub-criterion: what is scored is asked for.
    const scoredItem = heading !== null && heading !== main && EVALUATION.test(main ?? '');
    const listed =
      (item &&
        (lead !== null ||
          scoredItem ||
          ASKING_HEADING.test(heading ?? '') ||
          // A qualification part's list states what the tenderer must have, verb or not
          // ('• A minimum annual turnover of …', '• Een beroepsaansprakelijkheidsverzekering van …').
          (QUALIFICATION.test(heading ?? '') && !EVALUATION.test(heading ?? '')) ||
          (REQUIREMENTS_HEADING.test(heading ?? '') && !BULLET.test(unit.text)))) ||
      // A run-in numbered clause there ('4.4.2 Referenties: twee opdrachten …'; draftKnockOuts).
      (!item &&
        RUN_IN_CLAUSE.test(text) &&
        [heading, main].some((h) => QUALIFICATION.test(h ?? '') && !EVALUATION.test(h ?? '')));
    if (!item) lead = null;
    if (text.length < MIN_CHARS || /\.{5,}|…{2,}/.test(text) || text === heading) return;
    if (BOILERPLATE.test(text) || BUYER_SUBJECT.test(text.replace(ITEM_LABEL, ''))) return;
    const demand =
      listed ||
      LABELLED.test(text) ||
      MARKED_DEMAND.test(text) ||
      DEMAND.test(text) ||
      (SCORED.test(text) && (item || EVALUATION.test(main ?? ''))) ||
      isAsked(text.replace(ITEM_LABEL, '')) ||
      bidderIsSubject(text) ||
      (!inCells && offeredAsRequired(text, heading)) ||
      (EXCLUDED.test(text) && [heading, main].some((h) => QUALIFICATION.test(h ?? ''))) ||
      rewordsADemand(text) ||
      guaranteeKnockOut(text);
    // A sentence that only refers to a URL or a footnote is not a demand.
    if (!demand || terms(text).length < 3) return;
    if (NAMES_WHAT_FOLLOWS.test(text) && !LABELLED.test(text)) return;
    if (!LABELLED.test(text) && !asksSomething(text)) return;
    if (!push(text, page, item ? lead?.text : undefined)) return;
    // The list's first item stands for its lead-in, which only said that a list follows.
    // A labelled lead-in ('F2. … de volgende meldingen tonen:') is a requirement of its own.
    if (item && lead && lead.index !== null && !LABELLED.test(lead.text)) {
      out.splice(lead.index, 1);
      lead = { ...lead, index: null };
    }
  };
  /** A table row: a requirement by its table's header or its own cells (readRow), else text. */
  const row = (cells: readonly string[], page: number) => {
    if (!table && isHeaderRow(cells)) {
      table = tableOf(cells);
      return;
    }
    const read = readRow(cells, table);
    if (read !== undefined) {
      if (read && (table as Table | null)?.weighted) return question(read, page);
      if (read) push(read, page);
      return;
    }
    const saved = table;
    inCells = true;
    for (const cell of cells)
      for (const s of sentences(cell)) if (!/\?$/.test(s)) emit({ kind: 'text', text: s }, page);
    inCells = false;
    table = saved;
  };
  /**
   * A weighted question's row ('T1.1. Room standards'): the criterion the bid answers. A group's
   * row ('T1. Technical solution') over its parts is none, their answers are; nor is the total.
   */
  const question = (text: string, page: number) => {
    if (/^[|\s]*(?:[A-Z]{0,4}\d{0,3}\.?\s+)?(?:sub)?tota(?:al|l)\b/i.test(text)) return;
    const code = /^([A-Z]{1,4}\d{1,3})\.\d/.exec(text)?.[1];
    const group = code ? out.findLastIndex((s) => s.text.startsWith(`${code}. `)) : -1;
    if (group >= 0) out.splice(group, 1);
    push(text, page);
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
      path = [];
      mains.clear();
      entered.clear();
    }
    const page = p.origin.page ?? 1;
    inTable = !!p.tableContext;
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
    // A passage repeats the last heading its chunker knew; one already read here was left for a
    // later section the text names (a lettered sub-section's caption: 'G.1 …').
    const known = p.heading?.trim() ?? null;
    if (!known || !entered.has(known)) enter(known);
    const last = list.at(-1);
    if (last?.kind === 'item' && (BARE_LABEL.test(last.text) || !/[.!?;:]$/.test(last.text))) {
      pending = { text: last.text, page };
      list.pop();
    }
    for (const unit of list) emit(unit, page);
  }
  flush();
  // A scoring scale's grades tell how the buyer scores, never what the bid must say.
  return out.filter((s) => !isScoreDescriptor(s.text));
}
