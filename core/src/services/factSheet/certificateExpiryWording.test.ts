import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): a certificate's end written in prose with
 * other words than 'valid until' — 'due to expire on', 'valid up to', 'ran out at the end of',
 * 'is afgelopen op', 'is beëindigd op', 'geldig tot aan'. A certificate that ended is read with
 * its date (so that it is never claimed as valid), or, when no date can be read, not at all.
 */
const brief = (text: string) => certificateDetails(text, 'Certificaten.pdf');
const read = (scheme: string, number: string, expiresOn: string) => ({
  scheme,
  number,
  issuer: null,
  expiresOn,
});

describe("a certificate's end in prose (issue 19)", () => {
  it.each([
    [
      'Our ISO 27001 certificate, number IS-5512, is due to expire on 3 March 2027.',
      read('ISO 27001', 'IS-5512', '2027-03-03'),
    ],
    [
      'Our ISO 45001 certificate OH-7781 was valid up to 30 September 2026 and has not been renewed.',
      read('ISO 45001', 'OH-7781', '2026-09-30'),
    ],
    [
      'Our ISO 14001 certificate (EMS-2231) ran out at the end of September 2026.',
      read('ISO 14001', 'EMS-2231', '2026-09-30'),
    ],
    [
      'Our ISO 9001 certificate (QM-7720) is valid until the end of March 2028.',
      read('ISO 9001', 'QM-7720', '2028-03-31'),
    ],
  ])('reads the English %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it.each([
    [
      'Het ISO 45001-certificaat (VG-3310) is afgelopen op 1 oktober 2026.',
      read('ISO 45001', 'VG-3310', '2026-10-01'),
    ],
    [
      'Ons VCA**-certificaat (nummer 118-4410) is beëindigd op 15 augustus 2026.',
      read('VCA**', '118-4410', '2026-08-15'),
    ],
    [
      'Ons ISO 14001-certificaat (EM-5520) was geldig tot aan 30 september 2026.',
      read('ISO 14001', 'EM-5520', '2026-09-30'),
    ],
  ])('reads the Dutch %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it('claims no certificate that ended without a date it can read', async () => {
    expect(await brief('Our ISO 14001 certificate (EMS-2240) has expired.')).toEqual([]);
    expect(await brief('Ons ISO 14001-certificaat (EM-2240) is beëindigd.')).toEqual([]);
  });
});
