/**
 * A copy's end written without a colon, and a copy withdrawn by a letter in another document
 * (issue 19, item 6): 'Valid till 03.11.2027' and 'Geldig tot 5 april 2028' on a line of their
 * own, or 'Dit certificaat vervalt op 30-06-2028' in a footer set apart by dots, are the copy's
 * end; 'VCA**-eisen' names VCA**, not VCA*; a body's letter that 'trekt het certificaat … in met
 * ingang van' a day ends it that day, and that reading wins over the copy's printed term, so the
 * certificate is never stated as held. Wording written for these tests, in English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import { certificateDetails, sheetOfDocuments } from './certificateTestSheet';
import { unheldNumbers } from './certificateUnheld';

describe("a copy's end line without a colon", () => {
  it('reads an English line with a dotted date', async () => {
    const text = [
      'Harbourline Certification Ltd certifies that Tidewater Electrical Ltd operates a quality management system that meets ISO 9001:2015.',
      'Certificate number: HCL-Q-7731',
      'Valid till 03.11.2027',
    ].join('\n');
    expect(await certificateDetails(text)).toEqual([
      {
        scheme: 'ISO 9001',
        number: 'HCL-Q-7731',
        issuer: 'Harbourline Certification Ltd',
        expiresOn: '2027-11-03',
      },
    ]);
  });

  it('reads a Dutch line, and a footer piece set apart by dots', async () => {
    const line = [
      'Kust Certificering B.V. verklaart dat het managementsysteem van Dijkstra Elektro B.V. voldoet aan ISO 14001:2015.',
      'Certificaatnummer: KC-M-2208',
      'Geldig tot 5 april 2028',
    ].join('\n');
    expect((await certificateDetails(line))[0]?.expiresOn).toBe('2028-04-05');
    const footer = [
      'Stichting Certificatie Zuidwest verklaart dat het VGM-beheersysteem van Dijkstra Elektro B.V. voldoet aan de VCA**-eisen.',
      'Certificaatnummer: SCZ-V-1190',
      'SCZ · Goes · Dit certificaat vervalt op 30-06-2028 · Zie het register',
    ].join('\n');
    expect(await certificateDetails(footer)).toEqual([
      {
        scheme: 'VCA**',
        number: 'SCZ-V-1190',
        issuer: 'Stichting Certificatie Zuidwest',
        expiresOn: '2028-06-30',
      },
    ]);
  });

  it('takes no end from a longer sentence of prose after the copy', async () => {
    const text = [
      'Kust Certificering B.V. verklaart dat het managementsysteem van Dijkstra Elektro B.V. voldoet aan ISO 14001:2015.',
      'Certificaatnummer: KC-M-2209',
      'Geldig tot de datum die de certificatie-instelling na de volgende hercertificeringsaudit in het register vermeldt, zie 12-03-2027',
    ].join('\n');
    expect((await certificateDetails(text))[0]?.expiresOn).toBeNull();
  });
});

describe('a copy withdrawn by a letter in another document', () => {
  const copyNl = [
    'Kust Certificering B.V. verklaart dat het managementsysteem van Dijkstra Elektro B.V. voldoet aan ISO 45001:2018.',
    'Certificaatnummer: KC-V-4410',
    'Geldig tot 1 juni 2028',
  ].join('\n');
  const letterNl = [
    'Kust Certificering B.V.',
    'Betreft: intrekking certificaat KC-V-4410',
    'Omdat de afwijkingen niet op tijd zijn gesloten, trekken wij het certificaat ISO 45001 met nummer KC-V-4410 in met ingang van 2 september 2026.',
  ].join('\n');
  const copyEn = [
    'Harbourline Certification Ltd certifies that Tidewater Electrical Ltd operates a management system that meets ISO 45001:2018.',
    'Certificate number: HCL-S-5120',
    'Valid until 31 January 2028',
  ].join('\n');
  const letterEn =
    'Following the missed surveillance audit, your ISO 45001 certificate HCL-S-5120 is withdrawn with effect from 1 October 2026.';

  it('ends the certificate on the day of the withdrawal, in either order (nl, en)', async () => {
    for (const [docs, number, day] of [
      [[copyNl, letterNl], 'KC-V-4410', '2026-09-02'],
      [[letterNl, copyNl], 'KC-V-4410', '2026-09-02'],
      [[copyEn, letterEn], 'HCL-S-5120', '2026-10-01'],
    ] as const) {
      const sheet = await sheetOfDocuments(...docs);
      const read = sheet.certificates.filter((c) => c.number === number);
      expect(read.map((c) => c.expiresOn)).toEqual([day]);
      expect(unheldNumbers([{ sheet }], '2026-11-28')).toContain(number);
    }
  });
});
