import { describe, expect, it } from 'vitest';
import { certificateRows, sheetOf as sheetFor } from './certificateTestSheet';

/**
 * The text of a certificate itself kept in a knowledge base (issue 19, item 6), written for these
 * tests: a body's declaration at the top ('… verklaart hierbij dat', '… hereby certifies that'),
 * the one standard it certifies, and its details as labelled lines below the standard
 * ('Certificaatnummer:', 'Geldig tot:', 'Certificate number:', 'Expiry date:'). Number, issuer and
 * dates are read together from that one certificate.
 */
const sheetOf = (text: string) => sheetFor(text, 'Cert.pdf');
const read = (text: string) => certificateRows(text, 'Cert.pdf');

describe("a certificate's own text (issue 19, item 6)", () => {
  it('reads a Dutch certificate: the declaring body, its number and its dates', async () => {
    const dutch = [
      'CERTIFICAAT',
      'Kiwa Nederland B.V. verklaart hierbij dat',
      'Oostmeer Bouwsoftware B.V., Havenkade 3, 8011 AB Zwolle',
      'een kwaliteitsmanagementsysteem heeft ingevoerd dat voldoet aan de eisen van',
      'NEN-EN-ISO 9001:2015',
      'Reikwijdte: ontwerp, bouw en onderhoud van planningssoftware voor aannemers.',
      'Certificaatnummer: KQ-55120',
      'Datum van eerste uitgifte: 3 maart 2019',
      'Geldig van: 3 maart 2025',
      'Geldig tot: 2 maart 2028',
      'Dit certificaat blijft geldig zolang de jaarlijkse audits positief zijn.',
    ].join('\n');
    expect(await read(dutch)).toEqual([
      ['ISO 9001', 'KQ-55120', 'Kiwa Nederland B.V.', '2025-03-03', '2028-03-02'],
    ]);
    // The expiry the draft may write is in the certificate's quote.
    const [cert] = (await sheetOf(dutch)).certificates;
    expect(cert!.citation.quote).toContain('Geldig tot: 2 maart 2028');
  });

  it('reads an English certificate: a body that certifies, or "This is to certify" with "Issued by"', async () => {
    const declared = [
      'CERTIFICATE OF REGISTRATION',
      'SGS United Kingdom Ltd hereby certifies that',
      'Harbourline Data Ltd, 4 Quay Street, Leeds LS1 4AB',
      'operates an information security management system that meets the requirements of',
      'ISO/IEC 27001:2022',
      'Scope: hosting and support of case management software.',
      'Certificate number: GB26/9918',
      'Original approval: 12 May 2020',
      'Issue date: 12 May 2026',
      'Expiry date: 11 May 2029',
    ].join('\n');
    expect(await read(declared)).toEqual([
      ['ISO 27001', 'GB26/9918', 'SGS United Kingdom Ltd', '2026-05-12', '2029-05-11'],
    ]);
    const labelled = [
      'CERTIFICATE',
      'This is to certify that the environmental management system of',
      'Harbourline Data Ltd',
      'has been assessed and found to conform to',
      'ISO 14001:2015',
      'Certificate No: EM 60412',
      'Issued by: NQA',
      'Valid until: 30 September 2027',
    ].join('\n');
    expect(await read(labelled)).toEqual([['ISO 14001', 'EM 60412', 'NQA', null, '2027-09-30']]);
  });

  it('does not lend one number and date to two standards named in one certificate', async () => {
    const combined = [
      'CERTIFICAAT',
      'DNV verklaart hierbij dat',
      'Oostmeer Bouwsoftware B.V.',
      'een managementsysteem heeft dat voldoet aan ISO 9001:2015 en ISO 14001:2015',
      'Certificaatnummer: IMS-2231',
      'Geldig tot: 1 juli 2027',
    ].join('\n');
    const certs = (await sheetOf(combined)).certificates;
    expect(certs.map((c) => c.scheme).sort()).toEqual(['ISO 14001', 'ISO 9001']);
    for (const c of certs) expect([c.number, c.expiresOn]).toEqual([null, null]);
  });

  it('takes no issuer from a company declaring its own conformity', async () => {
    const own = [
      'VERKLARING',
      'Oostmeer Bouwsoftware B.V. verklaart hierbij dat',
      'haar informatiebeveiliging is ingericht volgens',
      'ISO 27001',
      'Kenmerk: OB-2026-14',
      'Geldig tot: 31 december 2026',
    ].join('\n');
    const certs = (await sheetOf(own)).certificates;
    expect(certs.map((c) => c.issuer)).not.toContain('Oostmeer Bouwsoftware B.V.');
  });

  it('leaves out a certificate whose status line says it was withdrawn and gives no date', async () => {
    const withdrawn = [
      'CERTIFICATE',
      'BSI hereby certifies that',
      'Harbourline Data Ltd',
      'meets the requirements of',
      'ISO 22301:2019',
      'Certificate number: BCMS 70021',
      'Status: Withdrawn',
    ].join('\n');
    expect((await sheetOf(withdrawn)).certificates.filter((c) => c.number)).toEqual([]);
  });
});
