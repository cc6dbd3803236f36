import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): a copy of a certificate under its body's
 * letterhead, whose validity is the end of a long sentence; food-safety and sustainable-event
 * standards (ISO 22000, ISO 20121); a body's name with a diacritic.
 */
const brief = (text: string) => certificateDetails(text, 'Certificaat.pdf', { issued: true });

describe('a certificate copy under its letterhead (issue 19)', () => {
  it('reads an English copy: the body from the letterhead, the expiry from a long sentence', async () => {
    const text = [
      'CERTIFICATE OF REGISTRATION',
      'DEKRA Certification B.V.',
      'This is to certify that the management system of',
      'Van Loon Bouw B.V., Industrieweg 4, Zwolle',
      'has been assessed and found to conform to the requirements of',
      'ISO 45001:2018 - Occupational health and safety management systems',
      'Certificate number: 2207-HS-41',
      'Initial certification date: 3 March 2020',
      'Provided the organisation continues to meet the standard, this certificate is valid until: 2 March 2029',
      'Date of this certificate: 3 March 2026',
    ].join('\n');
    expect(await brief(text)).toEqual([
      {
        scheme: 'ISO 45001',
        number: '2207-HS-41',
        issuer: 'DEKRA Certification B.V.',
        issuedOn: '2026-03-03',
        expiresOn: '2029-03-02',
      },
    ]);
  });

  it('reads a Dutch copy of an ISO 22000 certificate from a Belgian body', async () => {
    const text = [
      'CERTIFICAAT',
      'Vinçotte nv',
      'Hierbij wordt verklaard dat het managementsysteem van',
      'Bakkerij De Korenbloem bv, Stationsstraat 12, Lier',
      'werd beoordeeld en voldoet aan de eisen van',
      'ISO 22000:2018 - Managementsystemen voor voedselveiligheid',
      'Certificaatnummer: VC-FS-3310',
      'Datum van eerste certificatie: 5 juni 2019',
      'Op voorwaarde dat het managementsysteem blijvend aan de norm voldoet, is dit certificaat geldig tot: 4 juni 2028',
      'Datum van dit certificaat: 5 juni 2025',
    ].join('\n');
    expect(await brief(text)).toEqual([
      {
        scheme: 'ISO 22000',
        number: 'VC-FS-3310',
        issuer: 'Vinçotte',
        issuedOn: '2025-06-05',
        expiresOn: '2028-06-04',
      },
    ]);
  });

  it('takes no heading in capitals for the body', async () => {
    const text = [
      'CERTIFICATION',
      'This is to certify that the management system of',
      'Meridian Foods Ltd',
      'conforms to ISO 22000:2018',
      'Certificate number: MF-2210',
      'Expiry date: 1 July 2027',
    ].join('\n');
    expect((await brief(text)).map((c) => [c.number, c.issuer])).toEqual([['MF-2210', null]]);
  });
});

describe('sustainable-event and organic certificates in prose (issue 19)', () => {
  it('reads ISO 20121 and ISO 22000 with the body named in the sentence, in both languages', async () => {
    expect(
      await brief(
        'SGS first certified our event management system to ISO 20121 in 2021; the current certificate, no. EV-2024-118, runs until 14 May 2027.',
      ),
    ).toEqual([
      {
        scheme: 'ISO 20121',
        number: 'EV-2024-118',
        issuer: 'SGS',
        issuedOn: null,
        expiresOn: '2027-05-14',
      },
    ]);
    expect(
      await brief(
        'Onze keuken is gecertificeerd volgens ISO 22000 (certificaat VV-88120, uitgereikt door Certisys) en dat certificaat is geldig t.e.m. 30 november 2027.',
      ),
    ).toEqual([
      {
        scheme: 'ISO 22000',
        number: 'VV-88120',
        issuer: 'Certisys',
        issuedOn: null,
        expiresOn: '2027-11-30',
      },
    ]);
  });

  it('reads an issuer whose name has a diacritic after "issued by"', async () => {
    expect(
      (
        await brief(
          'Our ISO 9001 certificate (QM-5512, issued by Qualité Certification) is valid until 1 April 2028.',
        )
      ).map((c) => c.issuer),
    ).toEqual(['Qualité Certification']);
  });

  it('reads an organic-production certificate only where a certificate is said', async () => {
    expect(
      await brief(
        'We hold an organic production certificate (no. GB-ORG-05-2231, issued by Soil Association), valid until 31 October 2027.',
      ),
    ).toEqual([
      {
        scheme: 'Biologische productie',
        number: 'GB-ORG-05-2231',
        issuer: 'Soil Association',
        issuedOn: null,
        expiresOn: '2027-10-31',
      },
    ]);
    expect(
      (
        await brief(
          'Onze bakkerij heeft een certificaat voor biologische productie (nummer BE-BIO-01-4471, uitgereikt door Certisys), geldig tot 30 juni 2027.',
        )
      ).map((c) => [c.scheme, c.number, c.issuer, c.expiresOn]),
    ).toEqual([['Biologische productie', 'BE-BIO-01-4471', 'Certisys', '2027-06-30']]);
    // Organic produce the company buys or cooks is no certificate.
    expect(
      await brief(
        'Wij kiezen waar mogelijk voor producten uit biologische productie en korte ketens.',
      ),
    ).toEqual([]);
    expect(await brief('We buy from farms that practise organic production.')).toEqual([]);
  });

  it('reads no certificate from a system that only follows a standard ("volgt")', async () => {
    expect(
      await brief('Ons kwaliteitssysteem volgt ISO 9001 en geldt voor alle afdelingen.'),
    ).toEqual([]);
    expect(await brief('Our quality system follows ISO 9001 in all departments.')).toEqual([]);
  });
});
