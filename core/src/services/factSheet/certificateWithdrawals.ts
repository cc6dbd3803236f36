/**
 * A certificate withdrawn or suspended on a date, by the body's letter or a register's note
 * (issue 19, item 6): 'trekken wij het certificaat … in met ingang van 15 oktober 2026', 'the
 * certificate is withdrawn with effect from …'. The copy itself still says 'Geldig tot 1 maart
 * 2028'; read alone, it would be stated as held. When two readings of one certificate (same scheme
 * and number) disagree on the end, the one that says it was withdrawn on a day wins: a withdrawal
 * ends a certificate early, and a copy never says it was withdrawn.
 */
import type { Certificate } from '../../model/factSheet';

/** A withdrawal's or a suspension's words, English and Dutch. */
const WITHDRAWAL =
  /\b(?:withdrawn|withdrawal|withdraw|revoked|revocation|suspended|suspension|cancell?ed|cancellation|ingetrokken|intrekking|trekken|trekt|geschorst|schorsing|opgeschort)\b/i;

/** Whether a reading states the day a withdrawal or suspension ended the certificate. */
export const withdrawnOnDay = (c: Pick<Certificate, 'expiresOn' | 'citation'>): boolean =>
  c.expiresOn !== null && WITHDRAWAL.test(c.citation.quote);
