/**
 * A certificate's number in the forms registers and memos write it (issue 19, item 6), beyond the
 * labels of `NUMBER` in certificateWording: after a label the sheet did not know ('kenmerk',
 * 'reference', 'certificate ID'), right after the word certificate ('certificate 20471-EMS',
 * '-certificaat 20471-MZ'), and — when the text speaks of a certificate and holds no other code —
 * a code of capitals, a space and digits in brackets or between commas ('(FS 612345)'), or a code
 * in brackets right after the standard's name ('ISO 27001 (IB-4471)'). Every
 * such code has a digit, and is never a standard, a date, a year or an amount.
 */
import { certificateDates } from './certificateDates';
import { hasScheme } from './certificateSchemes';
import { NOT_A_NUMBER, NUMBER, spacedNumber, unlabelledNumber } from './certificateWording';

/** A code up to a space, a bracket, a comma or a sentence's end: never a part of '100%' or '20471-EMSx'. */
const CODE = '([A-Z0-9][A-Za-z0-9./-]{1,30}[A-Za-z0-9])(?=[\\s),;:]|\\.(?:\\s|$)|$)';
/** Labels that say 'reference' (or a bare 'number': 'COR number COR-20931'), with a code that has a digit after them. */
const LABELLED = new RegExp(
  `\\b(?:kenmerk|referen(?:ce|tie)(?:\\s*(?:no\\.?|number|nummer|nr\\.?))?|ref\\.|(?:certificate|certificaat)[\\s-]?id|(?<![\\w-])number)\\s*[:#]?\\s*${CODE}`,
  'gi',
);
/** The word certificate and, right after it, a code ('certificate 20471-EMS', 'certificaat 88120/QA'). */
const AFTER_WORD = new RegExp(`\\b(?:certificate|certificaat|cert\\.)\\s+${CODE}`, 'g');
/**
 * A code alone in brackets right after a standard's name: 'ISO 27001 (IB-4471)', 'NEN 7510
 * (ZK-20/118)'. Capitals and digits with a separator, as an unlabelled number is written.
 */
const AFTER_STANDARD =
  /\b(?:ISO(?:\/IEC)?|IEC|NEN|EN)[\s-]?\d{3,5}(?:-\d)?(?::\s?\d{4})?\s*\(\s*([A-Z][A-Z0-9]*(?:[-/.][A-Z0-9]+)+)\s*\)/g;
/**
 * An accreditation's number right after the word, as accreditation bodies write it: a letter or
 * two, a space and digits ('accreditatie L 612', 'accreditation K 105'), or a code.
 */
const AFTER_ACCREDITATION =
  /\b(?:[Aa]ccreditation|[Aa]ccreditatie)\s+(?:(?:no|nr|number|nummer)\.?\s*:?\s*)?([A-Z]{1,2} ?\d{2,5}(?![\w./-])|[A-Z][A-Z0-9]*(?:[-/][A-Z0-9]+)+)/g;
/** A spaced code standing alone in brackets or between commas: '(FS 612345)', ', QA 771205,'. */
const SPACED_ALONE = /(?:^|[(,;]\s*)([A-Z]{1,6} \d{4,})(?=\s*[),;])/g;

/**
 * A certificate's code: letters and digits, or five digits or more ('0012345'); never a count
 * ('250 medewerkers'), a version ('2.0'), a year, a date, a standard or an amount.
 */
const isCode = (c: string) =>
  ((/[A-Z]/i.test(c) && /\d/.test(c)) || c.replace(/\D/g, '').length >= 5) &&
  !/^(?:19|20)\d\d$/.test(c) &&
  !hasScheme(c) &&
  !NOT_A_NUMBER.test(c) &&
  certificateDates(c).length === 0;

const first = (re: RegExp, text: string) =>
  [...text.matchAll(re)].map((m) => m[1]!).find(isCode) ?? null;

/** A spaced code alone in brackets, when it is the only one and the text speaks of a certificate. */
function spacedAlone(text: string): string | null {
  if (!/certifi|gecertificeerd/i.test(text)) return null;
  const codes = [...text.matchAll(SPACED_ALONE)].map((m) => m[1]!).filter(isCode);
  return codes.length === 1 ? codes[0]! : null;
}

/** The number of the certificate whose own text this is, or null. */
export function numberIn(text: string): string | null {
  return (
    spacedNumber(text) ??
    NUMBER.exec(text)?.[1] ??
    first(LABELLED, text) ??
    first(AFTER_WORD, text) ??
    first(AFTER_ACCREDITATION, text) ??
    spacedAlone(text) ??
    first(AFTER_STANDARD, text) ??
    unlabelledNumber(text, hasScheme)
  );
}
