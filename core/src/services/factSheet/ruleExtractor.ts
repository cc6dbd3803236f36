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
  Turnover,
} from '../../model/factSheet';
import { findMoney, parseNumber } from './money';
import { certificatesIn, citationOf as citation } from './certificates';
import { type Segment, segmentsOf } from './segments';

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
  referenceProjects: ReferenceProject[];
  keyPeople: KeyPerson[];
  turnover: Turnover[];
  headcount: Headcount[];
}

export const emptyFacts = (): ExtractedFacts => ({
  certificates: [],
  referenceProjects: [],
  keyPeople: [],
  turnover: [],
  headcount: [],
});

const YEAR = /\b(19[89]\d|20[0-4]\d)\b/;

const TURNOVER = /\b(omzet|jaaromzet|turnover|annual revenue|revenue|netto-omzet)\b/i;
function turnoverIn(src: FactSource, segs: readonly Segment[]): Turnover[] {
  const out: Turnover[] = [];
  for (const seg of segs) {
    const label = TURNOVER.exec(seg.text);
    if (!label) continue;
    const money = findMoney(seg.text).find((f) => f.start >= label.index) ?? findMoney(seg.text)[0];
    if (!money) continue;
    const year = YEAR.exec(seg.text.slice(0, money.start) + ' ' + seg.text.slice(money.end));
    out.push({
      amount: money.amount,
      currency: money.currency,
      year: year ? Number(year[1]) : null,
      citation: citation(src, seg.start, seg.end),
    });
  }
  return out;
}

const HEADCOUNT_AFTER =
  /\b(\d{1,3}(?:[.,]\d{3})*|\d+)\s*(?:vaste\s+|eigen\s+|full-time\s+|fulltime\s+)?(medewerkers|werknemers|personeelsleden|mensen in dienst|employees|staff members|members of staff|people|fte)\b/i;
const HEADCOUNT_BEFORE =
  /\b(?:aantal medewerkers|aantal werknemers|personeelsbestand|number of employees|headcount|workforce|employees)\s*(?:in\s+\d{4}\s*)?[:=]?\s*(?:ca\.|circa|about|approximately|ongeveer)?\s*(\d{1,3}(?:[.,]\d{3})*|\d+)\b/i;
function headcountIn(src: FactSource, segs: readonly Segment[]): Headcount[] {
  const out: Headcount[] = [];
  for (const seg of segs) {
    const m = HEADCOUNT_AFTER.exec(seg.text) ?? HEADCOUNT_BEFORE.exec(seg.text);
    if (!m) continue;
    // 'people' alone is too loose unless the sentence is about employing them.
    if (/^people$/i.test(m[2] ?? '') && !/employ|in dienst|work(?:s|ing)? for/i.test(seg.text))
      continue;
    const count = parseNumber(m[1]!);
    if (!count || count < 1 || count > 500_000) continue;
    const rest = seg.text.slice(0, m.index) + ' ' + seg.text.slice(m.index + m[0].length);
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

const PROJECT_START =
  /^(?:referentieproject|referentie|reference project|reference|project)\s*(?:\d+)?\s*[:.–-]\s*(.+)$/i;
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
    referenceProjects: referenceProjectsIn(src, segs),
    keyPeople: keyPeopleIn(src, segs),
    turnover: turnoverIn(src, segs),
    headcount: headcountIn(src, segs),
  };
}
