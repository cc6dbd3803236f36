/**
 * Classes of issue 17 found studying the third probe set (docs/decisions.md "Held-out probe
 * tenders, third set"), each on wording written for this test, English and Dutch, with the
 * precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { deadlinesOf, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const withReplaced = (pages: string[]) =>
  extractTenderFacts(pages).deadlines.map((d) => [d.value.kind, d.value.date, d.replaced === true]);

describe('a schedule whose times come first and whose zone changes offset within it', () => {
  it('English: a schedule table in Atlantic Time stated once, across the daylight-saving change', () => {
    const facts = structured([
      {
        blocks: [
          { kind: 'paragraph', text: 'All times in this request are Atlantic Time.' },
          table(
            ['Milestone', 'Date'],
            ['Site meeting', '9:30 a.m., Tuesday, March 9, 2027'],
            ['Deadline for enquiries', '3:00 p.m., Friday, March 19, 2027'],
            ['Tender closing', '11:00:00 a.m., Tuesday, March 30, 2027'],
          ),
        ],
      },
    ]);
    expect(facts.deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['other', '2027-03-09T09:30-04:00'],
      ['questions', '2027-03-19T15:00-03:00'],
      ['submission', '2027-03-30T11:00-03:00'],
    ]);
  });

  it('English: a time with its zone abbreviation before the weekday keeps its label', () => {
    expect(deadlinesOf('Bids are due by 1:30 p.m. ADT, Monday, May 3, 2027.')).toEqual([
      ['submission', '2027-05-03T13:30-03:00'],
    ]);
    expect(deadlinesOf('Questions close at 10:00 a.m. EST, Friday, January 8, 2027.')).toEqual([
      ['questions', '2027-01-08T10:00-05:00'],
    ]);
  });

  it('Dutch: a time with seconds before its date', () => {
    expect(deadlinesOf('Sluitingstermijn inschrijving: 12:00:00 uur, dinsdag 4 mei 2027')).toEqual([
      ['submission', '2027-05-04T12:00'],
    ]);
  });

  it('precision: the word "at" is no zone', () => {
    expect(deadlinesOf('Tenders are due May 3, 2027 at 2:00 p.m. at the City Hall.')).toEqual([
      ['submission', '2027-05-03T14:00'],
    ]);
    expect(deadlinesOf('Bids are due 3 May 2027 at 12:00 at our offices.')).toEqual([
      ['submission', '2027-05-03T12:00'],
    ]);
  });
});

describe('an addendum extending a closing time, its times before its dates', () => {
  it('English: "extended from <time>, <date> to <time>, <date>" replaces the old one', () => {
    expect(
      withReplaced([
        'The tender closing is extended from 11:00 a.m. ET, Tuesday, June 8, 2027 to 11:00 a.m. ET, Tuesday, June 22, 2027.',
      ]),
    ).toEqual([
      ['submission', '2027-06-08T11:00-04:00', true],
      ['submission', '2027-06-22T11:00-04:00', false],
    ]);
  });

  it('English: a questions deadline "extended to" a time and date stays a questions deadline', () => {
    expect(
      deadlinesOf(
        'The deadline for clarification questions is extended to 5:00 p.m. PT, Friday, June 4, 2027.',
      ),
    ).toEqual([['questions', '2027-06-04T17:00-07:00']]);
  });

  it('Dutch: "verschoven van <tijd> op <datum> naar <tijd> op <datum>"', () => {
    expect(
      withReplaced([
        'De uiterste termijn voor het indienen van de inschrijving is verschoven van 10:00 uur op 1 juni 2027 naar 14:00 uur op 15 juni 2027.',
      ]),
    ).toEqual([
      ['submission', '2027-06-01T10:00', true],
      ['submission', '2027-06-15T14:00', false],
    ]);
  });
});

describe('the buyer’s own last date for issuing addenda is no deadline', () => {
  it('English and Dutch: issuing or publishing addenda is the buyer’s step', () => {
    expect(deadlinesOf('Last day for issuing addenda | Friday, March 26, 2027')).toEqual([]);
    expect(deadlinesOf('Final date for publishing the last addendum: 26 March 2027')).toEqual([]);
    expect(
      deadlinesOf('Uiterste datum publicatie laatste nota van inlichtingen: 26 maart 2027'),
    ).toEqual([]);
    expect(
      deadlinesOf('Laatste dag voor het publiceren van de nota van inlichtingen: 26 maart 2027'),
    ).toEqual([]);
  });

  it('precision: the bidder sending its documents before a due date is still a deadline', () => {
    expect(
      deadlinesOf('Deadline for sending the completed tender documents: 26 March 2027'),
    ).toHaveLength(1);
    expect(deadlinesOf('Uiterste datum voor het indienen van vragen: 26 maart 2027')).toEqual([
      ['questions', '2027-03-26'],
    ]);
  });
});

const criteria = (facts: ReturnType<typeof extractTenderFacts>) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);

describe('a points table with a minimum column and lettered criteria', () => {
  it('English: read as text, the minimum after the points is no points; A1 sits under A', () => {
    const page = [
      'Evaluation',
      'Bids are scored against the rated criteria below.',
      'Rated criterion Weight (points) Minimum',
      'A.',
      'Delivery approach and methodology 40 24',
      'A1 Mobilisation plan 25',
      'A2 Risk management 15',
      'B.',
      'Team experience 30',
      'C.',
      'Price 30',
      'Total 100',
    ].join('\n\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Delivery approach and methodology', null, 40, null],
      ['Mobilisation plan', null, 25, 'Delivery approach and methodology'],
      ['Risk management', null, 15, 'Delivery approach and methodology'],
      ['Team experience', null, 30, null],
      ['Price', null, 30, null],
    ]);
  });

  it('Dutch: a table with "Weging (punten)" and a "Drempel" column gives points, not weights', () => {
    const facts = structured([
      {
        blocks: [
          { kind: 'heading', text: 'Gunningscriteria', level: 1 },
          table(
            ['Criterium', 'Weging (punten)', 'Drempel'],
            ['K1 Plan van aanpak', '50', '30'],
            ['K2 Duurzaamheid', '20', ''],
            ['Prijs', '30', ''],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak', null, 50, null],
      ['Duurzaamheid', null, 20, null],
      ['Prijs', null, 30, null],
    ]);
  });

  it('precision: a second number without a minimum column ends the table; no totals are points', () => {
    const page = [
      'Award criteria',
      'Criterion Maximum points',
      'Quality of the proposal 60 40',
      'Price 40',
      'Total 100',
    ].join('\n\n');
    expect(criteria(extractTenderFacts([page])).map((c) => c[2])).not.toContain(40 + 60 + 40);
    expect(
      criteria(extractTenderFacts([page])).find((c) => c[0] === 'Quality of the proposal'),
    ).toBeUndefined();
  });
});

const split = (pages: string[]) => extractTenderFacts(pages).priceQuality?.value ?? null;

describe('the price/quality split in words, "respectively", or as two criteria lines', () => {
  it('English and Dutch: both weights after both words', () => {
    expect(
      split(['Award\n\nPrice and quality weigh 35% and 65% respectively in the evaluation.']),
    ).toEqual({ price: 35, quality: 65 });
    expect(split(['Gunning\n\nKwaliteit en prijs tellen mee voor 70 en 30 procent.'])).toEqual({
      price: 30,
      quality: 70,
    });
  });

  it('English: the technical and the fee proposal named as the two parts', () => {
    expect(
      split([
        'Evaluation\n\nThe technical proposal counts for 80% of the total score and the fee proposal 20%.',
      ]),
    ).toEqual({ price: 20, quality: 80 });
  });

  it('Dutch and English: a "Prijs: 25%" line and a "Kwaliteit: 75%" line', () => {
    expect(
      split([
        'Gunningscriteria\n\nPrijs: 35%\n\nKwaliteit: 65%, bestaande uit:\n\n- K1 Plan van aanpak - 40%\n\n- K2 Risico’s - 25%',
      ]),
    ).toEqual({ price: 35, quality: 65 });
    expect(split(['Award criteria\n\nQuality: 60%\n\nPrice: 40%'])).toEqual({
      price: 40,
      quality: 60,
    });
  });

  it('precision: two numbers that do not add up to 100, or a price and a discount, are no split', () => {
    expect(split(['Award\n\nPrice and quality weigh 30% and 60% respectively.'])).toBeNull();
    expect(split(['Gunningscriteria\n\nPrijs: 40%\n\nKorting: 60%'])).toBeNull();
  });

  it('a criteria table’s price row named "(Total Evaluated Price)" is a criterion; a split sentence beside the table is no criterion of its own', () => {
    const facts = structured([
      {
        blocks: [
          { kind: 'paragraph', text: 'Bids are evaluated 65% on quality and 35% on price.' },
          table(
            ['Ref', 'Criterion', 'Weighting'],
            ['1', 'Service delivery', '65%'],
            ['2', 'Price (Total Evaluated Price)', '35%'],
            ['Total', '100%'],
          ),
        ],
      },
    ]);
    expect(facts.awardCriteria.map((c) => [c.value.name, c.value.weight])).toEqual([
      ['Service delivery', 65],
      ['Price (Total Evaluated Price)', 35],
    ]);
  });

  it('a criterion whose bracket holds a verb is still a criterion; a score "out of" points is a threshold', () => {
    const names = extractTenderFacts([
      'Gunningscriteria\n\n- Q1 Bereikbaarheid (beoordeeld door een panel) - 40%\n\n- Q2 Prijs - 60%\n\n' +
        'Een inschrijver die voor Q1 minder dan 5 van de 10 punten haalt, valt af.\n\n' +
        'A bidder scoring 30 out of 50 points on quality is excluded.',
    ]).awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points]);
    expect(names).toContainEqual(['Bereikbaarheid (beoordeeld door een panel)', 40, null]);
    expect(names.filter((n) => n[2] !== null)).toEqual([]);
  });
});

describe('the submission language of a request to participate', () => {
  it('Dutch: "in de Nederlandse taal" names Nederlands, also for a verzoek tot deelneming', () => {
    expect(
      extractTenderFacts(['Het verzoek tot deelneming is opgesteld in de Nederlandse taal.'])
        .submissionLanguage?.value,
    ).toBe('Nederlands');
    expect(
      extractTenderFacts(['Uw offerte is in de Engelse taal gesteld.']).submissionLanguage?.value,
    ).toBe('Engels');
  });

  it('precision: the language of the work’s documentation is not the bid’s', () => {
    expect(
      extractTenderFacts(['De handleidingen worden geleverd in de Nederlandse taal.'])
        .submissionLanguage,
    ).toBeNull();
  });
});

const buyer = (pages: string[]) => extractTenderFacts(pages).buyer?.value ?? null;

describe('the buyer named with a description, a role as short name, or on the cover beside the procurement service', () => {
  it('Dutch and English: a description after the comma is no part of the name', () => {
    expect(
      buyer([
        'Aanbestedende dienst: Veiligheidsregio Noordrand, een openbaar lichaam, mede namens de gemeenten',
      ]),
    ).toBe('Veiligheidsregio Noordrand');
    expect(
      buyer(['Contracting authority: Eastmoor District Council, a local authority in England']),
    ).toBe('Eastmoor District Council');
  });

  it('Dutch: "hierna: de gemeente" is no buyer; the cover’s "gemeente X" is', () => {
    expect(
      buyer([
        'Aanbestedingsleidraad\n\ngemeente Zuidervaart\n\nKenmerk: ZV-2027-04',
        'Opdrachtgever is het college van burgemeester en wethouders van de gemeente Zuidervaart, hierna: de gemeente.',
      ]),
    ).toBe('gemeente Zuidervaart');
  });

  it('English: the board on the cover, not the procurement service acting for it', () => {
    expect(
      buyer([
        'Invitation to Tender\n\nNorthfell Health Board\n\nProcurement run on its behalf by the Western Shared Services Partnership\n\nReference: NHB-2027-11',
      ]),
    ).toBe('Northfell Health Board');
  });

  it('precision: a capitalised place after the comma stays part of the name', () => {
    expect(buyer(['Buyer: City of Lakeport, Ontario'])).toBe('City of Lakeport, Ontario');
  });
});

const method = (text: string) => extractTenderFacts([text]).submissionMethod?.value ?? null;

describe('the submission method: a portal named in words of its own, a refused method', () => {
  it('English and Dutch: uploaded to a named portal, or through a network with its abbreviation', () => {
    expect(
      method('Bids must be uploaded to the Delta e-tendering portal before the deadline.'),
    ).toBe('Delta');
    expect(
      method('Proposals shall be submitted through the Yukon Bids and Tenders Network (YBTN).'),
    ).toBe('Yukon Bids and Tenders Network (YBTN)');
    expect(method('De inschrijving moet worden geüpload naar het Negometrix platform.')).toBe(
      'Negometrix',
    );
  });

  it('precision: a method named only to refuse it is no method', () => {
    expect(method('Tenders sent by fax, post or email will not be considered.')).toBeNull();
    expect(method('Inschrijvingen per e-mail worden niet geaccepteerd.')).toBeNull();
    expect(method('Submissions will be made through the Electronic Tender Portal.')).toBeNull();
  });
});

describe('a limit stated in a summary list and again in the criteria table is one limit', () => {
  const limitsOf = (facts: ReturnType<typeof structured>) =>
    facts.limits.map((l) => [l.value.kind, l.value.value, l.page]);

  it('English and Dutch: the table row repeating a listed part’s limit adds nothing', () => {
    const en = structured([
      { blocks: [{ kind: 'paragraph', text: 'Response limits: B2: maximum 800 words.' }] },
      {
        blocks: [
          table(
            ['Ref', 'Question', 'Weighting', 'Response limit'],
            ['B2', 'Delivery plan', '40%', '800 words'],
            ['B3', 'Social value', '10%', '600 words'],
          ),
        ],
      },
    ]);
    expect(limitsOf(en)).toEqual([
      ['words', 800, 1],
      ['words', 600, 2],
    ]);
    const nl = structured([
      { blocks: [{ kind: 'paragraph', text: 'K1 en K2: elk maximaal 3 pagina’s A4.' }] },
      {
        blocks: [table(['Code', 'Criterium', 'Omvang'], ['K1', 'Plan van aanpak', '3 pagina’s'])],
      },
    ]);
    expect(limitsOf(nl)).toEqual([['pages', 3, 1]]);
  });
});

const valuesOf = (text: string) =>
  extractTenderFacts([text]).values.map((v) => [v.value.kind, v.value.amount, v.value.currency]);

describe('a ceiling named as an upset limit, an affordability cap or a maximumbudget', () => {
  it('English: upset limit in Canadian dollars, affordability cap in pounds', () => {
    expect(valuesOf('The upset limit for the work, excluding HST, is $240,000 CAD.')).toEqual([
      ['ceiling', 240000, 'CAD'],
    ]);
    expect(
      valuesOf('The affordability cap for the first two years is £900,000 excluding VAT.'),
    ).toEqual([['ceiling', 900000, 'GBP']]);
  });

  it('Dutch: een maximumbudget of budgetplafond', () => {
    expect(
      valuesOf('Voor deze opdracht geldt een maximumbudget van € 85.000 exclusief btw.'),
    ).toEqual([['ceiling', 85000, 'EUR']]);
    expect(valuesOf('Het budgetplafond bedraagt € 1.200.000 over de hele looptijd.')).toEqual([
      ['ceiling', 1200000, 'EUR'],
    ]);
  });

  it('precision: an insurance amount or a turnover requirement is no value', () => {
    expect(valuesOf('Proof of liability insurance of not less than $2,000,000 per claim.')).toEqual(
      [],
    );
    expect(valuesOf('De minimale jaaromzet bedraagt € 500.000.')).toEqual([]);
  });
});

describe('a schedule row naming only the answers document is the buyer’s publication', () => {
  it('Dutch and English: "Nota van Inlichtingen gunningsfase", "Addendum 2", "Clarification bulletin"', () => {
    expect(deadlinesOf('Nota van Inlichtingen gunningsfase | 14 mei 2027')).toEqual([]);
    expect(deadlinesOf('2e Nota van Inlichtingen | 21 mei 2027')).toEqual([]);
    expect(deadlinesOf('Addendum 2 | 14 May 2027')).toEqual([]);
    expect(deadlinesOf('Clarification bulletin | 14 May 2027')).toEqual([]);
  });

  it('precision: the bidder’s questions for it, or a due date, stay a questions deadline', () => {
    expect(deadlinesOf('Vragen indienen voor de Nota van Inlichtingen | 7 mei 2027')).toEqual([
      ['questions', '2027-05-07'],
    ]);
    expect(deadlinesOf('Questions for Addendum 2 | 7 May 2027')).toEqual([
      ['questions', '2027-05-07'],
    ]);
  });
});

const durationsOf = (text: string) =>
  extractTenderFacts([text]).durations.map((d) => [d.value.kind, d.value.amount, d.value.unit]);

describe('a term stated as work completed within a period, and one extension "for up to"', () => {
  it('English: completed within N months; the agreement extended once for up to N months', () => {
    expect(
      durationsOf(
        'The services shall be completed within eighteen (18) months of the start date. The City may extend the agreement once for up to three (3) additional months.',
      ),
    ).toEqual([
      ['initial', 18, 'months'],
      ['extension', 3, 'months'],
    ]);
  });

  it('Dutch: binnen N maanden afgerond; de overeenkomst verlengen met N maanden', () => {
    expect(
      durationsOf(
        'De opdracht moet binnen negen maanden na de startdatum zijn afgerond. De gemeente kan de overeenkomst eenmaal verlengen met zes maanden.',
      ),
    ).toEqual([
      ['initial', 9, 'months'],
      ['extension', 6, 'months'],
    ]);
  });

  it('precision: a question about extending a deadline, or a payment period, is no term', () => {
    expect(durationsOf('Could the deadline be extended by 2 weeks?')).toEqual([]);
    expect(durationsOf('Payment is made within thirty (30) days of an approved invoice.')).toEqual(
      [],
    );
  });
});

describe('the selection decision of a two-phase procedure is no award date', () => {
  it('Dutch and English: selectiebeslissing and shortlist decision are not the award', () => {
    expect(deadlinesOf('Selectiebeslissing | 26 april 2027')).toEqual([]);
    expect(deadlinesOf('Verzending selectiebeslissing: 3 mei 2027')).toEqual([]);
  });

  it('precision: the award decision itself still is', () => {
    expect(deadlinesOf('Voorlopige gunningsbeslissing | 26 april 2027')).toEqual([
      ['award', '2027-04-26'],
    ]);
  });
});

describe('a reference labelled "ITT reference:" below a title naming the document type', () => {
  it('English and Dutch: the code after the type and its label, not the title word', () => {
    expect(
      extractTenderFacts([
        'Invitation to Tender (ITT)\n\nFleet telematics services\n\nITT reference: NWF-FLT-0932\n\nDate of issue: 2 March 2027',
      ]).reference?.value,
    ).toBe('NWF-FLT-0932');
    expect(
      extractTenderFacts([
        'Request for Proposals (RFP)\n\nBridge inspections\n\nRFP ref. BR-2027-14',
      ]).reference?.value,
    ).toBe('BR-2027-14');
  });

  it('precision: a title with no code gives no reference', () => {
    expect(
      extractTenderFacts(['Invitation to Tender (ITT)\n\nFleet telematics services']).reference,
    ).toBeNull();
  });
});

describe('a lot whose name opens in lower case', () => {
  const lots = (text: string) => extractTenderFacts([text]).lots.map((l) => l.value.number);

  it('English and Dutch: "e-Rostering", "eHealth"', () => {
    expect(lots('Lot 1: e-Procurement software\n\nLot 2: Training services')).toEqual(['1', '2']);
    expect(lots('Perceel 1: eHealth-platform\n\nPerceel 2: Beheer en onderhoud')).toEqual([
      '1',
      '2',
    ]);
  });

  it('precision: a lot "to be confirmed" or a lower-case sentence names no lot', () => {
    expect(lots('Lot 1: to be confirmed later.')).toEqual([]);
  });
});
