/**
 * Award criteria: the failure classes of issue 17, each proven on short snippets written for
 * this test in English and Dutch (not taken from the labelled documents in bench/data), so that a
 * rule passes because the mechanism is general, not because it knows one document's wording. The
 * structure cases use hand-built DocumentStructures (classSnippets.ts).
 */
import { describe, expect, it } from 'vitest';
import { para, heading, item, table, structured } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

describe('weights and points in their own cell or line', () => {
  it('English: a weight written "(weighting 30%)" after a numbered criterion', () => {
    const { awardCriteria } = extractTenderFacts([
      [
        'Evaluation criteria',
        '',
        'Tenders are scored against the criteria below.',
        '1. Service delivery model (weighting 30%)',
        '2. Mobilisation plan (weighting 20%)',
        '3. Cost (weighting 50%)',
      ].join('\n'),
    ]);
    expect(awardCriteria.map((c) => [c.value.name, c.value.weight])).toEqual([
      ['Service delivery model', 30],
      ['Mobilisation plan', 20],
      ['Cost', 50],
    ]);
  });

  it('Dutch: a points table read as text, one criterion and its points per line, no total', () => {
    const { awardCriteria } = extractTenderFacts([
      [
        'Gunningscriteria',
        '',
        'Onderdeel Maximaal te behalen punten',
        'Visie op samenwerking 300 punten',
        'Implementatieplan 200 punten',
        'Prijs 500 punten',
        'Totaal 1000 punten',
      ].join('\n'),
    ]);
    expect(awardCriteria.map((c) => [c.value.name, c.value.points])).toEqual([
      ['Visie op samenwerking', 300],
      ['Implementatieplan', 200],
      ['Prijs', 500],
    ]);
  });

  it('Dutch: "(weging 25%)" after a numbered criterion', () => {
    const { awardCriteria } = extractTenderFacts([
      [
        'Beoordeling',
        '',
        'De gunning gebeurt op basis van de beste prijs-kwaliteitverhouding:',
        '1. Kwaliteit van de dienstverlening (weging 45%)',
        '2. Continuïteit (weging 30%)',
        '3. Prijs (weging 25%)',
      ].join('\n'),
    ]);
    expect(awardCriteria.map((c) => [c.value.name, c.value.weight])).toEqual([
      ['Kwaliteit van de dienstverlening', 45],
      ['Continuïteit', 30],
      ['Prijs', 25],
    ]);
  });

  it('English: a table whose header row is not the first row', () => {
    const { awardCriteria } = structured([
      {
        blocks: [
          heading('Assessment of tenders'),
          table(
            ['Table 3: quality questions'],
            ['Ref', 'Question', 'Weighting'],
            ['Q1', 'Account management', '15'],
            ['Q2', 'Carbon reduction', '10'],
          ),
        ],
      },
    ]);
    expect(awardCriteria.map((c) => [c.value.name, c.value.weight])).toEqual([
      ['Account management', 15],
      ['Carbon reduction', 10],
    ]);
  });
});

describe('precision: unsure facts are offered to check, quotes hold their value', () => {
  it('a list item naming a criterion in a sentence about points is no criterion', () => {
    const { awardCriteria } = structured([
      {
        blocks: [
          heading('Gunning'),
          item('-', 'Voor het plan van aanpak kun je maximaal 40 punten behalen.'),
          para('Each bidder can be awarded a maximum of 100 points in total.'),
        ],
      },
    ]);
    expect(awardCriteria).toEqual([]);
  });
});

describe('a scale printed around its item (the scale cell taller than the name cell)', () => {
  it('English: each item worth the top of its scale, offered to check', () => {
    const { awardCriteria } = structured([
      {
        blocks: [
          heading('Demonstration marking sheet'),
          para('Excellent = 20'),
          para('3 Good = 12'),
          para('How clear was the walkthrough?'),
          para('Poor = 4 None = 0'),
          para('> 99.5% = 8 pts'),
          para('4 > 98% = 4 pts'),
          para('Measured uptime 4'),
          para('< 98% = 0 pts'),
        ],
      },
    ]);
    expect(awardCriteria.map((c) => [c.value.name, c.value.points, c.status])).toEqual([
      ['How clear was the walkthrough?', 20, 'check'],
      ['Measured uptime', 8, 'check'],
    ]);
  });

  it('Dutch, and a line between unrelated lines is no item', () => {
    const { awardCriteria } = structured([
      {
        blocks: [
          heading('Beoordelingsformulier'),
          para('Uitstekend = 10'),
          para('Voldoende = 6'),
          para('Aansluiting bij de vraag'),
          para('Onvoldoende = 0'),
          para('De commissie beoordeelt elk onderdeel afzonderlijk.'),
          para('Ruim voldoende = 5'),
        ],
      },
    ]);
    expect(awardCriteria.map((c) => [c.value.name, c.value.points])).toEqual([
      ['Aansluiting bij de vraag', 10],
    ]);
  });
});

describe('weights written before their names, and sentences that are not names', () => {
  it('English: "70% quality and 30% price" gives two criteria, not the sentence before it', () => {
    const { awardCriteria } = extractTenderFacts([
      'Award criteria\n\nOffers will be assessed on the basis of 70% quality and 30% price.',
    ]);
    expect(awardCriteria.map((c) => [c.value.name, c.value.weight])).toEqual([
      ['Quality', 70],
      ['Price', 30],
    ]);
  });

  it('Dutch: a ratio written with colons, and "weegt voor" is not part of the name', () => {
    const { awardCriteria, priceQuality } = extractTenderFacts([
      [
        'Gunningscriteria',
        '',
        'De verhouding prijs : kwaliteit is 35 : 65.',
        '',
        'Duurzaamheid weegt voor 15% mee.',
      ].join('\n'),
    ]);
    expect(priceQuality?.value).toEqual({ price: 35, quality: 65 });
    expect(awardCriteria.map((c) => [c.value.name, c.value.weight])).toEqual([
      ['Prijs', 35],
      ['Kwaliteit', 65],
      ['Duurzaamheid', 15],
    ]);
  });

  it('a time after "prijs/kwaliteit" is no ratio', () => {
    const { priceQuality } = extractTenderFacts([
      'Gunningscriteria\n\nVragen over prijs/kwaliteit kun je tot 12:00 uur stellen.',
    ]);
    expect(priceQuality).toBeNull();
  });
});

describe('a table’s own cells: criterion codes and marks', () => {
  it('a criterion code in the name cell, its sub-criteria numbered under it', () => {
    const { awardCriteria } = structured([
      {
        blocks: [
          heading('Gunningscriteria'),
          table(
            ['Code', 'Criterium', 'Weging'],
            ['', 'W1 Klantbeleving', '55%'],
            ['W1.1', 'Communicatie met bewoners', '30%'],
            ['W1.2', 'Hinderbeperking', '25%'],
            ['', 'W2 Prijs', '45%'],
          ),
        ],
      },
    ]);
    expect(awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.parent])).toEqual([
      ['Klantbeleving', 55, null],
      ['Communicatie met bewoners', 30, 'Klantbeleving'],
      ['Hinderbeperking', 25, 'Klantbeleving'],
      ['Prijs', 45, null],
    ]);
  });
  it('criteria scored in marks, in a table and in a sentence', () => {
    const { awardCriteria } = structured([
      {
        blocks: [
          heading('Evaluation'),
          table(['Ref', 'Question', 'Available marks'], ['Q1', 'Fleet replacement plan', '30']),
          para('Question 2: Driver training (15 marks)'),
        ],
      },
    ]);
    expect(awardCriteria.map((c) => [c.value.name, c.value.points])).toEqual([
      ['Fleet replacement plan', 30],
      ['Driver training', 15],
    ]);
  });
});

describe('precision on an award page: percentages that are not weights', () => {
  it('payment terms, discounts and service levels give no criterion (English and Dutch)', () => {
    const { awardCriteria } = extractTenderFacts([
      [
        'Award criteria',
        '',
        'Invoices: 20% upon mobilisation, 80% on completion.',
        '',
        'De beschikbaarheid bedraagt minimaal 99,8% per kwartaal.',
        '',
        'Korting: 5% bij betaling binnen 14 dagen.',
      ].join('\n'),
    ]);
    expect(awardCriteria).toEqual([]);
  });
  it('weights read from lines that do not add up are offered to check', () => {
    const { awardCriteria } = extractTenderFacts([
      [
        'Gunningscriteria',
        '',
        '- Kwaliteit 60%',
        '- Prijs 40%',
        '',
        'Duurzame inzet van materieel 15%',
      ].join('\n'),
    ]);
    expect(awardCriteria.map((c) => [c.value.name, c.status])).toEqual([
      ['Kwaliteit', 'sure'],
      ['Prijs', 'sure'],
      ['Duurzame inzet van materieel', 'check'],
    ]);
  });
});
