/**
 * Deadline and award-criterion classes of issue 17 found studying the ninth probe set
 * (docs/decisions.md "Tender facts on the ninth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const kinds = (facts: TenderFacts) => facts.deadlines.map((d) => [d.value.kind, d.value.date]);
const timetable = (title: string, header: string[], ...rows: string[][]) =>
  structured([{ blocks: [heading(title), table(header, ...rows)] }]);
const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);

describe('the award decided by the governing body', () => {
  it('English: a report, recommendation or resolution of the council, board or cabinet', () => {
    for (const row of [
      'Report to Ordinary Council Meeting',
      'Recommendation to the Board',
      'Council resolution',
      'Cabinet approval',
      'Approval by the full Council',
    ]) {
      const facts = timetable(
        'Tender timetable',
        ['Activity', 'Date'],
        ['Closing Time', '4 March 2027'],
        [row, '20 April 2027'],
      );
      expect(kinds(facts), row).toEqual([
        ['submission', '2027-03-04'],
        ['award', '2027-04-20'],
      ]);
    }
  });

  it('Dutch: besluit of goedkeuring van het college, de raad van bestuur of de directie', () => {
    for (const row of [
      'Besluit college van B&W',
      'Besluitvorming Raad van Bestuur',
      'Goedkeuring directie',
      'Collegebesluit',
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

  it('stays as it was: an evaluation committee meeting is the assessment, no deadline', () => {
    for (const row of ['Evaluation committee meeting', 'Beoordeling door de raad van bestuur']) {
      const facts = timetable(
        'Timetable',
        ['Activity', 'Date'],
        ['Closing date for tenders', '4 March 2027'],
        [row, '11 March 2027'],
      );
      expect(kinds(facts), row).toEqual([['submission', '2027-03-04']]);
    }
  });
});

describe('the opening said with its verb in the passive', () => {
  it('English: "will be opened", "are opened publicly", "shall be opened"', () => {
    for (const sentence of [
      'Tenders will be opened at 2.00 pm on 12 May 2027.',
      'Bids are opened publicly at 10:00 on 12 May 2027.',
      'Proposals shall be opened on 12 May 2027 at 11:00.',
    ]) {
      const facts = extractTenderFacts([
        `Addendum No. 3\nThe closing date for tenders is now 11 May 2027 at 12:00. ${sentence}`,
      ]);
      expect(
        facts.deadlines.map((d) => [d.value.kind, d.value.date.slice(0, 10)]),
        sentence,
      ).toEqual([
        ['submission', '2027-05-11'],
        ['opening', '2027-05-12'],
      ]);
    }
  });

  it('Dutch: "worden geopend", "wordt digitaal geopend", "geopend op"', () => {
    for (const sentence of [
      'De inschrijvingen worden geopend op 12 mei 2027 om 14.00 uur.',
      'De offertes worden digitaal geopend op 12 mei 2027 om 10:00 uur.',
      'De ingediende inschrijvingen zullen worden geopend op 12 mei 2027.',
    ]) {
      const facts = extractTenderFacts([
        `Wijzigingen in de planning\nDe sluiting van de inschrijving is 11 mei 2027 om 12.00 uur. ${sentence}`,
      ]);
      expect(
        facts.deadlines.map((d) => [d.value.kind, d.value.date.slice(0, 10)]),
        sentence,
      ).toEqual([
        ['submission', '2027-05-11'],
        ['opening', '2027-05-12'],
      ]);
    }
  });
});

describe('the contract taking effect', () => {
  it('Dutch: "Ingang overeenkomst", "Ingang opdracht", "ingaande"', () => {
    for (const row of [
      'Ingang overeenkomst',
      'Ingang van de raamovereenkomst',
      'Ingang opdracht',
    ]) {
      const facts = timetable(
        'Planning',
        ['Stap', 'Datum'],
        ['Uiterste datum indienen offerte', '4 maart 2027'],
        [row, '1 september 2027'],
      );
      expect(kinds(facts), row).toEqual([
        ['submission', '2027-03-04'],
        ['start', '2027-09-01'],
      ]);
    }
    const sentence = extractTenderFacts([
      'De overeenkomst heeft een looptijd van drie jaar, ingaande 1 september 2027.',
    ]);
    expect(kinds(sentence)).toEqual([['start', '2027-09-01']]);
  });

  it('English: "Contract effective date", "Agreement in force", "Effective date of the contract"', () => {
    for (const row of [
      'Contract effective date',
      'Framework agreement in force',
      'Effective date of the contract',
    ]) {
      const facts = timetable(
        'Timetable',
        ['Stage', 'Date'],
        ['Closing date for tenders', '4 March 2027'],
        [row, '1 September 2027'],
      );
      expect(kinds(facts), row).toEqual([
        ['submission', '2027-03-04'],
        ['start', '2027-09-01'],
      ]);
    }
  });

  it("stays as it was: a document's own effective date is no deadline", () => {
    const facts = timetable(
      'Document control',
      ['Item', 'Date'],
      ['Effective date of this document', '1 February 2027'],
    );
    expect(kinds(facts)).toEqual([]);
  });
});

describe('clarification meetings are meetings, not the questions deadline', () => {
  it('English and Dutch: meetings, interviews and talks to clarify a tender', () => {
    for (const [title, row] of [
      ['Timetable', 'Clarification meetings with shortlisted tenderers'],
      ['Timetable', 'Clarification sessions (if required)'],
      ['Timetable', 'Clarification discussions with the preferred bidder'],
      ['Planning', 'Verduidelijkingsgesprekken'],
      ['Planning', 'Gesprekken ter verduidelijking van de inschrijving'],
    ] as const) {
      const facts = timetable(title, ['Stage', 'Date'], [row, '9 June 2027']);
      expect(
        facts.deadlines.map((d) => [d.value.kind, d.status]),
        row,
      ).toEqual([['other', 'check']]);
    }
  });

  it('stays as it was: "Deadline for clarification questions" is the questions deadline', () => {
    const facts = timetable(
      'Timetable',
      ['Stage', 'Date'],
      ['Deadline for clarification questions', '9 April 2027'],
    );
    expect(kinds(facts)).toEqual([['questions', '2027-04-09']]);
  });
});

describe('the price row named by what is priced', () => {
  it('English: "Tendered price (…)", "Evaluated bid price", "Whole-life cost", "Total cost of ownership"', () => {
    for (const name of [
      'Tendered price (rates applied to the estimated quantities)',
      'Evaluated bid price',
      'Whole-life cost',
      'Total cost of ownership',
    ]) {
      const facts = structured([
        {
          blocks: [
            heading('Evaluation criteria'),
            para('Tenders will be evaluated on the criteria below, price 30% and non-price 70%.'),
            table(['Criterion', 'Weighting'], ['Methodology', '70%'], [name, '30%']),
          ],
        },
      ]);
      expect(criteria(facts), name).toEqual([
        ['Methodology', 70, null, null],
        [name, 30, null, null],
      ]);
      expect(facts.priceQuality?.value).toEqual({ price: 30, quality: 70 });
    }
  });

  it('Dutch: "Aangeboden prijs", "Inschrijfsom", "Totale inschrijfprijs"', () => {
    for (const name of ['Aangeboden prijs', 'Inschrijfsom', 'Totale inschrijfprijs (4 jaar)']) {
      const facts = structured([
        {
          blocks: [
            heading('Gunningscriteria'),
            para('De weging is kwaliteit 65% en prijs 35%.'),
            table(['Criterium', 'Weging'], ['Plan van aanpak', '65%'], [name, '35%']),
          ],
        },
      ]);
      expect(criteria(facts), name).toEqual([
        ['Plan van aanpak', 65, null, null],
        [name, 35, null, null],
      ]);
    }
  });
});

const sentenceKinds = (sentence: string) =>
  extractTenderFacts([sentence]).deadlines.map((d) => [d.value.kind, d.value.date]);

describe('the act named after the date', () => {
  it('Dutch: the verb last in its clause (gegund, geopend, gaat in, gestart, over de uitslag)', () => {
    for (const [sentence, kind, date] of [
      ['Naar verwachting wordt de opdracht op 1 juli 2027 gegund.', 'award', '2027-07-01'],
      ['Wij verwachten de raamovereenkomst op 1 juli 2027 te gunnen.', 'award', '2027-07-01'],
      ['Op 1 juli 2027 wordt de opdracht gegund.', 'award', '2027-07-01'],
      [
        'De inschrijvingen worden op 14 mei 2027 om 14.00 uur geopend.',
        'opening',
        '2027-05-14T14:00',
      ],
      ['De overeenkomst gaat op 1 september 2027 in.', 'start', '2027-09-01'],
      ['Met de uitvoering wordt op 1 september 2027 gestart.', 'start', '2027-09-01'],
      ['De werkzaamheden starten op 1 september 2027.', 'start', '2027-09-01'],
      ['We informeren alle inschrijvers op 1 juli 2027 over de uitslag.', 'award', '2027-07-01'],
    ] as const) {
      expect(sentenceKinds(sentence), sentence).toEqual([[kind, date]]);
    }
  });

  it('English: the bidders told of the outcome, the act after a date that opens the sentence', () => {
    for (const [sentence, kind, date] of [
      [
        'Council expects to notify all tenderers of the outcome on 1 July 2027.',
        'award',
        '2027-07-01',
      ],
      ['We will inform every bidder of the result on 1 July 2027.', 'award', '2027-07-01'],
      ['On 1 July 2027 the contract will be awarded.', 'award', '2027-07-01'],
      ['At 14:00 on 14 May 2027 the tenders will be opened.', 'opening', '2027-05-14T14:00'],
    ] as const) {
      expect(sentenceKinds(sentence), sentence).toEqual([[kind, date]]);
    }
  });

  it('stays as it was: the submission and questions verbs keep their kinds', () => {
    for (const [sentence, kind] of [
      [
        'De inschrijving moet uiterlijk 14 mei 2027 om 12.00 uur via TenderNed zijn ingediend.',
        'submission',
      ],
      ['Vragen moeten uiterlijk 3 mei 2027 om 12.00 uur zijn ingediend.', 'questions'],
      ['Je offerte moet op 14 mei 2027 om 12.00 uur bij ons binnen zijn.', 'submission'],
    ] as const) {
      expect(
        sentenceKinds(sentence).map((d) => d[0]),
        sentence,
      ).toEqual([kind]);
    }
    expect(sentenceKinds('De overeenkomst wordt op 20 juni 2027 ondertekend.')).toEqual([]);
  });
});

describe('a time before its date with a zone or gloss in brackets', () => {
  it('English: "12:00 (IST)", "12:00 IST" in winter, "5:00 pm (Perth local time)", a gloss', () => {
    expect(
      sentenceKinds('Tenders must be received no later than 12:00 (IST) on Friday 14 May 2027.'),
    ).toEqual([['submission', '2027-05-14T12:00+01:00']]);
    expect(
      sentenceKinds(
        'Tenders must be received no later than 12:00 IST on Thursday 14 January 2027.',
      ),
    ).toEqual([['submission', '2027-01-14T12:00+00:00']]);
    expect(
      sentenceKinds('Responses close at 5:00 pm (Perth local time) on Friday 14 May 2027.'),
    ).toEqual([['submission', '2027-05-14T17:00+08:00']]);
    expect(
      sentenceKinds('Tenders close at 12:00 (midday, server time) on Friday 14 May 2027.'),
    ).toEqual([['submission', '2027-05-14T12:00']]);
  });

  it('Dutch: "17.00 uur (tijdstip van ontvangst) op", "12:00 uur (Nederlandse tijd) op"', () => {
    expect(
      sentenceKinds('Inschrijven kan tot 17.00 uur (tijdstip van ontvangst) op 14 mei 2027.'),
    ).toEqual([['submission', '2027-05-14T17:00']]);
    expect(
      sentenceKinds(
        'Je offerte moet uiterlijk 12:00 uur (Nederlandse tijd) op 14 mei 2027 binnen zijn.',
      ),
    ).toEqual([['submission', '2027-05-14T12:00']]);
  });

  it("stays as it was: the German 'ist' is no zone", () => {
    expect(sentenceKinds('Closing date: 14 May 2027 at 12:00 ist').map((d) => d[1])).toEqual([
      '2027-05-14T12:00',
    ]);
  });
});

const criteriaOfLines = (title: string, ...lines: string[]) =>
  structured([{ blocks: [heading(title), ...lines.map(para)] }]);

describe("a criterion's letter code alone before its name", () => {
  it('English: "A Methodology 30%", "B Experience 30%", "C Price 40%"', () => {
    const facts = criteriaOfLines(
      'Award criteria',
      'A Methodology 30%',
      'B Experience 30%',
      'C Price 40%',
    );
    expect(criteria(facts)).toEqual([
      ['Methodology', 30, null, null],
      ['Experience', 30, null, null],
      ['Price', 40, null, null],
    ]);
  });

  it('Dutch: "K1 Plan van aanpak", "K2 Risicobeheersing", "P Prijs: max. 50 punten"', () => {
    const facts = criteriaOfLines(
      'Gunningscriteria',
      'K1 Plan van aanpak: max. 30 punten',
      'K2 Risicobeheersing: max. 20 punten',
      'P Prijs: max. 50 punten',
    );
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak', null, 30, null],
      ['Risicobeheersing', null, 20, null],
      ['Prijs', null, 50, null],
    ]);
  });
});

describe('the price side of a split called by its cost', () => {
  it('English: "Quality 60% (of which …) and Cost 40%", "costs 30%", "35% cost"', () => {
    for (const [sentence, price, quality, name] of [
      ['Quality 60% (of which social value 10%) and Cost 40%.', 40, 60, 'Cost'],
      ['Quality 70% and costs 30%.', 30, 70, 'Costs'],
      ['Tenders are weighted 65% quality and 35% cost.', 35, 65, 'Cost'],
    ] as const) {
      const facts = criteriaOfLines('Award criteria', sentence);
      expect(
        criteria(facts).map((c) => [c[0], c[1]]),
        sentence,
      ).toContainEqual([name, price]);
      expect(facts.priceQuality?.value, sentence).toEqual({ price, quality });
    }
  });

  it('Dutch: "kwaliteit 70% en kosten 30%", "Kosten 25%" beside "Kwaliteit 75%"', () => {
    const facts = criteriaOfLines('Gunningscriteria', 'Kwaliteit weegt 70% en kosten 30%.');
    expect(criteria(facts).map((c) => [c[0], c[1]])).toEqual([
      ['Kwaliteit', 70],
      ['Kosten', 30],
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 30, quality: 70 });
    const lines = criteriaOfLines('Gunningscriteria', 'Kwaliteit: 75%', 'Kosten: 25%');
    expect(lines.priceQuality?.value).toEqual({ price: 25, quality: 75 });
  });
});

/** A timetable page, then a page of changes headed `title` with `sentence`. */
const changed = (timetableRows: string[], title: string, sentence: string) =>
  structured([
    { blocks: [heading(timetableRows[0]!), ...timetableRows.slice(1).map(para)] },
    { blocks: [heading(title), para(sentence)] },
  ]).deadlines.map((d) => [d.value.kind, d.value.date.slice(0, 10), d.page, d.replaced === true]);

describe('a date replaced by another in words', () => {
  const en = ['Timetable', 'Closing date for tenders: 14 May 2027 at 12:00'];
  const nl = ['Planning', 'Sluitingsdatum inschrijving: 14 mei 2027 om 12.00 uur'];
  const moved = [
    ['submission', '2027-05-14', 1, true],
    ['submission', '2027-05-21', 2, false],
  ];

  it('English: "Replace X with Y", "X is replaced by Y", under a clarification notice or not', () => {
    for (const [title, sentence] of [
      ['Clarification Notice 3', 'Replace "14 May 2027" with "21 May 2027" for the closing date.'],
      ['Notes', 'Replace the closing date 14 May 2027 with 21 May 2027, 12:00.'],
      ['Notes', 'The closing date for tenders of 14 May 2027 is replaced by 21 May 2027 at 12:00.'],
    ] as const) {
      expect(changed(en, title, sentence), sentence).toEqual(moved);
    }
  });

  it('Dutch: "Vervang X door Y", "X wordt vervangen door Y"', () => {
    for (const sentence of [
      'Vervang de sluitingsdatum 14 mei 2027 door 21 mei 2027, 12.00 uur.',
      'De sluitingsdatum van 14 mei 2027 wordt vervangen door 21 mei 2027 om 12.00 uur.',
      'Vervang bij de sluitingsdatum 14 mei 2027 door 21 mei 2027 om 12.00 uur.',
    ]) {
      expect(changed(nl, 'Toelichting', sentence), sentence).toEqual(moved);
    }
  });

  it('stays as it was: a section about asking questions does not revise the timetable', () => {
    const facts = changed(
      ['Timetable', 'Deadline for clarification questions: 3 May 2027'],
      'Clarifications',
      'Questions received after 5 May 2027 will not be answered.',
    );
    expect(facts.filter((f) => f[3] === true)).toEqual([]);
  });
});

describe('dates that are no deadline of this tender', () => {
  it('English: tender validity, the current contract, an earlier tender', () => {
    for (const sentence of [
      'Tenders shall remain valid until 30 September 2027.',
      'Tenders shall remain open for acceptance until 30 September 2027.',
      'The current contract with the incumbent expires on 30 June 2027.',
      'The previous tender closed on 14 May 2024.',
    ]) {
      expect(sentenceKinds(sentence), sentence).toEqual([]);
    }
  });

  it('Dutch: gestanddoening, de huidige overeenkomst, een vorige aanbesteding', () => {
    for (const sentence of [
      'De inschrijving blijft geldig tot 30 september 2027.',
      'Je offerte blijft gestand tot 30 september 2027.',
      'De lopende overeenkomst met de huidige leverancier vervalt op 30 juni 2027.',
      'De vorige aanbesteding sloot op 14 mei 2024.',
    ]) {
      expect(sentenceKinds(sentence), sentence).toEqual([]);
    }
  });

  it('stays as it was: the submission deadline beside validity words, the new contract start', () => {
    expect(sentenceKinds('A valid tender must be received by 12:00 on 14 May 2027.')).toEqual([
      ['submission', '2027-05-14T12:00'],
    ]);
    expect(sentenceKinds('Tenders are valid only if received by 14 May 2027.')).toEqual([
      ['submission', '2027-05-14'],
    ]);
    expect(
      sentenceKinds(
        'De geldige inschrijving moet uiterlijk 14 mei 2027 om 12.00 uur zijn ontvangen.',
      ),
    ).toEqual([['submission', '2027-05-14T12:00']]);
    expect(
      sentenceKinds(
        'The existing contract ends on 30 June 2027; the new contract starts on 1 July 2027.',
      ),
    ).toEqual([['start', '2027-07-01']]);
  });
});

describe('a time in brackets after its date', () => {
  it('English: "(12 noon)", "(2.00pm AEST)", "(14:00)"', () => {
    for (const [row, date] of [
      ['Friday 14 May 2027 (12 noon)', '2027-05-14T12:00'],
      ['14 May 2027 (2.00pm AEST)', '2027-05-14T14:00+10:00'],
      ['Friday 14 May 2027 (14:00)', '2027-05-14T14:00'],
    ] as const) {
      const facts = timetable('Timetable', ['Activity', 'Date'], ['Deadline for submission', row]);
      expect(kinds(facts), row).toEqual([['submission', date]]);
    }
  });

  it('Dutch: "(14:00 uur)", "(12.00 uur)", "(om 10:00 uur)"', () => {
    for (const [row, date] of [
      ['14 mei 2027 (14:00 uur)', '2027-05-14T14:00'],
      ['vrijdag 14 mei 2027 (12.00 uur)', '2027-05-14T12:00'],
      ['14 mei 2027 (om 10:00 uur)', '2027-05-14T10:00'],
    ] as const) {
      const facts = timetable(
        'Planning',
        ['Activiteit', 'Datum'],
        ['Sluitingsdatum inschrijving', row],
      );
      expect(kinds(facts), row).toEqual([['submission', date]]);
    }
  });

  it('stays as it was: a bracket that holds no time', () => {
    const facts = timetable(
      'Timetable',
      ['Activity', 'Date'],
      ['Deadline for submission', '14 May 2027 (see clause 4.2 for late tenders)'],
    );
    expect(kinds(facts)).toEqual([['submission', '2027-05-14']]);
  });
});

describe('a sub-weighting column without sub-criterion numbers', () => {
  const intro = 'Tenders are evaluated against the award criteria below.';
  it('English: "Weight | Sub-weight", "Weighting | Sub-weighting (%)"', () => {
    for (const header of [
      ['Criterion', 'Weight', 'Sub-weight'],
      ['Criterion', 'Weighting', 'Sub-weighting (%)'],
      ['Award criterion', 'Weighting', 'Sub-weightings'],
    ]) {
      const facts = structured([
        {
          blocks: [
            heading('Award criteria'),
            para(intro),
            table(
              header,
              ['Quality', '60%', ''],
              ['Approach', '', '40%'],
              ['Team', '', '20%'],
              ['Price', '40%', ''],
            ),
          ],
        },
      ]);
      expect(criteria(facts), header.join('|')).toEqual([
        ['Quality', 60, null, null],
        ['Approach', 40, null, 'Quality'],
        ['Team', 20, null, 'Quality'],
        ['Price', 40, null, null],
      ]);
    }
  });

  it('Dutch: "Weging | Subweging", "Weging | Sub-weging"', () => {
    for (const header of [
      ['Gunningscriterium', 'Weging', 'Subweging'],
      ['Criterium', 'Weging', 'Sub-weging'],
      ['Criterium', 'Weging (%)', 'Subgewicht'],
    ]) {
      const facts = structured([
        {
          blocks: [
            heading('Gunningscriteria'),
            para('De inschrijvingen worden beoordeeld op de gunningscriteria hieronder.'),
            table(
              header,
              ['Kwaliteit', '65%', ''],
              ['Plan van aanpak', '', '45%'],
              ['Risicobeheersing', '', '20%'],
              ['Prijs', '35%', ''],
            ),
          ],
        },
      ]);
      expect(criteria(facts), header.join('|')).toEqual([
        ['Kwaliteit', 65, null, null],
        ['Plan van aanpak', 45, null, 'Kwaliteit'],
        ['Risicobeheersing', 20, null, 'Kwaliteit'],
        ['Prijs', 35, null, null],
      ]);
    }
  });
});
