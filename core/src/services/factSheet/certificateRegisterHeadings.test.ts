import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';
import { endedRows } from './certificateRows';

/**
 * Wording written for these tests (issue 19, item 6): certificate registers kept as tables whose
 * issuer and expiry columns carry headings of the company's own ('Certified by', 'Runs until',
 * 'Gecertificeerd door', 'Loopt tot'), the same words prose uses, beside dates that are neither
 * (a last or next audit).
 */
const brief = (text: string) => certificateDetails(text, 'Register.pdf');

describe("a certificate register whose columns are headed in the company's own words (issue 19)", () => {
  it.each([
    ['Certified by', 'Runs until'],
    ['Awarded by', 'In force until'],
    ['Certifying body', 'Lapses on'],
  ])('reads an English register headed %s / %s', async (issuerHead, expiryHead) => {
    const text = [
      `Standard | Ref. no. | ${issuerHead} | Scope | Last audit | ${expiryHead}`,
      'ISO 14001:2015 | ENV-7731-K | LRQA | Fleet maintenance | 12 Feb 2026 | 03 Jul 2027',
      'ISO 27001:2022 | IS 660412 | BSI | Hosting | 02 Dec 2025 | 21 Jan 2028',
    ].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 14001', number: 'ENV-7731-K', issuer: 'LRQA', expiresOn: '2027-07-03' },
      { scheme: 'ISO 27001', number: 'IS 660412', issuer: 'BSI', expiresOn: '2028-01-21' },
    ]);
  });

  it.each([
    ['Gecertificeerd door', 'Loopt tot'],
    ['Verstrekt door', 'Afloopdatum'],
    ['Toegekend door', 'Einde geldigheid'],
  ])('reads a Dutch register headed %s / %s', async (issuerHead, expiryHead) => {
    const text = [
      `Norm | Kenmerk nr. | ${issuerHead} | Reikwijdte | Laatste audit | ${expiryHead}`,
      'ISO 9001:2015 | Q-5521-NL | DEKRA | Installatiewerk | 14-01-2026 | 28-02-2029',
      'VCA** | 118-7720 | SGS | Montage | 03-09-2025 | 11-10-2027',
    ].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 9001', number: 'Q-5521-NL', issuer: 'DEKRA', expiresOn: '2029-02-28' },
      { scheme: 'VCA**', number: '118-7720', issuer: 'SGS', expiresOn: '2027-10-11' },
    ]);
  });

  it('never reads an audit date as the expiry: a register without an expiry column claims none', async () => {
    const en = [
      'Standard | Ref. no. | Certified by | Last audit | Next audit',
      'ISO 45001:2018 | OH-2210 | NQA | 10 Jan 2026 | 10 Jan 2027',
    ].join('\n');
    const nl = [
      'Norm | Kenmerk nr. | Gecertificeerd door | Laatste audit | Volgende audit',
      'ISO 45001:2018 | VG-2210 | Kiwa | 10-01-2026 | 10-01-2027',
    ].join('\n');
    expect(await brief(en)).toEqual([
      { scheme: 'ISO 45001', number: 'OH-2210', issuer: 'NQA', expiresOn: null },
    ]);
    expect(await brief(nl)).toEqual([
      { scheme: 'ISO 45001', number: 'VG-2210', issuer: 'Kiwa', expiresOn: null },
    ]);
  });

  it.each([
    ['Runs until', 'Certified by'],
    ['In force until', 'Awarded by'],
    ['Einde geldigheid', 'Gecertificeerd door'],
    ['Afloopdatum', 'Verstrekt door'],
  ])(
    'knows a row under %s that has passed for ended, so a draft never quotes it',
    async (expiryHead, issuerHead) => {
      const text = [
        `Standard | Ref. no. | ${issuerHead} | Last audit | ${expiryHead}`,
        'ISO 14001:2015 | ENV-1180 | LRQA | – | 30-09-2026',
        'ISO 9001:2015 | QMS-1181 | LRQA | – | 30-09-2028',
      ].join('\n');
      expect(endedRows(text, '2026-11-25')).toEqual([
        'ISO 14001:2015 | ENV-1180 | LRQA | – | 30-09-2026',
      ]);
    },
  );
});
