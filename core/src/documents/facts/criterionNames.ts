/**
 * What the award-criteria readers share: when a page or section is about award, what a
 * criterion's name looks like, and what a found criterion carries before it becomes a fact.
 */
import type { Segment } from './reading';
import { quoteOf } from './text';

export const AWARD_CONTEXT =
  /gunningscriteri|gunningsmaatsta|beoordelingscriteri|subcriteri|\bEMVI\b|\bBPKV\b|beste prijs[- ]kwaliteit|prijs\s*\/\s*kwaliteit|weging|wegingsfactor|award criteri|evaluation criteri|evaluation factor|weighting|\bweights?\b|scoring|scored|te behalen punten|maximum score/i;

/** A criterion's name, with a bracket that explains it ('Functionaliteit (beoordeeld in een demo)'). */
export const NAME = String.raw`([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9 &/'’,-]{2,60}?(?:\s*\([^()]{1,60}\))?)`;
const STOP_NAMES =
  /^(de|het|een|the|a|an|of|and|en|of the|totaal|total|max(imum)?|score|points?|punten|weging|weight(ing)?|percentage|criteri(um|on|a)|gunningscriteri(um|a))$/i;
/** A sentence about the scale, not a criterion: 'maximum number of points', 'in totaal'. */
export const SCALE_WORDS =
  /\b(maximum|maximaal aantal|totaal|total|in total|score of|aantal punten|number of points|te behalen|can be (?:awarded|scored)|kan worden|worden toegekend|is worth|per criterium|each criterion|minimum score|drempel|(?:op|met|volgens|on|against|using|with) (?:de|the|a|een|this|deze) (?:beoordelings)?(?:schaal|scale))\b/i;

/**
 * A grade of a scoring scale, never a criterion's name: 'uitstekend (100%), goed (70%), voldoende
 * (40%)' in a sentence about how plans are rated, 'Excellent 100% / Good 70%' (failure class seen
 * on the tenth probe set, the grades read as criteria weighing 100, 70 and 40 %).
 */
const GRADE_NAME =
  /^(?:(?:very |zeer |ruim )?(?:excellent|good|goed|poor|weak|voldoende|onvoldoende|slecht|zwak)|outstanding|acceptable|unacceptable|adequate|inadequate|satisfactory|unsatisfactory|fair|limited|marginal|insufficient|uitstekend|matig|redelijk|ontoereikend)$/i;

/**
 * The words of a sentence before its number, not a name (nineteenth probe set's study): a name
 * never ends in a preposition, an article or a verb that waits for the number ('given a score out
 * of 100 points' -> 'Out of', 'required to pass is 70 points', 'worden gequoteerd op 100 punten',
 * '30 van de 100 punten' -> 'Van de'), nor in the unit of a share written out before its digit
 * ('a security of five percent (5%) … or thirty percent (30%)' -> 'Or thirty percent'), nor starts
 * as a formula's legend ('where T = 80%', 'waarbij K = 60%') or an alternative's 'or'.
 */
const FRAGMENT =
  /(?:^|\s)(?:of|to|is|are|be|by|at|on|for|from|with|the|op|van|de|het|een|met|voor|aan|uit|tot|zijn|wordt|worden|percent|per cent|procent)$|^(?:where|whereby|in which|waarbij|waarin|or|either)\b/i;

export function cleanName(raw: string): string | null {
  const trimmed = raw
    .replace(
      /^\s*(?:question|vraag|criterion|criterium|sub-?criteri(?:on|um))\s+\d{1,2}(?:\.\d{1,2})*\s*[.:)–-]?\s*/i,
      '',
    )
    .replace(
      /^\s*(?:\d{1,2}(?:\.\d{1,2})*[.)]?|[A-Z]{1,2}\d{1,2}(?:\.\d{1,2})*[.:)]?|[a-z][.)]|[-•▪◦●*–])\s+/i,
      '',
    )
    // A criterion's letter code alone before its name ('A Methodology 30%', 'P Prijs: max. 50
    // punten', 'C Price 40%'): the code, no part of the name (ninth probe set's study). Capitals
    // only, so that a name is never cut at a word.
    .replace(/^\s*[A-Z]\s+(?=[A-ZÀ-Ý][a-zà-ÿ])/, '')
    .replace(/^[\s*•\-–:;,.)|]+|[\s*•\-–:;,(|]+$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^(en|and|of|de|het|the)\s+/i, '')
    // The next of a list's criteria after its article ('… en de service (40 punten)', 'and the
    // support (30 points)'), and a lead-in that names the list ('For Lot 3 the criteria are price
    // (70 points)'): eleventh probe set's study, a lot's criteria in one sentence.
    .replace(/^(de|het|the)\s+(?=\S)/i, '')
    .replace(
      /^.*\b(?:criteria|criterions|criteri[ao]|gunningscriteria) (?:are|zijn|luiden)\s*:?\s+/i,
      '',
    )
    // A share within another criterion ('65% quality (of which social value 10%)', 'waarvan
    // duurzaamheid 10%'): the share's name, not its connective (sixth probe set).
    .replace(
      /^(?:which|waarvan|waaronder|including|inclusief)\s+(?:(?:de|het|the)\s+(?=\S))?/i,
      '',
    );
  const name = trimmed.length > 160 ? trimmed.slice(0, 160).trim() : trimmed;
  if (name.length < 3 || STOP_NAMES.test(name) || GRADE_NAME.test(name)) return null;
  if (!/[A-Za-zÀ-ÿ]{3}/.test(name)) return null;
  // A number of points is no name: '490 of 700 points (70%)' is a threshold and the share it is of
  // the points, 'minimaal 42 van de 60 punten (70%)' too (eighteenth probe set's study).
  if (/^\d[\d.,]*\s*(?:points?|punten|pts|marks)$/i.test(name)) return null;
  if (FRAGMENT.test(name)) return null;
  // A bracket explains the name ('Price (Total Evaluated Price)'): its words make no scale. Nor
  // does 'total' before the price it totals ('Total cost of ownership', 'Total tendered price',
  // 'Total fees': a price criterion, ninth probe set's study), only before a score or points.
  const unscaled = name
    .replace(/\([^)]*\)/g, ' ')
    .replace(
      /^total\s+(?=(?:(?:tendered|tender|evaluated|bid|contract|offered)\s+)?(?:costs?|price|fees?)\b)/i,
      '',
    );
  if (SCALE_WORDS.test(unscaled)) return null;
  return name;
}

export interface Found {
  name: string;
  weight: number | null;
  points: number | null;
  parent: string | null;
  segment: Segment;
  quote: string;
  confidence: number;
  /** Read under a header naming the quality criteria ('Qualitative award criteria'). */
  underQuality?: boolean;
  /** The lot whose column of a criteria matrix gave it ('Criterion | Lot 1 | Lot 2'). */
  lot?: string;
  /** Stated anew by a change ('now carries 10 points'): the earlier reading is history. */
  changed?: boolean;
}

/** A header or caption naming the quality criteria: 'Qualitative award criteria', 'Kwaliteitscriteria'. */
export const QUALITY_HEADER =
  /\b(?:qualitative|quality|kwalitatieve?|kwaliteits?)[\s-]*(?:award |gunnings|beoordelings)?(?:sub-?)?criteri/i;

/** A found criterion quoted from its segment at `at`; none without a name. */
export function foundAt(
  name: string | null,
  weight: number | null,
  points: number | null,
  segment: Segment,
  at: number,
  confidence: number,
  parent: string | null = null,
): Found | null {
  if (!name) return null;
  return { name, weight, points, parent, segment, quote: quoteOf(segment.text, at), confidence };
}
