/**
 * An evidence class found on the seventh draft-coverage set (issue 19, item 2), in both languages
 * with wording written for these tests: a CV or team list ('Anna Berg - Lead data migration.')
 * names the work in the service's words, but answers a demand about people (the team, roles,
 * experience) or references only; a demand on how the service is delivered is not met by it.
 */
import { describe, expect, it } from 'vitest';
import { isAboutPeople } from './draftPeoplePassages';
import { quoted } from './draftTestWorld';

const EN_CVS = [
  'KEY STAFF',
  'Anna Berg - Lead data migration. Moves booking records between library systems.',
  'Tom de Vries - Project manager. Led the roll-out of booking systems at two councils.',
].join('\n');
const NL_CVS = [
  'SLEUTELPERSONEN',
  'Anna Berg - Lead datamigratie. Zet reserveringsgegevens over tussen bibliotheeksystemen.',
  'Tom de Vries - Projectleider. Leidde de invoering van reserveringssystemen bij twee gemeenten.',
].join('\n');
const EN_OTHERS = [
  'Describe your service desk and its opening hours.',
  'Set out how you will report on performance each quarter.',
];
const NL_OTHERS = [
  'Beschrijf je servicedesk en de openingstijden ervan.',
  'Geef aan hoe je elk kwartaal over de prestaties rapporteert.',
];

describe('a CV answers a demand about people, not one on the service', () => {
  it('reads a team list as a passage about people, a method as not', () => {
    expect(isAboutPeople(EN_CVS)).toBe(true);
    expect(isAboutPeople(NL_CVS)).toBe(true);
    expect(
      isAboutPeople('DATA MIGRATION\nWe move booking records in three test runs - each checked.'),
    ).toBe(false);
  });

  it.each([
    ['Data migration of the booking records', EN_CVS, EN_OTHERS],
    ['Datamigratie van de reserveringsgegevens', NL_CVS, NL_OTHERS],
  ])('%s: a gap, not the CV', async (requirement, passage, others) => {
    expect(await quoted([requirement, ...others], passage)).toEqual([]);
  });

  it.each([
    ['Describe the experience of the lead for data migration.', EN_CVS, EN_OTHERS],
    ['Beschrijf de ervaring van de lead datamigratie.', NL_CVS, NL_OTHERS],
  ])('%s: the CV answers', async (requirement, passage, others) => {
    expect((await quoted([requirement, ...others], passage)).length).toBeGreaterThan(0);
  });
});
