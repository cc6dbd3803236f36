import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Certificate copies written for these tests (issue 19, item 6, set 12's classes): a copy filed
 * with the older copy it replaced attached after it — two declarations, each its own certificate
 * with its own number and dates, never lending the other one; a declaration that names no body
 * ('Dit is om te certificeren dat', 'This certifies that'); and the body named only further on
 * ('registered by …', 'on behalf of …', 'Namens …', 'eigendom van …').
 */
const read = (text: string) =>
  certificateDetails(text, 'Certificate copy.pdf').then((cs) =>
    [...cs].sort((a, b) => (a.number ?? '').localeCompare(b.number ?? '')),
  );

describe('a certificate copy with its previous copy attached (issue 19, item 6)', () => {
  it.each([
    [
      'English, "This is to certify that" twice',
      [
        'CERTIFICATE OF REGISTRATION',
        'This is to certify that the management system of Harrow Lane Ltd',
        'has been assessed and registered by NQA as complying with ISO 9001:2015',
        'Certificate number: QA-55012',
        'Expiry date: 30 April 2028',
        'APPENDED FOR THE FILE: FORMER CERTIFICATE',
        'This is to certify that Harrow Lane Ltd operates a management system that complies with ISO 9001:2015',
        'Certificate number: QA-31870',
        'Expiry date: 29 April 2025',
      ],
      [
        { scheme: 'ISO 9001', number: 'QA-31870', issuer: null, expiresOn: '2025-04-29' },
        { scheme: 'ISO 9001', number: 'QA-55012', issuer: 'NQA', expiresOn: '2028-04-30' },
      ],
    ],
    [
      'English, a body that certifies, then "This certifies that"',
      [
        'Lowmoor Certification Ltd hereby certifies that Brack Services Ltd complies with ISO 14001:2015',
        'Certificate No: EMS 70021',
        'Valid until: 12 June 2028',
        'Superseded copy (kept for our records)',
        'This certifies that Brack Services Ltd complies with ISO 14001:2015',
        'Certificate No: EMS 44310',
        'Valid until: 11 June 2025',
        'Signed on behalf of Orbis Assessment Ltd',
      ],
      [
        {
          scheme: 'ISO 14001',
          number: 'EMS 44310',
          issuer: 'Orbis Assessment Ltd',
          expiresOn: '2025-06-11',
        },
        {
          scheme: 'ISO 14001',
          number: 'EMS 70021',
          issuer: 'Lowmoor Certification Ltd',
          expiresOn: '2028-06-12',
        },
      ],
    ],
    [
      'Dutch, "Dit is om te certificeren dat", then "verklaart dat"',
      [
        'Certificaat van registratie',
        'Dit is om te certificeren dat: Vink Techniek B.V. voldoet aan ISO 45001:2018',
        'Certificaatnummer: OHS 612045',
        'Geldig: 02-03-2025 t/m 01-03-2028',
        'Namens LRQA: directeur certificatie',
        'BIJLAGE: OUD CERTIFICAAT',
        'Kiwa Nederland B.V. verklaart dat Vink Techniek B.V. voldoet aan ISO 45001:2018.',
        'Certificaatnummer: K-88120',
        'Geldig tot: 1 maart 2025',
      ],
      [
        {
          scheme: 'ISO 45001',
          number: 'K-88120',
          issuer: 'Kiwa Nederland B.V.',
          expiresOn: '2025-03-01',
        },
        { scheme: 'ISO 45001', number: 'OHS 612045', issuer: 'LRQA', expiresOn: '2028-03-01' },
      ],
    ],
    [
      'Dutch, "Hierbij wordt verklaard dat" twice, the body as owner of the copy',
      [
        'Hierbij wordt verklaard dat Smit Bouw B.V. beschikt over een systeem volgens ISO 9001:2015',
        'Certificaatnummer: Q 40112',
        'Vervaldatum: 15 mei 2029',
        'Dit certificaat blijft eigendom van DEKRA.',
        'Vorig certificaat (vervallen):',
        'Hierbij wordt verklaard dat Smit Bouw B.V. beschikt over een systeem volgens ISO 9001:2015',
        'Certificaatnummer: Q 30877',
        'Vervaldatum: 14 mei 2026',
      ],
      [
        { scheme: 'ISO 9001', number: 'Q 30877', issuer: null, expiresOn: '2026-05-14' },
        { scheme: 'ISO 9001', number: 'Q 40112', issuer: 'DEKRA', expiresOn: '2029-05-15' },
      ],
    ],
  ])('%s: each copy with its own details', async (_, lines, expected) => {
    const got = await read(lines.join('\n'));
    expect(got).toEqual(expected);
  });

  it('reads the body named further on in a single copy, in English and Dutch', async () => {
    const en = await read(
      [
        'CERTIFICATE',
        'This is to certify that Pell Facilities Ltd',
        'has been assessed and registered by NQA against ISO 45001:2018',
        'Registration number: 77.4410',
        'Expiry date: 3 June 2028',
      ].join('\n'),
    );
    expect(en[0]).toMatchObject({ number: '77.4410', issuer: 'NQA', expiresOn: '2028-06-03' });
    const nl = await read(
      [
        'Dit is om te certificeren dat: Pell Facilitair B.V. voldoet aan ISO 14001:2015',
        'Certificaatnummer: M 55210',
        'Geldig tot: 3 juni 2028',
        'Namens DNV: manager certificatie',
      ].join('\n'),
    );
    expect(nl[0]).toMatchObject({ number: 'M 55210', issuer: 'DNV', expiresOn: '2028-06-03' });
  });
});
