/**
 * Evidence classes found on the thirteenth draft-coverage set (issue 19, item 2), on work in
 * occupied homes, each in both languages with wording written for these tests:
 * - keeping people informed is communicating with them ('Zo brengen wij huurders op de hoogte',
 *   'We keep tenants informed'): it answers 'communicatie met huurders';
 * - a title that opens with how one deals with its subject ('Omgang met …', 'Dealing with …',
 *   'Handling of …') is about the subject;
 * - 'kwetsbare' is said in English as 'vulnerable', 'bewoners' as 'residents': a Dutch word the
 *   compound splitter cuts into parts no text says ('kwets' + 'bare') tells when the text says
 *   it whole or in translation.
 */
import { describe, expect, it } from 'vitest';
import { withPhrases } from './draftPhrases';
import { requirementSubject } from './draftRequirementSubject';
import { quoted } from './draftTestWorld';

const NL_OTHERS = [
  'Beschrijf hoe u de werkzaamheden per straat en seizoen plant.',
  'Geef aan hoe u elke maand over de voortgang rapporteert.',
  'Beschrijf uw keuze van materialen en de afvoer van afval.',
];
const EN_OTHERS = [
  'Describe how you will plan the works by street and season.',
  'Set out how you will report on progress each month.',
  'Describe your choice of materials and how you remove waste.',
];

describe('keeping people informed is communicating with them', () => {
  it.each([
    'Zo brengen wij huurders tijdig op de hoogte van de planning.',
    'De uitvoerder houdt de huurders dagelijks op de hoogte.',
    'We keep tenants informed of each step by letter.',
  ])('%s', (sentence) => {
    expect(withPhrases(sentence)).toMatch(/communicatie/);
  });

  it('is not said by knowing of something', () => {
    expect(withPhrases('Onze schilders zijn op de hoogte van de veiligheidsregels.')).not.toMatch(
      /communicatie/,
    );
  });

  it.each([
    [
      'Communicatie met huurders',
      'Wij brengen huurders elke week op de hoogte met een nieuwsbrief.',
      NL_OTHERS,
    ],
    ['Communication with tenants', 'We keep tenants informed with a weekly newsletter.', EN_OTHERS],
  ])('%s: the passage answers', async (requirement, passage, others) => {
    expect((await quoted([requirement, ...others], passage)).length).toBeGreaterThan(0);
  });
});

describe('a title that opens with how one deals with its subject is about the subject', () => {
  it.each([
    ['Omgang met kwetsbare bewoners', 'kwetsbare bewoners'],
    ['De omgang met klachten', 'klachten'],
    ['Dealing with vulnerable tenants', 'vulnerable tenants'],
    ['Handling of lost property', 'lost property'],
  ])('%s', (title, subject) => {
    expect(requirementSubject(title)).toBe(subject);
  });
});

describe('a Dutch word said in English tells, whatever its parts', () => {
  it('nl: an English policy on vulnerable residents answers', async () => {
    const passage = [
      'Protecting vulnerable residents during works in their homes',
      'Before work starts we ask the landlord which residents need extra care, and plan visits with them.',
    ].join('\n');
    const found = await quoted(['Omgang met kwetsbare bewoners', ...NL_OTHERS], passage);
    expect(found.join(' ')).toMatch(/vulnerable residents/);
  });

  it('nl: a passage on residents alone does not', async () => {
    const passage = 'Residents receive a letter three weeks before the painters arrive.';
    expect(await quoted(['Omgang met kwetsbare bewoners', ...NL_OTHERS], passage)).toEqual([]);
  });
});
