/**
 * A certificate is stated as held in a draft only when an end read from it lies after the day for
 * certain (issue 19, items 2 and 6): the forms of writing an end that are read less than a day —
 * a month, a year, a run of years, a numeric day in an order nothing settles — or no end at all.
 * Each is checked in both directions, as the fact sheet's sentence (the local writer's and the
 * model's input) and as the checklist's 'met'. Wording written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { RequirementFact } from '../../model/documentFacts';
import { knockOutChecklist } from '../drafts/draftChecklist';
import { CitationRegistry, factPassages } from '../drafts/draftEvidence';
import { sheetOf } from './certificateTestSheet';
import { validityOn, type Validity } from './certificateValidity';

/** What the draft does with the one certificate of `text` on `day`. */
async function stated(text: string, day: string, language: 'en' | 'nl') {
  const sheet = await sheetOf(text);
  expect(sheet.certificates).toHaveLength(1);
  const cert = sheet.certificates[0]!;
  const sheets = [{ knowledgeBaseId: 'kb1', sheet }];
  const sentences = factPassages(sheets, language, day).map((p) => p.text);
  const demand: RequirementFact = {
    value: {
      kind: 'certificate',
      text:
        language === 'nl'
          ? `De inschrijver beschikt over een geldig ${cert.scheme}-certificaat.`
          : `The tenderer must hold a valid ${cert.scheme} certificate.`,
    },
    page: 1,
    quote: 'x',
  };
  const [item] = knockOutChecklist([demand], sheets, new CitationRegistry(), language, day);
  return { validity: validityOn(cert, day), sentences, met: item!.status === 'met' };
}

/** The three outcomes, each as every path states it. */
async function expectOn(text: string, language: 'en' | 'nl', day: string, want: Validity) {
  const s = await stated(text, day, language);
  expect(s.validity, `${text} on ${day}`).toBe(want);
  expect(s.met, `${text} met on ${day}`).toBe(want === 'held');
  const held = s.sentences.filter((t) => /^(?:We hold|Wij zijn gecertificeerd)/.test(t));
  const check = s.sentences.filter((t) => t.startsWith('['));
  expect([held.length, check.length], `${text} on ${day}`).toEqual(
    want === 'held' ? [1, 0] : want === 'unsure' ? [0, 1] : [0, 0],
  );
}

type Case = [text: string, days: [day: string, want: Validity][]];

const EN: Case[] = [
  // A day: held through it, ended after it.
  [
    'Our ISO 9001 certificate QS-2093 from Veritrust is valid until 14 September 2027.',
    [
      ['2027-09-14', 'held'],
      ['2027-09-15', 'ended'],
    ],
  ],
  // A month: held before it begins, unsure within it, ended after it.
  [
    'Our ISO 14001 certificate EN-4410 (Veritrust) is valid until August 2027.',
    [
      ['2027-07-31', 'held'],
      ['2027-08-10', 'unsure'],
      ['2027-09-01', 'ended'],
    ],
  ],
  // The month's end said in words: as certain as its last day.
  [
    'Our ISO 14001 certificate EN-4410 (Veritrust) is valid until the end of August 2027.',
    [
      ['2027-08-20', 'held'],
      ['2027-09-01', 'ended'],
    ],
  ],
  // A month in figures.
  [
    'ISO 45001 certificate SH-7702, Veritrust, expiry 08/2027.',
    [
      ['2027-07-31', 'held'],
      ['2027-08-10', 'unsure'],
      ['2027-09-01', 'ended'],
    ],
  ],
  // A year, and a run of years.
  [
    'Our ISO 27001 certificate IS-3381 (Veritrust) is valid until 2028.',
    [
      ['2027-12-31', 'held'],
      ['2028-02-01', 'unsure'],
      ['2029-01-02', 'ended'],
    ],
  ],
  [
    'ISO 27001 certificate IS-3381, Veritrust, certification period 2025-2028.',
    [
      ['2027-12-31', 'held'],
      ['2028-06-01', 'unsure'],
      ['2029-01-02', 'ended'],
    ],
  ],
  // A numeric day in an order nothing settles: at its earliest reading (5 September or 9 May).
  [
    'ISO 9001 certificate QS-2093, Veritrust, expiry 05/09/2027.',
    [
      ['2027-05-09', 'held'],
      ['2027-06-01', 'ended'],
    ],
  ],
  // No end at all.
  [
    'Our ISO 9001 certificate QS-2093 from Veritrust stays valid until further notice.',
    [['2026-12-01', 'unsure']],
  ],
  [
    'ISO 9001 certificate QS-2093, Veritrust. Next surveillance visit: 2 February 2027.',
    [['2026-12-01', 'unsure']],
  ],
];

const NL: Case[] = [
  [
    'Ons ISO 9001-certificaat KZ-2093 van Certiquest is geldig tot en met 14 september 2027.',
    [
      ['2027-09-14', 'held'],
      ['2027-09-15', 'ended'],
    ],
  ],
  [
    'Ons ISO 14001-certificaat MZ-4410 (Certiquest) is geldig tot augustus 2027.',
    [
      ['2027-07-31', 'held'],
      ['2027-08-10', 'unsure'],
      ['2027-09-01', 'ended'],
    ],
  ],
  [
    'Ons ISO 14001-certificaat MZ-4410 (Certiquest) is geldig tot eind augustus 2027.',
    [
      ['2027-08-20', 'held'],
      ['2027-09-01', 'ended'],
    ],
  ],
  [
    'ISO 45001-certificaat VG-7702, Certiquest, vervaldatum 08-2027.',
    [
      ['2027-07-31', 'held'],
      ['2027-08-10', 'unsure'],
      ['2027-09-01', 'ended'],
    ],
  ],
  [
    'Ons ISO 27001-certificaat IB-3381 (Certiquest) is geldig t/m 2028.',
    [
      ['2027-12-31', 'held'],
      ['2028-02-01', 'unsure'],
      ['2029-01-02', 'ended'],
    ],
  ],
  [
    'ISO 27001-certificaat IB-3381, Certiquest, certificatieperiode 2025-2028.',
    [
      ['2027-12-31', 'held'],
      ['2028-06-01', 'unsure'],
      ['2029-01-02', 'ended'],
    ],
  ],
  [
    'ISO 9001-certificaat KZ-2093, Certiquest, vervaldatum 05/09/2027.',
    [
      ['2027-05-09', 'held'],
      ['2027-06-01', 'ended'],
    ],
  ],
  [
    'Ons ISO 9001-certificaat KZ-2093 van Certiquest is geldig voor onbepaalde tijd.',
    [['2026-12-01', 'unsure']],
  ],
  [
    'ISO 9001-certificaat KZ-2093, Certiquest. Volgende controleaudit: 2 februari 2027.',
    [['2026-12-01', 'unsure']],
  ],
];

describe('a certificate is stated as held only with an end after the day for certain', () => {
  it.each(EN)('in English: %s', async (text, days) => {
    for (const [day, want] of days) await expectOn(text, 'en', day, want);
  });
  it.each(NL)('in Dutch: %s', async (text, days) => {
    for (const [day, want] of days) await expectOn(text, 'nl', day, want);
  });

  it('writes no day in a claim that the certificate does not settle', async () => {
    const sheet = await sheetOf('ISO 9001 certificate QS-2093, Veritrust, expiry 05/09/2027.');
    const [sentence] = factPassages([{ knowledgeBaseId: 'kb1', sheet }], 'en', '2027-01-10');
    expect(sentence!.text).toBe('We hold the ISO 9001 certificate (certificate number QS-2093).');
  });
});
