/**
 * The buyer's requirements in a tender's own text (issue 19, item 1): the statements that ask
 * something of the bidder or the solution — a labelled item ('F12. De app verwijdert …',
 * 'Q3 …'), or a sentence with a demand ('must', 'shall', 'moet', 'dient', 'beschrijf') — each
 * with the heading it stands under, read from the document's structure (the chunks' headings).
 * The plan (draftPlan.ts) gives each section the requirements under its criterion's heading, or,
 * without award criteria, one section per main heading.
 */
import { isHeading } from '../../ai/chunking';
import { sentences, terms } from '../../ai/localText';
import { DRAFT_REQUIREMENT_MAX } from '../../model/draft';
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
  readonly documentName: string;
  readonly page: number;
}

/** 'F12. …', 'Q3 …', 'NFR-2: …', 'R 4.1 …': an item of a requirements list. */
const LABELLED = /^\(?[A-Z]{1,4}[- ]?\d{1,3}(?:\.\d{1,2})?[.):]?\s+\p{L}/u;
/** A demand anywhere in a sentence: a modal that obliges. */
const DEMAND =
  /\b(must|shall|should|is required|are required|required to|has to|have to|needs? to|moet|moeten|dient|dienen|vereist|verplicht)\b/i;
/** A demand as an instruction, at the start or after a criterion's name ('Veiligheid: toon aan …'). */
const ASKED =
  /(?:^|:\s*)(describe|demonstrate|explain|indicate|provide|beschrijf|toon aan|licht toe|geef aan|geef)\b/i;
/**
 * A heading read from a footnote or a URL is no heading: the one before it still applies. Nor is
 * a line that opens with a bracket: it continues the sentence before it ('… Guidelines (WCAG2.1').
 */
const NOT_A_HEADING = /https?:\/\/|www\.|^\d+$|^[([{]/i;
/** A list item's label alone ('Q36.'). */
const BARE_LABEL = /^\(?[A-Z]{1,4}[- ]?\d{1,3}(?:\.\d{1,2})?[.):]?$/;

/**
 * The first line of a passage goes on with an item the last one left unfinished: after a label
 * alone, any line that is not an item of its own; after unfinished words, a line in lower case.
 */
function continues(held: string, first: string): boolean {
  if (LABELLED.test(first) || BARE_LABEL.test(first)) return false;
  return BARE_LABEL.test(held.trim()) || /^\p{Ll}/u.test(first);
}
const NUMBERED = /^(\d{1,2})(?:\.\d{1,2})*\.?\s+(\p{L}.*)$/u;
const MIN_CHARS = 25;

/** Every requirement statement in the passages, in document order. */
export function tenderStatements(passages: readonly TenderPassage[]): TenderStatement[] {
  const out: TenderStatement[] = [];
  const seen = new Set<string>();
  const mains = new Map<string, string>();
  let heading: string | null = null;
  let document = '';
  const enter = (h: string | null) => {
    if (!h || NOT_A_HEADING.test(h) || !/\p{L}{3}/u.test(h)) return;
    heading = h;
    const numbered = NUMBERED.exec(h);
    if (numbered && !/^\d+\.\d/.test(h)) mains.set(numbered[1]!, h);
  };
  const mainOf = () => {
    const top = heading ? NUMBERED.exec(heading)?.[1] : undefined;
    return top ? (mains.get(top) ?? heading) : heading;
  };
  const emit = (unit: string, page: number) => {
    // A heading inside the passage (a chunk may run on past one) applies from there on.
    if (isHeading(unit)) {
      enter(unit.trim());
      return;
    }
    // A list item's marker ('• ', '– ') is layout, not part of what the buyer asks.
    const text = unit
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[•·▪◦‣●○■□►\-–—*]\s+/u, '');
    if (text.length < MIN_CHARS || /\.{5,}|…{2,}/.test(text)) return;
    if (text === heading || !(LABELLED.test(text) || DEMAND.test(text) || ASKED.test(text))) {
      return;
    }
    if (!LABELLED.test(text) && !asksSomething(text)) return;
    // A sentence that only refers to a URL or a footnote is not a demand.
    if (terms(text).length < 3) return;
    const key = text.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ text: clip(text), heading, main: mainOf(), documentName: document, page });
  };
  /**
   * A labelled item that ended the last passage unfinished ('Q36.' alone, or 'Q15. … zo
   * plezierig mogelijke'): a passage boundary cut it, and its text opens the next passage.
   */
  let pending: { text: string; page: number } | null = null;
  const flush = () => {
    if (pending) emit(pending.text, pending.page);
    pending = null;
  };
  for (const p of passages) {
    if (p.origin.documentName !== document) {
      flush();
      document = p.origin.documentName;
      heading = null;
      mains.clear();
    }
    const page = p.origin.page ?? 1;
    const list = units(p.text);
    const first = list[0]?.trim() ?? '';
    const held: { text: string; page: number } | null = pending;
    pending = null;
    // The cut item belongs under the heading it started under, on the page it started on.
    if (held && first && continues(held.text, first)) {
      emit(`${held.text} ${first}`, held.page);
      list.shift();
    } else if (held) {
      emit(held.text, held.page);
    }
    enter(p.heading?.trim() ?? null);
    const last = list.at(-1)?.trim() ?? '';
    if (BARE_LABEL.test(last) || (LABELLED.test(last) && !/[.!?;:]$/.test(last))) {
      pending = { text: last, page };
      list.pop();
    }
    for (const unit of list) emit(unit, page);
  }
  flush();
  return out;
}

/**
 * Sentences with a demand's words that ask nothing of the bidder (the buyer's framing around the
 * requirements, issue 19 round 3): a lead-in to a list ('Deze server moet de volgende
 * functionaliteit bieden:'), a section's opening question under its kind of requirements
 * ('Functionele eisen: wat moet de app doen?'), a definition ('Informed consent houdt in dat een
 * patiënt … moet geven', 'Availability means that …') and a glossary row ('contactcode Een unieke
 * code die … dient als basis'). Planned, each became a gap no company evidence could fill. A
 * labelled item ('F3. …') is a requirement whatever its form.
 */
const LEAD_IN = /:\s*$/;
const SECTION_QUESTION =
  /^[\p{L}\s-]{0,40}\b(?:eisen|wensen|requirements|criteria)\s*:\s*(?:wat|welke|hoe|waarom|aan welke|what|which|how|why)\b.*\?$/iu;
const DEFINITION =
  /^[\p{L}\s()-]{1,50}?\s(?:houdt in dat|wordt verstaan|betekent dat|is gedefinieerd als|means that|is defined as|refers to)\b/iu;
/** A term of one to three words in lower case, then its definition as a sentence. */
const GLOSSARY_ROW = /^\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,2}\s+(?:Een|De|Het|A|An|The)\s/u;

function asksSomething(text: string): boolean {
  return ![LEAD_IN, SECTION_QUESTION, DEFINITION, GLOSSARY_ROW].some((re) => re.test(text));
}

/**
 * A passage's units: a labelled item is one unit with all its sentences (its lines wrapped by the
 * PDF joined), other text is split into sentences.
 */
function units(text: string): string[] {
  // A footnote's number on a line of its own ('(informed consent' | '3)' | 'van de gebruiker')
  // is not text: without it the item's wrapped lines join as any others.
  const joined = text
    .replace(/\n[ \t]*\d{1,2}\)[ \t]*(?=\n)/g, '')
    .replace(/(?<![.!?:;])[ \t]*\n(?=[ \t]*\p{Ll})/gu, ' ');
  return joined
    .split(/\n+/)
    .flatMap((line) => (LABELLED.test(line.trim()) ? [line.trim()] : sentences(line)));
}

export function clip(text: string): string {
  return text.length <= DRAFT_REQUIREMENT_MAX
    ? text
    : `${text.slice(0, DRAFT_REQUIREMENT_MAX - 1).trimEnd()}…`;
}

/**
 * The statements about a criterion: those standing under a heading that names it (most of its
 * words), and those that open with its name ('Plan van aanpak: beschrijf hoe u …').
 */
export function statementsUnder(
  criterion: string,
  statements: readonly TenderStatement[],
): TenderStatement[] {
  const wanted = new Set(terms(criterion));
  if (wanted.size === 0) return [];
  const opening = criterion.trim().toLowerCase();
  return statements.filter((s) => {
    if (
      s.text.toLowerCase().startsWith(opening) &&
      /^[\s:.–-]/.test(s.text.slice(opening.length))
    ) {
      return true;
    }
    if (!s.heading) return false;
    const have = new Set(terms(s.heading));
    const hit = [...wanted].filter((w) => have.has(w)).length;
    return hit / wanted.size >= 0.5;
  });
}

/** Statements grouped by main heading, in order of first appearance (headingless ones apart). */
export function byMainHeading(
  statements: readonly TenderStatement[],
): { heading: string; statements: TenderStatement[] }[] {
  const groups = new Map<string, TenderStatement[]>();
  for (const s of statements) {
    if (!s.main) continue;
    const list = groups.get(s.main) ?? [];
    list.push(s);
    groups.set(s.main, list);
  }
  return [...groups].map(([heading, list]) => ({ heading, statements: list }));
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

/** What a requirement is about, for measuring evidence: its words without the instruction. */
export function requirementSubject(text: string): string {
  return requirementQuery(text).replace(INSTRUCTION, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A requirement that asks for what the tender's other requirements do not name ('any other
 * useful features not mentioned above', 'andere functies die niet hierboven zijn genoemd') has
 * no subject of its own: the words it shares with a passage ('useful', 'features') are chance,
 * and what to offer is the bid writer's choice. It is a gap to write, never 'met' by a passage.
 */
const UNLISTED =
  /\b(?:any|other|additional|further|else)\b.*\bnot\s+(?:(?:already|yet|otherwise|previously)\s+)?(?:mentioned|listed|covered|named|specified|described|addressed)\b|\b(?:andere|overige|aanvullende|extra)\b.*\bniet\s+(?:(?:al|reeds|eerder|hierboven|hiervoor|elders)\s+)*(?:zijn\s+|is\s+)?(?:genoemd|vermeld|beschreven|opgenomen|gevraagd)\b/i;

export function asksForTheUnlisted(text: string): boolean {
  return UNLISTED.test(text);
}
