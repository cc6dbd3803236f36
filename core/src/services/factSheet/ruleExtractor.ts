/**
 * Deterministic, rule-based extraction of company facts from knowledge-base passages, in Dutch
 * and English: certificates (scheme, issuer, number, issue and expiry dates), reference projects,
 * key people, turnover and headcount. Each fact cites the chunk it was read from with an exact
 * excerpt of the chunk's text.
 */
import type {
  Certificate,
  Headcount,
  KeyPerson,
  ReferenceProject,
  Registration,
  Turnover,
} from '../../model/factSheet';
import { findMoney, parseNumber } from './money';
import { certificatesIn } from './certificates';
import { registrationsIn } from './registrations';
import { citationOf as citation } from './certificateRecord';
import { type Segment, segmentsOf } from './segments';
import { digitsForWords } from './numberWords';
import { PROJECT_START } from './referenceBlocks';

/** One chunk of a knowledge base with its source, as the extractor reads it. */
export interface FactSource {
  readonly chunkId: string;
  readonly documentId: string;
  readonly documentName: string;
  readonly page: number | null;
  readonly text: string;
}

export interface ExtractedFacts {
  certificates: Certificate[];
  registrations: Registration[];
  referenceProjects: ReferenceProject[];
  keyPeople: KeyPerson[];
  turnover: Turnover[];
  headcount: Headcount[];
}

export const emptyFacts = (): ExtractedFacts => ({
  certificates: [],
  registrations: [],
  referenceProjects: [],
  keyPeople: [],
  turnover: [],
  headcount: [],
});

const YEAR = /\b(19[89]\d|20[0-4]\d)\b/;

/** A sentence's end before the next one's capital ('… 17,1 miljoen. De dochter …'). */
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=\p{Lu})/u;
const TURNOVER = /\b(omzet|jaaromzet|turnover|annual revenue|revenue|netto-omzet)\b/i;
/** Amounts and years of one sentence paired in order ('€ 3.8m in 2024, up from € 3.1m in 2023'). */
function turnoverIn(src: FactSource, segs: readonly Segment[]): Turnover[] {
  const out: Turnover[] = [];
  // Sentence by sentence: a line that states the group's three years and then a branch's share
  // ('…; 2025 EUR 17,1 miljoen. De dochter droeg daaraan bij: 2023 …') had six amounts for three
  // years, so only its first amount (the oldest year) was read.
  const sentences = segs.flatMap((seg) =>
    // Figures written in words ('vier miljoen euro') read as digits; the citation is the segment.
    digitsForWords(seg.text)
      .split(SENTENCE_BREAK)
      .map((text) => ({ seg, text })),
  );
  for (const { seg, text } of sentences) {
    const label = TURNOVER.exec(text);
    if (!label || anotherOrganisation(text.slice(0, label.index))) continue;
    const all = findMoney(text);
    const after = all.filter((f) => f.start >= label.index);
    const amounts = after.length > 0 ? after : all.slice(0, 1);
    if (amounts.length === 0) continue;
    const years = [...text.matchAll(YEARS)].map((m) => Number(m[1]));
    const paired = amounts.length > 1 && new Set(years).size === amounts.length;
    (paired ? amounts : amounts.slice(0, 1)).forEach((money, k) => {
      const year = paired
        ? years[k]!
        : Number(YEAR.exec(text.slice(0, money.start) + ' ' + text.slice(money.end))?.[1] ?? NaN);
      out.push({
        amount: money.amount,
        currency: money.currency,
        year: Number.isNaN(year) ? null : year,
        citation: citation(src, seg.start, seg.end),
      });
    });
  }
  return out;
}
const YEARS = new RegExp(YEAR.source, 'g');

const COUNT = '(\\d{1,3}(?:[.,]\\d{3})*|\\d+)';
/** Words that say the count is of the company's staff. */
const STAFF =
  'medewerkers|werknemers|personeelsleden|mensen in dienst|employees|staff members|members of staff|fte';
/** Words that count people only when the sentence is about employing them ('we are 48 consultants'). */
const PEOPLE =
  "people|staff|mensen|colleagues|collega's|collega’s|professionals|consultants|specialists|specialisten|engineers|developers|ontwikkelaars|adviseurs|advisers|advisors";
const HEADCOUNT_AFTER = new RegExp(
  `\\b${COUNT}\\s*(?:vaste\\s+|eigen\\s+|full-time\\s+|fulltime\\s+|ervaren\\s+|experienced\\s+)?(${STAFF}|${PEOPLE})(?![\\w'’])`,
  'gi',
);
const HEADCOUNT_BEFORE =
  /\b(?:aantal medewerkers|aantal werknemers|personeelsbestand|number of employees|number of staff|headcount|workforce|employees|medewerkers)\s*(?:\(?(?:in\s+)?\d{4}\)?\s*)?[:=]?\s*(?:ca\.|circa|about|approximately|around|ongeveer|ruim|bijna|nearly|over)?\s*(\d{1,3}(?:[.,]\d{3})*|\d+)\b(?!\s*(?:%|procent|percent))/i;
const EMPLOYS =
  /employ|in dienst|werken\s+(?:bij|voor)\s+(?:ons|[A-Z])|work(?:s|ing)?\s+(?:for|at)\s+(?:us|[A-Z])|\btel(?:t|len)\b|\bwe\s+are\b|\bwij\s+zijn\b|\bwe\s+zijn\b|\b(?:company|organisation|organization|firm)\s+of\b|\b(?:bedrijf|organisatie)\s+(?:met|van)\b/i;
const FIRST_PERSON = /\b(?:we|wij|our|us|ons|onze)\b/i;
const OTHER_ORGANISATION =
  /\b(?:client|clients|customer|customers|klant|klanten|opdrachtgever\w*|gemeente|municipality|supplier|leverancier|partner)\b/i;
/** Another organisation is the subject ('the client employs 3,000 staff') and not 'we'. */
const anotherOrganisation = (before: string) =>
  OTHER_ORGANISATION.test(before) && !FIRST_PERSON.test(before);

function headcountIn(src: FactSource, segs: readonly Segment[]): Headcount[] {
  const out: Headcount[] = [];
  for (const seg of segs) {
    const text = digitsForWords(seg.text);
    const staff = new RegExp(`^(?:${STAFF})$`, 'i');
    const found = [...text.matchAll(HEADCOUNT_AFTER)];
    // A count of staff first; people, consultants or colleagues only when employed.
    const m =
      found.find((x) => staff.test(x[2]!)) ??
      HEADCOUNT_BEFORE.exec(text) ??
      (EMPLOYS.test(text) ? found[0] : undefined);
    if (!m || anotherOrganisation(text.slice(0, m.index))) continue;
    const count = parseNumber(m[1]!);
    if (!count || count < 1 || count > 500_000) continue;
    const rest = text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length);
    const year = YEAR.exec(rest);
    out.push({
      count,
      year: year ? Number(year[1]) : null,
      citation: citation(src, seg.start, seg.end),
    });
  }
  return out;
}

const ROLES = [
  'algemeen directeur',
  'technisch directeur',
  'financieel directeur',
  'commercieel directeur',
  'directeur',
  'directeur-eigenaar',
  'eigenaar',
  'bedrijfsleider',
  'projectleider',
  'projectmanager',
  'project manager',
  'contractmanager',
  'contract manager',
  'uitvoerder',
  'werkvoorbereider',
  'kam-coördinator',
  'kam-manager',
  'qhse manager',
  'qhse-manager',
  'hse manager',
  'kwaliteitsmanager',
  'quality manager',
  'managing director',
  'technical director',
  'financial director',
  'operations director',
  'operationeel directeur',
  'ceo',
  'cfo',
  'coo',
  'cto',
  'tendermanager',
  'tender manager',
  'bid manager',
  'contactpersoon',
  'contact person',
];
/** Words matched in any case inside a case-sensitive pattern (names must be capitalised). */
function caseless(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((r) =>
      r
        .replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')
        .replace(/\p{L}/gu, (ch) =>
          ch.toLowerCase() === ch.toUpperCase() ? ch : `[${ch.toLowerCase()}${ch.toUpperCase()}]`,
        )
        .replace(/ /g, '\\s+'),
    )
    .join('|');
}
const ROLE = caseless(ROLES);
const PARTICLES = "(?:van|de|der|den|het|ter|ten|te|la|le|du|von|'t|in 't)";
const NAME = `(?:(?:[Ii]r|[Ii]ng|[Dd]rs|[Dd]r|[Mm]r|[Pp]rof)\\.\\s+)?(?:[A-Z][a-zà-ÿ]+|[A-Z]\\.(?:\\s?[A-Z]\\.)*)(?:\\s+${PARTICLES})*(?:\\s+[A-Z][a-zà-ÿ]+(?:-[A-Z][a-zà-ÿ]+)?)`;
const ROLE_THEN_NAME = new RegExp(`\\b(${ROLE})\\s*(?::|–|-|is)\\s*(${NAME})`, 'g');
const NAME_THEN_ROLE = new RegExp(
  `(${NAME})\\s*(?:,|–|-|\\(|is\\s+(?:onze\\s+|our\\s+)?)\\s*(${ROLE})\\b`,
  'g',
);

function cleanRole(role: string): string {
  const r = role.replace(/\s+/g, ' ').trim();
  return /^[A-Z]{3}$/i.test(r) ? r.toUpperCase() : r.charAt(0).toUpperCase() + r.slice(1);
}

function keyPeopleIn(src: FactSource, segs: readonly Segment[]): KeyPerson[] {
  const out: KeyPerson[] = [];
  for (const seg of segs) {
    for (const m of seg.text.matchAll(ROLE_THEN_NAME))
      out.push({
        name: m[2]!.trim(),
        role: cleanRole(m[1]!),
        citation: citation(src, seg.start, seg.end),
      });
    for (const m of seg.text.matchAll(NAME_THEN_ROLE)) {
      const name = m[1]!.trim();
      // The name must not start with a role or a common word ('De', 'Our').
      if (/^(De|Het|Een|Onze|Our|The|A|An|Wij|We)\s/.test(name)) continue;
      if (out.some((p) => p.name === name)) continue;
      out.push({ name, role: cleanRole(m[2]!), citation: citation(src, seg.start, seg.end) });
    }
  }
  return out;
}

/** The label is matched in any case, the client's name must start with a capital. */
const CLIENT = new RegExp(
  `\\b(?:${caseless(['opdrachtgever', 'client', 'klant', 'customer', 'principal', 'contracting authority', 'aanbestedende dienst'])})\\s*[:–-]?\\s*([A-Z][^,;.\\n()]{2,80})`,
);
const PROJECT_YEAR =
  /\b(?:jaar|year|uitgevoerd in|uitvoering|completed in|completed|opgeleverd in|oplevering|periode|period)\s*:?\s*(?:\d{4}\s*[–-]\s*)?(19[89]\d|20[0-4]\d)\b/i;

function referenceProjectsIn(src: FactSource, segs: readonly Segment[]): ReferenceProject[] {
  const out: ReferenceProject[] = [];
  for (let i = 0; i < segs.length; i++) {
    const head = PROJECT_START.exec(segs[i]!.text);
    if (!head) continue;
    // The project's block: its heading and the lines after it, up to the next project.
    let j = i + 1;
    while (j < segs.length && j < i + 8 && !PROJECT_START.test(segs[j]!.text)) j++;
    const block = segs.slice(i, j);
    const start = block[0]!.start;
    const end = block[block.length - 1]!.end;
    const text = src.text.slice(start, end);
    const client = CLIENT.exec(text)?.[1]?.trim() ?? null;
    const yearMatch = PROJECT_YEAR.exec(text) ?? YEAR.exec(text);
    const money = findMoney(text)[0];
    let title = head[1]!.trim();
    // 'Referentieproject: Renovatie brug, opdrachtgever Gemeente Utrecht' → the part before.
    const cut = title.search(/[,;]\s*(?:opdrachtgever|client|klant|customer)\b|\s[–|]\s/i);
    if (cut > 0) title = title.slice(0, cut).trim();
    if (title.length < 3 || (!client && !money && !yearMatch)) continue;
    const rest = block
      .slice(1)
      .map((s) => s.text)
      .filter((t) => !CLIENT.test(t) && !PROJECT_YEAR.test(t) && findMoney(t).length === 0)
      .join(' ');
    out.push({
      title: title.slice(0, 160),
      client,
      year: yearMatch ? Number(yearMatch[1]) : null,
      value: money ? { amount: money.amount, currency: money.currency } : null,
      description: rest ? rest.slice(0, 300) : null,
      citation: citation(src, start, end),
    });
  }
  return out;
}

/** All facts in one chunk. */
export function extractFactsFromChunk(src: FactSource): ExtractedFacts {
  const segs = segmentsOf(src.text);
  return {
    certificates: certificatesIn(src, segs),
    registrations: registrationsIn(src),
    referenceProjects: referenceProjectsIn(src, segs),
    keyPeople: keyPeopleIn(src, segs),
    turnover: turnoverIn(src, segs),
    headcount: headcountIn(src, segs),
  };
}
