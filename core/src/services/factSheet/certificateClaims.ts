/**
 * What a draft may claim about a certificate (issue 19, item 6): never an expired one as valid,
 * and only the dates its evidence writes. Used by the draft's fact sentences and its evidence
 * finder, so the fact sheet and a quoted passage follow the same rule.
 */
import { certificateDates } from './certificateDates';
import type { Certificate } from '../../model/factSheet';
import { ENDED, yearRangeEnd } from './certificateWording';
import { labelledExpiries } from './certificateDetails';

const isDay = (iso: string | null): iso is string => !!iso && /^\d{4}-\d{2}-\d{2}$/.test(iso);

/**
 * Held on the day (ISO date): not past its expiry. Without an expiry nothing says it ended, but
 * nothing says it is valid either: the draft names such a certificate as one to check, never as
 * held (drafts/draftEvidence.ts).
 */
export function heldOn(cert: Pick<Certificate, 'expiresOn'>, today: string): boolean {
  return !isDay(cert.expiresOn) || cert.expiresOn >= today;
}

/**
 * The expiry to write in a claim: only when the certificate's own passage writes that day. An
 * expiry read from a month or a year ('verloopt in juni 2027', '2022–2025') is the last day of
 * that period; a draft must not state a day its evidence does not.
 */
export function statedExpiry(cert: Pick<Certificate, 'expiresOn' | 'citation'>): string | null {
  if (!isDay(cert.expiresOn)) return null;
  const written = certificateDates(cert.citation.quote).some(
    (d) => d.iso.slice(0, 10) === cert.expiresOn,
  );
  return written ? cert.expiresOn : null;
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
 * evidence: quoted under 'We meet …' it would claim an expired certificate as valid.
 */
export function validityEnded(sentence: string, today: string): boolean {
  // A term whose stated end has passed has ended, whatever else the sentence says of it: 'expiry
  // 31 August 2026 | under renewal - audit planned on 8 December 2026', 'geldig tot 1 mei 2026;
  // hercertificering loopt'. Words that a renewal is under way, pending or planned never make
  // it valid again: until the new certificate is issued there is none to claim.
  const expiries = labelledExpiries(sentence);
  if (expiries.length > 0 && expiries.every((d) => d < today)) return true;
  const found = certificateDates(sentence);
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
