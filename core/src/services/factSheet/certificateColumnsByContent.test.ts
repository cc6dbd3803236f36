import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): certificate registers whose issuer and
 * number columns carry a heading the sheet has no word for ('Body', 'Ref', 'Instantie', 'Code').
 * Such a column is read by what its cells hold — certification bodies, or certificate codes —
 * never by its heading; a column of dates with an unknown heading stays unread (it may be an
 * audit date), and a column whose cells are not all of one kind is no column of either.
 */
const brief = (text: string) => certificateDetails(text, 'Register.pdf');

describe('a register column read by what its cells hold (issue 19)', () => {
  it.each([
    ['Body', 'Ref'],
    ['Provider', 'ID'],
    ['Who', 'Code'],
  ])('reads an English register headed %s / %s', async (bodyHead, numberHead) => {
    const text = [
      `Standard | ${numberHead} | ${bodyHead} | Site | Valid until`,
      'ISO 9001:2015 | QA 410277 | NQA | Leeds | 09-05-2028',
      'ISO 45001:2018 | OHS-22-9917 | Alcumus Certification Ltd | Leeds and York | 17-11-2027',
    ].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 9001', number: 'QA 410277', issuer: 'NQA', expiresOn: '2028-05-09' },
      {
        scheme: 'ISO 45001',
        number: 'OHS-22-9917',
        issuer: 'Alcumus Certification Ltd',
        expiresOn: '2027-11-17',
      },
    ]);
  });

  it.each([
    ['Instantie', 'Kenmerk'],
    ['Partij', 'Code'],
    ['Wie', 'Ref.'],
  ])('reads a Dutch register headed %s / %s', async (bodyHead, numberHead) => {
    const text = [
      `Norm | ${bodyHead} | ${numberHead} | Vestiging | Geldig t/m`,
      'ISO 14001:2015 | Kiwa Nederland B.V. | K 88120 | Zwolle | 30-06-2028',
      'VCA** | Certa Keuringen B.V. | VCA-NL-30071 | Zwolle | 14-02-2027',
    ].join('\n');
    expect(await brief(text)).toEqual([
      {
        scheme: 'ISO 14001',
        number: 'K 88120',
        issuer: 'Kiwa Nederland B.V.',
        expiresOn: '2028-06-30',
      },
      {
        scheme: 'VCA**',
        number: 'VCA-NL-30071',
        issuer: 'Certa Keuringen B.V.',
        expiresOn: '2027-02-14',
      },
    ]);
  });

  it('reads no issuer from a column that holds other names too, nor an expiry from an unnamed date column', async () => {
    const en = [
      'Standard | Ref | Contact | Checked',
      'ISO 9001:2015 | QA-4102 | Jane Miller | 12-01-2026',
      'ISO 14001:2015 | EM-2231 | BSI | 12-01-2026',
    ].join('\n');
    const nl = [
      'Norm | Kenmerk | Contactpersoon | Gecontroleerd',
      'ISO 9001:2015 | KW-4102 | Piet de Vries | 12-01-2026',
      'ISO 14001:2015 | MZ-2231 | DNV | 12-01-2026',
    ].join('\n');
    expect(await brief(en)).toEqual([
      { scheme: 'ISO 9001', number: 'QA-4102', issuer: null, expiresOn: null },
      { scheme: 'ISO 14001', number: 'EM-2231', issuer: null, expiresOn: null },
    ]);
    expect(await brief(nl)).toEqual([
      { scheme: 'ISO 9001', number: 'KW-4102', issuer: null, expiresOn: null },
      { scheme: 'ISO 14001', number: 'MZ-2231', issuer: null, expiresOn: null },
    ]);
  });
});

describe('a status word in a register date cell (issue 19)', () => {
  it.each([
    ['31-03-2026 (lapsed)', 'ISO 27001 | IS 551022 | BSI | 01-04-2023 | '],
    ['31-03-2026 - expired', 'ISO 27001 | IS 551022 | BSI | 01-04-2023 | '],
    ['31-03-2026, not renewed', 'ISO 27001 | IS 551022 | BSI | 01-04-2023 | '],
    ['31-03-2026 (verlopen)', 'ISO 27001 | IS 551022 | BSI | 01-04-2023 | '],
    ['31-03-2026 – niet verlengd', 'ISO 27001 | IS 551022 | BSI | 01-04-2023 | '],
    ['31-03-2026 (vervallen)', 'ISO 27001 | IS 551022 | BSI | 01-04-2023 | '],
  ])('keeps the date of a lapse written as "%s" as the expiry', async (cell, row) => {
    const text = ['Norm | Nr. | Issued by | Issued | Expiry', `${row}${cell}`].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 27001', number: 'IS 551022', issuer: 'BSI', expiresOn: '2026-03-31' },
    ]);
  });

  it.each([
    '31-03-2029 (withdrawn)',
    '31-03-2029 – suspended',
    '31-03-2029 (ingetrokken)',
    '31-03-2029, geschorst',
  ])('never claims a certificate whose future expiry cell says "%s"', async (cell) => {
    const text = [
      'Standard | No. | Issued by | Valid until',
      `ISO 9001:2015 | Q 77120 | SGS | ${cell}`,
      'ISO 14001:2015 | E 77121 | SGS | 31-03-2029',
    ].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 14001', number: 'E 77121', issuer: 'SGS', expiresOn: '2029-03-31' },
    ]);
  });
});
