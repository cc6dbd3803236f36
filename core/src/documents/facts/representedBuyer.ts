/**
 * A buyer named as a chain of representation on its labelled line (parties.ts): the State
 * represented by a minister, on whose behalf a service or an office-holder acts.
 */
import type { Fact } from '../../model/documentFacts';
import { buyerFact as fact } from './buyerFact';
import { ministryNamed } from './buyerMinistry';
import { isProperName } from './organisations';
import type { Segment } from './reading';
import { COVER_PAGES as FIRST_PAGES } from './references';
import { quoteOf } from './text';

/** 'de Staat, vertegenwoordigd door de Minister van X', 'the Crown, represented by …'. */
const REPRESENTED = /\b(?:vertegenwoordigd door|represented by|acting through|acting by)\b/i;
/** '…, namens deze de Rijksdienst voor X (RDD)', '…, on behalf of which the Y Agency'. */
const ON_BEHALF = new RegExp(
  String.raw`\b(?:namens deze(?:n)?|namens wie|on (?:whose|its) behalf|on behalf of (?:which|whom))\s*,?\s+(?:de |het |the )?([A-Z][\p{L}0-9&'’\- ]{2,80}?)(?=\s*(?:[,.;(]|$))`,
  'u',
);

/**
 * The head of a body named for the body ('het Hoofd van de Dienst X', 'the Director of the Y
 * Agency'): fourteenth probe set, the head's title was given as the buyer.
 */
const OFFICE_HOLDER =
  /^(?:(?:het |de |the )?(?:Hoofd|Directeur|Directeur-generaal|Secretaris-generaal|Head|Director|Director-General|Chief Executive|Secretary-General|Permanent Secretary|Accounting Officer)\s+(?:van|of)\s+(?:de |het |the )?)/i;

/**
 * A buyer named as a chain of representation (failure class seen on the probe tenders): the State
 * represented by a minister, on whose behalf a service acts. The body that runs the tender is the
 * last one named; the label's line is cut where the PDF wraps, so the sentence is read whole.
 */
export function actingBody(
  line: string,
  page: number,
  segments: readonly Segment[],
  lines: readonly (readonly string[])[],
): Fact<string> | null {
  if (!REPRESENTED.test(line)) return null;
  // A bullet before the label is no part of the segment's sentence.
  const bare = line.replace(/^[•·*–-]\s*/, '');
  const sentence = segments.find((s) => s.page === page && s.text.includes(bare))?.text;
  const m = sentence ? ON_BEHALF.exec(sentence) : null;
  // '…, namens deze het Hoofd van de Dienst X': an office-holder acts, for the body it heads.
  // What an office-holder heads is a body by that token ('Dienst X'), when it has a name.
  const body = m?.[1]?.replace(OFFICE_HOLDER, '').trim();
  if (
    m &&
    sentence &&
    body &&
    (body === m[1]!.trim() || (/^\p{Lu}/u.test(body) && isProperName(body)))
  )
    return fact(body, page, quoteOf(sentence, m.index), 0.85);
  const ministry = sentence ? ministryNamed(sentence, lines.slice(0, FIRST_PAGES)) : null;
  return ministry ? fact(ministry.name, ministry.page, ministry.line, 0.8) : null;
}
