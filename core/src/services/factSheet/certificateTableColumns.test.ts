import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): a certificate register kept as a table whose
 * column names are not the usual ones ('Omschrijving', 'Uitgereikt door', 'Geldig t.e.m.'), with
 * dd/mm/yyyy dates, a row that is no certificate, and a scheme that is not an ISO number.
 */
const brief = (text: string) => certificateDetails(text, 'Register.pdf');

describe('a certificate table with its own column names (issue 19)', () => {
  it('reads a Dutch table: the schemes column found by its rows, a licence row passed over', async () => {
    const text = [
      'Overzicht certificaten (bijgewerkt op 2 oktober 2026)',
      'Omschrijving | Nr. | Uitgereikt door | Toepassingsgebied | Sinds | Geldig t.e.m.',
      'ISO 45001:2018 | VH-4410-B | Vinçotte | Bouwplaatsen en werkplaatsen | 15/02/2019 | 14/02/2028',
      'Erkenning aannemer klasse 5 | 0712.554 | FOD Economie | Wegenwerken | 01/03/2015 | onbepaald',
      'ISO 14001:2015 | AIB-E-2207 | BQA | Werkplaatsen | 10/10/2020 | 09/10/2026',
    ].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 14001', number: 'AIB-E-2207', issuer: 'BQA', expiresOn: '2026-10-09' },
      { scheme: 'ISO 45001', number: 'VH-4410-B', issuer: 'Vinçotte', expiresOn: '2028-02-14' },
    ]);
  });

  it('reads an English table with an organic-production certificate among ISO ones', async () => {
    const text = [
      'What | No. | Issued by | Scope | Since | Valid until',
      'ISO 27001:2022 | IS 771203 | BSI | Hosting and support | 03/05/2021 | 02/05/2027',
      'Food business registration | FBR-2231 | Town council | Kitchen | 12/09/2014 | n/a',
      'Organic production | GB-ORG-05-1187 | Soil Association | Bakery | 01/01/2024 | 31/12/2026',
    ].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 27001', number: 'IS 771203', issuer: 'BSI', expiresOn: '2027-05-02' },
      {
        scheme: 'Biologische productie',
        number: 'GB-ORG-05-1187',
        issuer: 'Soil Association',
        expiresOn: '2026-12-31',
      },
    ]);
  });

  it('reads no table when the header names a single detail, nor one whose schemes stand in two columns', async () => {
    // Without two recognisable details the columns cannot be trusted: each row is read as a line.
    const single = ['Wat | Geldig t.e.m.', 'ISO 9001 | 31/12/2027'].join('\n');
    expect((await brief(single)).map((c) => c.number)).toEqual([null]);
    // Two unnamed columns that name schemes ('Wat', 'Vervangt'): which one is the certificate's?
    const two = [
      'Wat | Vervangt | Nr. | Geldig t.e.m.',
      'ISO 45001 | OHSAS 18001 | VG-12 | 01/06/2027',
    ].join('\n');
    expect((await brief(two)).filter((c) => c.number)).toEqual([]);
  });
});
