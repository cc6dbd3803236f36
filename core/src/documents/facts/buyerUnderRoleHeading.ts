/**
 * The buyer introduced under a heading that names its role ('1.1 De aanbestedende entiteit',
 * '2 The Contracting Authority'), as the subject of a sentence that gives it a short name:
 * 'Havenbedrijf X N.V. (hierna: het Havenbedrijf) beheert …', 'Y Water Board (hereinafter "the
 * Board") manages …' (nineteenth probe set's study: a port company named so, and on its cover,
 * missed). The short name in brackets is required: a heading alone does not make every capitalised
 * subject beneath it the buyer.
 */
import type { Fact } from '../../model/documentFacts';
import { buyerFact } from './buyerFact';
import { ADDRESS, isProperName } from './organisations';
import type { Segment } from './reading';

const ROLE_HEADING =
  /^(?:[\d.]+\s+)?(?:(?:de|het|the)\s+)?(?:aanbestedende (?:dienst|entiteit|overheid)|opdrachtgever|contracting (?:authority|entity)|procuring (?:entity|authority)|(?:buyer|client|purchaser|employer))\s*$/i;
const NAMED_SUBJECT =
  /^((?:The |De |Het )?[A-Z][\p{L}'’&.-]+(?:\s+(?:[A-Z][\p{L}'’&.-]+|of|for|and|van|voor|en|der)){0,8})\s*\(\s*(?:hierna|hereinafter|hereafter)\b[^()]{0,50}\)/u;

/** The buyer named so within the first pages, or null. */
export function buyerUnderRoleHeading(
  segments: readonly Segment[],
  firstPages: number,
): Fact<string> | null {
  for (const [i, s] of segments.entries()) {
    if (s.page > firstPages) break;
    // Cheap tests first: the bracket's word, then the heading.
    if (!/\(\s*(?:hierna|hereinafter|hereafter)/i.test(s.text)) continue;
    if (!ROLE_HEADING.test((s.section ?? '').trim())) continue;
    // A name ending in its legal form's full stop ('… N.V.', '… Ltd.') was cut from its bracket
    // as a sentence of its own: read the two as one.
    const before = segments[i - 1];
    const text =
      /^\s*\(/.test(s.text) && before && before.page === s.page && before.text.length <= 80
        ? `${before.text} ${s.text}`
        : s.text;
    const name = NAMED_SUBJECT.exec(text)?.[1]
      ?.replace(/^(?:The|De|Het)\s+/, '')
      .trim();
    if (name && isProperName(name) && !ADDRESS.test(name)) {
      return buyerFact(name, s.page, text, 0.8);
    }
  }
  return null;
}
