/**
 * Page, word and character limits per part: 'maximaal 10 pagina's', 'not exceed twenty (20)
 * pages', 'no greater than 750 words', 'a 5-page limitation', 'maximaal 2.000 tekens'. Failure
 * classes addressed: numbers written out in words, the digit repeated in brackets, a limit that
 * wraps onto the next line (segments join wrapped lines), and the 'N-page limitation' form.
 */
import { contentsSegments } from './contentsLines';
import type { LimitFact, LimitKind } from '../../model/documentFacts';
import { lengthChanges, subjectOfChange } from './changedValues';
import {
  FUNCTION_WORDS,
  LENGTH_CELL,
  LENGTH_HEADER,
  LIMIT,
  LIMIT_ONCE,
  LIMIT_UNIT_GATE,
  LIMIT_WORDS,
  PART_CODE,
  PART_CODE_ONLY,
  SCORE_HEADER,
  UNIT,
  bareLength,
  kindOf,
  lengthOfLimit,
  unitOfHeader,
  valueOf,
} from './limitWording';
import {
  limitOfPart,
  listedPart,
  codesIn,
  partCodes,
  perItemLength,
  withoutRepeats,
} from './limitRepeats';
import { parseNumber } from './numbers';
import { passesGate } from './ruleGate';
import type { Segment } from './reading';
import { quoteOf, shorten } from './text';

const namesAPart = (before: string) =>
  before
    .replace(/^\d{1,3}\s+/, '')
    .split(/\s+/)
    .some((w) => w.length > 0 && !FUNCTION_WORDS.test(w));

export function extractLimits(segments: readonly Segment[]): LimitFact[] {
  const out: LimitFact[] = [];
  const seen = new Set<string>();
  let tableId: number | undefined;
  let lengthCol = -1;
  let lengthUnit: string | null = null;
  const contents = contentsSegments(segments);
  for (const segment of segments) {
    if (segment.kind === 'heading' || contents.has(segment.index)) continue;
    // Table-of-contents lines are not limits.
    if (/\.{5,}/.test(segment.text)) continue;
    // A table row is read cell by cell, and the cell is the quote: a limit stated in a cell of
    // prose (a Q&A table's question or answer) belongs to that cell, not to the row's number or
    // section cells, which a PDF page does not always print beside it.
    const texts = segment.kind === 'row' ? (segment.cells ?? [segment.text]) : [segment.text];
    for (const text of texts) limitsIn(segment, text);
    if (segment.kind === 'row') lengthColumn(segment);
    else labelledLength(segment);
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
      lengthUnit = unitOfHeader(row.cells?.[lengthCol] ?? '');
      return;
    }
    const cells = row.cells ?? [];
    const m = lengthCol > 0 ? LENGTH_CELL.exec(cells[lengthCol] ?? '') : null;
    // A bare number under a header that names the unit ('Page limit' over '4').
    const bare = !m && lengthCol > 0 ? bareLength(cells[lengthCol] ?? '', lengthUnit) : null;
    const value = m ? valueOf(m[1], m[2]) : bare;
    if (value === null || !(value > 0)) return;
    const kind = kindOf(m ? m[3]! : lengthUnit!);
    // A first cell that is a code alone ('Q1.3', 'K2') names the part with the cell beside it.
    const scope = shorten(
      PART_CODE_ONLY.test(cells[0] ?? '') && lengthCol > 1
        ? `${cells[0]} ${cells[1]}`
        : (cells[0] ?? ''),
      80,
    );
    const key = `${kind}|${value}|${scope.toLowerCase()}`;
    if (
      seen.has(key) ||
      (seen.has(`${kind}|${value}|p${row.page}`) && !otherPart(scope, kind, value))
    )
      return;
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
   * A list item that is a part and its length and nothing else ('Managementsamenvatting: één
   * pagina.', 'Executive summary: 2 pages;', 'CV: 1 page each'): the length is the part's limit
   * though no 'maximum' says so (eighth probe set).
   */
  function labelledLength(item: Segment) {
    const text = item.text.replace(/[.;]\s*$/, '');
    const label = /^([\p{L}'’ -]{2,40}):/u.exec(text)?.[1];
    const m = label && item.kind === 'listItem' ? LENGTH_CELL.exec(text) : null;
    const value = m ? valueOf(m[1], m[2]) : null;
    if (!m || value === null || !(value > 0) || value > 100_000 || LIMIT_ONCE.test(text)) return;
    const kind = kindOf(m[3]!);
    const scope = shorten(label!, 80);
    const key = `${kind}|${value}|${scope.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({
      value: { kind, value, scope },
      page: item.page,
      quote: quoteOf(item.text),
      ...(item.section ? { section: item.section } : {}),
      confidence: 0.85,
      source: 'rules',
    });
  }

  /**
   * A row whose part code no earlier limit of the same length names ('Q1 | 1500 words', then 'Q4 |
   * 1500 words' on the same page): a limit of its own (eighth probe set: the second was taken for
   * a repeat of the first).
   */
  function otherPart(scope: string, kind: LimitKind, value: number): boolean {
    const own = codesIn(scope);
    return (
      own.size > 0 &&
      !out.some(
        (l) =>
          l.value.kind === kind &&
          l.value.value === value &&
          [...partCodes(l)].some((c) => own.has(c)),
      )
    );
  }

  /**
   * A limit the sentence changes ('the page limit is increased from 10 to 12 pages', 'de maximale
   * omvang wordt 15 in plaats van 12 pagina's'; changedValues.ts): the new value is the limit,
   * the old one is kept as replaced, both for the part the sentence names.
   */
  function changedLimitsIn(segment: Segment, text: string) {
    if (!LIMIT_WORDS.test(text)) return;
    // 'from ten (10) to twelve (12) pages' (tenth probe set): the digits after a number word are
    // blanked, the same length, so that the change reads as 'from ten to twelve pages'.
    const plain = text.replace(/(\p{L})\s*\(\d{1,5}\)/gu, (m, l: string) => l.padEnd(m.length));
    for (const change of lengthChanges(plain, UNIT)) {
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
        // The old value stated earlier as a limit of its own is that limit, not a second one.
        if (i === 1 && seen.has(`${kind}|${value}`)) return;
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
    if (!passesGate(LIMIT_UNIT_GATE, text)) return; // pre-filter: no unit word, no limit
    for (const m of text.matchAll(LIMIT)) {
      const { value, unit } = lengthOfLimit(m);
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
      // One of a list of parts, each with its length ('1.1 maximaal 4 pagina's, 1.2 maximaal 4
      // pagina's', 'Q3 400 words and Q4 400 words'): its own part's limit.
      const listed = listedPart(text.slice(0, m.index));
      const scope =
        (listed ?? '') ||
        shorten(named && indefinite ? named : '') ||
        shorten(namesAPart(before) ? before.replace(/^\d{1,3}\s+/, '') : '') ||
        shorten(rowName ?? '') ||
        shorten(label) ||
        shorten(text, 80);
      // A rule is often repeated in the next sentence, or on every copy of a scoring sheet.
      const keys = [`${kind}|${value}|p${segment.page}`, `${kind}|${value}|${scope.toLowerCase()}`];
      // A length per item ('… not more than two pages per person', 'four pages each') limits
      // each CV or item, not the part a same-length limit on the page named (thirteenth probe set).
      const perItem = perItemLength(out, text.slice(m.index + m[0].length), kind, value);
      // A part of its own, in a list or a table row's first cell, is no repeat of another's.
      const ownPart =
        (listed !== null && !limitOfPart(out, kind, value, listed)) ||
        (!!rowName && otherPart(scope, kind, value));
      if (!perItem && (seen.has(keys[1]!) || (!ownPart && seen.has(keys[0]!)))) continue;
      // A limit restated later ('Maximum 1,500 words.' under a question whose table gave it
      // before): the same kind and value in a sentence that names no part code of its own.
      if (
        !perItem &&
        !ownPart &&
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
        confidence: m[12] !== undefined || m[17] !== undefined ? 0.6 : 0.9,
        source: 'rules',
      });
    }
  }
}
