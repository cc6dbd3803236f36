/**
 * Lots called 'Parts', 'Portions' or 'delen' (ninth probe set, docs/decisions.md "Tender facts on
 * the ninth probe set: parties, requirements, limits and terms"): Australian and New Zealand
 * councils divide a tender into 'Part A' and 'Part B' or 'Separable Portions', Dutch buyers into
 * 'deel 1' and 'deel 2' or 'deelopdrachten'. 'Part' also names the chapters of the document
 * ('Part 3 Conditions of Tendering'), so a parts table is a lots table only when the document
 * says the tender is divided into parts or may be bid for part by part, and the row's own cell
 * carries the word ('Part A', not a contents table's '3'). The same holds for lots named for an
 * area ('divided into three Service Areas', 'verdeeld in vier regio's').
 */

const COUNT = String.raw`(?:\d{1,2}|two|three|four|five|six|twee|drie|vier|vijf|zes)`;
/**
 * Lots named for where the work is (tenth probe set: a Canadian ministry's 'three Service
 * Areas'): 'service areas', 'regions', 'zones', 'clusters'; Dutch 'regio's', '(deel)gebieden'.
 */
const AREAS_EN = String.raw`(?:service |delivery |geographic(?:al)? )?(?:areas|regions|zones|districts|clusters)`;
const AREAS_NL = String.raw`(?:regio's|regio’s|gebieden|deelgebieden|clusters)`;
const AREA_WORD = String.raw`(?:(?:service |delivery |geographic(?:al)? )?(?:area|region|zone|district|cluster)|regio|gebied|deelgebied|cluster)`;

/** 'The services are divided into two Parts', 'Tenderers may tender for Part A, Part B or both'. */
const DIVIDED_INTO_PARTS = new RegExp(
  [
    String.raw`\b(?:divided|split|separated|broken down) into ${COUNT} (?:(?:separable )?(?:parts|portions)|${AREAS_EN})\b`,
    String.raw`\b(?:tender|bid|submit (?:a )?(?:tender|bid|response)|respond) for (?:one or more |any |either |each )?(?:of the )?(?:parts|portions|(?:Part|Portion|Separable Portion) [A-Z0-9]\b[^.]{0,40}\b(?:or both|or all|and\/or|or either))`,
    String.raw`\b(?:verdeeld|opgedeeld|gesplitst|opgesplitst) in ${COUNT} (?:delen|deelopdrachten|${AREAS_NL})\b`,
    String.raw`\binschrijven op (?:één of (?:meer|beide|alle) )?(?:delen|deelopdrachten)\b`,
  ].join('|'),
  'i',
);

/** A parts table's column header: 'Part', 'Portion', 'Separable Portion', 'Deel', 'Deelopdracht'. */
export const PART_HEADER = new RegExp(
  String.raw`^(?:parts?|portions?|separable portions?|deel|delen|deelopdrachten|deelopdracht|${AREA_WORD}s?|regio's)(?:\s*(?:no\.?|nr\.?))?$`,
  'i',
);
/** The part's own cell, with its word: 'Part A', 'Portion 2', 'Deel 1', 'Deelopdracht B'. */
export const PART_CELL = new RegExp(
  String.raw`^(?:part|portion|separable portion|deel|deelopdracht|${AREA_WORD})\s+(\d{1,2}|[A-Z])\.?$`,
  'i',
);

/** Whether the document divides the tender into parts that are bid for as lots. */
export function dividedIntoParts(texts: readonly string[]): boolean {
  return texts.some((t) => DIVIDED_INTO_PARTS.test(t));
}
