import { describe, expect, it } from 'vitest';
import { certificateDetails, sheetOf } from './certificateTestSheet';

/**
 * A certificate copy that opens with its head (issue 19, item 6, set 22's class): the body's
 * letterhead and the number on the first line, set apart by a dash or by '|' cells (one of them the
 * end), or the body on a line of its own over a numbered title; the standard and the dates on the
 * lines under it. Wording written for these tests, in English and Dutch.
 */
describe('a copy that opens with its letterhead and number', () => {
  it.each([
    [
      'English, body - certificate number, end on a labelled line',
      [
        'Northgate Certification Ltd - Certificate NGC-QMS-2290',
        'Brackenfield Pumps Ltd, Leeds. ISO 9001:2015 - repair and servicing of borehole pumps.',
        'The certificate moves to the amended standard at the next audit. Valid until: 4 March 2028.',
      ],
      {
        scheme: 'ISO 9001',
        number: 'NGC-QMS-2290',
        issuer: 'Northgate Certification Ltd',
        expiresOn: '2028-03-04',
      },
    ],
    [
      'Dutch, letterhead cells with the end in a cell',
      [
        'Keurhof Certificatie B.V. | Postbus 40, 6500 AA Nijmegen | Certificaat KHC-9001-077 | geldig t/m 30-06-2028',
        'Certificaat ISO 9001:2015 voor onderhoud van gemalen.',
        'Houder: Gemaalservice Maasdal B.V., Cuijk.',
      ],
      {
        scheme: 'ISO 9001',
        number: 'KHC-9001-077',
        issuer: 'Keurhof Certificatie B.V.',
        expiresOn: '2028-06-30',
      },
    ],
    [
      'Dutch, body - certificaat number, end in the prose',
      [
        'Stichting Groen Certificeren - certificaat SGC-CO2-4-118',
        'Aannemersbedrijf Veldhoen B.V. bezit het certificaat CO2-Prestatieladder op niveau 4. Geldig tot 2 juni 2027.',
      ],
      {
        scheme: 'CO2-prestatieladder',
        number: 'SGC-CO2-4-118',
        issuer: 'Stichting Groen Certificeren',
        expiresOn: '2027-06-02',
      },
    ],
  ])('%s', async (_, lines, expected) => {
    expect(await certificateDetails(lines.join('\n'))).toEqual([expected]);
  });

  it("takes the title's number, not a scope annex's in the prose, with the body's own line above", async () => {
    const text = [
      'National Accreditation Service (NAS)',
      'Accreditation certificate NAS-TL-204',
      'Corrib Labs Ltd - testing laboratory for water samples, Galway.',
      'Accredited to ISO/IEC 17025:2017 for the tests listed in scope annex No. TL-204-S3.',
      'Valid until 9 December 2027.',
    ].join('\n');
    expect(await certificateDetails(text)).toEqual([
      {
        scheme: 'ISO/IEC 17025',
        number: 'NAS-TL-204',
        issuer: 'National Accreditation Service (NAS)',
        expiresOn: '2027-12-09',
      },
    ]);
  });

  it('reads two copies on one page each from its own head', async () => {
    const text = [
      'Northgate Certification Ltd - Certificate NGC-QMS-3301',
      'Brackenfield Pumps Ltd. ISO 9001:2015.',
      'Valid until: 1 May 2028.',
      '',
      'Northgate Certification Ltd - Certificate NGC-EMS-3302',
      'Brackenfield Pumps Ltd. ISO 14001:2015.',
      'Valid until: 2 May 2027.',
    ].join('\n');
    expect((await certificateDetails(text)).map((c) => [c.number, c.expiresOn])).toEqual([
      ['NGC-QMS-3301', '2028-05-01'],
      ['NGC-EMS-3302', '2027-05-02'],
    ]);
  });

  it('reads no head from a heading without a number or a line of prose', async () => {
    const text = [
      'Quality and certification',
      'We hold ISO 9001:2015, certificate NGC-QMS-4410 issued by Northgate Certification Ltd, valid until 3 August 2027.',
    ].join('\n');
    expect(await certificateDetails(text)).toEqual([
      {
        scheme: 'ISO 9001',
        number: 'NGC-QMS-4410',
        issuer: 'Northgate Certification Ltd',
        expiresOn: '2027-08-03',
      },
    ]);
  });
});

describe("another company's copy is not the company's certificate", () => {
  it.each([
    [
      'Dutch, a sister company',
      'Certificaat VCA** nr. KHC-VCA-3120\nHouder: Veldhoen Wegen B.V., Arnhem (zusterbedrijf, geen deel van onze combinatie). Geldig tot 1 april 2028.',
    ],
    [
      'English, not in the group',
      'Certificate ISO 14001 no. NGC-EMS-7781\nHolder: Brackenfield Civils Ltd (a sister company, not part of the group). Valid until 5 May 2028.',
    ],
  ])('%s', async (_, text) => {
    expect((await sheetOf(text)).certificates).toEqual([]);
  });
});
