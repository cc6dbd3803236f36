import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6, set 17's classes): the short forms a
 * company's own lists use for a certificate's end and body — an abbreviated label ('exp.', 'Exp:'),
 * a month in figures or abbreviated with a dot ('03/2028', 'sept. 2028', 'end June 2025'), a day
 * written year first ('2027/05/31'), a Dutch verb split by its subject ('liep … af op'), an expiry
 * named before its certificate ('the expiry date of certificate X remains …'), a term counted from
 * the issue ('3 jaar na afgifte') and a body set off before the number's label ('- Acme (Pty) Ltd,
 * cert. no.').
 */
const read = async (text: string) =>
  (await certificateDetails(text)).map((c) => [c.scheme, c.number, c.issuer, c.expiresOn]);

describe('short forms of a certificate’s end (issue 19, item 6)', () => {
  it('an abbreviated label with a month in figures or words', async () => {
    expect(
      await read('- ISO 14001:2015 (environment) - Certivo Ltd, cert. no. EN-2207 (exp. 11/2027)'),
    ).toEqual([['ISO 14001', 'EN-2207', 'Certivo Ltd', '2027-11-30']]);
    expect(await read('ISO 9001 certificate QA-118 issued by Certivo, Exp: end May 2028')).toEqual([
      ['ISO 9001', 'QA-118', 'Certivo', '2028-05-31'],
    ]);
    expect(
      await read(
        'Kwaliteit: ISO 9001-certificaat KW-0311 van Keurhuis Certificatie B.V., geldig t/m okt. 2027.',
      ),
    ).toEqual([['ISO 9001', 'KW-0311', 'Keurhuis Certificatie B.V.', '2027-10-31']]);
  });

  it('a day written year first, and a Dutch month abbreviated with a dot', async () => {
    expect(
      await read('ISO 45001 certificate SF-5120, issued by Certivo Ltd, expiry: 2027/05/31.'),
    ).toEqual([['ISO 45001', 'SF-5120', 'Certivo Ltd', '2027-05-31']]);
    expect(
      await read(
        'Ons veiligheidssysteem is gecertificeerd door Keurhuis B.V. volgens ISO 45001:2018, certificaatnr. VG-0904, geldig tot 9 jan. 2028.',
      ),
    ).toEqual([['ISO 45001', 'VG-0904', 'Keurhuis B.V.', '2028-01-09']]);
  });

  it('a Dutch verb split by its subject, and an expiry named before its certificate', async () => {
    expect(
      await read(
        'In 2026 liep ons ISO 27001-certificaat IB-3390 (Keurhuis B.V.) af op 15 april 2026.',
      ),
    ).toEqual([['ISO 27001', 'IB-3390', 'Keurhuis B.V.', '2026-04-15']]);
    expect(
      await read(
        'Your ISO 9001 certificate QA-7731 covers the new site.\nThe expiry date of certificate QA-7731 remains 2 October 2028.',
      ),
    ).toEqual([['ISO 9001', 'QA-7731', null, '2028-10-02']]);
    expect(
      await read(
        'Uw ISO 14001-certificaat MZ-2040 omvat nu ook de tweede vestiging.\nDe vervaldatum van het certificaat MZ-2040 blijft 30 juni 2029.',
      ),
    ).toEqual([['ISO 14001', 'MZ-2040', null, '2029-06-30']]);
  });

  it('a term counted from the issue, in Dutch and English', async () => {
    expect(
      await read(
        'Norm: ISO 9001:2015\nCertificaatnummer: KW-7710\nCertificerende instelling: Keurhuis B.V.\nAfgiftedatum: 01-03-2025\nGeldigheidsduur: 3 jaar na afgifte',
      ),
    ).toEqual([['ISO 9001', 'KW-7710', 'Keurhuis B.V.', '2028-02-29']]);
    expect(
      await read(
        'Standard: ISO 27001\nCertificate number: IS-660\nIssued by: Certivo Ltd\nDate of issue: 15 June 2025\nValidity: three years from the date of issue',
      ),
    ).toEqual([['ISO 27001', 'IS-660', 'Certivo Ltd', '2028-06-14']]);
  });

  it('guards: a term without an issue date, a year alone after "exp."', async () => {
    expect(
      await read(
        'Norm: ISO 9001:2015\nCertificaatnummer: KW-7711\nGeldigheidsduur: 3 jaar na afgifte',
      ),
    ).toEqual([['ISO 9001', 'KW-7711', null, null]]);
  });
});
