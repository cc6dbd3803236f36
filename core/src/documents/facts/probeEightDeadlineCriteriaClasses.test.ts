/**
 * Deadline and award-criterion classes of issue 17 found studying the eighth probe set
 * (docs/decisions.md "Tender facts on the eighth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const deadlines = (text: string) =>
  extractTenderFacts([text]).deadlines.map((d) => [d.value.kind, d.value.date]);
const withReplaced = (facts: TenderFacts) =>
  facts.deadlines.map((d) => [d.value.kind, d.value.date, d.replaced === true]);
const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);

describe('a points column headed as the marks or points available', () => {
  it('English: "Marks available", lettered rows and a total of 1,000', () => {
    const page = [
      'Section 6 Award Criteria',
      'Tenders will be evaluated against the award criteria and marks set out below.',
      'Ref Criterion Marks available',
      'A Delivery methodology 400',
      'A1 Staffing and supervision 250',
      'A2 Quality control and reporting 150',
      'B Social value 100',
      'C Price 500',
      'Total 1,000',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Delivery methodology', null, 400, null],
      ['Staffing and supervision', null, 250, 'Delivery methodology'],
      ['Quality control and reporting', null, 150, 'Delivery methodology'],
      ['Social value', null, 100, null],
      ['Price', null, 500, null],
    ]);
  });

  it('English: "Points obtainable" and "Maximum points available"', () => {
    for (const header of [
      'Criterion Points obtainable',
      'Evaluation criteria Maximum points available',
    ]) {
      const page = [
        'Evaluation of tenders',
        'The most economically advantageous tender is chosen on the award criteria below.',
        header,
        '1 Technical merit 60',
        '2 Tender price 40',
        'Total 100',
      ].join('\n');
      expect(criteria(extractTenderFacts([page]))).toEqual([
        ['Technical merit', null, 60, null],
        ['Tender price', null, 40, null],
      ]);
    }
  });

  it('Dutch: "Punten te behalen", "Aantal punten beschikbaar" (and "Te behalen punten")', () => {
    for (const header of [
      'Criterium Punten te behalen',
      'Gunningscriterium Aantal punten beschikbaar',
      'Gunningscriterium Te behalen punten',
    ]) {
      const page = [
        '6 Gunning',
        'De inschrijvingen worden beoordeeld op de onderstaande gunningscriteria.',
        header,
        'A Plan van aanpak 60',
        'A.1 Planning 40',
        'A.2 Risico’s 20',
        'B Prijs 40',
        'Totaal 100',
      ].join('\n');
      expect(criteria(extractTenderFacts([page]))).toEqual([
        ['Plan van aanpak', null, 60, null],
        ['Planning', null, 40, 'Plan van aanpak'],
        ['Risico’s', null, 20, 'Plan van aanpak'],
        ['Prijs', null, 40, null],
      ]);
    }
  });

  it('stays as it was: a header that is a sentence is no points column', () => {
    const page = [
      'Award',
      'Criteria are scored in marks available to all tenderers',
      'A Delivery methodology 400',
      'B Price 600',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([]);
  });
});

describe('a points table read as lines with sub-criteria lettered under their number', () => {
  it('English: 1, 1a, 1b and 2 under "Criterion Maximum points"', () => {
    const page = [
      'Award criteria',
      'Tenders are scored against the award criteria below.',
      'Criterion Maximum points',
      '1 Service quality 60',
      '1a Staffing 30',
      '1b Training 30',
      '2 Price 40',
      'Total 100',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Service quality', null, 60, null],
      ['Staffing', null, 30, 'Service quality'],
      ['Training', null, 30, 'Service quality'],
      ['Price', null, 40, null],
    ]);
  });

  it('Dutch: 1, 1(a), 1(b) en 2 onder "Criterium Punten"', () => {
    const page = [
      'Gunningscriteria',
      'De inschrijvingen worden beoordeeld op de gunningscriteria.',
      'Criterium Punten',
      '1 Kwaliteit van de dienst 60',
      '1(a) Bezetting 30',
      '1(b) Opleiding 30',
      '2 Prijs 40',
      'Totaal 100',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Kwaliteit van de dienst', null, 60, null],
      ['Bezetting', null, 30, 'Kwaliteit van de dienst'],
      ['Opleiding', null, 30, 'Kwaliteit van de dienst'],
      ['Prijs', null, 40, null],
    ]);
  });
});

describe('the price criterion called cost: the split sentence is no criteria list of its own', () => {
  it('English: a "Cost" row beside "Quality 60% and Cost 40%"', () => {
    const facts = structured([
      {
        blocks: [
          heading('5 Award criteria'),
          para('The weighting between quality and cost is Quality 60% and Cost 40%.'),
          table(
            ['Criterion', 'Weighting'],
            ['Methodology', '40%'],
            ['Added value', '20%'],
            ['Cost', '40%'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Methodology', 40, null, null],
      ['Added value', 20, null, null],
      ['Cost', 40, null, null],
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 40, quality: 60 });
  });

  it('English: "Tender costs" and "Fees" rows', () => {
    for (const name of ['Tender costs', 'Fees']) {
      const facts = structured([
        {
          blocks: [
            heading('Evaluation'),
            para('Quality 70% and price 30%.'),
            table(['Criterion', 'Weighting'], ['Approach', '70%'], [name, '30%']),
          ],
        },
      ]);
      expect(criteria(facts).map((c) => c[0])).toEqual(['Approach', name]);
    }
  });

  it('Dutch: een rij "Kosten" naast "kwaliteit 60% en prijs 40%"', () => {
    const facts = structured([
      {
        blocks: [
          heading('5 Gunningscriteria'),
          para('De weging is kwaliteit 60% en prijs 40%.'),
          table(['Criterium', 'Weging'], ['Plan van aanpak', '60%'], ['Kosten', '40%']),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak', 60, null, null],
      ['Kosten', 40, null, null],
    ]);
  });

  it('stays as it was: a quality criterion about costs does not stand for the price', () => {
    const facts = structured([
      {
        blocks: [
          heading('Evaluation'),
          para('Quality 70% and price 30%.'),
          table(['Criterion', 'Weighting'], ['Approach', '40%'], ['Cost control', '30%']),
        ],
      },
    ]);
    expect(criteria(facts).map((c) => c[0])).toEqual([
      'Approach',
      'Cost control',
      'Quality',
      'Price',
    ]);
  });
});

describe('a revision table whose item and old columns ran together', () => {
  it('English: "Item Original | Amended" with the old date inside the item cell', () => {
    const facts = structured([
      {
        blocks: [
          heading('Corrigendum No. 2'),
          table(
            ['Item Original', 'Amended'],
            [
              'Closing date for tenders 26/04/2027, 12:00 hrs (section 3.1)',
              '12:00 hrs on Monday 3 May 2027',
            ],
            ['Award notification 10 May 2027 (section 3.1)', '17 May 2027'],
          ),
        ],
      },
    ]);
    expect(withReplaced(facts)).toEqual([
      ['submission', '2027-04-26T12:00', true],
      ['submission', '2027-05-03T12:00', false],
      ['award', '2027-05-10', true],
      ['award', '2027-05-17', false],
    ]);
  });

  it('English: the page prints the item and the old value apart, the reading joined them', () => {
    const blocks = [
      heading('Corrigendum No. 1'),
      table(
        ['Item Original', 'Amended'],
        ['Notification of award 10 May 2027 decision (section 3)', '17 May 2027'],
      ),
    ];
    const printed = [
      'Corrigendum No. 1',
      'Item Original Amended',
      'Notification of award',
      'decision (section 3)',
      '10 May 2027 17 May 2027',
    ].join('\n');
    const facts = extractTenderFacts([printed], {
      structure: { pagination: 'fixed', pages: [{ index: 1, blocks, furniture: [] }] },
    });
    expect(withReplaced(facts)).toEqual([
      ['award', '2027-05-10', true],
      ['award', '2027-05-17', false],
    ]);
    expect(facts.deadlines.map((d) => d.quote)).toEqual([
      'Notification of award | 10 May 2027',
      'Notification of award | 17 May 2027',
    ]);
  });

  it('English: "Section Was | Now reads"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Addendum 1'),
          table(
            ['Section Was', 'Now reads'],
            ['Deadline for clarification questions 1 March 2027', '8 March 2027'],
          ),
        ],
      },
    ]);
    expect(withReplaced(facts)).toEqual([
      ['questions', '2027-03-01', true],
      ['questions', '2027-03-08', false],
    ]);
  });

  it('Dutch: "Onderwerp Oud | Nieuw"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Nota van Inlichtingen 1'),
          table(
            ['Onderwerp Oud', 'Nieuw'],
            [
              'Sluitingsdatum inschrijving 26-04-2027 om 14:00 uur (paragraaf 2.3)',
              '10-05-2027 om 14:00 uur',
            ],
          ),
        ],
      },
    ]);
    expect(withReplaced(facts)).toEqual([
      ['submission', '2027-04-26T14:00', true],
      ['submission', '2027-05-10T14:00', false],
    ]);
  });

  it('stays as it was: a row of two dated cells without any words names no deadline', () => {
    const facts = structured([
      { blocks: [heading('Planning'), table(['Van', 'Tot'], ['1 maart 2027', '8 maart 2027'])] },
    ]);
    expect(withReplaced(facts)).toEqual([]);
  });
});

describe('a time after its date behind a dash, or as the start of a time range', () => {
  it('English: "14.05.2027 - 17:00" and "14/05/2027 – 12:00"', () => {
    expect(deadlines('Deadline for receipt of tenders | 14.05.2027 - 17:00')).toEqual([
      ['submission', '2027-05-14T17:00'],
    ]);
    expect(deadlines('Closing date for tenders | 14/05/2027 – 12:00')).toEqual([
      ['submission', '2027-05-14T12:00'],
    ]);
  });

  it('Dutch: "08.06.2027 - 11:00" en "08-06-2027 – 11.00 uur"', () => {
    expect(deadlines('Opening van de offertes | 08.06.2027 - 11:00')).toEqual([
      ['opening', '2027-06-08T11:00'],
    ]);
    expect(deadlines('Uiterste datum indiening | 08-06-2027 – 11.00 uur')).toEqual([
      ['submission', '2027-06-08T11:00'],
    ]);
  });

  it('English and Dutch: a time behind an at sign, and a range written with a hyphen', () => {
    expect(deadlines('Tender return deadline | 21/05/2027 @ 12:00')).toEqual([
      ['submission', '2027-05-21T12:00'],
    ]);
    expect(deadlines('Bidders briefing | 9 March 2027, 10:00-12:00')).toEqual([
      ['other', '2027-03-09T10:00'],
    ]);
    expect(deadlines('Informatiebijeenkomst | 9 maart 2027, 10.00-12.00 uur')).toEqual([
      ['other', '2027-03-09T10:00'],
    ]);
  });

  it('English and Dutch: a site visit from one time to another starts at the first', () => {
    expect(deadlines('Site visit (optional) | 9 March 2027 from 10:00 to 12:00')).toEqual([
      ['other', '2027-03-09T10:00'],
    ]);
    expect(
      deadlines('Locatiebezoek (niet verplicht) | 3 februari 2027 van 10.00 tot 12.00 uur'),
    ).toEqual([['other', '2027-02-03T10:00']]);
    expect(deadlines('Bezichtiging | 3 februari 2027 tussen 9:00 en 11:00 uur')).toEqual([
      ['other', '2027-02-03T09:00'],
    ]);
  });

  it('stays as it was: two dotted dates joined by a dash are a period, not a date and a time', () => {
    expect(deadlines('Inschrijving | 01.06.2027 - 15.06.2027')).toEqual([]);
    expect(deadlines('Submission window | 01.06.2027 - 15.06.2027')).toEqual([]);
  });
});

describe('dates and times as portals and British and Irish buyers print them', () => {
  it('English: "the 4th of March 2027", "04-Mar-2027" and a time in hours without a colon', () => {
    expect(deadlines('Closing date: the 4th of March 2027 at 1500 hrs')).toEqual([
      ['submission', '2027-03-04T15:00'],
    ]);
    expect(deadlines('Clarification questions close | 04-Mar-2027 12:00')).toEqual([
      ['questions', '2027-03-04T12:00'],
    ]);
    expect(deadlines('Tenders must be received by 1200 hrs on Friday 21 May 2027.')).toEqual([
      ['submission', '2027-05-21T12:00'],
    ]);
  });

  it('Dutch: "04-mrt-2027" en "4-maart-2027" zoals een platform ze afdrukt', () => {
    expect(deadlines('Sluitingsdatum inschrijving | 04-mrt-2027 14:00')).toEqual([
      ['submission', '2027-03-04T14:00'],
    ]);
    expect(deadlines('Uiterste datum vragen | 4-maart-2027')).toEqual([
      ['questions', '2027-03-04'],
    ]);
  });

  it('stays as it was: a four-digit number after a date is no time without hours', () => {
    expect(deadlines('Levering vóór 8 juni 2027 1500 exemplaren')).toEqual([]);
    expect(deadlines('Closing date 8 June 2027 1500 units')).toEqual([
      ['submission', '2027-06-08'],
    ]);
  });
});

describe('the date a notice of changes carries is no deadline', () => {
  it('English: a clarification notice and a corrigendum dated under their heading', () => {
    for (const name of [
      'Tender Clarification Notice 3',
      'Corrigendum No. 1',
      'Rectification Notice 2',
    ]) {
      const facts = structured([
        {
          blocks: [
            heading(name),
            para('Date: 12 April 2027'),
            para('This notice amends the invitation to tender.'),
          ],
        },
      ]);
      expect(withReplaced(facts)).toEqual([]);
    }
  });

  it('Dutch: een rechtzettingsbericht en een erratum met hun datum', () => {
    for (const name of ['Rechtzettingsbericht nr. 2', 'Erratum 1']) {
      const facts = structured([
        {
          blocks: [
            heading(name),
            para('Datum: 12 april 2027'),
            para('Dit bericht wijzigt het bestek.'),
          ],
        },
      ]);
      expect(withReplaced(facts)).toEqual([]);
    }
  });

  it('stays as it was: a date under a heading that names the deadline', () => {
    const facts = structured([
      { blocks: [heading('Deadline for clarification questions'), para('Date: 12 April 2027')] },
    ]);
    expect(withReplaced(facts)).toEqual([['questions', '2027-04-12', false]]);
  });
});
