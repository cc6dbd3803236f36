/**
 * A criterion named inside a sentence that gives its points after it: 'Voor het criterium
 * Werkwijze bij storingen zijn maximaal 30 punten te behalen', 'Bij het subcriterium Planning kunt
 * u maximaal 10 punten behalen', 'For the criterion Site logistics, up to 20 points can be
 * scored', 'Under the criterion Staff training a maximum of 15 points is available' (twentieth
 * probe set's study). MAX_POINTS read the sentence's opening words with the name ('Voor het
 * criterium … zijn'), which the nineteenth study's rule against names ending in a waiting verb
 * then dropped, and the sentence's 'te behalen' made it a sentence about the scale. Here the name
 * is what stands between the word 'criterium'/'criterion' and the verb that gives the points.
 * Only a maximum is read: 'minimaal 6 punten', 'at least 6 points' stay thresholds.
 */
import { type Found, foundAt } from './criterionNames';
import type { Segment } from './reading';

/** The words between the name and its points: a verb, then a maximum ('zijn maximaal'). */
const GIVES = String.raw`(?:,\s*|\s+)(?:(?:zijn|is|kunt u|kan (?:u|men|de inschrijver)|kunnen|worden|wordt|geven wij|kennen wij|(?:you|bidders?|tenderers?|a (?:bidder|tenderer)) (?:can|may) (?:score|earn|obtain|gain|achieve|be awarded)|(?:there )?(?:is|are)|can be (?:scored|earned|awarded|obtained))(?:\s+(?:er|in totaal|in total))?\s+)?(?:maximaal|max\.|ten hoogste|hoogstens|a maximum of|up to|at most)\s+`;
// Case kept: the name starts with a capital, which is how the sentence tells it from its words.
const NAMED = new RegExp(
  String.raw`\b(?:[Vv]oor|[Bb]ij|[Oo]nder|[Oo]p|[Ff]or|[Uu]nder|[Ii]n|[Oo]n) (?:het |the )?(?:sub-?)?criteri(?:um|on)\s+["“'‘]?([A-ZÀ-Ý][^.;:!?"“”]{2,100}?)["”'’]?${GIVES}(\d{1,4})\s*(?:punten|points|marks)\b`,
  'g',
);

/** The criteria a sentence names with their points; none without the words they need. */
export function criteriaNamedInSentence(s: Segment): Found[] {
  // Cheap test first: the form names the criterion and the points.
  const lower = s.text.toLowerCase();
  if (!lower.includes('criteri') || !/punten|points|marks/.test(lower)) return [];
  const found: Found[] = [];
  for (const m of s.text.matchAll(NAMED)) {
    const name = m[1]!.trim();
    const f = foundAt(name, null, Number(m[2]), s, m.index + m[0].indexOf(name), 0.8);
    if (f) found.push(f);
  }
  return found;
}
