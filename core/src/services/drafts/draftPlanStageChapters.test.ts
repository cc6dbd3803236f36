/**
 * Classes of the plan found on the tenth draft-coverage set (issue 19, item 1), each in both
 * languages with wording written for these tests:
 * - a chapter's title the layout reads as a list item may name its stage or part before a colon
 *   ('5. Stage 1: conditions of participation', '5. Fase 1: geschiktheidseisen'): it opens the
 *   next chapter all the same, so the qualification demands under it are planned;
 * - a qualification table's column of conditions ('Ref | Condition of participation | Evidence',
 *   'Nr | Geschiktheidseis | Bewijs') holds the demands, one a row;
 * - a chapter of exclusions ('6. Exclusions and declarations', '6. Uitsluiting en verklaringen')
 *   is part of the qualification: what the supplier must declare there is planned;
 * - the price/quality split read as two criteria beside the award table's own ('Price 40%,
 *   quality 60%' above 'A1 Design 30%', 'A2 Maintenance 30%'): the quality side is those criteria
 *   together, no section whose one demand is the word 'Quality'.
 */
import { describe, expect, it } from 'vitest';
import { criterion, planOf, requirementsBySection } from './planTestWorld';
import type { AwardCriterionFact } from '../../model/documentFacts';

const plan = (lines: string[], language: 'en' | 'nl') =>
  planOf(
    lines.join('\n'),
    language === 'en'
      ? [criterion('Quality', 60), criterion('Price', 40)]
      : [criterion('Kwaliteit', 60), criterion('Prijs', 40)],
    language,
  );

describe('a chapter title with its stage before a colon opens the next chapter', () => {
  it('en: the conditions of participation are planned as the qualification', () => {
    const p = plan(
      [
        '3. Timetable',
        '',
        '3.1 Key dates',
        '',
        'The buyer may move the dates after the first stage by a notice on the portal.',
        '',
        '4. Stage 1: conditions of participation',
        '',
        'Each condition below is assessed pass or fail.',
        'The supplier must hold employer’s liability cover of at least £5 million.',
        'The supplier must show two school cleaning contracts of at least £200,000 a year.',
      ],
      'en',
    );
    const qualification = (requirementsBySection(p)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/liability cover/);
    expect(qualification).toMatch(/school cleaning contracts/);
  });

  it('nl: de geschiktheidseisen worden gepland als de geschiktheid', () => {
    const p = plan(
      [
        '3. Planning',
        '',
        '3.1 Data',
        '',
        'De aanbestedende dienst kan de data na de eerste fase via het platform wijzigen.',
        '',
        '4. Fase 1: geschiktheidseisen',
        '',
        'Elke eis hieronder wordt beoordeeld als voldaan of niet voldaan.',
        'De gegadigde moet een bedrijfsaansprakelijkheidsverzekering van ten minste € 2 miljoen hebben.',
        'De gegadigde moet twee schoonmaakopdrachten voor scholen van ten minste € 200.000 per jaar tonen.',
      ],
      'nl',
    );
    const qualification = (requirementsBySection(p)['Geschiktheid'] ?? []).join('\n');
    expect(qualification).toMatch(/bedrijfsaansprakelijkheidsverzekering/);
    expect(qualification).toMatch(/schoonmaakopdrachten/);
  });
});

describe("a qualification table's column of conditions holds the demands", () => {
  it('en: each condition is planned with its reference', () => {
    const p = plan(
      [
        '3.2 Questions',
        '',
        'The buyer answers questions on the portal within five working days.',
        '',
        '4. Conditions of participation',
        '',
        'Suppliers must meet every condition below.',
        '',
        'Ref | Condition of participation | Evidence',
        'P1 | Annual turnover of at least £2 million in the last financial year. | Accounts',
        'P2 | Membership of a recognised window cleaning trade body. | Certificate',
      ],
      'en',
    );
    const qualification = (requirementsBySection(p)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/P1\. Annual turnover of at least £2 million/);
    expect(qualification).toMatch(/P2\. Membership of a recognised window cleaning trade body/);
  });

  it('nl: elke eis wordt gepland met zijn nummer', () => {
    const p = plan(
      [
        '3.2 Vragen',
        '',
        'De aanbestedende dienst beantwoordt vragen binnen vijf werkdagen op het platform.',
        '',
        '4. Geschiktheid',
        '',
        'De gegadigde moet aan elke eis hieronder voldoen.',
        '',
        'Nr | Geschiktheidseis | Bewijs',
        'E1 | Een jaaromzet van ten minste € 2 miljoen in het laatste boekjaar. | Jaarrekening',
        'E2 | Lidmaatschap van een erkende brancheorganisatie voor glazenwassers. | Certificaat',
      ],
      'nl',
    );
    const qualification = (requirementsBySection(p)['Geschiktheid'] ?? []).join('\n');
    expect(qualification).toMatch(/E1\. Een jaaromzet van ten minste € 2 miljoen/);
    expect(qualification).toMatch(/E2\. Lidmaatschap van een erkende brancheorganisatie/);
  });
});

describe('a chapter of exclusions is part of the qualification', () => {
  it('en: the declaration the supplier must confirm is planned', () => {
    const p = plan(
      [
        '5. Exclusions and declarations',
        '',
        '5.1 Declarations',
        '',
        'Every supplier must sign the declaration that no exclusion ground applies to it.',
        'Suppliers must confirm that their registration on the supplier portal is up to date.',
      ],
      'en',
    );
    const qualification = (requirementsBySection(p)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/sign the declaration/);
    expect(qualification).toMatch(/registration on the supplier portal/);
  });

  it('nl: de verklaring die de gegadigde moet afgeven wordt gepland', () => {
    const p = plan(
      [
        '5. Uitsluiting en verklaringen',
        '',
        '5.1 Verklaringen',
        '',
        'Elke gegadigde moet de verklaring ondertekenen dat geen uitsluitingsgrond op hem van toepassing is.',
        'De gegadigde moet bevestigen dat zijn inschrijving in het leveranciersportaal actueel is.',
      ],
      'nl',
    );
    const qualification = (requirementsBySection(p)['Geschiktheid'] ?? []).join('\n');
    expect(qualification).toMatch(/verklaring ondertekenen/);
    expect(qualification).toMatch(/leveranciersportaal/);
  });
});

describe('the quality side of the price/quality split is no section beside the criteria', () => {
  const split = (price: string, quality: string, rows: [string, number][]) => [
    criterion(price, 40),
    criterion(quality, 60),
    criterion(`${price} (total cost of ownership)`, 40),
    ...rows.map(([name, weight]) => criterion(name, weight)),
  ];
  const sectionsOf = (criteria: AwardCriterionFact[], language: 'en' | 'nl') =>
    Object.keys(requirementsBySection(planOf('Tender.', criteria, language)));

  it('en: the criteria are sections, "Quality" is none', () => {
    const sections = sectionsOf(
      split('Price', 'Quality', [
        ['Vehicle design', 30],
        ['Maintenance and availability', 30],
      ]),
      'en',
    );
    expect(sections).toEqual(
      expect.arrayContaining(['Vehicle design', 'Maintenance and availability']),
    );
    expect(sections).not.toContain('Quality');
  });

  it('nl: de criteria zijn secties, "Kwaliteit" niet', () => {
    const sections = sectionsOf(
      split('Prijs', 'Kwaliteit', [
        ['Voertuigontwerp', 30],
        ['Onderhoud en beschikbaarheid', 30],
      ]),
      'nl',
    );
    expect(sections).toEqual(
      expect.arrayContaining(['Voertuigontwerp', 'Onderhoud en beschikbaarheid']),
    );
    expect(sections).not.toContain('Kwaliteit');
  });

  it('keeps "Quality" when it is the only criterion beside the price', () => {
    const sections = sectionsOf([criterion('Price', 40), criterion('Quality', 60)], 'en');
    expect(sections).toContain('Quality');
  });
});
