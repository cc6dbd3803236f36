/**
 * Rows of a scoring sheet that the evaluator scores by measuring or trying the delivered work,
 * not by reading the bid (issue 19, item 1; class found when the draft bench read the tenders with
 * their structure, docs/decisions.md "Drafts measured on the product's structured path").
 *
 * Failure class: read with its structure, a scoring sheet gave as criteria, beside its questions
 * on the bid's description, the rows whose scale is a threshold on a number the evaluator measures
 * ('Test coverage | > 80% = 5 pts', 'Testdekking | > 80% = 5 punten') or a rating of how the
 * evaluator found the work to use ('Is the portal easy to navigate? | Very Easy = 15',
 * 'Is het portaal makkelijk te bedienen? | Zeer makkelijk = 15'). Planned as demands, a label of
 * two words was met by any passage with one of its words. The bid does not answer them: the
 * evaluator's tool or hands do.
 */

/** A points value: '5 pts', '10 points', '3 punten', '1 pt' or a bare number. */
const POINTS = String.raw`\d{1,3}(?:\s*(?:pts?|points?|punt(?:en)?))?`;
/** A threshold on a measured number scored in points: '> 85% = 5 pts', '≥ 3,5 = 10 punten'. */
const THRESHOLD = new RegExp(
  String.raw`(?:^|[|\s])[<>≤≥]=?\s*\d+(?:[.,]\d+)?\s*%?\s*=\s*${POINTS}`,
  'iu',
);
/** A grade of an answer's quality: a scale of the bid's text, never of the evaluator's trial. */
const ANSWER_GRADE =
  /^(?:excellent|good|satisfactory|acceptable|adequate|sufficient|fair|moderate|weak|poor|unacceptable|insufficient|limited|uitstekend|goed|voldoende|redelijk|matig|zwak|onvoldoende|slecht|ontoereikend)$/i;
/** 'Very Easy = 15', 'Somewhat Difficult = 5', 'Zeer makkelijk = 15', 'Enigszins lastig = 5'. */
const IMPRESSION = new RegExp(
  String.raw`(?:^|[|\s])(?:very|somewhat|quite|fairly|rather|zeer|heel|erg|enigszins|vrij|tamelijk|redelijk)\s+(\p{L}+)\s*=\s*\d{1,3}\b`,
  'giu',
);

/**
 * Whether a scoring sheet's row (its quote: the row's line, or its cells joined by ' | ') is scored
 * on the evaluator's measurement or impression of the delivered work rather than on the bid's text.
 */
export function isScoredByTrial(quote: string): boolean {
  if (THRESHOLD.test(quote)) return true;
  return [...quote.matchAll(IMPRESSION)].some((m) => !ANSWER_GRADE.test(m[1] ?? ''));
}
