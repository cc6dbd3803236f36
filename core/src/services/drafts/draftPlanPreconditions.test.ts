/**
 * Classes of the plan found on the twentieth draft-coverage set (issue 19, item 1), each in both
 * languages with wording written for these tests:
 * - a part of pre-conditions ('3.1 Pre-conditions', New Zealand's procurement rules' word for the
 *   demands a proposal must meet before it is scored; Dutch 'Toelatingseisen') is the
 *   qualification: its list was planned nowhere;
 * - a minimum changed to a new figure ('Paragraaf 3.2: de minimale jaaromzet wordt verlaagd van …
 *   naar …', 'Clause 4.1: the minimum annual turnover is reduced from … to …') is a demand, planned
 *   where the demand it changes stands: the clause it names is no word of that demand;
 * - a count of projects done ('has completed at least two culvert surveys projects for a council',
 *   'ten minste drie vergelijkbare opdrachten') asks for references: a line on what the company
 *   does in general is no answer.
 */
import { describe, expect, it } from 'vitest';
import { changedTo } from './draftAmendedDemands';
import { asksForReferences, meetsTheDemand } from './draftReferenceEvidence';
import { criterion, planOf, requirementsBySection } from './planTestWorld';

const CRITERIA = {
  en: [criterion('Methodology', 70), criterion('Price', 30)],
  nl: [criterion('Plan van aanpak', 70), criterion('Prijs', 30)],
};

describe('a part of pre-conditions is the qualification', () => {
  it('en: its list items are planned as the qualification', () => {
    const p = planOf(
      [
        'SECTION 3: HOW WE WILL EVALUATE',
        '3.1 Pre-conditions',
        'Each proposal must meet the following pre-conditions.',
        '• The supplier holds public liability cover of at least NZ$5,000,000.',
        '• The supplier has surveyed at least three culverts for a district council since 2022.',
        '3.2 Weighted criteria',
        'Methodology 70%, Price 30%.',
      ].join('\n\n'),
      CRITERIA.en,
      'en',
    );
    const qualification = (requirementsBySection(p)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/public liability cover of at least/);
    // The sentence that only announces the list is none of its demands.
    expect(qualification).not.toMatch(/each pre-condition below|must meet/);
    expect(qualification).toMatch(/surveyed at least three culverts/);
  });

  it('nl: de toelatingseisen zijn de geschiktheid', () => {
    const p = planOf(
      [
        '3 Beoordeling',
        '3.1 Toelatingseisen',
        'De inschrijver moet aan de volgende eisen voldoen.',
        '• De inschrijver heeft een bedrijfsaansprakelijkheidsverzekering van ten minste € 2.500.000.',
        '• De inschrijver heeft sinds 2022 ten minste drie duikers voor een waterschap ingemeten.',
        '3.2 Gunningscriteria',
        'Plan van aanpak 70%, Prijs 30%.',
      ].join('\n\n'),
      CRITERIA.nl,
      'nl',
    );
    const qualification = (requirementsBySection(p)['Geschiktheid'] ?? []).join('\n');
    expect(qualification).toMatch(/bedrijfsaansprakelijkheidsverzekering/);
    expect(qualification).not.toMatch(/aan de volgende eisen/);
    expect(qualification).toMatch(/drie duikers voor een waterschap/);
  });
});

describe('a minimum changed to a new figure, after the clause it names', () => {
  it('reads the change in both languages, and not a maximum or a date', () => {
    expect(
      changedTo(
        'Paragraaf 2.4: de minimale jaaromzet wordt verlaagd van € 4.000.000 naar € 2.500.000.',
      ),
    ).toBe('€ 2.500.000.');
    expect(
      changedTo(
        'Clause 4.1: the minimum annual turnover is reduced from NZ$3m to NZ$1.5m in each year.',
      ),
    ).toBe('NZ$1.5m in each year.');
    expect(changedTo('Paragraaf 4.2: het plan mag maximaal 12 pagina’s A4 beslaan.')).toBeNull();
    expect(
      changedTo('De sluitingstermijn wordt verschoven van 8 juni naar 22 juni 2027.'),
    ).toBeNull();
  });

  it.each([
    [
      'nl' as const,
      [
        '2.4 Geschiktheidseisen',
        'De inschrijver heeft in elk van de laatste drie boekjaren een jaaromzet van ten minste € 4.000.000 behaald.',
        '6 Rectificatie',
        '• Paragraaf 2.4: de minimale jaaromzet wordt verlaagd van € 4.000.000 naar € 2.500.000.',
      ],
      'Geschiktheid',
      /minimale jaaromzet wordt verlaagd/,
    ],
    [
      'en' as const,
      [
        '4.1 Qualification criteria',
        'The supplier must have had an annual turnover of at least NZ$3,000,000 in each of the last two years.',
        '7 Notice of change',
        'Clause 4.1: the minimum annual turnover is reduced from NZ$3,000,000 to NZ$1,500,000.',
      ],
      'Qualification',
      /minimum annual turnover is reduced/,
    ],
  ])('%s: planned where the demand it changes stands', (language, lines, section, change) => {
    const p = planOf(lines.join('\n\n'), CRITERIA[language], language);
    expect((requirementsBySection(p)[section] ?? []).join('\n')).toMatch(change);
  });
});

describe('a count of projects done asks for references', () => {
  it.each([
    'The supplier has completed at least two culvert survey projects for a district council in the last five years.',
    'The supplier must have delivered a minimum of three (3) stormwater design contracts since 2021.',
    'De inschrijver heeft in de afgelopen vier jaar ten minste drie vergelijkbare opdrachten uitgevoerd.',
    'De inschrijver heeft minimaal twee onderhoudscontracten voor gemalen afgerond.',
  ])('%s', (demand) => {
    expect(asksForReferences(demand)).toBe(true);
    const meets = meetsTheDemand(demand);
    expect(meets('We survey culverts and design stormwater networks for councils.')).toBe(false);
    expect(meets('Opdrachtgever: Waterschap Veenrijk. Uitgevoerd: 2023.')).toBe(true);
    expect(meets('Client: Kōwhai District Council (New Zealand). Delivered: 2024.')).toBe(true);
  });

  it('a count of anything else does not', () => {
    for (const demand of [
      'The supplier provides at least two hours of training for each operator.',
      'De inschrijver zet ten minste drie gecertificeerde monteurs in.',
      'Proposals must remain valid for at least 90 days.',
    ]) {
      expect(asksForReferences(demand)).toBe(false);
    }
  });
});
