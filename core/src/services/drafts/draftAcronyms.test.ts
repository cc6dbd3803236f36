import { describe, expect, it } from 'vitest';
import { withAcronyms } from './draftAcronyms';

describe('acronyms in measuring evidence (issue 19, item 2)', () => {
  it('reads an acronym in the evidence as the words the requirement spells out', () => {
    expect(
      withAcronyms(
        'All our portals meet WCAG 2.1 level AA.',
        'De app voldoet aan de richtlijnen uit de Web Content Accessibility Guidelines (WCAG2.1).',
      ),
    ).toBe('All our portals meet WCAG 2.1 level AA. web content accessibility guidelines');
    expect(
      withAcronyms(
        'Our build pipelines in GitLab CI run the automated tests.',
        'Describe the continuous integration process used to automate the running of tests.',
      ),
    ).toContain('continuous integration');
    expect(
      withAcronyms('We host on Infrastructure as a Service.', 'Do you deploy on IaaS?'),
    ).toContain(' iaas');
  });

  it('adds nothing when no run of the requirement spells the acronym', () => {
    const text = 'We are audited under the AVG every year.';
    expect(withAcronyms(text, 'De app gebruikt geen locatiegegevens.')).toBe(text);
  });
});
