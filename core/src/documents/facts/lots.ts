/**
 * The tender's lots: named in a sentence ('Perceel 1: Hardware', 'Lot 2 – Software'), as rows of
 * a lots table, or as the lines of a table a PDF gives without cells.
 */
import type { LotFact } from '../../model/documentFacts';
import { parseNumber } from './numbers';
import type { Segment } from './reading';
import { quoteOf } from './text';
import { PART_CELL, PART_HEADER, dividedIntoParts } from './lotParts';

/**
 * 'Perceel 1: Hardware', 'Lot 2 – Software', 'Pool One - Design Pool'. The name also ends where a
 * new sentence begins ('… Services The relevant codes are …'): a PDF list's last item can run on
 * into the paragraph after it (failure class seen on the probe tenders). A name may open with a
 * lower-case prefix ('Lot 1: e-Rostering software', 'Perceel 2: eHealth'; third probe set), and a
 * hyphen inside a word is part of it ('high-level meetings'; fourth probe set).
 */
const LOT =
  /\b(Perceel|Lot|Pool)\s+(\d{1,2}|[A-Z]|One|Two|Three|Four|Five|Six|Een|Twee|Drie|Vier|Vijf)\s*[:\-–.]\s*((?:[a-z]{1,2}-?)?[A-Z][\p{L}0-9&/' -]{2,50}?)(?=\s*(?:-(?!\p{L})|[–:(,.;]|\b(?:Total|Set|Unrestricted|GSA|Perceel|Lot|Pool)\b|$)|\s+(?:The|This|These|Those|De|Het|Deze|Dit|Die)\s+\p{Ll})/gu;

const withSection = (s: Segment) => (s.section ? { section: s.section } : {});

/** A table's lot column header: 'Lot', 'Perceel', 'Group', 'Lot no.', 'Perceelnummer', 'Package'. */
const LOT_HEADER =
  /^(?:lot|lots|perceel|percelen|perceelnummer|group|groep|pool|packages?)(?:\s*(?:no\.?|nr\.?|number|nummer))?$/i;
/** The lot's own cell: 'Lot 1', 'Perceel 2', 'Group A', '3', 'B'. */
const LOT_CELL = /^(?:(?:lot|perceel|group|groep|pool|package)\s+)?(\d{1,2}|[A-Z])\.?$/i;

/**
 * A lots table (failure class seen on the second probe set): a row under a header whose column
 * names the lot ('Lot | Description', 'Perceel | Omschrijving | Maximale waarde', 'Group |
 * Delivery area') is a lot; its name is the first cell after the lot's own that is words, not
 * an amount.
 */
function lotOfRow(
  s: Segment,
  parts: boolean,
): { number: string; name: string; cell: string } | null {
  const header = s.header;
  const columns = s.columns;
  if (!header || !columns || header === columns) return null;
  let at = header.findIndex((h) => LOT_HEADER.test(h.trim()));
  // 'Part | Description' when the tender is divided into parts (lotParts.ts).
  const partAt = parts && at < 0 ? header.findIndex((h) => PART_HEADER.test(h.trim())) : -1;
  if (partAt >= 0) at = partAt;
  if (at < 0 || columns.every((c, i) => c === header[i])) return null;
  const own = (partAt >= 0 ? PART_CELL : LOT_CELL).exec((columns[at] ?? '').trim());
  if (!own) return null;
  // A table of requirements or prices per lot ('Eis | Perceel | Omschrijving' with 'KO-1 | 1 |
  // …', 'Ref | Lot | Requirement'): its first column is the row's own number, not a lot (tenth
  // probe set: a knock-out requirement read as lot 1).
  const first = (columns[0] ?? '').trim();
  if (at > 0 && first !== '' && !LOT_CELL.test(first)) return null;
  // A name may end in a number of its own ('meters DN15 tot en met DN40', 'Region 2 West'); an
  // amount or a count alone is no name (tenth probe set: lot 1 of a table lost for its 'DN40').
  const name = columns
    .slice(at + 1)
    .map((c) => c.trim())
    .find(
      (c) =>
        /\p{L}{3}/u.test(c) &&
        !/^(?:[€$£]|(?:circa|ca\.|approx\.?|about|max\.?|maximaal|up to)?\s*\d[\d.,\s]*(?:%|eur|euro|tons?)?$)/i.test(
          c,
        ),
    );
  return name ? { number: own[1]!.toUpperCase(), name, cell: columns[at]! } : null;
}

/**
 * A lots table that a PDF gives as lines, not cells (failure class seen on the fourth probe set):
 * a header line that opens with the lot word and names the columns ('Perceel Omschrijving Aantal
 * VRI's', 'Lot Title Main CPV code'), then one line per lot, its number first and its other
 * columns (counts, amounts, codes) after its name ('1 VRI's regio West 118'). Seventh probe set:
 * the line may repeat the lot word ('Package 1 Home-to-school routes 38 routes, 2 tiers', a US
 * district's 'packages'), and a count column carries its unit words.
 */
const LOT_HEADER_LINE =
  /^(?:lots?|percelen|perceel|perceelnummer|packages?)(?:\s+(?:no\.?|nr\.?))?(?:\s+[\p{L}'’()/]+){1,6}$/iu;
const LOT_LINE =
  /^(?:(?:lot|perceel|package|pool)\s+)?(\d{1,2}|[A-Z](?=\s+\p{Lu}))\s+(\p{L}[\p{L}0-9&/'’ ,()-]{2,80}?)(?:\s+(?:€\s?)?\d[\d.,]*(?:-\d)?(?:\s*(?:%|EUR|euro))?(?:\s+\p{Ll}[\p{Ll}-]*)?(?:,\s*(?:\d[\d.,]*\s+)?\p{Ll}[\p{Ll}-]*)*)*$/iu;

function lotOfLine(s: Segment, previous: Segment | undefined, inTable: boolean) {
  // A lot's line can read as a numbered heading ('1 Grounds maintenance north'): under the
  // header line it is a row all the same.
  if (!previous || previous.page !== s.page || s.kind === 'row') return null;
  if (!inTable && !(previous.kind === 'sentence' && LOT_HEADER_LINE.test(previous.text.trim())))
    return null;
  const m = LOT_LINE.exec(s.text.trim());
  // Thirteenth probe set: lots lettered 'A', 'B', 'C' ('A Brokopondo (…) 6'); a capital letter only,
  // before a capitalised name.
  if (m && !/^(?:\d{1,2}|[A-Z])$/.test(m[1]!)) return null;
  return m && /\p{L}{3}/u.test(m[2]!) ? { number: m[1]!, name: m[2]!.trim() } : null;
}

/**
 * A lot's name wrapped in its cell, its tail on a line of its own ('Package 1 Northern cluster
 * (Wards 1 to 12, including X and 32' then 'Y)'): thirteenth probe set, the next lot's line was
 * no longer read as a row. A short line that closes the bracket the lot before left open keeps the
 * table going; the name stays as its own line gives it, which its quote holds.
 */
function closesOpenName(s: Segment, last: LotFact | undefined): boolean {
  if (!last || last.page !== s.page) return false;
  const open =
    (last.value.name.match(/\(/g) ?? []).length > (last.value.name.match(/\)/g) ?? []).length;
  return open && s.text.length <= 60 && /^[^\d(]*\)\s*$/.test(s.text.trim());
}

/**
 * 'The contract is not divided into lots', 'De opdracht is niet in percelen verdeeld': the
 * document says it has no lots, so a lot named elsewhere is not one of this tender's (failure
 * class seen on the fifth probe set: a call-off that names its framework's lot).
 */
const NO_LOTS =
  /\bnot (?:been )?(?:divided|split|subdivided) (?:up )?into lots\b|\bniet (?:in percelen )?(?:verdeeld|opgedeeld|onderverdeeld|gesplitst|opgesplitst) in percelen\b|\bniet in percelen (?:verdeeld|opgedeeld|onderverdeeld|gesplitst|opgesplitst)\b|\b(?:kent|heeft|zijn er|er zijn) geen percelen\b/i;
/**
 * A call-off under a framework names the framework's lot ('Call-off from the X Framework
 * Agreement, Lot 2 - Installed systems', 'Nadere offerteaanvraag onder raamovereenkomst Y,
 * perceel 3 - Advies'): that lot is the framework's, not one of this call-off.
 */
const FRAMEWORK_CALL_OFF =
  /\b(?:call-?offs?|further competition|mini-?competition|minicompetitie|nadere offerteaanvraag|afroep|nadere opdracht)\b.*\b(?:framework|raamovereenkomst|raamcontract)\b[^.]*$/i;

export function extractLots(segments: readonly Segment[]): LotFact[] {
  if (segments.some((s) => NO_LOTS.test(s.text))) return [];
  const out: LotFact[] = [];
  const seen = new Set<string>();
  const parts = dividedIntoParts(segments.map((s) => s.text));
  let inLineTable = false;
  for (const [i, s] of segments.entries()) {
    const line = lotOfLine(s, segments[i - 1], inLineTable);
    if (!line && inLineTable && closesOpenName(s, out.at(-1))) continue;
    inLineTable = line !== null;
    if (line) {
      const number = line.number;
      if (['table', 'lot', 'perceel', 'pool'].some((w) => seen.has(`${w}|${number}`))) continue;
      seen.add(`table|${number}`);
      out.push({
        value: line,
        page: s.page,
        quote: quoteOf(s.text, Math.max(0, s.text.indexOf(line.name))),
        ...withSection(s),
        confidence: 0.7,
        source: 'rules',
      });
      continue;
    }
    const row = s.kind === 'row' ? lotOfRow(s, parts) : null;
    if (row) {
      // One lot per number: a sentence naming it too ('Perceel 1: …') adds nothing.
      const number = row.number.toLowerCase();
      if (
        seen.has(`table|${number}`) ||
        ['lot', 'perceel', 'pool'].some((w) => seen.has(`${w}|${number}`))
      )
        continue;
      seen.add(`table|${number}`);
      out.push({
        value: { number: row.number, name: row.name },
        page: s.page,
        quote: quoteOf(s.text, Math.max(0, s.text.indexOf(row.name))),
        ...withSection(s),
        confidence: 0.8,
        source: 'rules',
      });
      continue;
    }
    for (const m of s.text.matchAll(LOT)) {
      if (FRAMEWORK_CALL_OFF.test(s.text.slice(0, m.index))) continue;
      // 'Pool One' reads as lot 1 in either language; a letter stays a letter.
      const written = m[2]!;
      const number = /^[A-Z]$/.test(written) ? written : String(parseNumber(written) ?? written);
      const name = m[3]!.trim().replace(/\s+(?:Pool|Perceel|Lot)$/i, '');
      const key = `${m[1]!.toLowerCase()}|${number.toLowerCase()}`;
      if (seen.has(key) || seen.has(`table|${number.toLowerCase()}`) || name.length < 3) continue;
      seen.add(key);
      out.push({
        value: { number, name },
        page: s.page,
        quote: quoteOf(s.text, m.index),
        ...withSection(s),
        confidence: 0.8,
        source: 'rules',
      });
    }
  }
  return out;
}
