/**
 * Criteria read line by line on award pages: a criteria table read as text puts one criterion on
 * each line ('Kwaliteit 60%', 'Plan van aanpak (30%)', 'Price – 40 percent'), a split may come
 * weight first ('60% quality and 40% price'), and a points table read as text gives 'Plan van
 * aanpak 400 punten' (failure classes: criteria introduced by a dash or a number; points in their
 * own table cell, the table read as text). Percentages are weights only when they are not a share
 * of something ('20% upon mobilisation').
 */
import { type Found, NAME, SCALE_WORDS, cleanName, foundAt } from './criterionNames';
import { POINTS_LINE, SCORED_VERB } from './criterionPoints';
import { priceQualityInWords } from './priceQualitySplit';
import { SENTENCE_END, type Segment } from './reading';

/** 'Kwaliteit 60%', 'Prijs: 40 %', 'Plan van aanpak (30%)', 'Price – 40 percent'. */
const WEIGHTED = new RegExp(
  String.raw`${NAME}\s*(?:[:\-–(=]\s*)?(?:(?:weging|wegingsfactor|gewicht|weight(?:ing)?)\s*[:=]?\s*)?(\d{1,2}(?:[,.]\d)?|100)\s*(?:%|procent|percent)\)?`,
  'gi',
);
/**
 * A weight written before its name ('60% quality and 40% price', '30% voor prijs'): the name is
 * one to three words up to a comma, 'and'/'en', a bracket or the end.
 */
const WEIGHT_FIRST =
  /(?<![\d.,])(\d{1,2}|100)\s*(?:%|procent|percent)\s+(?:(?:for|voor)\s+)?(?:(?:the|de|het)\s+)?([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ-]{2,30}(?: [A-Za-zÀ-ÿ-]{2,20}){0,2}?)(?=\s*(?:[,;.)(]|\band\b|\ben\b|$))/gi;
/**
 * Words that make the text before a weight a sentence, not a criterion's name ('Tenders will be
 * evaluated on the basis of 60% …'), and a name that ends where the next one begins ('Quality
 * and 40%'). The weight's verb is dropped from a name ('Kwaliteit weegt voor 70%').
 */
const NOT_A_NAME =
  /\b(?:will|shall|must|is|are|be|been|wordt|worden|zijn|zal|zullen|moet|moeten|basis|evaluated|beoordeeld|bedraagt|minimaal|minimum|at least|ten minste)\b|\b(?:and|or|of|en|of|the|de|het|van|for|on|op|dan|than)$/i;
/**
 * What follows a percentage that is a share of something, not a criterion's weight ('20% upon
 * mobilisation', '99,8% per kwartaal', '5% bij betaling', '95% of calls'); a weight ends its line
 * or is followed by a separator, 'and'/'en', or 'of the total score'.
 */
const SHARE_OF =
  /^\s*(?:upon|on|at|after|before|within|per|bij|na|binnen|op|voor|tot|if|als|when|wanneer|below|above|under|onder|boven)\b|^\s*(?:btw|vat|gst|omzetbelasting|b\.t\.w\.)\b|^\s*(?:of|van)\s+(?!(?:the\s+|de\s+)?(?:total|totale|overall|score|points|punten|weighting|weging)\b)/i;
/**
 * A clause of taxes and levies a price includes or excludes ('Prices are compared including VAT
 * (15%), NHIL (2.5%) and GETFund levy (2.5%)', 'Prijzen exclusief btw (21%) en
 * afvalstoffenheffing (3%)'): their rates are no weights (seventeenth probe set's study, two
 * levies read as criteria of 2.5%).
 */
const TAX_CLAUSE =
  /\b(?:including|inclusive of|exclusive of|excluding|net of|inclusief|exclusief|incl\.|excl\.)\s.*\b(?:vat|btw|gst|levy|levies|tax(?:es)?|dut(?:y|ies)|\w*heffing(?:en)?|\w*belasting(?:en)?)\b/i;
const WEIGHT_VERB =
  /\s+(?:weegt|weighs|counts|telt|accounts)(?:\s+(?:voor|for))?$|\s+(?:voor|for)$/i;
const nameBefore = (raw: string) => {
  const name = cleanName(raw.trim().replace(WEIGHT_VERB, ''));
  // A bracket explains the name ('K1 Functionaliteit (beoordeeld in een demonstratie) - 30%'):
  // its verb makes no sentence of it (failure class seen on the third probe set).
  return name && !NOT_A_NAME.test(name.replace(/\([^)]*\)/g, ' ')) ? name : null;
};

/** Where in a line its sentences that are a price/quality split in words lie. */
function splitSentences(line: string, page: number): [number, number][] {
  if ((line.match(/%|procent|percent|\bpunten\b|\bpoints\b/gi) ?? []).length < 2) return [];
  const out: [number, number][] = [];
  let from = 0;
  for (const sentence of line.split(SENTENCE_END)) {
    const start = line.indexOf(sentence, from);
    from = start + sentence.length;
    if (priceQualityInWords({ page, text: sentence, index: -1, kind: 'sentence' })) {
      out.push([start, from]);
    }
  }
  return out;
}

/**
 * A line that carries on the sentence of the line above ('The qualitative criteria account for
 * 60% of the weighted' / 'score and price for 40%.'): the words before its weight are the tail of
 * a sentence, not a criterion's name (twelfth probe set's study: 'Score and price' 40%). The line
 * above ends mid-sentence and has a verb; a criterion's name wrapped onto a second line has none.
 */
const SENTENCE_VERB =
  /\b(?:will|shall|must|is|are|accounts?|counts?|weighs?|carries|wordt|worden|zal|zullen|telt|tellen|weegt|wegen)\b/i;
const carriesOn = (above: string | undefined, line: string) =>
  above !== undefined &&
  /[a-zà-ÿ,]$/.test(above.trim()) &&
  /^[a-zà-ÿ]/.test(line.trim()) &&
  SENTENCE_VERB.test(above);

/** A split's side: price or quality, or the proposal's part ('70% technical, 30% financial'). */
export const PRICE_OR_QUALITY =
  /^(?:price|prijs|quality|kwaliteit|technical|technisch|financial|financieel)$/i;

export interface LineCriterion {
  readonly found: Found;
  /** A weight read from a line, not a table: checked against the weights around it. */
  readonly loose: boolean;
  /** Part of a price/quality split sentence, a summary of the criteria like a ratio. */
  readonly ratio: boolean;
}

/** Criteria on the lines of the award pages, in the order the lines give them. */
export function criteriaFromLines(
  lines: readonly (readonly string[])[],
  awardPages: ReadonlySet<number>,
  pageLineSegment: (page: number, line: string) => Segment,
): LineCriterion[] {
  const out: LineCriterion[] = [];
  const add = (found: Found | null, loose: boolean, ratio = false) => {
    if (found) out.push({ found, loose, ratio });
  };
  lines.forEach((pageLines, i) => {
    if (!awardPages.has(i + 1)) return;
    pageLines.forEach((line, n) => {
      const at = () => pageLineSegment(i + 1, line);
      const splits = splitSentences(line, i + 1);
      const tail = carriesOn(pageLines[n - 1], line);
      for (const w of line.matchAll(WEIGHTED)) {
        if (tail && w.index === line.length - line.trimStart().length) continue;
        // A split sentence's weights are read with the sentence (criterionSentences.ts).
        if (splits.some(([from, to]) => w.index >= from && w.index < to)) continue;
        // Scale words before the weight make the line a sentence about the scale; after it they
        // explain the criterion ('Price: weighting 40 %, on the basis of the total price':
        // failure class seen on the fourth probe set).
        if (SCALE_WORDS.test(line.slice(0, w.index + w[0].length))) continue;
        const weight = Number(w[2]!.replace(',', '.'));
        if (weight <= 0 || weight > 100) continue;
        if (SHARE_OF.test(line.slice(w.index + w[0].length))) continue;
        if (TAX_CLAUSE.test(line.slice(0, w.index).split(SENTENCE_END).pop() ?? '')) continue;
        // A subject that receives the weight is a scoring rule ('The lowest price receives the
        // full 40%', 'De laagste prijs krijgt de volle 30%'): eleventh probe set, as for points.
        if (SCORED_VERB.test(w[1]!)) continue;
        add(foundAt(nameBefore(w[1]!), weight, null, at(), w.index, 0.85), true);
      }
      if (SCALE_WORDS.test(line.slice(0, 60))) return;
      // Weights first come as a split ('60% quality and 40% price'): two or more, at most 100.
      const first = [...line.matchAll(WEIGHT_FIRST)]
        .map((w) => ({ weight: Number(w[1]), name: cleanName(w[2]!), at: w.index }))
        .filter(
          (w) =>
            w.weight > 0 && w.name !== null && !NOT_A_NAME.test(w.name) && !SHARE_OF.test(w.name),
        );
      const total = first.reduce((sum, w) => sum + w.weight, 0);
      if (first.length >= 2 && total <= 100) {
        for (const w of first) {
          // A split sentence ('70% quality and 30% price') summarises the criteria, like a ratio.
          const ratio = w.name !== null && PRICE_OR_QUALITY.test(w.name);
          add(foundAt(w.name, w.weight, null, at(), w.at, 0.75), true, ratio);
        }
      }
      // Points line by line, only where the line is the criterion and its points alone: in a
      // sentence the words before the points are not a name.
      // A split in points is read with its sentence ('Kwaliteit weegt voor 65 punten en prijs voor
      // 35 punten' is no criterion 'Kwaliteit weegt voor 65 punten en prijs voor').
      const p = line.length <= 100 && splits.length === 0 ? POINTS_LINE.exec(line.trim()) : null;
      if (p && !SCORED_VERB.test(p[1]!)) {
        add(foundAt(cleanName(p[1]!), null, Number(p[2]), at(), 0, 0.8), false);
      }
    });
  });
  return out;
}
