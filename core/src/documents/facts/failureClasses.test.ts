/**
 * The failure classes of issue 17, each proven on short snippets written for this test in English
 * and Dutch (not taken from the labelled documents in bench/data), so that a rule passes because
 * the mechanism is general, not because it knows one document's wording. The structure cases use
 * hand-built DocumentStructures; the pages are their text as the processor stores it, so every
 * quote is checked against its page by verification.
 */
import { describe, expect, it } from 'vitest';
import { type Block, type DocumentStructure, structuredPageText } from '../../extraction/structure';
import { extractTenderFacts } from './extractTenderFacts';

const para = (text: string): Block => ({ kind: 'paragraph', text });
const heading = (text: string): Block => ({ kind: 'heading', text, level: 1 });
const item = (number: string, text: string): Block => ({ kind: 'listItem', number, text });
const table = (...rows: string[][]): Block => ({ kind: 'table', rows });

function structured(pages: { blocks: Block[]; furniture?: string[] }[]) {
  const structure: DocumentStructure = {
    pagination: 'fixed',
    pages: pages.map((p, i) => ({ index: i + 1, blocks: p.blocks, furniture: p.furniture ?? [] })),
  };
  const text = structure.pages.map((p) =>
    [p.furniture[0], structuredPageText(p), ...p.furniture.slice(1)].filter(Boolean).join('\n\n'),
  );
  return extractTenderFacts(text, { structure });
}

const deadlinesOf = (text: string) =>
  extractTenderFacts([text]).deadlines.map((d) => [d.value.kind, d.value.date]);

describe('a time written before its date, with noon, a weekday or a zone in brackets', () => {
  it('English', () => {
    expect(
      deadlinesOf(
        'The closing time for receipt of tenders is 12:00 noon (UK time) on Thursday 10 April 2025.',
      ),
    ).toEqual([['submission', '2025-04-10T12:00+01:00']]);
    expect(
      deadlinesOf('Clarification requests should reach us by 16:30 hours on 2 April 2025.'),
    ).toEqual([['questions', '2025-04-02T16:30']]);
  });

  it('Dutch', () => {
    expect(
      deadlinesOf('Je inschrijving moet uiterlijk om 14.00 uur op dinsdag 6 mei 2025 binnen zijn.'),
    ).toEqual([['submission', '2025-05-06T14:00']]);
  });
});

describe('a planning row names its kind with a compound word', () => {
  it('Dutch: "inschrijfdatum", "inschrijftermijn" are the submission deadline', () => {
    const { deadlines } = structured([
      {
        blocks: [
          heading('Tijdschema'),
          table(
            ['Stap', 'Wanneer'],
            ['Laatste inschrijfdatum', '19 juni 2025 11:00 uur'],
            ['Sluiting inschrijftermijn (herhaald)', '19 juni 2025'],
          ),
        ],
      },
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['submission', '2025-06-19T11:00'],
    ]);
  });
});

describe('issue dates and page numbers are never deadlines', () => {
  it('English: an issue date beside a title that names the tender', () => {
    expect(
      deadlinesOf(
        'Request for Tender – Grounds Maintenance\nIssue date: 4 March 2025\nPage 1 of 30',
      ),
    ).toEqual([]);
    expect(deadlinesOf('Tender pack, date of issue 4 March 2025.')).toEqual([]);
  });

  it('Dutch: uitgiftedatum and publicatiedatum', () => {
    expect(
      deadlinesOf('Offerteaanvraag schoonmaak\nDatum van uitgifte: 4 maart 2025\nPagina 1 van 12'),
    ).toEqual([]);
  });
});

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

describe('limits written out, "maximum of", "no longer than", sides of A4', () => {
  it('English', () => {
    const { limits } = extractTenderFacts([
      [
        'Each answer should be no more than three hundred words.',
        '',
        'The CV of each key person is limited to 2 sides of A4.',
        '',
        'Case study: maximum of 600 words.',
      ].join('\n'),
    ]);
    expect(limits.map((l) => [l.value.kind, l.value.value])).toEqual([
      ['words', 300],
      ['pages', 2],
      ['words', 600],
    ]);
  });

  it('Dutch', () => {
    const { limits } = extractTenderFacts([
      [
        'Het implementatieplan mag niet langer zijn dan zes pagina’s.',
        '',
        'De samenvatting bevat maximaal vijfhonderd woorden.',
      ].join('\n'),
    ]);
    expect(limits.map((l) => [l.value.kind, l.value.value])).toEqual([
      ['pages', 6],
      ['words', 500],
    ]);
  });
});

describe('knock-outs phrased as consequences', () => {
  it('English and Dutch', () => {
    const { requirements } = extractTenderFacts([
      [
        'A submission without the signed form of tender will be deemed non-compliant.',
        '',
        'Omissions may result in the response being rejected.',
        '',
        'Een inschrijver zonder geldig VCA-certificaat komt niet in aanmerking voor gunning.',
        '',
        'Onvolledige inschrijvingen worden niet verder beoordeeld.',
      ].join('\n'),
    ]);
    expect(requirements.filter((r) => r.value.kind === 'knockout')).toHaveLength(4);
  });
});

describe('buyers named only on the cover', () => {
  it('English: a borough in title case', () => {
    const { buyer } = extractTenderFacts([
      'Invitation to Tender\n\nWinter gritting services\n\nBorough of Eastmere\n\nMay 2025',
    ]);
    expect(buyer).toMatchObject({ value: 'Borough of Eastmere', status: 'check' });
  });

  it('Dutch: a municipality printed in capitals', () => {
    const { buyer } = extractTenderFacts([
      'Aanbestedingsleidraad\n\nLevering van strooizout\n\nGEMEENTE ZUIDERVEEN\n\nmei 2025',
    ]);
    expect(buyer).toMatchObject({ value: 'GEMEENTE ZUIDERVEEN', status: 'check' });
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

describe('more ways to write a deadline', () => {
  it('a platform’s ISO date, and "midday" or "5pm" before the date', () => {
    expect(deadlinesOf('Sluiting inschrijftermijn: 2025-09-12 om 09:30 uur.')).toEqual([
      ['submission', '2025-09-12T09:30'],
    ]);
    expect(
      deadlinesOf(
        'Bids must arrive by midday on 3 October 2025. Questions are due by 4pm on 19 September 2025.',
      ),
    ).toEqual([
      ['questions', '2025-09-19T16:00'],
      ['submission', '2025-10-03T12:00'],
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

describe('a table’s own cells: time, code, marks and length', () => {
  it('a time in its own cell joins its date (English and Dutch), and is no part of the label', () => {
    const { deadlines } = structured([
      {
        blocks: [
          heading('Timetable / Tijdschema'),
          table(
            ['Milestone', 'Date', 'Time'],
            ['Last day for questions', '6 October 2025', '15:00'],
            ['Sluiting inschrijvingen', '27 oktober 2025', '11:00 uur'],
          ),
        ],
      },
    ]);
    expect(deadlines.map((d) => [d.value.kind, d.value.date, d.value.label])).toEqual([
      ['questions', '2025-10-06T15:00', 'Last day for questions'],
      ['submission', '2025-10-27T11:00', 'Sluiting inschrijvingen'],
    ]);
  });

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

  it('a length column gives each part its limit (English and Dutch)', () => {
    const { limits } = structured([
      {
        blocks: [
          heading('What to submit'),
          table(
            ['Part', 'Maximum length'],
            ['Delivery plan', '6 pages'],
            ['Team CVs', '3 x 2 pages'],
          ),
          table(['Onderdeel', 'Omvang'], ['Visiedocument', '900 woorden']),
        ],
      },
    ]);
    expect(limits.map((l) => [l.value.kind, l.value.value, l.value.scope])).toEqual([
      ['pages', 6, 'Delivery plan'],
      ['pages', 2, 'Team CVs'],
      ['words', 900, 'Visiedocument'],
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

  it('"not be considered liable" and an unacceptable payment are no knock-outs', () => {
    const { requirements } = extractTenderFacts([
      'The authority will not be considered liable for bidding costs.\n\nLate payment is unacceptable to the supplier.',
    ]);
    expect(requirements).toEqual([]);
  });
});
