import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * A certificate copy whose number stands in its title without a label ('Certificate of
 * Registration QR-2210'), whose body is a registrar ('… Registrars Ltd confirms that …') and whose
 * first registration and expiry share one line, each closed by a full stop (issue 19, item 6, set
 * 21's class). Number, body and expiry are the copy's own; the first registration is no issue date.
 * Wording written for these tests, in English and Dutch.
 */
describe('a copy with its number in the title and two labels on one line', () => {
  it.each([
    [
      'English',
      [
        'NORTHSEA QUALITY REGISTRARS LTD',
        'Certificate of Registration NQR-EMS-4410',
        'Northsea Quality Registrars Ltd confirms that the environmental management system of Larkspur Paving Ltd meets ISO 14001:2015.',
        'Scope: resurfacing of car parks and footpaths.',
        'Date of first registration: May 4, 2021. Expiry: May 3, 2027.',
      ],
      {
        scheme: 'ISO 14001',
        number: 'NQR-EMS-4410',
        issuer: 'Northsea Quality Registrars Ltd',
        expiresOn: '2027-05-03',
      },
    ],
    [
      'Dutch',
      [
        'Certificaat van registratie KC-9051',
        'Keurhoven Certificatie B.V. bevestigt dat het kwaliteitsmanagementsysteem van Timmerbedrijf Oosterwolde B.V. voldoet aan ISO 9001:2015.',
        'Toepassingsgebied: maatwerk in hout voor scholen.',
        'Datum eerste registratie: 4 mei 2021. Vervaldatum: 3 mei 2027.',
      ],
      {
        scheme: 'ISO 9001',
        number: 'KC-9051',
        issuer: 'Keurhoven Certificatie B.V.',
        expiresOn: '2027-05-03',
      },
    ],
  ])('%s', async (_, lines, expected) => {
    expect(await certificateDetails(lines.join('\n'))).toEqual([expected]);
  });

  it('takes no number from a title followed by words', async () => {
    const text = [
      'Certificate of Registration for Northsea Quality Registrars Ltd',
      'Northsea Quality Registrars Ltd confirms that the system of Larkspur Paving Ltd meets ISO 14001:2015.',
      'Expiry: 3 May 2027.',
    ].join('\n');
    expect((await certificateDetails(text))[0]?.number ?? null).toBeNull();
  });
});
