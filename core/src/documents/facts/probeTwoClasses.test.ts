/**
 * Failure classes found on the second held-out probe set (issue 17, docs/decisions.md "Tender facts
 * on the second probe set"): each class is proven here on wording written for this test in English
 * and Dutch, not copied from the probe documents, with the precision cases beside them.
 */
import { describe, expect, it } from 'vitest';
import { para, structured, table } from './classSnippets';
import type { TenderFacts } from '../../model/documentFacts';
import { extractTenderFacts } from './extractTenderFacts';

const deadlines = (facts: { deadlines: readonly { value: { kind: string; date: string } }[] }) =>
  facts.deadlines.map((d) => `${d.value.kind} ${d.value.date}`);

describe('Irish time, stated once for the document or after the time', () => {
  it('English: GMT in winter, an hour on in summer', () => {
    const facts = structured([
      {
        blocks: [
          para('All times in this document refer to Irish time.'),
          table(
            ['Step', 'When'],
            ['Deadline for queries', '4 February 2026 at 10:00'],
            ['Tender return date', '8 July 2026, 14:00'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      'questions 2026-02-04T10:00+00:00',
      'submission 2026-07-08T14:00+01:00',
    ]);
  });

  it('Dutch: "Ierse tijd" is not a zone the rules guess at; Dutch time stays local', () => {
    const facts = extractTenderFacts([
      'Alle tijden zijn Nederlandse tijd. De inschrijving moet uiterlijk 9 maart 2026 om 12:00 uur binnen zijn.',
    ]);
    expect(deadlines(facts)).toEqual(['submission 2026-03-09T12:00']);
  });
});

describe('the buyer answering questions is not the questions deadline', () => {
  it('English: "response to clarification questions", "replies to queries"', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Milestone', 'Date'],
            ['Clarification questions close', '2 March 2026'],
            ['Authority response to clarification questions', '9 March 2026'],
            ['Replies to queries circulated', '10 March 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual(['questions 2026-03-02']);
  });
});

describe('a meeting bidders may attend is a date to note, not the bid deadline', () => {
  it('English: a pre-bid or pre-proposal meeting, a site visit', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Activity', 'Date'],
            ['Pre-proposal meeting (optional)', 'June 3, 2026'],
            ['Site visit for bidders', 'June 5, 2026'],
            ['Proposals due', 'June 30, 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      'other 2026-06-03',
      'other 2026-06-05',
      'submission 2026-06-30',
    ]);
  });

  it('Dutch: een schouw of plaatsbezoek is geen inschrijvingsdatum', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Onderdeel', 'Datum'],
            ['Schouw voor inschrijvers', '12 mei 2026'],
            ['Sluiting inschrijving', '2 juni 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual(['other 2026-05-12', 'submission 2026-06-02']);
  });
});

describe('sending out a leidraad under a compound name is the buyer’s step', () => {
  it('Dutch: "Toezending aanbestedingsleidraad", "Verzending offerteleidraad"', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Activiteit', 'Datum'],
            ['Toezending aanbestedingsleidraad aan de kandidaten', '4 mei 2026'],
            ['Verzending offerteleidraad', '5 mei 2026'],
            ['Uiterste datum indienen inschrijving', '1 juni 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual(['submission 2026-06-01']);
  });
});

describe('the date of a law is never a deadline', () => {
  it('Dutch: "de wet van", "het koninklijk besluit van"', () => {
    const facts = extractTenderFacts([
      'De inschrijver verklaart dat hij voldoet aan artikel 12 van de wet van 3 april 2019. Hij leeft het besluit van 8 mei 2020 na. De offerte moet uiterlijk 4 juni 2026 zijn ingediend.',
    ]);
    expect(deadlines(facts)).toEqual(['submission 2026-06-04']);
  });

  it('English: "the Act of", "the Regulations of"', () => {
    const facts = extractTenderFacts([
      'The tenderer must comply with section 4 of the Act of 12 May 2015. Tenders must be received no later than 1 June 2026.',
    ]);
    expect(deadlines(facts)).toEqual(['submission 2026-06-01']);
  });
});

describe('a move written with weekdays: the old date is replaced', () => {
  it('English: "moved from Monday, X to Friday, Y"', () => {
    const facts = extractTenderFacts([
      'The closing date for tenders is moved from Monday, 4 May 2026 to Friday, 15 May 2026.',
    ]);
    expect(facts.deadlines.map((d) => `${d.value.date}${d.replaced ? ' replaced' : ''}`)).toEqual([
      '2026-05-04 replaced',
      '2026-05-15',
    ]);
  });

  it('Dutch: "verschoven van maandag X naar vrijdag Y"', () => {
    const facts = extractTenderFacts([
      'De sluitingsdatum voor inschrijvingen is verschoven van maandag 4 mei 2026 naar vrijdag 15 mei 2026.',
    ]);
    expect(facts.deadlines.map((d) => `${d.value.date}${d.replaced ? ' replaced' : ''}`)).toEqual([
      '2026-05-04 replaced',
      '2026-05-15',
    ]);
  });
});

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map(
    (c) =>
      `${c.value.name}: ${c.value.weight ?? '-'}% ${c.value.points ?? '-'}pt${c.value.parent ? ` < ${c.value.parent}` : ''}`,
  );

describe('a points table read as text, its unit in the header line only', () => {
  it('English: "Maximum points" over rows ending in a bare number, a wrapped sub-criterion', () => {
    const facts = extractTenderFacts([
      [
        'Section 6 Award criteria',
        'Criterion Sub-criterion Maximum points',
        '1. Cost 300',
        '2. Delivery approach 500',
        '2.1 Staffing and\ncontinuity of service\n300',
        '2.2 Reporting 200',
        '3. Social value 200',
        'Total 1,000',
      ].join('\n\n'),
    ]);
    expect(criteria(facts)).toEqual([
      'Cost: -% 300pt',
      'Delivery approach: -% 500pt',
      'Staffing and continuity of service: -% 300pt < Delivery approach',
      'Reporting: -% 200pt < Delivery approach',
      'Social value: -% 200pt',
    ]);
  });

  it('Dutch: "Criterium Max. punten"; a total that does not add up is no points table', () => {
    const facts = extractTenderFacts([
      [
        'Gunningscriteria',
        'Criterium Max. punten',
        'Plan van aanpak 60',
        'Risicobeheersing 25',
        'Totaal 100',
      ].join('\n\n'),
    ]);
    expect(criteria(facts)).toEqual([]);
    const balanced = extractTenderFacts([
      [
        'Gunningscriteria',
        'Criterium Max. punten',
        'Plan van aanpak 60',
        'Risicobeheersing 40',
        'Totaal 100',
      ].join('\n\n'),
    ]);
    expect(criteria(balanced)).toEqual(['Plan van aanpak: -% 60pt', 'Risicobeheersing: -% 40pt']);
  });

  it('precision: a sentence about points is no header', () => {
    const facts = extractTenderFacts([
      ['Award criteria', 'Each criterion is scored in points', 'Lot 1 2027', 'Lot 2 2028'].join(
        '\n\n',
      ),
    ]);
    expect(criteria(facts)).toEqual([]);
  });
});

describe('a cell that names its unit is read in that unit, whatever the header says', () => {
  it('Dutch: "40 punten" under "Weging" is points', () => {
    const facts = structured([
      {
        blocks: [
          para('Gunningscriteria'),
          table(
            ['Nr.', 'Criterium', 'Weging'],
            ['1', 'Prijs', '40 punten'],
            ['2', 'Kwaliteit van de dienstverlening', '60 punten'],
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      'Prijs: -% 40pt',
      'Kwaliteit van de dienstverlening: -% 60pt',
    ]);
  });

  it('English: "30 marks" under "Weighting" is points; a bare number stays the weight', () => {
    const facts = structured([
      {
        blocks: [
          para('Award criteria'),
          table(['Criterion', 'Weighting'], ['Price', '30 marks'], ['Method', '70 marks']),
          para('Quality evaluation'),
          table(['Criterion', 'Weighting'], ['Approach', '45'], ['Team', '55']),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      'Price: -% 30pt',
      'Method: -% 70pt',
      'Approach: 45% -pt',
      'Team: 55% -pt',
    ]);
  });
});

describe('points after a comparison are a threshold, not a criterion', () => {
  it('Dutch and English', () => {
    const nl = extractTenderFacts([
      'Gunningscriteria. Wie op de presentatie minder dan 4 punten haalt, valt af.',
    ]);
    const en = extractTenderFacts([
      [
        'Award criteria',
        'A bidder scoring below 3 points on the method statement is excluded.',
        'Method statement: 20 points',
      ].join('\n\n'),
    ]);
    expect(criteria(nl)).toEqual([]);
    expect(criteria(en)).toEqual(['Method statement: -% 20pt']);
  });
});

describe('a price/quality ratio beside a criteria table that lists price', () => {
  it('Dutch: the ratio is the split only; without a table it names the criteria', () => {
    const withTable = structured([
      {
        blocks: [
          para('Gunningscriteria. De verhouding prijs/kwaliteit is 40/60.'),
          table(
            ['Criterium', 'Weging'],
            ['Prijs (totale inschrijfsom)', '40%'],
            ['Plan van aanpak', '60%'],
          ),
        ],
      },
    ]);
    expect(criteria(withTable)).toEqual([
      'Prijs (totale inschrijfsom): 40% -pt',
      'Plan van aanpak: 60% -pt',
    ]);
    expect(withTable.priceQuality?.value).toEqual({ price: 40, quality: 60 });
    const alone = extractTenderFacts(['Gunningscriteria. De verhouding prijs/kwaliteit is 40/60.']);
    expect(criteria(alone)).toEqual(['Prijs: 40% -pt', 'Kwaliteit: 60% -pt']);
  });

  it('English: the same with "price/quality"', () => {
    const withTable = structured([
      {
        blocks: [
          para('Award criteria. The price/quality ratio is 30/70.'),
          table(['Criterion', 'Weighting'], ['Price', '30%'], ['Technical merit', '70%']),
        ],
      },
    ]);
    expect(criteria(withTable)).toEqual(['Price: 30% -pt', 'Technical merit: 70% -pt']);
  });
});

describe('lots in a table whose column names the lot', () => {
  const lots = (facts: TenderFacts) => facts.lots.map((l) => `${l.value.number} ${l.value.name}`);

  it('English: "Lot | Scope | Region" and "Group | Sites | Quantity"', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Lot', 'Scope', 'Region'],
            ['Lot 1', 'Grounds maintenance of parks', 'East'],
            ['Lot 2', 'Tree surgery services', 'West'],
          ),
          table(['Group', 'Sites', 'Quantity'], ['A', 'Coastal depots', '12,000 tons']),
        ],
      },
    ]);
    expect(lots(facts)).toEqual([
      '1 Grounds maintenance of parks',
      '2 Tree surgery services',
      'A Coastal depots',
    ]);
  });

  it('Dutch: "Perceel | Omschrijving | Waarde", an amount is no name; a sentence adds nothing', () => {
    const facts = structured([
      {
        blocks: [
          para('Perceel 1: Onderhoud van bruggen en sluizen.'),
          table(
            ['Perceel', 'Omschrijving', 'Waarde'],
            ['1', 'Onderhoud van bruggen en sluizen', '€ 800.000'],
            ['2', 'Baggerwerk in stadsgrachten', '€ 350.000'],
          ),
        ],
      },
    ]);
    expect(lots(facts)).toEqual([
      '1 Onderhoud van bruggen en sluizen',
      '2 Baggerwerk in stadsgrachten',
    ]);
  });

  it('precision: a table without a lot column names no lots', () => {
    const facts = structured([
      { blocks: [table(['Nr.', 'Omschrijving'], ['1', 'Plan van aanpak'], ['2', 'Planning'])] },
    ]);
    expect(lots(facts)).toEqual([]);
  });
});

describe('contract values: "is estimated at", the value of a named contract, a value column', () => {
  const values = (facts: TenderFacts) =>
    facts.values.map((v) => `${v.value.kind} ${v.value.amount} ${v.value.currency}`);

  it('English: a range "estimated at between", a cap on one lot, a "maximum duration" is no cap', () => {
    const facts = extractTenderFacts([
      [
        'The total value of the framework over its maximum duration is estimated at between €2,000,000 and €2,600,000.',
        'The yearly value of the Lot 2 contract must not exceed €150,000.',
        'The total estimated expenditure is approximately $4.2 million per year.',
      ].join('\n\n'),
    ]);
    expect(values(facts)).toEqual([
      'estimate 2000000 EUR',
      'estimate 2600000 EUR',
      'ceiling 150000 EUR',
      'estimate 4200000 USD',
    ]);
  });

  it('Dutch: a column "Maximale waarde" gives each lot its ceiling, "Geraamde waarde" an estimate', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Perceel', 'Omschrijving', 'Maximale waarde (excl. btw)'],
            ['1', 'Maaien van bermen', '€ 600.000'],
            ['2', 'Snoeien van bomen', '€ 450.000'],
          ),
          table(['Perceel', 'Geraamde waarde'], ['3', '€ 90.000']),
        ],
      },
    ]);
    expect(values(facts)).toEqual([
      'ceiling 600000 EUR',
      'ceiling 450000 EUR',
      'estimate 90000 EUR',
    ]);
  });

  it('precision: an insurance sum in a table is no contract value', () => {
    const facts = structured([
      { blocks: [table(['Verzekering', 'Bedrag'], ['Aansprakelijkheid', '€ 2.500.000'])] },
    ]);
    expect(values(facts)).toEqual([]);
  });
});

describe('a submission system named like a product, with no "portal" word', () => {
  const method = (text: string) => extractTenderFacts([text]).submissionMethod?.value ?? null;

  it('English: "through BuyNet", "via eProcura"', () => {
    expect(
      method('Offers must be submitted electronically through BuyNet by the closing date.'),
    ).toBe('BuyNet');
    expect(method('Tenders are to be submitted via eProcura only.')).toBe('eProcura');
  });

  it('Dutch: "ingediend via e-Aanbesteden"; a plain word after "via" is no system', () => {
    expect(method('De inschrijving wordt uitsluitend ingediend via e-Aanbesteden.')).toBe(
      'e-Aanbesteden',
    );
    expect(method('De inschrijving wordt ingediend via Internet zoals gebruikelijk.')).toBe(null);
  });
});

describe('contract terms: "een termijn van één jaar", tacit renewals, "additional one-year periods"', () => {
  const durations = (text: string) =>
    extractTenderFacts([text]).durations.map(
      (d) => `${d.value.kind} ${d.value.amount} ${d.value.unit}`,
    );

  it('Dutch: "voor een termijn van één jaar", "twee keer stilzwijgend verlengd met telkens één jaar"', () => {
    expect(
      durations(
        'De opdracht wordt aangegaan voor een termijn van één jaar.\n\nDe opdracht kan twee keer stilzwijgend verlengd worden met telkens één jaar.',
      ),
    ).toEqual(['initial 1 years', 'extension 1 years']);
    expect(
      durations(
        'Het contract wordt maximaal twee keer stilzwijgend verlengd met telkens zes maanden.',
      ),
    ).toEqual(['extension 6 months']);
  });

  it('English: "may renew for up to three (3) additional one-year periods"', () => {
    expect(
      durations(
        'The initial term is two (2) years. The County may renew the contract for up to three (3) additional one-year periods.',
      ),
    ).toEqual(['initial 2 years', 'extension 1 years']);
  });

  it('precision: a bid validity "termijn" is no contract term', () => {
    expect(
      durations(
        'De inschrijvers blijven gebonden door hun offerte gedurende een termijn van 90 dagen.',
      ),
    ).toEqual([]);
  });
});

describe('a price/quality split in words, quality named by a Dutch compound', () => {
  it('Dutch: "de kwaliteitscriteria samen voor zeventig procent"', () => {
    const facts = extractTenderFacts([
      'Gunningscriteria. De prijs telt voor dertig procent, de kwaliteitscriteria samen voor zeventig procent.',
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 30, quality: 70 });
  });

  it('English: "quality criteria together"; shares that do not add up are no split', () => {
    const facts = extractTenderFacts([
      'Award criteria. Price counts for thirty per cent and the quality criteria together for seventy per cent.',
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 30, quality: 70 });
    const none = extractTenderFacts([
      'Award criteria. De prijscomponent telt voor 30 procent, de kwaliteitscriteria voor 60 procent.',
    ]);
    expect(none.priceQuality).toBeNull();
  });
});
