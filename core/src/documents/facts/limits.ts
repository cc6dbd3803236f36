/**
 * Page, word and character limits per part: 'maximaal 10 pagina's', 'not exceed twenty (20)
 * pages', 'no greater than 750 words', 'a 5-page limitation', 'maximaal 2.000 tekens'. Failure
 * classes addressed: numbers written out in words, the digit repeated in brackets, a limit that
 * wraps onto the next line (segments join wrapped lines), and the 'N-page limitation' form.
 */
import type { LimitFact, LimitKind } from '../../model/documentFacts';
import { lengthChanges, subjectOfChange } from './changedValues';
import { NUMBER, parseNumber } from './numbers';
import type { Segment } from './reading';
import { quoteOf, shorten } from './text';

const UNIT = String.raw`(pagina['’]?s|pagina|bladzijden|bladzijde|blz\.|pages?|sides? of A4|A4[- ]sides?|A4['’]?s|A4|kantjes?|zijden|woorden|words?|tekens|karakters|characters?)`;
const QUALIFIER = String.raw`(?:maximaal|max\.?|maximum(?: of| van)?|niet (?:meer|langer) (?:zijn |bedragen |beslaan )?dan|ten hoogste|hooguit|(?:shall|must|may|will|should) not exceed|not (?:to )?exceed(?:ing)?|no (?:more|greater|longer) than|not (?:more|longer) than|limited to|at most|up to|less than|minder dan|under)`;
const BRACKET = String.raw`(?:\s*\((\d{1,5}(?:[,.]\d{3})?)\))?`;

const LIMIT = new RegExp(
  [
    String.raw`\b${QUALIFIER}\s+(?:de |het |a |een |of )?(${NUMBER})${BRACKET}\s+(?:A4[- ])?${UNIT}\b`,
    String.raw`\b(${NUMBER})${BRACKET}[- ](page|word|character|pagina|woorden|tekens)[- ]?(?:limit(?:ation)?|maximum|limiet)\b`,
    String.raw`\b(page|word|character)[- ](?:limit|count) (?:of |is )?(${NUMBER})\b`,
    String.raw`\b(${NUMBER})${BRACKET}\s+(?:A4[- ])?${UNIT}\s+(?:maximum|max(?:imaal)?\.?)(?!\s*\d)`,
    // 'the 2,000 word Technical Approach', 'a 500-word summary': the length of a named part.
    String.raw`\b(?:the|a|an|de|het|een)\s+(\d{1,3}(?:,\d{3})?|\d+)[- ](word|page)\s+(?=[A-Z]|summary|narrative|description|essay|statement|response|proposal|document)`,
  ].join('|'),
  'gi',
);

/**
 * What may follow a length in its cell: what it includes or leaves out ('2,500 characters including
 * spaces', "4 pagina's exclusief bijlagen", 'four sides of A4, plus a Gantt chart').
 */
const CELL_TAIL = String.raw`(?:\s*(?:,\s*)?(?:plus|including|includes|excluding|inclusief|exclusief|incl\.|excl\.|met|with|without|zonder|\()[^|]{0,60})?`;
/**
 * A header cell over a column of lengths ('Maximum length', 'Omvang', 'Page limit', 'Word count',
 * 'Aantal woorden': sixth probe set).
 */
const LENGTH_HEADER =
  /\b(?:max(?:imum|imaal)?|length|lengte|omvang|limit|limiet)\b|\b(?:word|page|character)s?[- ]count\b|\b(?:aantal (?:woorden|pagina['’]?s|tekens)|woordenaantal)\b/i;
/**
 * A cell that is a length and nothing else: '4 pages', '2 x 500 words', "5 A4's"; or a length per
 * item, the item named before a colon and 'each' / 'per' after ('CVs: 2 pages each', "Cv's: 2
 * pagina's per persoon"; failure class seen on the fifth probe set).
 */
const LENGTH_CELL = new RegExp(
  String.raw`^(?:[\p{L}'’ ]{2,30}:\s*)?(?:(?:max(?:imaal|imum)?\.?|up to|tot)\s*)?(?:\d{1,2}\s*[x×]\s*)?(${NUMBER})${BRACKET}\s*(?:A4[- ])?${UNIT}(?:\s*\(?A4\)?)?(?:\s+(?:each|per \p{L}+|elk|ieder|elke))?${CELL_TAIL}$`,
  'iu',
);
/** A header over points or weights ('Maximaal aantal punten', 'Maximum score') is no length. */
const SCORE_HEADER = /\b(?:punten|points|score|weging|weighting|weight|prijs|price)\b/i;

/** A part's code: 'Q1.3', 'K2', 'B.1', '4.2', 'Tab 3', 'Perceel 2', 'criterion K1'. */
const PART_CODE =
  /\b(?:[A-Z]{1,3}\.?\d{1,2}(?:\.\d{1,2})*|\d{1,2}\.\d{1,2}(?:\.\d{1,2})*|(?:Tab|Part|Section|Question|Lot|Perceel|Deel|Vraag|Onderdeel|Criterium|Criterion)\s+[\dA-Z]{1,3})\b/;
const PART_CODE_ONLY = /^(?:[A-Z]{1,3}\.?\d{1,2}(?:\.\d{1,2})*|\d{1,2}(?:\.\d{1,2})*)\.?$/;

/** Words that make a changed length a limit ('page limit', 'maximale omvang', 'no more than'). */
const LIMIT_WORDS =
  /limi(?:t|et)|maxim|\bmax\.|omvang|\blength|\blengte|at most|ten hoogste|niet meer dan|no more than|not exceed/i;

/** Words that name nothing on their own: a cell's 'A maximum of …' leaves 'A' before the limit. */
const FUNCTION_WORDS =
  /^(?:a|an|the|of|to|in|is|be|and|or|for|with|de|het|een|van|is|en|of|voor|met|per|in|op)$/i;
const namesAPart = (before: string) =>
  before
    .replace(/^\d{1,3}\s+/, '')
    .split(/\s+/)
    .some((w) => w.length > 0 && !FUNCTION_WORDS.test(w));

function kindOf(unit: string): LimitKind {
  if (/woord|word/i.test(unit)) return 'words';
  if (/teken|karakter|character/i.test(unit)) return 'characters';
  return 'pages';
}

/** The number a match states: the digit in brackets when given, else the written number. */
function valueOf(written: string | undefined, bracket: string | undefined): number | null {
  if (bracket) return parseNumber(bracket);
  return written ? parseNumber(written) : null;
}

export function extractLimits(segments: readonly Segment[]): LimitFact[] {
  const out: LimitFact[] = [];
  const seen = new Set<string>();
  let tableId: number | undefined;
  let lengthCol = -1;
  for (const segment of segments) {
    if (segment.kind === 'heading') continue;
    // Table-of-contents lines are not limits.
    if (/\.{5,}/.test(segment.text)) continue;
    // A table row is read cell by cell, and the cell is the quote: a limit stated in a cell of
    // prose (a Q&A table's question or answer) belongs to that cell, not to the row's number or
    // section cells, which a PDF page does not always print beside it.
    const texts = segment.kind === 'row' ? (segment.cells ?? [segment.text]) : [segment.text];
    for (const text of texts) limitsIn(segment, text);
    if (segment.kind === 'row') lengthColumn(segment);
  }
  return withoutRepeats(out);

  /**
   * A table with a length column (failure class: a limit in its own table cell): a row's cell
   * under 'Maximum length' / 'Omvang' that is a length alone limits the part its first cell
   * names; the row is the quote.
   */
  function lengthColumn(row: Segment) {
    if (row.table !== tableId) {
      tableId = row.table;
      // 'Maximaal aantal punten' beside 'Maximale omvang' (fifth probe set): the points column is
      // not the length column.
      lengthCol = (row.cells ?? []).findIndex(
        (c) => c.length <= 40 && LENGTH_HEADER.test(c) && !SCORE_HEADER.test(c),
      );
      return;
    }
    const cells = row.cells ?? [];
    const m = lengthCol > 0 ? LENGTH_CELL.exec(cells[lengthCol] ?? '') : null;
    const value = m ? valueOf(m[1], m[2]) : null;
    if (!m || value === null || !(value > 0)) return;
    const kind = kindOf(m[3]!);
    // A first cell that is a code alone ('Q1.3', 'K2') names the part with the cell beside it.
    const scope = shorten(
      PART_CODE_ONLY.test(cells[0] ?? '') && lengthCol > 1
        ? `${cells[0]} ${cells[1]}`
        : (cells[0] ?? ''),
      80,
    );
    const key = `${kind}|${value}|${scope.toLowerCase()}`;
    if (seen.has(key) || seen.has(`${kind}|${value}|p${row.page}`)) return;
    seen.add(key);
    seen.add(`${kind}|${value}|p${row.page}`);
    seen.add(`${kind}|${value}`);
    out.push({
      value: { kind, value, scope },
      page: row.page,
      quote: quoteOf(row.text),
      ...(row.section ? { section: row.section } : {}),
      confidence: 0.85,
      source: 'rules',
    });
  }

  /**
   * A limit the sentence changes ('the page limit is increased from 10 to 12 pages', 'de maximale
   * omvang wordt 15 in plaats van 12 pagina's'; changedValues.ts): the new value is the limit,
   * the old one is kept as replaced, both for the part the sentence names.
   */
  function changedLimitsIn(segment: Segment, text: string) {
    if (!LIMIT_WORDS.test(text)) return;
    for (const change of lengthChanges(text, UNIT)) {
      const kind = kindOf(change.unit);
      const before =
        text
          .slice(0, change.index)
          .split(/[.;:?]\s/)
          .pop() ?? '';
      const scope = shorten(subjectOfChange(before)) || shorten(text, 80);
      const values = [parseNumber(change.newWritten), parseNumber(change.oldWritten)];
      if (values.some((v) => v === null || !(v > 0)) || values[0] === values[1]) continue;
      values.forEach((value, i) => {
        seen.add(`${kind}|${value}|p${segment.page}`);
        seen.add(`${kind}|${value}|${scope.toLowerCase()}`);
        seen.add(`${kind}|${value}`);
        out.push({
          value: { kind, value: value!, scope },
          page: segment.page,
          quote: quoteOf(text, change.index),
          ...(segment.section ? { section: segment.section } : {}),
          confidence: 0.85,
          source: 'rules',
          ...(i === 1 ? { replaced: true } : {}),
        });
      });
    }
  }

  /**
   * A part named with 'a' / 'een' before the length ('a covering letter of no more than one page',
   * 'a CV of no more than two pages') that no earlier limit of the same length names: a limit of
   * its own, not a restatement (sixth probe set).
   */
  function partOfItsOwn(before: string, kind: LimitKind, value: number): boolean {
    const part = /\b(?:a|an|een)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:of|van)\s*$/iu.exec(
      before,
    )?.[1];
    if (!part) return false;
    const words = part.toLowerCase().split(/\s+/);
    return !out.some(
      (l) =>
        l.value.kind === kind &&
        l.value.value === value &&
        words.some((w) => `${l.value.scope ?? ''} ${l.quote}`.toLowerCase().includes(w)),
    );
  }

  function limitsIn(segment: Segment, text: string) {
    changedLimitsIn(segment, text);
    for (const m of text.matchAll(LIMIT)) {
      let value: number | null;
      let unit: string;
      if (m[1] !== undefined) {
        value = valueOf(m[1], m[2]);
        unit = m[3]!;
      } else if (m[4] !== undefined) {
        value = valueOf(m[4], m[5]);
        unit = m[6]!;
      } else if (m[7] !== undefined) {
        value = parseNumber(m[8]!);
        unit = m[7];
      } else if (m[9] !== undefined) {
        value = valueOf(m[9], m[10]);
        unit = m[11]!;
      } else {
        value = parseNumber(m[12]!);
        unit = m[13]!;
      }
      if (value === null || !(value > 0) || value > 1_000_000) continue;
      const kind = kindOf(unit);
      const before =
        text
          .slice(0, m.index)
          .split(/[.;:?]\s/)
          .pop() ?? '';
      // A cell that is the limit alone limits the part its row's first cell names.
      const rowName =
        segment.kind === 'row' && segment.cells?.[0] !== text ? segment.cells?.[0] : '';
      // 'Case study: maximum of 600 words': the label before the colon names the part.
      const label = /^([^.;:?]{2,80}):\s*$/.exec(text.slice(0, m.index))?.[1] ?? '';
      // 'Exceptions (Form D): a statement of no more than …': the part is named before the colon.
      const named = /(?:^|[.;?]\s)([^.;:?]{2,80}):\s*[a-z][^.;:?]*$/.exec(
        text.slice(0, m.index),
      )?.[1];
      const indefinite = /^(?:a|an|een)\s+\S+(?:\s+(?:of|van))?\s*$/i.test(before);
      const scope =
        shorten(named && indefinite ? named : '') ||
        shorten(namesAPart(before) ? before.replace(/^\d{1,3}\s+/, '') : '') ||
        shorten(rowName ?? '') ||
        shorten(label) ||
        shorten(text, 80);
      // A rule is often repeated in the next sentence, or on every copy of a scoring sheet.
      const keys = [`${kind}|${value}|p${segment.page}`, `${kind}|${value}|${scope.toLowerCase()}`];
      if (keys.some((k) => seen.has(k))) continue;
      // A limit restated later ('Maximum 1,500 words.' under a question whose table gave it
      // before): the same kind and value in a sentence that names no part code of its own.
      if (
        seen.has(`${kind}|${value}`) &&
        !PART_CODE.test(text.slice(0, m.index)) &&
        !partOfItsOwn(before, kind, value)
      )
        continue;
      seen.add(`${kind}|${value}`);
      keys.forEach((k) => seen.add(k));
      out.push({
        value: { kind, value, scope },
        page: segment.page,
        quote: quoteOf(text, m.index),
        ...(segment.section ? { section: segment.section } : {}),
        // 'the 2,000 word X' names a length without saying it is a maximum: for the user to check.
        confidence: m[12] !== undefined ? 0.6 : 0.9,
        source: 'rules',
      });
    }
  }
}

/** The codes of the parts a limit's scope names ('Q1.2 and Q1.3' names Q1.2 and Q1.3). */
const codesIn = (text: string) =>
  new Set([...text.matchAll(/\b[A-Z]{1,2}\d{1,2}(?:\.\d{1,2})*\b/g)].map((m) => m[0]));
/** A limit's part codes: its scope's, else its quote's ('K1 en K2: elk maximaal 3 pagina's'). */
const partCodes = (limit: LimitFact) => {
  const inScope = codesIn(limit.value.scope ?? '');
  return inScope.size > 0 ? inScope : codesIn(limit.quote);
};

/**
 * The same limit of the same part stated twice, in a summary list and again in the criteria
 * table's length column ('Q1.1: maximum 1,500 words' and 'Q1.1 | … | 1,500 words'): one limit,
 * where the document first states it (failure class seen on the third probe set). Limits of the
 * same length for other parts stay.
 */
function withoutRepeats(limits: readonly LimitFact[]): LimitFact[] {
  return limits.filter((limit, i) => {
    const codes = partCodes(limit);
    if (codes.size === 0) return true;
    return !limits
      .slice(0, i)
      .some(
        (earlier) =>
          earlier.value.kind === limit.value.kind &&
          earlier.value.value === limit.value.value &&
          [...partCodes(earlier)].some((c) => codes.has(c)),
      );
  });
}
