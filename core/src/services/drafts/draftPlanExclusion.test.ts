/**
 * Classes of the plan found on the seventh draft-coverage set (issue 19, item 1), in both
 * languages with wording written for these tests: in the qualification part, exclusion grounds
 * the tender says apply are a demand (the company declares none applies), and so is what a
 * bidder at a stage of the procedure supplies ('Shortlisted bidders submit …', 'De geselecteerde
 * gegadigden leveren … aan'), though no modal says it.
 */
import { describe, expect, it } from 'vitest';
import { requirementSubject } from './draftRequirementSubject';
import { quoted } from './draftTestWorld';
import { allRequirements, criterion, planOf } from './planTestWorld';

const planned = (lines: string[], name: string, language: 'en' | 'nl') =>
  allRequirements(planOf(lines.join('\n'), [criterion(name, 100)], language)).join('\n');

describe('exclusion grounds that apply, and what a shortlisted bidder supplies', () => {
  it('en', () => {
    const text = planned(
      [
        '4. Conditions of participation',
        '',
        '4.1 Exclusion',
        '',
        'The discretionary exclusion grounds of regulation 57.8 for insolvency and misconduct apply to this procurement.',
        'Shortlisted bidders submit a certificate of good standing within ten working days.',
        '',
        '5. Award criteria',
        '',
        '5.1 Delivery approach',
        '',
        'Describe how you will move the archive to the new platform.',
      ],
      'Delivery approach',
      'en',
    );
    expect(text).toMatch(/discretionary exclusion grounds/);
    expect(text).toMatch(/certificate of good standing/);
  });

  it('nl', () => {
    const text = planned(
      [
        '4 Uitsluitingsgronden',
        '',
        'De facultatieve uitsluitingsgronden van artikel 3.4 voor faillissement en een ernstige beroepsfout zijn van toepassing.',
        'De geselecteerde gegadigden leveren binnen vijf werkdagen een uittreksel uit het Handelsregister aan.',
        '',
        '5 Gunningscriteria',
        '',
        '5.1 Plan van aanpak',
        '',
        'Beschrijf hoe je het archief naar het nieuwe platform overzet.',
      ],
      'Plan van aanpak',
      'nl',
    );
    expect(text).toMatch(/facultatieve uitsluitingsgronden/);
    expect(text).toMatch(/uittreksel uit het Handelsregister/);
  });
});

describe('what a bidder supplies and when is not its subject', () => {
  it.each([
    [
      'Shortlisted bidders submit a certificate of good standing within ten working days.',
      'Companies House issued our certificate of good standing on 4 May 2026.',
      [
        'Describe how you will move the archive to the new platform.',
        'Describe your service desk and its opening hours.',
      ],
    ],
    [
      'De geselecteerde gegadigden leveren binnen vijf werkdagen een uittreksel uit het Handelsregister aan.',
      'Ons uittreksel uit het Handelsregister dateert van 4 mei 2026.',
      [
        'Beschrijf hoe je het archief naar het nieuwe platform overzet.',
        'Beschrijf je servicedesk en de openingstijden ervan.',
      ],
    ],
  ])('%s', async (requirement, passage, others) => {
    expect(await quoted([requirement, ...others], passage)).toEqual([passage]);
  });
});

describe('an exclusion ground stated by its consequence: the ground is the subject', () => {
  it.each([
    [
      'A supplier to whom a mandatory exclusion ground applies will be excluded from the procedure.',
      /^a mandatory exclusion ground\s*\.?$/i,
    ],
    [
      'Een inschrijver op wie een verplichte uitsluitingsgrond van toepassing is, wordt van deelname uitgesloten.',
      /^een verplichte uitsluitingsgrond\s*\.?$/i,
    ],
  ])('%s', (requirement, subject) => {
    expect(requirementSubject(requirement)).toMatch(subject);
  });
});
