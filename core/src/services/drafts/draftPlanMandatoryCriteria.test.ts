/**
 * Classes of the plan found on the thirteenth draft-coverage set (issue 19, item 1), each in both
 * languages with wording written for these tests:
 * - a part of criteria every tender must pass before it is scored ('Mandatory criteria',
 *   'Verplichte criteria', 'Pass/fail criteria') is the qualification: its table of demands is
 *   planned as such, where it was planned nowhere;
 * - a row of the award table read as a numbered line ('3 Community benefit 25%') is no heading:
 *   it became its number's main heading, so the part's later sections ('3.2 References') belonged
 *   to that criterion and its own name was no longer asked for;
 * - the fate of a bid that fails the demands listed ('A tender that does not meet every condition
 *   below will be excluded', 'Een inschrijving die niet aan alle eisen voldoet, wordt
 *   uitgesloten') is the buyer's rule, never a demand of its own;
 * - what the bidder encloses with the bid named by its article ('With the tender, you enclose …',
 *   'Bij de inschrijving voegt u …') is a demand, as with 'your bid' / 'uw inschrijving';
 * - a count before the bidder's noun ('met één dienstverlener') is no verb: a Dutch passive about
 *   the contract ('Per perceel wordt met één dienstverlener een contract gesloten') is no demand.
 */
import { describe, expect, it } from 'vitest';
import { tenderStatements } from './draftRequirements';
import { criterion, planOf, requirementsBySection, tenderPassage } from './planTestWorld';

describe('a part of mandatory criteria is the qualification', () => {
  it('en: the pass/fail table rows are planned as the qualification', () => {
    const p = planOf(
      [
        '2. Lodgement',
        '',
        '2.1 Questions',
        '',
        'The buyer answers questions on the portal within three working days.',
        '',
        'Part 3 Mandatory criteria',
        'Each tender is first checked against the criteria below, pass or fail.',
        'Ref. Mandatory criterion',
        'C1 Public liability cover of not less than $5 million per claim.',
        'C2 A current licence from the state building regulator for roofing work.',
      ].join('\n'),
      [criterion('Roofing method', 60), criterion('Price', 40)],
      'en',
    );
    const qualification = (requirementsBySection(p)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/Public liability cover/);
    expect(qualification).toMatch(/state building regulator/);
    expect((requirementsBySection(p)['Roofing method'] ?? []).join('\n')).not.toMatch(/C1|C2/);
  });

  it('nl: de tabel van verplichte criteria wordt gepland als de geschiktheid', () => {
    const p = planOf(
      [
        '2. Indiening',
        '',
        '2.1 Vragen',
        '',
        'De opdrachtgever beantwoordt vragen binnen drie werkdagen op het platform.',
        '',
        'Deel 3 Verplichte criteria',
        'Elke inschrijving wordt eerst aan onderstaande criteria getoetst: voldaan of niet voldaan.',
        'Nr. Verplicht criterium',
        'V1 Een bedrijfsaansprakelijkheidsverzekering van ten minste € 2.500.000 per aanspraak.',
        'V2 Een inschrijving in het register van erkende dakdekkers.',
      ].join('\n'),
      [criterion('Werkwijze dakvernieuwing', 60), criterion('Prijs', 40)],
      'nl',
    );
    const qualification = (requirementsBySection(p)['Geschiktheid'] ?? []).join('\n');
    expect(qualification).toMatch(/bedrijfsaansprakelijkheidsverzekering/);
    expect(qualification).toMatch(/erkende dakdekkers/);
  });
});

describe("an award table's row read as a numbered line is no heading", () => {
  const tender = (language: 'en' | 'nl') =>
    language === 'en'
      ? [
          '3. Evaluation',
          '',
          '3.1 Weightings',
          '',
          'Tenders are scored against the weighted criteria below.',
          'No. Criterion Weighting',
          '1 Price 40%',
          '',
          '2 Roofing method 35%',
          '',
          '3 Community benefit 25%',
          '',
          '3.2 References',
          '',
          'Tenderers must name two referees for roofing contracts of a similar size.',
        ]
      : [
          '3. Beoordeling',
          '',
          '3.1 Weging',
          '',
          'Inschrijvingen worden beoordeeld op de gewogen criteria hieronder.',
          'Nr. Criterium Weging',
          '1 Prijs 40%',
          '',
          '2 Werkwijze dakvernieuwing 35%',
          '',
          '3 Maatschappelijke bijdrage 25%',
          '',
          '3.2 Referenties',
          '',
          'De inschrijver noemt twee referenten voor dakwerk van een vergelijkbare omvang.',
        ];

  it.each([
    ['en', 'Community benefit', [criterion('Price', 40), criterion('Roofing method', 35)]],
    [
      'nl',
      'Maatschappelijke bijdrage',
      [criterion('Prijs', 40), criterion('Werkwijze dakvernieuwing', 35)],
    ],
  ] as const)('%s: the last criterion is asked for by its own name', (language, name, others) => {
    const p = planOf(tender(language).join('\n'), [...others, criterion(name, 25)], language);
    expect(requirementsBySection(p)[name]).toEqual([name]);
  });
});

const demandsIn = (lines: string[]) =>
  tenderStatements([tenderPassage(lines.join('\n'))]).map((s) => s.text);

describe("the fate of a bid that fails the demands is the buyer's rule", () => {
  it.each([
    [
      '4.1 Conditions of participation',
      'A tender that does not meet every condition below will be excluded.',
      'The tenderer must hold employer’s liability cover of at least £5 million.',
    ],
    [
      '4.1 Geschiktheidseisen',
      'Een inschrijving die niet aan alle eisen hieronder voldoet, wordt uitgesloten.',
      'De inschrijver moet een geldig VCA-certificaat hebben.',
    ],
  ])('%s', (heading, fate, demand) => {
    const read = demandsIn([heading, '', fate, demand]);
    expect(read).toContain(demand);
    expect(read).not.toContain(fate);
  });

  it('an exclusion ground stated by its consequence stays a demand', () => {
    const ground = 'A supplier to which one of the exclusion grounds applies will be excluded.';
    expect(demandsIn(['4.2 Exclusion grounds', '', ground])).toContain(ground);
  });
});

describe('what the bidder encloses with the bid, named by its article, is a demand', () => {
  it.each([
    [
      '3.1 Declarations',
      'With the tender, you enclose the signed declaration of integrity (annex 4).',
    ],
    [
      '3.1 Verklaringen',
      'Bij de inschrijving voegt u de ondertekende integriteitsverklaring (bijlage 4).',
    ],
  ])('%s', (heading, sentence) => {
    expect(demandsIn([heading, '', sentence])).toContain(sentence);
  });
});

describe("a count before the bidder's noun is no verb", () => {
  it('nl: a passive sentence about the contract is no demand', () => {
    const passive =
      'Per perceel wordt met één dienstverlener een contract voor drie jaar gesloten.';
    const demand = 'Per perceel levert de dienstverlener een vaste contactpersoon.';
    const read = demandsIn(['2.1 De opdracht', '', passive, demand]);
    expect(read).not.toContain(passive);
    expect(read).toContain(demand);
  });
});
