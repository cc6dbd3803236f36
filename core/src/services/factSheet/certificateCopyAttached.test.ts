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

/**
 * A copy the chunker cut below its declaration: its standard's line and labelled lines, among them
 * labels the card does not read ('Scope of registration', 'Original registration', 'Adres'), which
 * are passed over, and the signing body ('Signed on behalf of …', 'Namens …').
 */
describe('a certificate card with labels it does not read (issue 19, item 6)', () => {
  it.each([
    [
      'ISO 14001:2015\nScope of registration: Waste collection and transfer.\nRegistration number: 62.1180\nOriginal registration: 2 May 2014\nExpiry date: 1 May 2028\nSigned on behalf of NQA: Certification Manager',
      { number: '62.1180', issuer: 'NQA', expiresOn: '2028-05-01' },
    ],
    [
      'ISO 45001:2018\nSite: Unit 7, Harbour Road\nCertificate number: OHS-44102\nExpires: 30 June 2027',
      { number: 'OHS-44102', expiresOn: '2027-06-30' },
    ],
    [
      'ISO 9001:2015\nAddress: 4 Mill Lane, Leeds\nScope: Facilities services\nCertificate No: Q 77120\nValid until: 9 September 2028',
      { number: 'Q 77120', expiresOn: '2028-09-09' },
    ],
    [
      'ISO 27001:2022\nToepassingsgebied: beheer van werkplekken.\nCertificaatnummer: IS 66120\nGeldig tot: 13 juni 2028\nNamens BSI: directeur',
      { number: 'IS 66120', issuer: 'BSI', expiresOn: '2028-06-13' },
    ],
    [
      'ISO 14001:2015\nAdres: Dorpsstraat 4, Ede\nNummer: M-22019\nVervaldatum: 1 april 2029',
      { number: 'M-22019', expiresOn: '2029-04-01' },
    ],
    [
      'ISO 9001:2015\nEerste certificering: 3 maart 2012\nReikwijdte: onderhoud\nCertificaatnummer: Q-90877\nGeldig tot en met: 2 maart 2028',
      { number: 'Q-90877', expiresOn: '2028-03-02' },
    ],
  ])('%s', async (text, expected) => {
    const [first] = await read(text);
    expect(first).toMatchObject(expected);
  });

  it('ends the card where a second number starts another certificate', async () => {
    const got = await read(
      'ISO 9001:2015\nCertificate number: Q 10001\nExpiry date: 1 May 2028\nCertificate number: Q 10002\nExpiry date: 1 May 2025',
    );
    expect(got.find((c) => c.number === 'Q 10001')?.expiresOn).toBe('2028-05-01');
  });
});
