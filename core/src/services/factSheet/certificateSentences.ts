/**
 * How a certificate's text runs on over sentences: a sentence that goes on about the certificate
 * just named, how far it extends that certificate's text, a line stating another certificate of
 * the company's, and a segment's sentences (an abbreviated number label is no sentence end).
 * Split from certificates.ts, which reads certificates from tables and prose with them.
 */
import { sentenceSpans } from '../../text/sentences';
import { CERTIFICATE_WORDS, schemeRe } from './certificateSchemes';
import type { Segment } from './segments';

/**
 * A sentence that goes on about the certificate just named ('The certificate runs until …', 'Het
 * huidige certificaat (…) loopt tot …', 'Our current certificate …', a body's letter: 'Your new
 * certificate …', 'It replaces …').
 */
const REFERS_BACK =
  /^(?:(?:the|this|that|our|het|dit|dat|deze|ons)\s+(?:(?:current|present|latest|new|renewed|valid|huidige|actuele|laatste|nieuwe|vernieuwde|geldige)\s+)?(?:certifica\w*|registration|registratie)\b|(?:it|het)\s+(?:is|was|runs?|ran|expires?|expired|loopt|liep|verloopt|verliep|werd|wordt|replaces|replaced|supersedes|vervangt|verving)\b|(?:your|uw|je|jouw)\s+(?:(?:current|latest|new|renewed|huidige|actuele|nieuwe|vernieuwde)\s+)?(?:certifica\w*|registration|registratie)\b)/i;

/**
 * A sentence that names the certificate just named further on, not at its start: the body as its
 * subject ('NQA issued the certificate …', 'Kiwa heeft het certificaat … afgegeven') or the
 * company holding it ('Since 2024 we have held the certificate …'). Never 'the certificate of …'
 * ('het certificaat van zijn lasbedrijf') nor a sentence about a customer's, supplier's or
 * subcontractor's: that certificate is theirs.
 */
const NAMES_BACK =
  /\b(?:the|this|that|het|dit|dat|your|uw|jouw)\s+(?:(?:current|present|latest|new|renewed|valid|huidige|actuele|laatste|nieuwe|vernieuwde|geldige)\s+)?(?:certificate|certificaat)\b(?!\s+(?:of|van|for|voor)\b)/i;
const OTHER_PARTY =
  /\b(?:client|clients|customer|customers|klant|klanten|opdrachtgever\w*|supplier\w*|leverancier\w*|subcontractor\w*|onderaannemer\w*|partner\w*|their|hun|its)\b/i;
export const goesOnAbout = (text: string) =>
  REFERS_BACK.test(text) || (NAMES_BACK.test(text) && !OTHER_PARTY.test(text));

/**
 * How far a sentence that goes on about a certificate extends its text, and whether the next one
 * may too: a standard named further on owns the rest, so the details before its name are this one's.
 */
export function goOn(more: Segment): [number, boolean] {
  const other = schemeRe().exec(more.text);
  return other ? [more.start + other.index, false] : [more.end, true];
}

/**
 * A line that states another certificate of the company's, of a scheme the sheet does not know
 * ('Our Constructionline membership (no. CL-44120) ran out …', 'Dijkman Infra Ireland Ltd is a
 * Registered Electrical Contractor with Safe Electric (registration number E-30417)'): not the
 * details of the one before. Its subject is the company ('we', or a name before its verb), never
 * a certificate's label ('Certificate no. X is valid until …' is a detail line).
 */
const NAMED_SUBJECT =
  /^\s*\p{Lu}[^.:;()]{0,60}?\s(?:is|are|has|have|holds|hold|heeft|hebben|houdt|staat|staan|was|were)\s/u;
const STATED = /regist|erkend|erkenning|member|\blid\b/i;
export const ownStatement = (text: string) => {
  const subject = NAMED_SUBJECT.exec(text)?.[0];
  return (
    (/^\s*(?:our|ons|onze|we|wij)\b/i.test(text) ||
      (subject !== undefined &&
        !CERTIFICATE_WORDS.test(subject) &&
        !STATED.test(subject) &&
        !/\b(?:no|nr|number|nummer)\b/i.test(subject))) &&
    (CERTIFICATE_WORDS.test(text) || STATED.test(text)) &&
    !REFERS_BACK.test(text)
  );
};

/**
 * A label abbreviated at a sentence's end, a number's ('certificaatnr.', 'reg.nr.', 'cert.no.') or
 * an expiry's ('(exp. 03/2028)'): no end at all.
 */
const NUMBER_LABEL_END = /(?:\bexp|nr|no|nrs|nos)\.$/i;
/** A month abbreviated before its year ('geldig tot 15 mrt. 2027', 'valid to Sept. 2028'): a date, no end. */
const MONTH_ABBREVIATED = /\b(?:jan|feb|mrt|mar|apr|jun|jul|aug|sep|sept|okt|oct|nov|dec)\.$/i;
const YEAR_FIRST = /^\s*(?:19|20)\d\d\b/;

/** A segment's sentences (a register line is one), with offsets in the chunk. */
export function sentencesOf(seg: Segment): Segment[] {
  const spans: { start: number; end: number }[] = [];
  for (const x of sentenceSpans(seg.text)) {
    const last = spans[spans.length - 1];
    const ends = last ? seg.text.slice(last.start, last.end).trimEnd() : '';
    if (
      last &&
      (NUMBER_LABEL_END.test(ends) ||
        (MONTH_ABBREVIATED.test(ends) && YEAR_FIRST.test(seg.text.slice(x.start, x.end))))
    )
      last.end = x.end;
    else spans.push({ start: x.start, end: x.end });
  }
  return spans.length > 1
    ? spans.map((x) => ({
        start: seg.start + x.start,
        end: seg.start + x.end,
        text: seg.text.slice(x.start, x.end),
      }))
    : [seg];
}
