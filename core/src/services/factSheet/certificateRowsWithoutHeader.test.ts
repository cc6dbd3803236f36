import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): a register kept without a header row, each
 * row read by what its cells hold (a certificate code, a certification body, a cell that says its
 * own date: 'valid to 03/2028', 'vervalt 1-6-2028'), a bare date in such a row staying unread (it
 * may be the issue's); a column headed only 'Until' / 'Tot'; and an end written 'current to',
 * 'good until', 'in force until', 'van kracht tot', 'loopt nog tot'.
 */
const brief = (text: string) => certificateDetails(text, 'Register.pdf');

describe('a register without a header row (issue 19)', () => {
  it('reads English rows by what their cells hold', async () => {
    const text = [
      'ISO 9001:2015 | FM 55120 | BSI | valid to 31/05/2028',
      'ISO 14001:2015 | EMS-55121 | Alcumus Certification Ltd | expires 30/06/2027',
      'ISO 45001:2018 | OH 55122 | NQA | 01/02/2025',
    ].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 9001', number: 'FM 55120', issuer: 'BSI', expiresOn: '2028-05-31' },
      {
        scheme: 'ISO 14001',
        number: 'EMS-55121',
        issuer: 'Alcumus Certification Ltd',
        expiresOn: '2027-06-30',
      },
      { scheme: 'ISO 45001', number: 'OH 55122', issuer: 'NQA', expiresOn: null },
    ]);
  });

  // The sheet lists certificates in its scheme order, not the register's.
  it('reads Dutch rows by what their cells hold', async () => {
    const text = [
      'ISO 9001\tKQ-1120\tKiwa Nederland B.V.\tgeldig t/m 1-6-2028',
      'VCA**\t2024-VCA-0091\tCerta Keuringen B.V.\tvervalt 14-03-2028',
      'ISO 14001\tMZ 7781\tDNV\t01-07-2024',
    ].join('\n');
    expect(await brief(text)).toEqual([
      {
        scheme: 'ISO 9001',
        number: 'KQ-1120',
        issuer: 'Kiwa Nederland B.V.',
        expiresOn: '2028-06-01',
      },
      { scheme: 'ISO 14001', number: 'MZ 7781', issuer: 'DNV', expiresOn: null },
      {
        scheme: 'VCA**',
        number: '2024-VCA-0091',
        issuer: 'Certa Keuringen B.V.',
        expiresOn: '2028-03-14',
      },
    ]);
  });
});

describe("a column headed only 'Until' (issue 19)", () => {
  it.each(['Until', 'Till', 'Tot', 'T/m'])(
    'reads a register and a side-by-side table headed %s',
    async (head) => {
      expect(
        await brief(`Scheme | Body | Cert | ${head}\nISO 9001 | BSI | FM 55120 | 31/05/2028`),
      ).toEqual([
        { scheme: 'ISO 9001', number: 'FM 55120', issuer: 'BSI', expiresOn: '2028-05-31' },
      ]);
      expect(
        await brief(
          `Certificaat | ISO 9001 | ISO 14001\nNummer | Q-1 | E-2\n${head} | 1-5-2028 | 1-6-2027`,
        ),
      ).toEqual([
        { scheme: 'ISO 9001', number: 'Q-1', issuer: null, expiresOn: '2028-05-01' },
        { scheme: 'ISO 14001', number: 'E-2', issuer: null, expiresOn: '2027-06-01' },
      ]);
    },
  );
});

describe('an end written in other words (issue 19)', () => {
  it.each([
    ['Our ISO 9001 certificate QA-1120 (BSI) is current to 30 June 2027.', '2027-06-30'],
    ['ISO 14001 certificate EM-2231 from SGS, good until 30 June 2027.', '2027-06-30'],
    ['Our ISO 45001 certificate OH-7781 (NQA) remains in force until 1 May 2028.', '2028-05-01'],
    ['Ons ISO 9001-certificaat Q-7781 (DNV) is van kracht tot 1 mei 2028.', '2028-05-01'],
    ['Het ISO 14001-certificaat MZ-7781 van Kiwa loopt nog tot 30 juni 2027.', '2027-06-30'],
    ['Ons VCA*-certificaat VCA-1120 (SGS) blijft van kracht t/m 14 maart 2028.', '2028-03-14'],
  ])('reads the end of %s', async (text, expiresOn) => {
    expect((await brief(text)).map((c) => c.expiresOn)).toEqual([expiresOn]);
  });
});
