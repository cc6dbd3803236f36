/**
 * A register keeper's letterhead the chunker set apart as a heading (issue 19, item 2): a line in
 * capitals above a registration's block, with a blank line between ('PORT LICENSING AUTHORITY',
 * then 'Licence no. …'), is the block's issuer, written as a name is ('Port Licensing Authority').
 * A heading that is no register keeper gives none, and a longer block between breaks the link.
 * Wording written for these tests, in English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import { readableCase } from './letterheads';
import { sheetOf } from './certificateTestSheet';

const issuers = async (text: string) =>
  ((await sheetOf(text)).registrations ?? []).map((r) => [r.number, r.issuer]);

describe('a letterhead in a heading block above the record', () => {
  it('is the issuer, in readable case (en, nl)', async () => {
    const en = [
      'PORT LICENSING AUTHORITY',
      '',
      'Harbour works licence no. PLA-HW-2291',
      'Holder: Tidewater Electrical Ltd',
      'Valid until 30 April 2028.',
    ].join('\n');
    expect(await issuers(en)).toEqual([['PLA-HW-2291', 'Port Licensing Authority']]);
    const nl = [
      'KAMER VAN INSTALLATEURS',
      '',
      'INSCHRIJVING IN HET REGISTER',
      '',
      'Inschrijvingsnummer: KVI-7712',
      'Geldig tot 31 december 2027.',
    ].join('\n');
    expect(await issuers(nl)).toEqual([['KVI-7712', 'Kamer van Installateurs']]);
  });

  it('gives none across a paragraph in between, nor from a heading that keeps no register', async () => {
    const apart = [
      'PORT LICENSING AUTHORITY',
      '',
      'Our harbour team works on quays in three ports.',
      'It reports to the operations director.',
      '',
      'Harbour works licence no. PLA-HW-2292',
      'Valid until 30 April 2028.',
    ].join('\n');
    expect(await issuers(apart)).toEqual([['PLA-HW-2292', null]]);
    const plain = ['OUR LICENCES', '', 'Harbour works licence no. PLA-HW-2293'].join('\n');
    expect(await issuers(plain)).toEqual([['PLA-HW-2293', null]]);
  });

  it('writes a name in capitals as a name, keeping short abbreviations', () => {
    expect(readableCase('ENGINEERING COUNCIL OF NAMIBIA')).toBe('Engineering Council of Namibia');
    expect(readableCase('RAAD VOOR ACCREDITATIE')).toBe('Raad voor Accreditatie');
    expect(readableCase('SSC REGISTRY')).toBe('SSC Registry');
    expect(readableCase('Port Authority')).toBe('Port Authority');
  });
});

describe('a good-standing certificate under its title set apart, its end in words', () => {
  it('reads the number after "Certificate number:" and the end in words (en)', async () => {
    const text = [
      'PENSION FUND AUTHORITY',
      '',
      'CERTIFICATE OF GOOD STANDING',
      '',
      'Employer: Tidewater Electrical Ltd',
      'Certificate number: PFA-GS-2026-4471',
      'The certificate remains valid until the fifteenth day of May two thousand and twenty-seven.',
    ].join('\n');
    const [r] = (await sheetOf(text)).registrations ?? [];
    expect([r?.name, r?.issuer, r?.number, r?.expiresOn]).toEqual([
      'Certificate of Good Standing',
      'Pension Fund Authority',
      'PFA-GS-2026-4471',
      '2027-05-15',
    ]);
  });

  it('reads a Dutch end in words, and no number under a title that is no clearance', async () => {
    const nl = [
      'Verklaring betalingsgedrag nr. VB-90-417',
      'Deze verklaring is geldig tot de eenendertigste dag van maart tweeduizend zevenentwintig.',
    ].join('\n');
    expect(((await sheetOf(nl)).registrations ?? []).map((r) => r.expiresOn)).toEqual([
      '2027-03-31',
    ]);
    const other = ['OUR QUALITY POLICY', '', 'Certificate number: QP-2291'].join('\n');
    expect((await sheetOf(other)).registrations ?? []).toEqual([]);
  });
});
