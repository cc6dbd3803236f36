import { describe, expect, it } from 'vitest';
import { sheetOf as sheetFor } from './certificateTestSheet';

/** Wording written for these tests (issue 19, item 6): the forms companies write certificates in. */
const sheetOf = (text: string) => sheetFor(text, 'Beleid.pdf');
const brief = async (text: string) =>
  (await sheetOf(text)).certificates.map((c) => ({
    scheme: c.scheme,
    number: c.number,
    issuer: c.issuer,
    issuedOn: c.issuedOn,
    expiresOn: c.expiresOn,
  }));

describe('certificates in prose, registers and tables, English and Dutch (issue 19)', () => {
  it('reads a lapsed certificate from a policy sentence, number and issuer without labels', async () => {
    expect(
      await brief(
        'Sustainability\nWe cut our travel by a third in 2025. Our ISO 14001 certificate (ENV-5120, issued by DEKRA) ran until 30 June 2025 and was not renewed. We plan to certify again in 2027.',
      ),
    ).toEqual([
      {
        scheme: 'ISO 14001',
        number: 'ENV-5120',
        issuer: 'DEKRA',
        issuedOn: null,
        expiresOn: '2025-06-30',
      },
    ]);
  });

  it('reads Dutch prose: "nummer …, afgegeven door …, is geldig tot …" and "liep af op"', async () => {
    expect(
      await brief(
        'Ons ISO 27001-certificaat, nummer IB-2231, afgegeven door Kiwa Nederland, is geldig t/m 1 mei 2028. Ons VCA-certificaat liep af op 3 februari 2025.',
      ),
    ).toEqual([
      {
        scheme: 'ISO 27001',
        number: 'IB-2231',
        issuer: 'Kiwa Nederland',
        issuedOn: null,
        expiresOn: '2028-05-01',
      },
      { scheme: 'VCA', number: null, issuer: null, issuedOn: null, expiresOn: '2025-02-03' },
    ]);
  });

  it('reads "expired on", "verliep op", "was valid until" and "expires" as the expiry', async () => {
    for (const [text, expiry] of [
      ['Our ISO 9001 certificate no. Q-77 expired on 12 March 2024.', '2024-03-12'],
      ['Het ISO 9001-certificaat (certificaatnummer Q-77) verliep op 12 maart 2024.', '2024-03-12'],
      ['Our ISO 9001 certificate, number Q-77, was valid until March 12, 2024.', '2024-03-12'],
      ['ISO 9001 certificate Q-77 expires 12-03-2027.', '2027-03-12'],
      ['Ons ISO 9001-certificaat Q-77 verloopt in juni 2027.', '2027-06-30'],
    ] as const) {
      const [cert] = await brief(text);
      expect({ text, number: cert?.number, expiresOn: cert?.expiresOn }).toEqual({
        text,
        number: 'Q-77',
        expiresOn: expiry,
      });
    }
  });

  it('reads a validity of whole years ("2022–2025") as valid through its last year', async () => {
    const [cert] = await brief('ISO 27001 – certificate no. IS-9 – BSI – valid 2022–2025');
    expect(cert).toMatchObject({ number: 'IS-9', issuer: 'BSI', expiresOn: '2025-12-31' });
  });

  it('takes the details of a sentence that goes on about the certificate just named', async () => {
    const [cert] = await brief(
      'We are certified to ISO 27001. The certificate, number IS-404, was issued by BSI and is valid until 14 May 2027. We also run a bug bounty.',
    );
    expect(cert).toMatchObject({ number: 'IS-404', issuer: 'BSI', expiresOn: '2027-05-14' });
  });

  it('never joins one certificate’s number with the next certificate’s issuer or dates', async () => {
    const certs = await brief(
      'Our ISO 9001 certificate (QMS-310) is issued by Bureau Veritas. Our ISO 14001 certificate ran until 30 June 2025 and was issued by DEKRA.',
    );
    expect(certs).toEqual([
      {
        scheme: 'ISO 9001',
        number: 'QMS-310',
        issuer: 'Bureau Veritas',
        issuedOn: null,
        expiresOn: null,
      },
      {
        scheme: 'ISO 14001',
        number: null,
        issuer: 'DEKRA',
        issuedOn: null,
        expiresOn: '2025-06-30',
      },
    ]);
  });

  it('is not the company’s certificate: a standard followed, one aimed for, a customer’s, a demand', async () => {
    for (const text of [
      'Our environmental policy follows the principles of ISO 14001.',
      'Ons ISMS is ingericht volgens ISO 27001.',
      'We are working towards ISO 14001 certification in 2027.',
      'Wij streven naar een ISO 14001-certificering in 2027.',
      'Reference project: ISMS for Gemeente Zwolle. We helped the municipality obtain ISO 27001 certification (certificate no. GZ-2024-11, issued by BSI, valid until 1 April 2027).',
      'Client: Waterschap Rivierenland. The client holds ISO 9001 certificate WR-881 from DNV.',
      'De opdrachtgever is ISO 27001-gecertificeerd door Kiwa.',
      'The supplier must hold a valid ISO 27001 certificate.',
      'Our ISO 14001 certificate was withdrawn last year.',
      'Ons ISO 14001-certificaat is niet verlengd.',
      'Anna de Vries – security officer, ISO 27001 Lead Auditor (2021).',
      'Referentieproject: ISO 27001-implementatie voor Gemeente Zwolle.',
      'Reference project: ISMS for Waterschap Rivierenland\nClient: Waterschap Rivierenland (2024)\nResult: ISO 27001 certificate WR-2024-1 from BSI, valid until 1 April 2027.',
    ])
      expect({ text, certificates: await brief(text) }).toEqual({ text, certificates: [] });
  });

  it('reads the company’s certificate after a reference project’s paragraph has ended', async () => {
    const certs = await brief(
      'Reference project: ISMS for Waterschap Rivierenland\nClient: Waterschap Rivierenland (2024)\n\nCertificates\nISO 9001 certificate QM-501, Bureau Veritas, valid until 1 May 2027.',
    );
    expect(certs.map((c) => [c.scheme, c.number])).toEqual([['ISO 9001', 'QM-501']]);
  });

  it('still reads the company’s own certificate stated without details, in either language', async () => {
    expect((await brief('We are ISO 9001 certified.')).map((c) => c.scheme)).toEqual(['ISO 9001']);
    expect((await brief('Wij zijn ISO 27001-gecertificeerd.')).map((c) => c.scheme)).toEqual([
      'ISO 27001',
    ]);
    expect((await brief('Lijnwerk B.V. holds ISO 9001 for all client work.')).length).toBe(1);
  });
  it('reads a register list: one certificate per line, bare "nr." and "vervalt op"', async () => {
    expect(
      await brief(
        [
          'Certificaten',
          '- ISO 9001:2015, Bureau Veritas, nr. QMS-104, geldig t/m 31-12-2026',
          '- ISO 27001:2022, DNV, nr. ISMS-207, vervalt op 1 maart 2028',
          '- VCA**, SGS, nr. V-3301, liep af op 1 januari 2025',
        ].join('\n'),
      ),
    ).toEqual([
      {
        scheme: 'ISO 9001',
        number: 'QMS-104',
        issuer: 'Bureau Veritas',
        issuedOn: null,
        expiresOn: '2026-12-31',
      },
      {
        scheme: 'ISO 27001',
        number: 'ISMS-207',
        issuer: 'DNV',
        issuedOn: null,
        expiresOn: '2028-03-01',
      },
      { scheme: 'VCA**', number: 'V-3301', issuer: 'SGS', issuedOn: null, expiresOn: '2025-01-01' },
    ]);
  });

  it('reads tables headed "Geldig t/m" and "Validity period", rows and columns', async () => {
    expect(
      await brief(
        'Norm | Certificaatnummer | Certificerende instelling | Geldig t/m\nISO 9001:2015 | KM-118 | Kiwa | 31-12-2026\nISO 14001:2015 | MZ-220 | DEKRA | 30-06-2025',
      ),
    ).toEqual([
      {
        scheme: 'ISO 9001',
        number: 'KM-118',
        issuer: 'Kiwa',
        issuedOn: null,
        expiresOn: '2026-12-31',
      },
      {
        scheme: 'ISO 14001',
        number: 'MZ-220',
        issuer: 'DEKRA',
        issuedOn: null,
        expiresOn: '2025-06-30',
      },
    ]);
    expect(
      await brief(
        'Standard\tCertificate no.\tCertification body\tValidity period\nISO 27001\tIS-1001\tBSI\t2023–2026\nISO 9001\tQ-2002\tDNV\t1 May 2024 – 30 April 2027',
      ),
    ).toEqual([
      {
        scheme: 'ISO 9001',
        number: 'Q-2002',
        issuer: 'DNV',
        issuedOn: '2024-05-01',
        expiresOn: '2027-04-30',
      },
      {
        scheme: 'ISO 27001',
        number: 'IS-1001',
        issuer: 'BSI',
        issuedOn: null,
        expiresOn: '2026-12-31',
      },
    ]);
    expect(
      await brief(
        'Certificaat            ISO 27001            ISO 9001\nNummer            IS-7001            Q-8001\nUitgegeven door            BSI            Kiwa\nGeldig t/m            1 mei 2027            2 juni 2024',
      ),
    ).toEqual([
      {
        scheme: 'ISO 9001',
        number: 'Q-8001',
        issuer: 'Kiwa',
        issuedOn: null,
        expiresOn: '2024-06-02',
      },
      {
        scheme: 'ISO 27001',
        number: 'IS-7001',
        issuer: 'BSI',
        issuedOn: null,
        expiresOn: '2027-05-01',
      },
    ]);
  });
});
