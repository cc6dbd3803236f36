/**
 * Set 12's class of the plan (issue 19, item 1), in both languages with wording written for these
 * tests: an amendments table ('No. | Subject | Original | Amended', 'Nr. | Onderwerp | Oud |
 * Nieuw') in a notice's appendix changes a qualification demand; the demand as it now reads is
 * planned with the qualification, labelled by its subject. A row that moves a date, or changes a
 * length limit, is no demand.
 */
import { describe, expect, it } from 'vitest';
import { allRequirements, criterion, planOf } from './planTestWorld';

describe("an amendments table's changed demand is planned as it now reads", () => {
  it('en: Original | Amended', () => {
    const planned = allRequirements(
      planOf(
        [
          'Appendix B Addendum No. 1',
          '',
          'No. | Subject | Original | Amended',
          '1 | Closing date | 3 May 2027, 12:00 | 10 May 2027, 12:00',
          '2 | Suitability criterion M2 | Public liability insurance of at least £5,000,000 per claim | Public liability insurance of at least £2,000,000 per claim and £4,000,000 in aggregate',
          '3 | Response to Q2 | at most 1,500 words | at most 2,000 words',
        ].join('\n'),
        [criterion('Price', 40), criterion('Quality', 60)],
        'en',
      ),
    ).join('\n');
    expect(planned).toMatch(/£2,000,000 per claim and £4,000,000 in aggregate/);
    expect(planned).not.toMatch(/10 May 2027|2,000 words/);
  });

  it('nl: Oud | Nieuw', () => {
    const planned = allRequirements(
      planOf(
        [
          'Bijlage B Nota van Inlichtingen 1',
          '',
          'Nr. | Onderwerp | Oud | Nieuw',
          '1 | Sluitingsdatum | 3 mei 2027 om 12:00 uur | 10 mei 2027 om 12:00 uur',
          '2 | Geschiktheidseis M2 | een aansprakelijkheidsverzekering van minimaal € 5.000.000 per aanspraak | een aansprakelijkheidsverzekering van minimaal € 2.000.000 per aanspraak en € 4.000.000 per jaar',
          '3 | Antwoord op K2 | maximaal 1.500 woorden | maximaal 2.000 woorden',
        ].join('\n'),
        [criterion('Prijs', 40), criterion('Kwaliteit', 60)],
        'nl',
      ),
    ).join('\n');
    expect(planned).toMatch(/€ 2\.000\.000 per aanspraak en € 4\.000\.000 per jaar/);
    expect(planned).not.toMatch(/10 mei 2027|2\.000 woorden/);
  });
});
