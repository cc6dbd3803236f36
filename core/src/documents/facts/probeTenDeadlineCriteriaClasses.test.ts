/**
 * Deadline and award-criterion classes of issue 17 found studying the tenth probe set
 * (docs/decisions.md "Tender facts on the tenth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const kinds = (facts: TenderFacts) => facts.deadlines.map((d) => [d.value.kind, d.value.date]);
const timetable = (title: string, header: string[], ...rows: string[][]) =>
  structured([{ blocks: [heading(title), table(header, ...rows)] }]);
const sentenceKinds = (sentence: string) =>
  extractTenderFacts([sentence]).deadlines.map((d) => [d.value.kind, d.value.date]);

describe('the outcome sent to the bidders, or the preferred bidder notified, is the award', () => {
  it('English: assessment summaries, outcome or regret letters, notification of the preferred bidder', () => {
    for (const row of [
      'Assessment summaries sent to bidders',
      'Outcome letters issued',
      'Regret letters and letter of award issued',
      'Notification of preferred Proponent',
      'Anticipated notification to successful Respondent(s)',
      'Unsuccessful tenderers informed',
    ]) {
      const facts = timetable(
        'Procurement timetable',
        ['Event', 'Date'],
        ['Closing date for tenders', '4 March 2027'],
        [row, '20 April 2027'],
      );
      expect(kinds(facts), row).toEqual([
        ['submission', '2027-03-04'],
        ['award', '2027-04-20'],
      ]);
    }
  });

  it('Dutch: afwijzingsbrieven, uitslagbrief, bericht aan de winnende inschrijver', () => {
    for (const row of [
      'Verzending afwijzingsbrieven',
      'Uitslagbrief aan inschrijvers',
      'Kennisgeving aan de winnende inschrijver',
    ]) {
      const facts = timetable(
        'Planning',
        ['Activiteit', 'Datum'],
        ['Sluiting inschrijving', '4 maart 2027'],
        [row, '20 april 2027'],
      );
      expect(kinds(facts), row).toEqual([
        ['submission', '2027-03-04'],
        ['award', '2027-04-20'],
      ]);
    }
  });

  it('the moved notification in a sentence is the award too', () => {
    expect(
      sentenceKinds('The notification of the preferred bidder is changed to 21 May 2027.'),
    ).toEqual([['award', '2027-05-21']]);
  });
});

describe('the day a notice or document was posted is no deadline', () => {
  it('English: "Posted on the portal on", "Published on", "This addendum was uploaded on"', () => {
    for (const sentence of [
      'Posted on Bid Portal on 12 April 2027. This addendum forms part of the ITT.',
      'Published on the tender portal on 12 April 2027.',
      'This addendum was uploaded to the bid site on 12 April 2027.',
    ]) {
      expect(sentenceKinds(sentence), sentence).toEqual([]);
    }
  });

  it('Dutch: "Geplaatst op TenderNed op", "Gepubliceerd op", "Deze nota is gepubliceerd op"', () => {
    for (const sentence of [
      'Geplaatst op het inschrijvingsplatform op 12 april 2027. Deze nota hoort bij de leidraad.',
      'Gepubliceerd op het offerteplatform op 12 april 2027.',
      'Deze nota is geplaatst op het inschrijvingsportaal op 12 april 2027.',
    ]) {
      expect(sentenceKinds(sentence), sentence).toEqual([]);
    }
  });

  it('stays as it was: questions or tenders posted by the bidder are deadlines', () => {
    expect(
      sentenceKinds('Questions must be posted on the portal no later than 12 April 2027.'),
    ).toEqual([['questions', '2027-04-12']]);
    expect(sentenceKinds('Bids must be posted on the portal by 12 April 2027.')).toEqual([
      ['submission', '2027-04-12'],
    ]);
  });
});

describe('the tender closing named as the letting or "de aanbesteding"', () => {
  it('Dutch: "De aanbesteding vindt plaats op", "datum van aanbesteding", "Aanbesteding:"', () => {
    for (const sentence of [
      'De aanbesteding vindt plaats op dinsdag 15 juni 2027 om 11.00 uur.',
      'De datum van aanbesteding is 15 juni 2027 om 11.00 uur.',
      'Aanbesteding: dinsdag 15 juni 2027, 11.00 uur.',
      'Het tijdstip van aanbesteding wordt 15 juni 2027 om 11.00 uur.',
    ]) {
      expect(sentenceKinds(sentence), sentence).toEqual([['submission', '2027-06-15T11:00']]);
    }
  });

  it('English: "Bid letting date", "Letting date", "project letting"', () => {
    for (const sentence of [
      'Bid letting date: June 15, 2027 at 11:00 a.m.',
      'Letting date: June 15, 2027, 11:00 a.m.',
      'The project letting will take place on June 15, 2027 at 11:00 a.m.',
    ]) {
      expect(
        sentenceKinds(sentence).map((d) => [d[0], d[1]!.slice(0, 16)]),
        sentence,
      ).toEqual([['submission', '2027-06-15T11:00']]);
    }
  });

  it('stays as it was: a publication or start of the tender is no submission', () => {
    expect(sentenceKinds('Aankondiging aanbesteding op TenderNed: 26 april 2027.')).toEqual([]);
  });
});

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);
const criteriaOfLines = (title: string, ...lines: string[]) =>
  structured([{ blocks: [heading(title), ...lines.map(para)] }]);

describe('a criteria table with a points and a weight column, read as printed', () => {
  it('English: "Criterion Maximum points Weighting", a wrapped sub-criterion, the total', () => {
    for (const header of [
      'No. Criterion Maximum points Weighting',
      'Award criterion Marks Weight (%)',
      'Ref Evaluation criteria Points available Weight',
    ]) {
      const page = [
        '6 Award',
        'Tenders are assessed on the criteria below.',
        header,
        'Q1 Delivery approach and programme 30 30%',
        'Q1.1 Programme for the works including',
        'seasonal restrictions',
        '20',
        'Q1.2 Site logistics 10',
        'Q2 Carbon reduction 20 20%',
        'C Tender price 50 50%',
        'Total 100 100%',
      ].join('\n');
      expect(criteria(extractTenderFacts([page])), header).toEqual([
        ['Delivery approach and programme', 30, 30, null],
        [
          'Programme for the works including seasonal restrictions',
          null,
          20,
          'Delivery approach and programme',
        ],
        ['Site logistics', null, 10, 'Delivery approach and programme'],
        ['Carbon reduction', 20, 20, null],
        ['Tender price', 50, 50, null],
      ]);
    }
  });

  it('Dutch: "Nr. Gunningscriterium Max. punten Weging", de tabel in een PDF-tabel gelezen', () => {
    for (const header of [
      'Nr. Gunningscriterium Max. punten Weging',
      'Criterium Punten Gewicht',
      'Subcriterium Maximaal aantal punten Weging (%)',
    ]) {
      const page = [
        '5 Gunning',
        'De gunning vindt plaats op basis van de beste prijs-kwaliteitverhouding.',
        header,
        'W1 Planning en fasering 35 35%',
        'W1.1 Bereikbaarheid tijdens de',
        'werkzaamheden',
        '20',
        'W1.2 Afstemming met de omgeving 15',
        'W2 Veiligheid 25 25%',
        'P Prijs 40 40%',
        'Totaal 100 100%',
      ].join('\n');
      expect(criteria(extractTenderFacts([page])), header).toEqual([
        ['Planning en fasering', 35, 35, null],
        ['Bereikbaarheid tijdens de werkzaamheden', null, 20, 'Planning en fasering'],
        ['Afstemming met de omgeving', null, 15, 'Planning en fasering'],
        ['Veiligheid', 25, 25, null],
        ['Prijs', 40, 40, null],
      ]);
    }
  });

  it('stays as it was: rows that do not add up to the total are no criteria table', () => {
    const page = [
      '5 Gunning',
      'Nr. Gunningscriterium Max. punten Weging',
      'W1 Planning 35 35%',
      'W2 Veiligheid 25 25%',
      'Totaal 100 100%',
    ].join('\n');
    expect(criteria(extractTenderFacts([page])).filter((c) => c[2] !== null)).toEqual([]);
  });
});

describe('the split as two weights set against each other, in a clause of its own', () => {
  it('English: "70% quality to 30% price: the lowest price receives …", "versus", "against"', () => {
    for (const [sentence, price, quality] of [
      [
        'Tenders will be scored as 70% quality to 30% price: the lowest price receives 30 points and other prices score pro rata to the lowest price.',
        30,
        70,
      ],
      ['The split is 60% quality versus 40% price; the price score uses the lowest price.', 40, 60],
      ['Evaluation: 35% price against 65% quality.', 35, 65],
    ] as const) {
      const facts = structured([
        {
          blocks: [
            heading('Evaluation'),
            table(['#', 'Criterion', 'Points'], ['1', 'Method', '60'], ['2', 'Price', '40']),
            { kind: 'paragraph', text: sentence },
          ],
        },
      ]);
      expect(facts.priceQuality?.value, sentence).toEqual({ price, quality });
      expect(criteria(facts).map((c) => c[0])).toEqual(['Method', 'Price']);
    }
  });

  it('Dutch: "60% kwaliteit tegenover 40% prijs", "70% kwaliteit en 30% prijs: de laagste prijs …"', () => {
    for (const [sentence, price, quality] of [
      [
        'De weging is 60% kwaliteit tegenover 40% prijs: de laagste prijs krijgt 40 punten.',
        40,
        60,
      ],
      [
        'Wij wegen 70% kwaliteit en 30% prijs; de laagste prijs krijgt de volle punten voor prijs.',
        30,
        70,
      ],
      ['Beoordeling: 45% prijs ten opzichte van 55% kwaliteit.', 45, 55],
    ] as const) {
      const withSentence = structured([
        {
          blocks: [
            heading('Gunning'),
            table(
              ['Nr.', 'Criterium', 'Punten'],
              ['1', 'Plan van aanpak', '60'],
              ['2', 'Prijs', '40'],
            ),
            { kind: 'paragraph', text: sentence },
          ],
        },
      ]);
      expect(withSentence.priceQuality?.value, sentence).toEqual({ price, quality });
      expect(criteria(withSentence).map((c) => c[0])).toEqual(['Plan van aanpak', 'Prijs']);
    }
  });
});

describe("a scoring scale's grades are no criteria", () => {
  it('English: "excellent (100%), good (70%), acceptable (40%)", "Very good 80%" lines', () => {
    const facts = criteriaOfLines(
      'Award criteria',
      'Quality 60%',
      'Price 40%',
      'Each response is rated on the scale: excellent (100%), good (70%), acceptable (40%), poor (10%) or unacceptable (0%).',
      'Very good 80%',
      'Satisfactory 50%',
    );
    expect(criteria(facts)).toEqual([
      ['Quality', 60, null, null],
      ['Price', 40, null, null],
    ]);
  });

  it('Dutch: "uitstekend (100%), goed (70%), voldoende (40%)", "Ruim voldoende 80%"', () => {
    const facts = criteriaOfLines(
      'Gunningscriteria',
      'Kwaliteit 60%',
      'Prijs 40%',
      'Elk plan krijgt per criterium een waardering: uitstekend (100%), goed (70%), voldoende (40%), matig (20%) of onvoldoende (0%).',
      'Ruim voldoende 80%',
      'Redelijk 50%',
    );
    expect(criteria(facts)).toEqual([
      ['Kwaliteit', 60, null, null],
      ['Prijs', 40, null, null],
    ]);
  });

  it('stays as it was: a criterion whose name holds a grade word', () => {
    const facts = criteriaOfLines('Award criteria', 'Good employment practice 30%', 'Price 70%');
    expect(criteria(facts).map((c) => c[0])).toEqual(['Good employment practice', 'Price']);
  });
});

describe("the zone in a timetable's date column header", () => {
  it('English: "Date and time (Pacific Time)", "Time (AEST)", "Closing date/time (UK time)"', () => {
    for (const [header, row, iso] of [
      ['Date and time (Pacific Time)', 'May 4, 2027, 3:00 p.m.', '2027-05-04T15:00-07:00'],
      ['Time (AEST)', '4 May 2027, 3:00pm', '2027-05-04T15:00+10:00'],
      ['Date/time (UK time)', '4 May 2027 at 15:00', '2027-05-04T15:00+01:00'],
    ] as const) {
      const facts = timetable('Key dates', ['Event', header], ['Deadline for questions', row]);
      expect(kinds(facts), header).toEqual([['questions', iso]]);
    }
  });

  it('Dutch: "Datum en tijdstip (UTC)", "Tijdstip (BST)", "Datum/tijd (GMT)"', () => {
    for (const [header, iso] of [
      ['Datum en tijdstip (UTC)', '2027-05-04T15:00+00:00'],
      ['Tijdstip (BST)', '2027-05-04T15:00+01:00'],
      ['Datum/tijd (GMT)', '2027-05-04T15:00+00:00'],
    ] as const) {
      const facts = timetable(
        'Planning',
        ['Stap', header],
        ['Uiterste datum vragen', '4 mei 2027, 15:00 uur'],
      );
      expect(kinds(facts), header).toEqual([['questions', iso]]);
    }
  });

  it('stays as it was: a sentence stating the zone wins over a header', () => {
    const facts = structured([
      {
        blocks: [
          heading('Timetable'),
          para('All times in this document are UK time.'),
          table(['Event', 'Date', 'Time (local time)'], ['Tender return', '4 May 2027', '12:00']),
        ],
      },
    ]);
    expect(kinds(facts)).toEqual([['submission', '2027-05-04T12:00+01:00']]);
  });

  it('stays as it was: a header without a zone leaves the time local', () => {
    const facts = timetable(
      'Planning',
      ['Stap', 'Datum en tijd'],
      ['Uiterste datum vragen', '4 mei 2027, 15:00 uur'],
    );
    expect(kinds(facts)).toEqual([['questions', '2027-05-04T15:00']]);
  });
});
