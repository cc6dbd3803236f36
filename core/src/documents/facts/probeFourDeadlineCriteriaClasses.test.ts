/**
 * Deadline and award-criterion classes of issue 17 found studying the fourth probe set
 * (docs/decisions.md "Tender facts on the fourth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { deadlinesOf, heading, item, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const deadlines = (facts: TenderFacts) =>
  facts.deadlines.map((d) => [d.value.kind, d.value.date, d.replaced === true]);
const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points]);
const split = (facts: TenderFacts) => facts.priceQuality?.value ?? null;

describe('numeric dates in the order the document itself shows', () => {
  it('English: a document whose dates are day first reads 07/04/2027 as 7 April', () => {
    const facts = extractTenderFacts([
      'Contract notice dispatched on 26/02/2027.\n\nDeadline for clarification questions: 07/04/2027.',
    ]);
    expect(deadlines(facts)).toEqual([['questions', '2027-04-07', false]]);
  });

  it('Dutch: day first, as always', () => {
    const facts = extractTenderFacts([
      'Publicatie op 26/02/2027.\n\nUiterste datum voor het stellen van vragen: 07/04/2027.',
    ]);
    expect(deadlines(facts)).toEqual([['questions', '2027-04-07', false]]);
  });

  it('precision: an English document whose dates are month first keeps reading them so', () => {
    const facts = extractTenderFacts([
      'Issued 02/22/2027.\n\nQuestions are due 07/04/2027.\n\nProposals are due 08/03/2027.',
    ]);
    expect(deadlines(facts)).toEqual([
      ['questions', '2027-07-04', false],
      ['submission', '2027-08-03', false],
    ]);
  });
});

describe('a zone named by its city', () => {
  it('English: "local time in Lisbon" is Western European time, across its summer time', () => {
    const facts = extractTenderFacts([
      'All times in this invitation are local time in Lisbon.\n\nThe site visit takes place on 15 March 2027 at 10:00.\n\nTenders are due by 16:00 on 19 April 2027.',
    ]);
    expect(deadlines(facts)).toEqual([
      ['other', '2027-03-15T10:00+00:00', false],
      ['submission', '2027-04-19T16:00+01:00', false],
    ]);
  });

  it('Dutch: "lokale tijd in Lissabon" and Helsinki time', () => {
    expect(
      deadlinesOf(
        'Alle tijden in dit document zijn lokale tijd in Lissabon. Uiterste datum van indiening: 19 april 2027 om 16:00 uur.',
      ),
    ).toEqual([['submission', '2027-04-19T16:00+01:00']]);
    expect(deadlinesOf('Tenders are due by 12:00 Helsinki time on 3 June 2027.')).toEqual([
      ['submission', '2027-06-03T12:00+03:00'],
    ]);
  });

  it('precision: Brussels time is Central European time, local like Amsterdam', () => {
    expect(deadlinesOf('Tenders are due by 12:00 Brussels time on 3 June 2027.')).toEqual([
      ['submission', '2027-06-03T12:00'],
    ]);
  });
});

describe('Belgian and whole-hour times', () => {
  it('Dutch: "om 10u00" and "om 12 uur" after the date', () => {
    expect(deadlinesOf('Uiterste datum van indiening: dinsdag 8 juni 2027 om 14u30.')).toEqual([
      ['submission', '2027-06-08T14:30'],
    ]);
    expect(deadlinesOf('De offertes moeten uiterlijk 8 juni 2027 om 12 uur binnen zijn.')).toEqual([
      ['submission', '2027-06-08T12:00'],
    ]);
  });

  it('English: "at 11h00" after the date', () => {
    expect(deadlinesOf('The closing date for tenders is 8 June 2027 at 11h00.')).toEqual([
      ['submission', '2027-06-08T11:00'],
    ]);
  });
});

describe('questions asked for as additional information', () => {
  it('English: "requesting additional information" is the questions deadline', () => {
    expect(deadlinesOf('Last day for requesting additional information: 3 May 2027')).toEqual([
      ['questions', '2027-05-03'],
    ]);
  });

  it('Dutch: "verzoeken om aanvullende informatie"', () => {
    expect(
      deadlinesOf('Uiterste datum voor verzoeken om aanvullende informatie: 3 mei 2027'),
    ).toEqual([['questions', '2027-05-03']]);
  });
});

describe("a corrigendum's old column, and the timetable that still prints the old date", () => {
  it('English: "Initially | Now reads" replaces the old date on every page it is on', () => {
    const facts = structured([
      {
        blocks: [
          heading('Corrigendum 1'),
          table(
            ['Item', 'Initially', 'Now reads'],
            [
              'Time limit for receipt of tenders',
              '12 April 2027 at 16:00',
              '19 April 2027 at 16:00',
            ],
          ),
        ],
      },
      {
        blocks: [
          heading('Timetable'),
          table(['Step', 'Date'], ['Time limit for receipt of tenders', '12 April 2027 at 16:00']),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      ['submission', '2027-04-12T16:00', true],
      ['submission', '2027-04-19T16:00', false],
    ]);
  });

  it('Dutch: "In plaats van | Lees"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Rectificatie'),
          table(
            ['Onderdeel', 'In plaats van', 'Lees'],
            ['Uiterste datum van indiening', '12 april 2027 om 16:00', '19 april 2027 om 16:00'],
          ),
        ],
      },
      {
        blocks: [
          heading('Planning'),
          table(
            ['Activiteit', 'Datum'],
            ['Uiterste datum van indiening', '12 april 2027 om 16:00'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      ['submission', '2027-04-12T16:00', true],
      ['submission', '2027-04-19T16:00', false],
    ]);
  });
});

describe('precision: a date moved for one part stays current for another part', () => {
  it('English: Lot 2 moved, Lot 1 on the same day is still due', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Item', 'Initially', 'Now reads'],
            [
              'Time limit for receipt of tenders, Lot 2',
              '12 April 2027 at 16:00',
              '19 April 2027 at 16:00',
            ],
          ),
          table(
            ['Step', 'Date'],
            ['Time limit for receipt of tenders, Lot 1', '12 April 2027 at 16:00'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      ['submission', '2027-04-12T16:00', false],
      ['submission', '2027-04-19T16:00', false],
    ]);
  });

  it('Dutch: perceel 2 verschoven, perceel 1 op dezelfde dag blijft staan', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Onderdeel', 'In plaats van', 'Lees'],
            [
              'Uiterste datum van indiening perceel 2',
              '12 april 2027 om 16:00',
              '19 april 2027 om 16:00',
            ],
          ),
          table(
            ['Activiteit', 'Datum'],
            ['Uiterste datum van indiening perceel 1', '12 april 2027 om 16:00'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      ['submission', '2027-04-12T16:00', false],
      ['submission', '2027-04-19T16:00', false],
    ]);
  });
});

describe('a start said with its verb', () => {
  it('Dutch: "De opdracht vangt aan op"', () => {
    expect(
      deadlinesOf('De opdracht vangt aan op maandag 6 september 2027 en loopt één jaar.'),
    ).toEqual([['start', '2027-09-06']]);
  });

  it('English: "The contract will commence on"', () => {
    expect(deadlinesOf('The contract will commence on 6 September 2027.')).toEqual([
      ['start', '2027-09-06'],
    ]);
  });
});

describe('what is due named at the start of a long sentence', () => {
  it('Dutch: "Vragen … tot en met <datum>" is the questions deadline, to check', () => {
    const facts = extractTenderFacts([
      'Vragen over de technische voorschriften of de prijsinventaris worden schriftelijk gesteld via het berichtenplatform tot en met vrijdag 23 april 2027.',
    ]);
    expect(deadlines(facts)).toEqual([['questions', '2027-04-23', false]]);
    expect(facts.deadlines[0]!.status).toBe('check');
  });

  it('English: "Questions about … until <date>"', () => {
    const facts = extractTenderFacts([
      "Questions about the technical specification, the pricing schedule or the draft terms can be sent through the portal's messaging area until Friday 23 April 2027.",
    ]);
    expect(deadlines(facts)).toEqual([['questions', '2027-04-23', false]]);
    expect(facts.deadlines[0]!.status).toBe('check');
  });

  it('precision: the buyer answering by a date is no deadline', () => {
    expect(
      deadlinesOf(
        'Het bestuur antwoordt ten laatste op dinsdag 27 april 2027 aan alle ondernemers.',
      ),
    ).toEqual([]);
    expect(
      deadlinesOf('The answers to all questions will be published on the portal on 27 April 2027.'),
    ).toEqual([]);
  });
});

describe("the award method's name beside the split", () => {
  it('English: "best price-quality ratio, weighting quality at 60 % and price at 40 %"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Award criteria'),
          para(
            'The contract is awarded to the tender offering the best price-quality ratio, weighting quality at 65 % and price at 35 %.',
          ),
        ],
      },
    ]);
    expect(split(facts)).toEqual({ price: 35, quality: 65 });
    expect(criteria(facts)).toEqual([
      ['Quality', 65, null],
      ['Price', 35, null],
    ]);
  });

  it('Dutch: "beste prijs-kwaliteitverhouding, waarbij kwaliteit 65% weegt en prijs 35%"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria'),
          para(
            'De opdracht wordt gegund op basis van de beste prijs-kwaliteitverhouding, waarbij kwaliteit 65% weegt en prijs 35%.',
          ),
        ],
      },
    ]);
    expect(split(facts)).toEqual({ price: 35, quality: 65 });
  });
});

describe('a ratio named quality first', () => {
  it('English: "Quality:Price ratio of 70:30"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Award criteria'),
          para('Tenders are evaluated using a Quality:Price ratio of 75:25.'),
        ],
      },
    ]);
    expect(split(facts)).toEqual({ price: 25, quality: 75 });
    expect(criteria(facts)).toEqual([
      ['Price', 25, null],
      ['Quality', 75, null],
    ]);
  });

  it('Dutch: "kwaliteit/prijs-verhouding 60/40"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunning'),
          para('De inschrijvingen worden beoordeeld met een kwaliteit/prijs-verhouding van 60/40.'),
        ],
      },
    ]);
    expect(split(facts)).toEqual({ price: 40, quality: 60 });
  });
});

describe('a sentence that ends in a percentage', () => {
  it('Dutch: "… en prijs 30%. De kwaliteit …" is a split of its own', () => {
    const facts = extractTenderFacts([
      'Gunningscriterium\n\nDaarbij weegt kwaliteit 70% en prijs 30%. De kwaliteit wordt beoordeeld aan de hand van de subcriteria hieronder.',
    ]);
    expect(split(facts)).toEqual({ price: 30, quality: 70 });
  });

  it('English: "… and price 30%. The quality criteria …"', () => {
    const facts = extractTenderFacts([
      'Award criteria\n\nQuality counts for 70% and price for 30%. The quality criteria are listed below.',
    ]);
    expect(split(facts)).toEqual({ price: 30, quality: 70 });
  });
});

describe('a split summarising a points list', () => {
  it('Dutch: "Samengevat: prijs 50 %, kwaliteit (criteria 2 en 3) 50 %" is no criterion', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria'),
          para('De gunningscriteria worden beoordeeld op 100 punten:'),
          item('1.', 'Prijs - 40 punten'),
          item('2.', 'Kwaliteit van de dienstverlening - 35 punten'),
          item('3.', 'Duurzaamheid - 25 punten'),
          para('Samengevat: prijs 40 %, kwaliteit (criteria 2 en 3) 60 %.'),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Prijs', null, 40],
      ['Kwaliteit van de dienstverlening', null, 35],
      ['Duurzaamheid', null, 25],
    ]);
    expect(split(facts)).toEqual({ price: 40, quality: 60 });
  });

  it('English: "In summary: price 40%, quality (criteria 2 and 3) 60%"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Award criteria'),
          para('The award criteria are marked out of 100 points:'),
          item('1.', 'Price - 40 points'),
          item('2.', 'Service quality - 35 points'),
          item('3.', 'Sustainability - 25 points'),
          para('In summary: price 40%, quality (criteria 2 and 3) 60%.'),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Price', null, 40],
      ['Service quality', null, 35],
      ['Sustainability', null, 25],
    ]);
    expect(split(facts)).toEqual({ price: 40, quality: 60 });
  });
});

describe('scale words after a weight explain the criterion', () => {
  it('English: "Price: weighting 40 %, on the basis of the total price"', () => {
    const facts = extractTenderFacts([
      'Award criteria\n\n- Price: weighting 40 %, on the basis of the total price of the financial offer.\n- Quality: weighting 60 %, assessed against the criteria below.',
    ]);
    expect(criteria(facts)).toEqual([
      ['Price', 40, null],
      ['Quality', 60, null],
    ]);
  });

  it('Dutch: "Prijs: weging 40%, op basis van het totaal van het prijzenblad"', () => {
    const facts = extractTenderFacts([
      'Gunningscriteria\n\n- Prijs: weging 40%, op basis van het totaal van het prijzenblad.\n- Kwaliteit: weging 60%, beoordeeld op de subcriteria hieronder.',
    ]);
    expect(criteria(facts)).toEqual([
      ['Prijs', 40, null],
      ['Kwaliteit', 60, null],
    ]);
  });
});

describe('a points table read as text with a minimum column', () => {
  it('English: "Qualitative award criteria Maximum points Minimum threshold", a dash for none', () => {
    const facts = extractTenderFacts([
      [
        'Qualitative award criteria',
        'No Qualitative award criteria Maximum points Minimum threshold',
        '1 Approach to the case study 50 25',
        '2 Team and resources 30 15',
        '3 Sustainability of the service 20 -',
        'Total 100 60',
      ].join('\n'),
    ]);
    expect(criteria(facts)).toEqual([
      ['Approach to the case study', null, 50],
      ['Team and resources', null, 30],
      ['Sustainability of the service', null, 20],
    ]);
  });

  it('Dutch: "Kwalitatieve gunningscriteria Maximum punten Minimumscore"', () => {
    const facts = extractTenderFacts([
      [
        'Kwalitatieve gunningscriteria',
        'Nr Kwalitatieve gunningscriteria Maximum punten Minimumscore',
        '1 Plan van aanpak 50 25',
        '2 Team en middelen 30 15',
        '3 Duurzaamheid van de dienst 20 n.v.t.',
        'Totaal 100 60',
      ].join('\n'),
    ]);
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak', null, 50],
      ['Team en middelen', null, 30],
      ['Duurzaamheid van de dienst', null, 20],
    ]);
  });
});

describe('the quality criteria in points under a weighted quality line', () => {
  const withParent = (facts: TenderFacts) =>
    facts.awardCriteria.map((c) => [c.value.name, c.value.parent ?? null]);

  it('English: a "Qualitative award criteria" points table belongs to "Quality: weighting 60 %"', () => {
    const facts = extractTenderFacts([
      [
        'Award criteria',
        '- Price: weighting 40 %, on the basis of the financial offer.',
        '- Quality: weighting 60 %, assessed against the criteria below.',
        'No Qualitative award criteria Maximum points',
        '1 Approach to the case study 60',
        '2 Team and resources 40',
        'Total 100',
      ].join('\n'),
    ]);
    expect(withParent(facts)).toEqual([
      ['Approach to the case study', 'Quality'],
      ['Team and resources', 'Quality'],
      ['Price', null],
      ['Quality', null],
    ]);
  });

  it('Dutch: a table headed "Kwaliteitscriteria" under "Kwaliteit: weging 60%"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria'),
          para('- Prijs: weging 40%, op basis van het prijzenblad.'),
          para('- Kwaliteit: weging 60%, beoordeeld op de criteria hieronder.'),
          table(
            ['Nr', 'Kwaliteitscriteria', 'Maximum punten'],
            ['1', 'Plan van aanpak', '60'],
            ['2', 'Team en middelen', '40'],
          ),
        ],
      },
    ]);
    expect(withParent(facts)).toEqual([
      ['Plan van aanpak', 'Kwaliteit'],
      ['Team en middelen', 'Kwaliteit'],
      ['Prijs', null],
      ['Kwaliteit', null],
    ]);
  });

  it('precision: without a weighted quality line the table stays at the top', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria'),
          table(
            ['Nr', 'Kwaliteitscriteria', 'Maximum punten'],
            ['1', 'Plan van aanpak', '60'],
            ['2', 'Team en middelen', '40'],
          ),
        ],
      },
    ]);
    expect(withParent(facts)).toEqual([
      ['Plan van aanpak', null],
      ['Team en middelen', null],
    ]);
  });
});
