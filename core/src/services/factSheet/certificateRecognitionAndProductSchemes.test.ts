import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Certificates the sheet did not model (issue 19, item 6, set 14's class), written for these tests:
 * Canada's Certificate of Recognition (COR, a safety programme audited by a provincial association),
 * Kiwa's product certificate for drinking-water contact (Kiwa ATA, 'attest met productcertificaat')
 * and an instrument's EU-type examination certificate under the Measuring Instruments Directive.
 * With them: 'COR number X' (a bare 'number' label), a body whose name opens in lower case, and a
 * renewal that names the certificate it replaced by the scheme's short name.
 */
describe('COR, Kiwa ATA and MID type certificates (issue 19, item 6)', () => {
  it.each([
    [
      'English, a questionnaire answer',
      'Answer: yes. COR number COR-55018, issued by bcSafe Alliance, valid 1 March 2025 to 28 February 2028.',
      [{ scheme: 'COR', number: 'COR-55018', issuer: 'bcSafe Alliance', expiresOn: '2028-02-28' }],
    ],
    [
      'English, written out, with the one it replaced',
      'We hold a Certificate of Recognition (number COR-7301) granted by Alberta Roofing Safety Association, valid until 30 April 2027. It replaced our previous COR, COR-4120, which expired on 30 April 2024.',
      [
        {
          scheme: 'COR',
          number: 'COR-7301',
          issuer: 'Alberta Roofing Safety Association',
          expiresOn: '2027-04-30',
        },
        {
          scheme: 'COR',
          number: 'COR-4120',
          issuer: 'Alberta Roofing Safety Association',
          expiresOn: '2024-04-30',
        },
      ],
    ],
    [
      'Dutch, een COR met het certificaat dat het verving',
      'Onze Canadese dochter heeft een Certificate of Recognition, nummer COR-6620, afgegeven door Ontario Safety Alliance, geldig tot 31-10-2027. Het verving onze eerste COR, COR-3012, die op 31-10-2024 is verlopen.',
      [
        {
          scheme: 'COR',
          number: 'COR-6620',
          issuer: 'Ontario Safety Alliance',
          expiresOn: '2027-10-31',
        },
        {
          scheme: 'COR',
          number: 'COR-3012',
          issuer: 'Ontario Safety Alliance',
          expiresOn: '2024-10-31',
        },
      ],
    ],
    [
      'Dutch, een Kiwa-attest met productcertificaat',
      'Onze kranen hebben een Kiwa-attest met productcertificaat (ATA), nummer K998100/01, afgegeven door Kiwa Nederland B.V., geldig tot 31-12-2029.',
      [
        {
          scheme: 'Kiwa ATA',
          number: 'K998100/01',
          issuer: 'Kiwa Nederland B.V.',
          expiresOn: '2029-12-31',
        },
      ],
    ],
    [
      'Dutch, het vorige attest in een cv',
      'Zij begeleidde de verlenging: het attest met productcertificaat K450011/04 van Kiwa Nederland B.V. liep tot 31 maart 2025.',
      [
        {
          scheme: 'Kiwa ATA',
          number: 'K450011/04',
          issuer: 'Kiwa Nederland B.V.',
          expiresOn: '2025-03-31',
        },
      ],
    ],
    [
      'English, a list line for a MID type certificate',
      '- MID EU-type examination certificate for the G4 gas meter: number TC-88012, issued by NMi Certin B.V., valid until 01/06/2033',
      [
        {
          scheme: 'MID EU-type examination certificate (module B)',
          number: 'TC-88012',
          issuer: 'NMi Certin B.V.',
          expiresOn: '2033-06-01',
        },
      ],
    ],
    [
      'English, spaced, under the Measuring Instruments Directive',
      'The EU type examination certificate for our electricity meter E3 (Measuring Instruments Directive, module B) is number UK-EM-2207, issued by NMi Certin B.V. and valid until 31 August 2032.',
      [
        {
          scheme: 'MID EU-type examination certificate (module B)',
          number: 'UK-EM-2207',
          issuer: 'NMi Certin B.V.',
          expiresOn: '2032-08-31',
        },
      ],
    ],
    [
      'Dutch, een EU-typeonderzoekcertificaat onder de MID',
      'Voor de warmtemeter W20 hebben wij een EU-typeonderzoekcertificaat (MID), nummer DE-21-M-PTB-0042, afgegeven door PTB, geldig tot 14 mei 2031.',
      [
        {
          scheme: 'MID EU-type examination certificate (module B)',
          number: 'DE-21-M-PTB-0042',
          issuer: 'PTB',
          expiresOn: '2031-05-14',
        },
      ],
    ],
  ])('%s', async (_, text, expected) => {
    expect(await certificateDetails(text)).toEqual(expected);
  });

  it('reads no scheme in a works council, a bare COR number or a type certificate outside the MID', async () => {
    expect(
      await certificateDetails(
        'De COR heeft op 3 maart 2026 ingestemd met het nieuwe certificeringsbeleid.',
      ),
    ).toEqual([]);
    expect(await certificateDetails('Our COR-5512 trucks were certified in 2025.')).toEqual([]);
    expect(
      await certificateDetails(
        'Our safety harness has an EU-type examination certificate under the PPE Regulation, number 0598/PPE/22/1187, valid until 2030.',
      ),
    ).toEqual([]);
  });
});
