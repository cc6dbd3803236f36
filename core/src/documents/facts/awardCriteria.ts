/**
 * Award criteria with their weight (percent) or points, their sub-criteria, and the price/quality
 * split. Read from, in order of trust:
 *  - criterion table rows and scoring sheets (criterionTables.ts): a name cell beside a weight
 *    or points cell, sub-criteria under their criterion, 'Is X? Yes = 5 pts; No = 0' rows;
 *  - points tables read as text (pointsColumnLines.ts) and scale rows (scaleRows.ts); a table
 *    whose weight is a multiplier of a common scale (factorColumnLines.ts); a table
 *    with both a points and a weight column read from the page's lines (pointsWeightLines.ts),
 *    which stands for its rows however the extractor's table cut them;
 *  - sentences and list items (criterionSentences.ts): 'prijs/kwaliteit 40/60', 'Factor 1:
 *    Technical Approach', '2. Price: 40 points';
 *  - lines (criterionLines.ts): 'Kwaliteit 60%', '- Plan van aanpak (30%)'.
 * Percentages and points are only read in an award context (a section or page about award,
 * evaluation or scoring), so that service levels ('95%') and payment terms are not weights. The
 * first reading of a name wins; weights read from lines that do not add up are offered to check.
 */
import type { AwardCriterionFact, PriceQualityFact } from '../../model/documentFacts';
import { replacedByChange } from './changedCriteria';
import { UNSURE, unbalanced } from './criterionBalance';
import { criteriaFromLines } from './criterionLines';
import { AWARD_CONTEXT, type Found } from './criterionNames';
import { criteriaFromSentences } from './criterionSentences';
import { fromTables, scoringRows } from './criterionTables';
import { factorColumnLines } from './factorColumnLines';
import { lotColumnLines } from './lotColumnLines';
import { pointsColumnLines } from './pointsColumnLines';
import { pointsWeightLines, sameRowAs } from './pointsWeightLines';
import { splitOfCriteria } from './priceQualitySplit';
import type { Segment } from './reading';
import { scaleRows } from './scaleRows';
import { quoteOf } from './text';

export interface AwardFacts {
  readonly criteria: AwardCriterionFact[];
  readonly priceQuality: PriceQualityFact | null;
}

/**
 * `printed` is each page's lines as the stored page prints them (reading.ts printedLinesOf), for
 * scoring sheets read line by line: where the extractor found no table, its blocks can put a
 * wrapped question's number, note and scale in an order the page does not print (a question
 * whose note wraps below it, row number and 'Yes = 1 pts' on lines of their own), so a quote
 * built from the blocks is not on the page. The printed lines keep the page's order.
 */
export function extractAwardCriteria(
  segments: readonly Segment[],
  lines: readonly (readonly string[])[],
  printed: readonly (readonly string[])[] = lines,
  pages: readonly string[] = printed.map((l) => l.join('\n')),
): AwardFacts {
  const found: Found[] = [];
  const awardPages = new Set(
    segments
      .filter((s) => AWARD_CONTEXT.test(s.text) || AWARD_CONTEXT.test(s.section ?? ''))
      .map((s) => s.page),
  );
  // A line of a page as a segment: its section from the segment that holds it.
  const pageLineSegment = (page: number, line: string): Segment => {
    const segment = segments.find((s) => s.page === page && s.text.includes(line.trim()));
    const at: Segment = segment ?? { page, text: line.trim(), index: -1, kind: 'sentence' };
    return { ...at, text: line.trim() };
  };
  found.push(...fromTables(segments, awardPages));
  // A page with a criteria table is about award: its lines and sentences are read for criteria too.
  for (const f of found) awardPages.add(f.segment.page);
  // A points-and-weight table read from the page's lines gives each row both numbers: it stands
  // for the same rows read with one of them, or with the points run into the name.
  const columns = pointsWeightLines(pages, awardPages, pageLineSegment);
  const superseded = (f: Found) => !columns.includes(f) && columns.some((c) => sameRowAs(c, f));
  found.push(...columns);
  found.push(...factorColumnLines(pages, awardPages, pageLineSegment));
  found.push(...scoringRows(printed, segments));
  found.push(...pointsColumnLines(lines, pages, awardPages, pageLineSegment));
  found.push(...lotColumnLines(lines, awardPages, pageLineSegment));
  found.push(...scaleRows(segments));
  const sentences = criteriaFromSentences(segments, awardPages);
  found.push(...sentences.found);
  /** Criteria read from a price/quality ratio or split sentence (see listsPrice). */
  const ratio = new Set(sentences.ratio);
  /** Weights read from lines (see unbalanced). */
  const loose = new Set<Found>();
  for (const l of criteriaFromLines(lines, awardPages, pageLineSegment)) {
    found.push(l.found);
    if (l.loose) loose.add(l.found);
    if (l.ratio) ratio.add(l.found);
  }
  // The ratio is the criteria only where the document lists no criterion of its own for price: a
  // criteria table with its price row ('Prijs (inschrijfsom) | 35%') makes the ratio a summary of
  // that table, the priceQuality fact alone (failure class seen on the second probe set). The
  // price row may be called by its cost ('Cost', 'Total cost', 'Kosten', 'Fees'), as a name of
  // its own, not a quality criterion about costs ('Cost control'): eighth probe set.
  const listsPrice = found.some((f) => !ratio.has(f) && PRICE_ROW.test(f.name));
  // A split that weighs one side at 0% ('kwaliteit 100%, prijs 0%' at fixed tariffs) is award on
  // the other alone: the split is the priceQuality fact, not two criteria (failure class seen on
  // the seventh probe set).
  const onOneSide = found.some((f) => ratio.has(f) && f.weight === 0);
  // A criterion a change states anew ('now carries 10 points') keeps the earlier one as history.
  const replaced = replacedByChange(found);
  const seen = new Map<string, Found>();
  const kept = found.filter((f) => {
    if ((listsPrice || onOneSide) && ratio.has(f)) return false;
    if (superseded(f)) return false;
    const key = f.name.toLowerCase();
    const first = seen.get(key);
    if (first && !lotsOwn(f, first) && !(f.changed && replaced.has(first))) return false;
    if (!first) seen.set(key, f);
    return true;
  });
  const unsure = unbalanced(kept.filter((f) => loose.has(f) && f.weight !== null));
  const quality = qualityParent(kept, ratio);
  const criteria: AwardCriterionFact[] = kept.map((f) => ({
    value: {
      name: capital(f.name),
      weight: f.weight,
      points: f.points,
      parent: f.parent ?? (quality && underIt(f, quality) ? capital(quality.name) : null),
      ...(f.lot ? { lot: f.lot } : {}),
    },
    page: f.segment.page,
    quote: quoteOf(f.quote, Math.max(0, f.quote.indexOf(f.name))),
    ...(f.segment.section ? { section: f.segment.section } : {}),
    confidence: unsure.has(f) ? Math.min(f.confidence, UNSURE) : f.confidence,
    source: 'rules',
    ...(replaced.has(f) ? { replaced: true } : {}),
  }));
  return { criteria, priceQuality: sentences.priceQuality ?? splitOfCriteria(criteria, pages) };
}

/** Words before the price that still name the price itself (PRICE_ROW). */
const PRICE_ADJECTIVES =
  'total|totale|overall|tender(?:ed)?|bid|offered|quoted|evaluated|contract|lump[- ]sum|whole[- ]life|life[- ]cycle|aangeboden|geoffreerde|integrale|gewogen';
/**
 * A criterion that is the price: 'Prijs (…)', 'Price and commercial', 'Cost', 'Totale kosten';
 * also the price named by what is priced or how ('Tendered price (rates × quantities)', 'Evaluated
 * bid price', 'Offered price', 'Whole-life cost', 'Total cost of ownership', 'Aangeboden prijs',
 * 'Inschrijfsom', 'Totale inschrijfprijs': failure class seen on the ninth probe set, the split
 * sentence's 'price 40%' reported beside the table's 'Tendered price | 40%'); and by the sum
 * tendered ('Inschrijvingssom', 'Aanneemsom', 'Tender sum', 'Bid amount': fourteenth probe set's
 * study, the ratio's 'Prijs 40' and 'Kwaliteit 60' reported beside the table's price row).
 */
const PRICE_ROW = new RegExp(
  `^(?:(?:${PRICE_ADJECTIVES})\\s+)*(?:(?:prijs|price|inschrijf(?:som|prijs)|inschrijvings(?:som|prijs|bedrag)|aanneemsom|(?:offerte|inschrijf)bedrag|(?:tender|bid|contract|offer|quoted|offered) (?:sum|amount))\\b|(?:costs?|kosten|fees?|tarieven)\\s*(?:$|\\()|total cost of ownership\\b|tco\\b)`,
  'i',
);
/** A lot named in a criterion's sentence: 'Voor perceel 2 gelden …', 'For Lot 3 the criteria are'. */
const NAMES_LOT = /\b(?:perceel|percelen|lot|lots|deelopdracht|deelopdrachten)\s+(\d{1,2})\b/i;
const lotOf = (f: Found) => NAMES_LOT.exec(f.segment.text)?.[1] ?? null;
/** The lot a criterion's section names ('2.4 Award criteria – Lot 2', '4.3 Criteria perceel 2'). */
const sectionLot = (f: Found) => NAMES_LOT.exec(f.segment.section ?? '')?.[1] ?? null;

/**
 * A criterion named again for one lot with its own points or weight ('Voor perceel 2 gelden twee
 * gunningscriteria: de prijs (60 punten) en …' beside the table's 'Prijs | 50'): that lot's own
 * criterion, kept beside the first unless both name that lot (failure class seen on the eleventh probe set, the lot's price
 * dropped as a repeat of the table's). The same numbers again are a repeat.
 */
const lotsOwn = (f: Found, first: Found) =>
  matrixLots(f, first) ||
  ((f.weight !== first.weight || f.points !== first.points) &&
    ((f.segment.kind !== 'row' && lotOf(f) !== null && lotOf(f) !== lotOf(first)) ||
      sectionsOwn(f, first)));
/**
 * Two columns of a criteria matrix whose columns are the lots (lotColumns.ts): each lot's own
 * criterion, the same numbers included ('Methodology | 30 | 30' is 30 points in each lot).
 */
const matrixLots = (f: Found, first: Found) =>
  f.lot !== undefined && first.lot !== undefined && f.lot !== first.lot;
/**
 * Each lot's criteria table under a section of its own ('Award criteria – Lot 1' and '– Lot 2',
 * 'Criteria perceel 1' and 'perceel 2'), both with a price row of its own weight: the second lot's
 * price is no repeat of the first's (sixteenth probe set's study, 'G Price 70' and 'P2 Prijs 30%'
 * dropped).
 */
const sectionsOwn = (f: Found, first: Found) =>
  sectionLot(f) !== null && sectionLot(first) !== null && sectionLot(f) !== sectionLot(first);

const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
/** A criterion read under the quality criteria's header, other than price or quality itself. */
const underIt = (f: Found, quality: Found) =>
  f.underQuality === true && f !== quality && !/^(?:price|prijs)\b/i.test(f.name);

/**
 * The one weighted top-level Quality criterion ('Quality: weighting 60 %, assessed against the
 * qualitative award criteria in 3.1'), parent of the criteria read under a header naming the
 * quality criteria ('Qualitative award criteria | Maximum points'): failure class seen on the
 * fourth probe set. None when the document weighs quality more than once or only in a ratio.
 */
function qualityParent(kept: readonly Found[], ratio: ReadonlySet<Found>): Found | null {
  const quality = kept.filter(
    (f) =>
      f.parent === null &&
      f.weight !== null &&
      !ratio.has(f) &&
      /^(?:quality|kwaliteit)$/i.test(f.name),
  );
  if (quality.length !== 1 || !kept.some((f) => f.underQuality)) return null;
  return quality[0]!;
}
