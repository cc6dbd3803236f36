/**
 * Award-criterion classes of issue 17 found studying the eleventh probe set (docs/decisions.md
 * "Tender facts on the eleventh probe set: deadlines and criteria"), each on wording written for
 * this test, English and Dutch, with the cases that must stay as they were. The deadline classes
 * are in probeElevenDeadlineClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);
const award = (title: string, header: string[], rows: string[][], ...sentences: string[]) =>
  structured([{ blocks: [heading(title), table(header, ...rows), ...sentences.map(para)] }]);

describe('a rule for scoring the price is no criterion, whether in points or percent', () => {
  it('English: "the lowest price receives the full 40%", "is awarded the maximum 35%"', () => {
    for (const sentence of [
      'Price. The lowest compliant price receives the full 40%; other prices score pro rata.',
      'The cheapest acceptable tender is awarded the maximum 40%, the others proportionally.',
      'Cost: the lowest evaluated cost scores 40% and higher costs are scored in proportion.',
    ]) {
      const facts = award(
        'Evaluation criteria',
        ['Criterion', 'Weighting'],
        [
          ['Technical merit', '60%'],
          ['Price', '40%'],
        ],
        sentence,
      );
      expect(criteria(facts), sentence).toEqual([
        ['Technical merit', 60, null, null],
        ['Price', 40, null, null],
      ]);
    }
  });

  it('Dutch: "de laagste prijs krijgt de volle 30%", "ontvangt het maximum van 30%"', () => {
    for (const sentence of [
      'Prijs. De laagste geldige prijs krijgt de volle 30%; de overige prijzen naar verhouding.',
      'De goedkoopste inschrijving ontvangt de maximale 30%, de andere inschrijvingen minder.',
      'De laagste inschrijfsom behaalt 30% en hogere inschrijfsommen krijgen naar rato minder.',
    ]) {
      const facts = award(
        'Gunningscriteria',
        ['Criterium', 'Weging'],
        [
          ['Plan van aanpak', '70%'],
          ['Prijs', '30%'],
        ],
        sentence,
      );
      expect(criteria(facts), sentence).toEqual([
        ['Plan van aanpak', 70, null, null],
        ['Prijs', 30, null, null],
      ]);
    }
  });
});

describe('the points there are to be had are the whole score, no criterion', () => {
  // The sentence after another in its paragraph, so that its scale words come late in it.
  it('Dutch: "Per perceel zijn maximaal 100 punten te behalen", "Er zijn … te verdienen"', () => {
    for (const sentence of [
      'Per perceel zijn maximaal 100 punten te behalen.',
      'Er zijn 1000 punten te verdienen.',
      'Voor elk perceel zijn 100 punten beschikbaar.',
    ]) {
      const facts = award(
        'Gunning',
        ['Code', 'Gunningscriterium', 'Max. punten'],
        [
          ['Q1', 'Werkplan', '60'],
          ['P', 'Prijs', '40'],
        ],
        `De opdracht wordt per perceel gegund aan de economisch meest voordelige inschrijving. ${sentence}`,
      );
      expect(criteria(facts), sentence).toEqual([
        ['Werkplan', null, 60, null],
        ['Prijs', null, 40, null],
      ]);
    }
  });

  it('English: "For each lot there are 100 points available", "… to be won"', () => {
    for (const sentence of [
      'For each lot there are 100 points available.',
      'There are 100 points to be won, as the table shows.',
      'Per lot, there are 100 points that can be scored.',
    ]) {
      const facts = award(
        'Award criteria',
        ['Ref', 'Criterion', 'Maximum points'],
        [
          ['Q1', 'Work plan', '60'],
          ['P', 'Price', '40'],
        ],
        `Each lot is awarded to the most advantageous tender on the criteria below. ${sentence}`,
      );
      expect(criteria(facts), sentence).toEqual([
        ['Work plan', null, 60, null],
        ['Price', null, 40, null],
      ]);
    }
  });
});

describe("a lot's own criteria in a sentence, named like the table's", () => {
  it('Dutch: "Voor perceel 2 gelden: de prijs (60 punten) en …" beside the table\'s Prijs', () => {
    for (const sentence of [
      'Voor perceel 2 gelden twee gunningscriteria: de prijs (60 punten) en de service (40 punten).',
      'Perceel 2: prijs (max. 60 punten) en service (max. 40 punten).',
      'Voor perceel 2 zijn de criteria: Prijs: 60 punten; Service: 40 punten.',
    ]) {
      const facts = award(
        'Gunningscriteria perceel 1',
        ['Nr.', 'Gunningscriterium', 'Punten'],
        [
          ['1', 'Prijs', '50'],
          ['2', 'Kwaliteit', '50'],
        ],
        sentence,
      );
      expect(
        criteria(facts).map(([name, , points]) => [String(name).toLowerCase(), points]),
        sentence,
      ).toEqual([
        ['prijs', 50],
        ['kwaliteit', 50],
        ['prijs', 60],
        ['service', 40],
      ]);
    }
  });

  it('English: "For Lot 3 the criteria are price (70 points) and …"', () => {
    for (const sentence of [
      'For Lot 3 the criteria are price (70 points) and support (30 points).',
      'Lot 3: Price (max. 70 points) and Support (max. 30 points).',
      'In Lot 3 the weights differ: Price 70%, Support 30%.',
    ]) {
      const percent = sentence.includes('%');
      const facts = award(
        'Award criteria',
        ['No.', 'Criterion', percent ? 'Weighting' : 'Points'],
        [
          ['1', 'Price', percent ? '40%' : '40'],
          ['2', 'Quality', percent ? '60%' : '60'],
        ],
        sentence,
      );
      const value = (n: number) => (percent ? [n, null] : [null, n]);
      expect(
        criteria(facts).map(([name, weight, points]) => [
          String(name).toLowerCase(),
          weight,
          points,
        ]),
        sentence,
      ).toEqual([
        ['price', ...value(40)],
        ['quality', ...value(60)],
        ['price', ...value(70)],
        ['support', ...value(30)],
      ]);
    }
  });

  it('the same criterion again with the same points, or with no lot, is a repeat (an article before a listed name made a new one)', () => {
    for (const sentence of [
      'Voor perceel 2 geldt hetzelfde: de prijs (50 punten) en de kwaliteit (50 punten).',
      'De prijs (60 punten) wordt beoordeeld volgens de formule.',
    ]) {
      const facts = award(
        'Gunningscriteria',
        ['Nr.', 'Gunningscriterium', 'Punten'],
        [
          ['1', 'Prijs', '50'],
          ['2', 'Kwaliteit', '50'],
        ],
        sentence,
      );
      expect(criteria(facts), sentence).toEqual([
        ['Prijs', null, 50, null],
        ['Kwaliteit', null, 50, null],
      ]);
    }
  });
});

describe("a group row's letter code over its members' codes", () => {
  it('English: "Q | Quality | 60%" over Q1-Q3, "P | Price" after them', () => {
    for (const [group, code] of [
      ['Quality', 'Q'],
      ['Technical', 'T'],
      ['Social value', 'SV'],
    ] as const) {
      const facts = award(
        'Award criteria',
        ['Ref', 'Criterion', 'Weighting'],
        [
          [code, group, '60%'],
          [`${code}1`, 'Method statement', '30%'],
          [`${code}2`, 'Team and resources', '20%'],
          [`${code}3`, 'Risk management', '10%'],
          ['P', 'Price', '40%'],
        ],
      );
      expect(criteria(facts), group).toEqual([
        [group, 60, null, null],
        ['Method statement', 30, null, group],
        ['Team and resources', 20, null, group],
        ['Risk management', 10, null, group],
        ['Price', 40, null, null],
      ]);
    }
  });

  it('Dutch: "K | Kwaliteit | 70" over K1-K2, "P | Prijs | 30"', () => {
    const facts = award(
      'Gunningscriteria',
      ['Code', 'Criterium', 'Punten'],
      [
        ['K', 'Kwaliteit', '70'],
        ['K1', 'Plan van aanpak', '40'],
        ['K2', 'Duurzaamheid', '30'],
        ['P', 'Prijs', '30'],
      ],
    );
    expect(criteria(facts)).toEqual([
      ['Kwaliteit', null, 70, null],
      ['Plan van aanpak', null, 40, 'Kwaliteit'],
      ['Duurzaamheid', null, 30, 'Kwaliteit'],
      ['Prijs', null, 30, null],
    ]);
  });

  it('stays as it was: codes with numbers only are criteria of their own', () => {
    const facts = award(
      'Award criteria',
      ['Ref', 'Criterion', 'Weighting'],
      [
        ['Q1', 'Method statement', '40%'],
        ['Q2', 'Team', '20%'],
        ['P1', 'Price', '40%'],
      ],
    );
    expect(criteria(facts).map((c) => c[3])).toEqual([null, null, null]);
  });
});
