/**
 * What a draft may claim about a certificate (issue 19, item 6): never an expired one as valid,
 * and only the dates its evidence writes. Used by the draft's fact sentences and its evidence
 * finder, so the fact sheet and a quoted passage follow the same rule.
 */
import { certificateDates, dayOrderOf } from './certificateDates';
import type { NumericOrder } from '../../documents/facts/dates';
import type { Certificate } from '../../model/factSheet';
import { ENDED, yearRangeEnd } from './certificateWording';
import { labelledExpiries, unreadExpiry } from './certificateDetails';
import { numberIn } from './certificateNumbers';

const isDay = (iso: string | null): iso is string => !!iso && /^\d{4}-\d{2}-\d{2}$/.test(iso);

/**
 * The expiry as its own passage lets it be placed: a numeric day the passage does not settle the
 * order of ('Expiry: 04/11/2026' with no other day beside it) counts at its earliest reading.
 */
export function placedEnd(expiresOn: string, quote: string | undefined): string {
  if (!quote || dayOrderOf(quote)) return expiresOn;
  const early = certificateDates(quote, 'earliest');
  const written = certificateDates(quote).find((d) => d.iso.slice(0, 10) === expiresOn);
  const same = written && early.find((d) => d.start === written.start);
  return same && same.iso.slice(0, 10) < expiresOn ? same.iso.slice(0, 10) : expiresOn;
}

/**
 * The expiry to write in a claim: only when the certificate's own passage writes that day (in an
 * order it settles). An expiry read from a month or a year ('verloopt in juni 2027', '2022–2025') is the last day of
 * that period; a draft must not state a day its evidence does not.
 */
export function statedExpiry(
  cert: Pick<Certificate, 'expiresOn'> & { citation: Pick<Certificate['citation'], 'quote'> },
): string | null {
  if (!isDay(cert.expiresOn)) return null;
  // A numeric day whose order nothing settles ('04/11/2027'): which day it is, the claim cannot say.
  if (placedEnd(cert.expiresOn, cert.citation.quote) !== cert.expiresOn) return null;
  const written = certificateDates(cert.citation.quote).some(
    (d) => d.iso.slice(0, 10) === cert.expiresOn,
  );
  return written ? cert.expiresOn : null;
}

/**
 * An end the reader worked out from the issue day and a term ('Afgegeven op 12 februari 2025;
 * looptijd drie jaar', 'Issued: 4 May 2025. Term: 36 months from issue'): the passage writes the
 * issue day and no reading of the end day. A claim never states it (statedExpiry); the fact sheet
 * shows it marked as calculated, so the company sees the day its certificate runs out.
 */
export function calculatedExpiry(
  cert: Pick<Certificate, 'expiresOn'> & {
    issuedOn?: string | null;
    citation: Pick<Certificate['citation'], 'quote'>;
  },
): string | null {
  const { expiresOn, issuedOn } = cert;
  if (!isDay(expiresOn) || !isDay(issuedOn ?? null) || expiresOn <= issuedOn!) return null;
  const quote = cert.citation.quote;
  const days = (['day-first', 'month-first'] as const)
    .flatMap((order) => certificateDates(quote, order))
    .map((d) => d.iso.slice(0, 10));
  return days.includes(issuedOn!) && !days.includes(expiresOn) ? expiresOn : null;
}

const STATES_VALIDITY =
  /\b(?:geldig\w*|valid\w*|verloopt|verlopen|verliep|vervaldatum|verloopdatum|expir\w*|liep\s+(?:af|tot)|loopt\s+(?:af|tot)|ran\s+(?:until|till|out)|runs\s+(?:until|till|out)|lapsed|lapses)\b/i;
/** A closing word right before a date: the end of a period ('until', 'tot en met', 'to'). */
const CLOSING_WORD =
  /(?:\buntil|\btill|\bthrough|\bto|\btot(?:\s+en\s+met)?|\bt\/m|\btot\/met|[-–—])\s*:?\s*$/i;
const NAMES_CERTIFICATE = /\b(?:ISO|NEN|VCA|certifica\w*|gecertificeerd|keurmerk|accreditati\w*)/i;

/**
 * A sentence that states a validity (a certificate's, a licence's) whose every date lies before
 * today, or a certificate that ended without a date ('was not renewed', 'is ingetrokken'), is no
 * evidence: quoted under 'We meet …' it would claim an expired certificate as valid. Numeric days
 * are read in `order` (the passage's: `dayOrderOf`) or, when nothing settles it, at the earliest
 * day they can be ('11/12/2026' ends on 11 November at the latest reading's risk, '01/10/26' may
 * be 2001): a validity the reader cannot place is never taken for one still running. So is an end
 * label whose date cannot be read at all ('Geldig t/m: 3l-0l-2028' as a scan reads it).
 */
export function validityEnded(
  sentence: string,
  today: string,
  order: NumericOrder | null = dayOrderOf(sentence),
): boolean {
  const reading = order ?? 'earliest';
  // A term whose stated end has passed has ended, whatever else the sentence says of it: 'expiry
  // 31 August 2026 | under renewal - audit planned on 8 December 2026', 'geldig tot 1 mei 2026;
  // hercertificering loopt'. Words that a renewal is under way, pending or planned never make
  // it valid again: until the new certificate is issued there is none to claim.
  const expiries = labelledExpiries(sentence, reading);
  if (expiries.length > 0 && expiries.every((d) => d < today)) return true;
  if (NAMES_CERTIFICATE.test(sentence) && unreadExpiry(sentence)) return true;
  const found = certificateDates(sentence, reading);
  const dates = found.map((d) => d.iso.slice(0, 10));
  const years = yearRangeEnd(sentence);
  if (years) dates.push(years);
  // 'was certified against ISO 22301 until 31 March 2026', 'from 1 April 2020 to 31 March 2026'.
  const closes =
    NAMES_CERTIFICATE.test(sentence) &&
    found.some((d) => CLOSING_WORD.test(sentence.slice(Math.max(0, d.start - 20), d.start)));
  if (
    (STATES_VALIDITY.test(sentence) || closes) &&
    dates.length > 0 &&
    dates.every((d) => d < today)
  )
    return true;
  return ENDED.test(sentence) && NAMES_CERTIFICATE.test(sentence) && dates.every((d) => d < today);
}

/** A line of a certificate's own text: its name, its body's, a number or a labelled detail. */
const CERTIFICATE_LINE =
  /^[^:\n]{2,60}:\s*\S|\b(?:ISO|NEN|VCA|certifica\w*|gecertificeerd|keurmerk|accreditati\w*|registrati\w*)/i;

/**
 * One certificate's own text whose end has passed or cannot be read (a scanned copy: its body,
 * 'audited against ISO 45001', 'Certificate number: …', 'Expiry: …' on lines of their own): the
 * passage names one end and at most one certificate number. Then not only the end's line is no
 * evidence but every line of the certificate — its number and its body on their own would still
 * claim it. Null when the passage is not such a text; else whether a line is one of it.
 */
export function endedCertificateLines(
  text: string,
  today: string,
): ((line: string) => boolean) | null {
  if (!NAMES_CERTIFICATE.test(text)) return null;
  const order = dayOrderOf(text);
  const ends = labelledExpiries(text, order ?? 'earliest');
  const unread = unreadExpiry(text);
  if (ends.length + (unread ? 1 : 0) !== 1) return null;
  if (!unread && ends[0]! >= today) return null;
  const numbers = new Set(
    text.split('\n').flatMap((line) => {
      const n = numberIn(line);
      return n ? [n] : [];
    }),
  );
  if (numbers.size > 1) return null;
  return (line) => CERTIFICATE_LINE.test(line);
}
