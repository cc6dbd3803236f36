/**
 * A validity given as a period counted from the issue date (issue 19, item 6): 'valid for 60 days
 * counted from its issue date', 'geldig gedurende drie maanden na afgifte', 'valid for one year
 * from date of issue'. The end is computed from the written issue date; days and weeks count from
 * the day after the issue. A certificate of good standing is a clearance read with its number after
 * 'no.'. One whose computed end has passed is never stated, nor a sentence naming its number.
 * Wording written for these tests, in English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import { factPassages } from '../drafts/draftEvidence';
import { sheetOf } from './certificateTestSheet';
import { namesUnheld, unheldNumbers } from './certificateUnheld';

const DAY = '2026-11-28';

const read = async (text: string) =>
  ((await sheetOf(text)).registrations ?? []).map((r) => [r.name, r.number, r.expiresOn]);

const GOOD_STANDING_EN = [
  'Pension Fund Office',
  'Certificate of Good Standing no. PFO-GS-3318',
  'Employer: Larkspur Paving Ltd',
  'Date of issue: 2 July 2026',
  'The employer has paid all contributions due up to June 2026.',
  'This certificate is valid for 60 days counted from its issue date.',
].join('\n');

const CLEARANCE_NL = [
  'Verklaring betalingsgedrag nr. VB-77-301',
  'Aanvrager: Akkerwerk Infra B.V.',
  'Afgegeven op 2 september 2026.',
  'Deze verklaring is geldig gedurende drie maanden na afgifte.',
].join('\n');

describe('a validity counted from the issue date', () => {
  it('computes the end of a good-standing certificate in days (en)', async () => {
    // 2 July + 60 days: 31 August.
    expect(await read(GOOD_STANDING_EN)).toEqual([
      ['Certificate of Good Standing', 'PFO-GS-3318', '2026-08-31'],
    ]);
  });

  it('computes a Dutch clearance term in months written in words', async () => {
    expect(await read(CLEARANCE_NL)).toEqual([
      ['Verklaring betalingsgedrag', 'VB-77-301', '2026-12-01'],
    ]);
  });

  it('reads weeks, and years from the date of issue', async () => {
    const weeks = [
      'Tax clearance certificate TC-4410-B',
      'Afgegeven op 1 oktober 2026; geldig gedurende 6 weken na de afgiftedatum.',
    ].join('\n');
    expect(await read(weeks)).toEqual([['Tax clearance certificate', 'TC-4410-B', '2026-11-12']]);
    const year = [
      'Good standing certificate GS-2026-0917',
      'Issued on 15 March 2026. Valid for one year from date of issue.',
    ].join('\n');
    expect(await read(year)).toEqual([['Good standing certificate', 'GS-2026-0917', '2027-03-14']]);
  });

  it('never states a lapsed one, nor a sentence naming its number', async () => {
    for (const [text, language, lapsed] of [
      [GOOD_STANDING_EN, 'en', 'PFO-GS-3318'],
      [CLEARANCE_NL.replace('2 september 2026', '2 mei 2026'), 'nl', 'VB-77-301'],
    ] as const) {
      const sheet = await sheetOf(text);
      const sheets = [{ knowledgeBaseId: 'kb1', sheet }];
      const said = factPassages(sheets, language, DAY)
        .map((p) => p.text)
        .join(' ');
      expect(said).not.toContain(lapsed);
      const unheld = unheldNumbers(sheets, DAY);
      expect(unheld).toContain(lapsed);
      expect(namesUnheld(`We enclose certificate ${lapsed}.`, unheld)).toBe(true);
    }
  });

  it('takes no term counted from another day', async () => {
    const text = [
      'Tax clearance certificate TC-5520-C',
      'Issued on 1 March 2026. The office reviews it 90 days from the audit.',
    ].join('\n');
    expect((await read(text)).map((r) => r[2])).toEqual([null]);
  });
});

describe('a good-standing certificate whose end cannot be read', () => {
  it('is recorded without an end, so neither the sheet nor a quote states it', async () => {
    for (const text of [
      [
        'Certificate of Good Standing no. PFO-GS-4420',
        'Date of issue: 3 January 2025',
        'This certificate is valid for the period the Office sets in its rules.',
      ].join('\n'),
      [
        'Verklaring betalingsgedrag nr. VB-80-122',
        'Afgegeven op 3 januari 2025.',
        'De verklaring is geldig zolang de Belastingdienst niets anders meldt.',
      ].join('\n'),
    ]) {
      const sheet = await sheetOf(text);
      const [record] = sheet.registrations ?? [];
      expect(record?.expiresOn).toBeNull();
      const unheld = unheldNumbers([{ knowledgeBaseId: 'kb1', sheet }], DAY);
      expect(unheld).toContain(record!.number);
    }
  });

  it('reads a term of ninety days in words', async () => {
    const text = [
      'Certificate of Good Standing no. PFO-GS-5530',
      'Date of issue: 1 September 2026',
      'Valid for ninety days from the date of issue.',
    ].join('\n');
    expect((await read(text)).map((r) => r[2])).toEqual(['2026-11-30']);
  });
});
