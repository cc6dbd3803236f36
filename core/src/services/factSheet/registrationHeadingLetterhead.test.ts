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
