import { describe, expect, it } from 'vitest';
import { findDates } from '../../documents/facts/dates';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, code health 2026-11-28): the certificate reader and
 * the tenders' reader read days the same way — an ordinal that names its day, a document's own
 * day order read once, and one list of closing words ('until', 'tot en met', 't.e.m.').
 */
const read = async (text: string) =>
  (await certificateDetails(text, undefined, { issued: true })).map((c) => [
    c.scheme,
    c.number,
    c.issuedOn,
    c.expiresOn,
  ]);

describe('one date reader for tenders and certificates', () => {
  it('reads an ordinal that names its day, in English and Dutch', () => {
    expect(findDates('The lease ends on the 28th day of February 2027.', 'en')[0]?.iso).toBe(
      '2027-02-28',
    );
    expect(findDates('De huur eindigt op de 28e dag van februari 2027.', 'nl')[0]?.iso).toBe(
      '2027-02-28',
    );
    // A count of days is no day: only the date after it is read.
    expect(findDates('Pay within 30 days of 1 March 2027.', 'en').map((d) => d.iso)).toEqual([
      '2027-03-01',
    ]);
    expect(findDates('Betaling binnen 14 dagen na 2 april 2027.', 'nl').map((d) => d.iso)).toEqual([
      '2027-04-02',
    ]);
  });

  // Each case: a certificate's text, then its scheme, number, issue date and expiry as read.
  const cases: Record<string, [string, (string | null)[]][]> = {
    'reads a certificate’s ordinal end the same way': [
      [
        'Our ISO 14001 certificate EN-552, issued by Veritest Ltd, remains valid until the 2nd day of October 2028.',
        ['ISO 14001', 'EN-552', null, '2028-10-02'],
      ],
      [
        'Ons ISO 9001-certificaat KQ-3140 van Keurcentrum B.V. is geldig tot de 15e dag van juli 2027.',
        ['ISO 9001', 'KQ-3140', null, '2027-07-15'],
      ],
    ],
    // '09/29/2024' or the stated notation settles the order: every day is read in it, once; a
    // day-first document keeps its days.
    'reads a month-first document’s days in its order the first time': [
      [
        'ISO 22301 certificate\nCertificate No.: BC-902\nIssued: 09/29/2024\nValid through: 09/28/2027',
        ['ISO 22301', 'BC-902', '2024-09-29', '2027-09-28'],
      ],
      [
        'Certificaat ISO 27001, nummer IB-4418, afgegeven op 03/05/2025, geldig tot en met 03/04/2028 (Amerikaanse notatie).',
        ['ISO 27001', 'IB-4418', '2025-03-05', '2028-03-04'],
      ],
      [
        'Certificaat ISO 27001, nummer IB-4418, afgegeven op 03/05/2025, geldig tot en met 25/04/2028.',
        ['ISO 27001', 'IB-4418', '2025-05-03', '2028-04-25'],
      ],
    ],
    'knows one list of closing words in cells, periods and headings': [
      [
        'Norm | Nummer | Geldigheid\nISO 9001 | Q-1204 | t.e.m. juni 2027',
        ['ISO 9001', 'Q-1204', null, '2027-06-30'],
      ],
      [
        'Norm | Nummer | Tot en met\nISO 14001 | M-208 | 30-09-2027',
        ['ISO 14001', 'M-208', null, '2027-09-30'],
      ],
      [
        'Standard | Ref | Body | Term\nISO 45001 | OH-77 | Certa Ltd | 1/10/2024 until 30/9/2027',
        ['ISO 45001', 'OH-77', '2024-10-01', '2027-09-30'],
      ],
      [
        'Certificaat | Kenmerk | Instelling\nVCA** | V-5150 | Kiwa | 01-03-2025 t.e.m. 28-02-2028',
        ['VCA**', 'V-5150', '2025-03-01', '2028-02-28'],
      ],
    ],
  };
  for (const [name, texts] of Object.entries(cases))
    it(name, async () => {
      for (const [text, expected] of texts) expect(await read(text)).toEqual([expected]);
    });
});
