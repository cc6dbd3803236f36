/**
 * Classes of issue 17 found studying the tenth probe set for parties, lots, values, terms, limits
 * and the submission method; requirements are in probeTenRequirementClasses.test.ts (docs/decisions.md "Tender facts on the tenth probe set:
 * parties, requirements, limits and terms"; deadlines and award criteria are another helper's).
 * Wording written for this test, English and Dutch, with the precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { heading, para, structured, table } from './classSnippets';

const lotsOf = (...blocks: Parameters<typeof structured>[0][number]['blocks']) =>
  structured([{ blocks }]).lots.map((l) => `${l.value.number} ${l.value.name}`);

describe('lots: a table of requirements per lot, a name ending in a number, lots named for an area', () => {
  it('English and Dutch: a requirements table with a lot column names no lots', () => {
    for (const [header, rows] of [
      [
        ['Ref', 'Lot', 'Requirement'],
        [
          ['R-01', '1', 'Every vehicle carries a reversing camera and an audible warning.'],
          ['R-02', '2', 'The software is hosted in the United Kingdom.'],
        ],
      ],
      [
        ['Eis', 'Perceel', 'Omschrijving'],
        [
          ['E1', '1', 'Elke pomp heeft een rendement van ten minste 80 procent.'],
          ['E2', '2', 'De beheersoftware draait in een datacenter binnen de EU.'],
        ],
      ],
      [
        ['ID', 'Lot no.', 'Mandatory requirement'],
        [['MR3', '2', 'The supplier provides a help desk in English from 8:00 to 18:00.']],
      ],
    ] as const) {
      expect(
        lotsOf(heading('Knock-out requirements'), table([...header], ...rows.map((r) => [...r]))),
      ).toEqual([]);
    }
  });

  it('English and Dutch: a lot name ending in a size or a number is still its name', () => {
    expect(
      lotsOf(
        table(
          ['Perceel', 'Omschrijving'],
          ['Perceel 1', 'Afsluiters DN50 tot en met DN300'],
          ['Perceel 2', 'Brandkranen type 2'],
        ),
      ),
    ).toEqual(['1 Afsluiters DN50 tot en met DN300', '2 Brandkranen type 2']);
    expect(
      lotsOf(
        table(['Lot', 'Description'], ['Lot 1', 'Laptops, Windows 11'], ['Lot 2', 'Monitors 27']),
      ),
    ).toEqual(['1 Laptops, Windows 11', '2 Monitors 27']);
  });

  it('English and Dutch: lots called service areas, regions or zones when the tender is divided into them', () => {
    expect(
      lotsOf(
        para('The services are divided into three Service Areas.'),
        table(
          ['Service Area', 'Communities', 'Bookings per year'],
          ['Service Area 1', 'Northern Interior', '40 to 60'],
          ['Service Area 2', 'Coastal Islands', '20 to 30'],
        ),
      ),
    ).toEqual(['1 Northern Interior', '2 Coastal Islands']);
    expect(
      lotsOf(
        para('The contract is split into two regions; a separate contract is awarded per region.'),
        table(['Region', 'Depots'], ['Region A', 'Leeds and Bradford'], ['Region B', 'Hull']),
      ),
    ).toEqual(['A Leeds and Bradford', 'B Hull']);
    expect(
      lotsOf(
        para("De opdracht is verdeeld in twee regio's."),
        table(['Regio', 'Gemeenten'], ['Regio 1', 'Noord en Oost'], ['Regio 2', 'Zuid en West']),
      ),
    ).toEqual(['1 Noord en Oost', '2 Zuid en West']);
  });

  it('stays quiet: an area table in a tender that is not divided into areas', () => {
    expect(
      lotsOf(
        para('The contractor serves the whole county.'),
        table(['Zone', 'Collection day'], ['Zone 1', 'Monday'], ['Zone 2', 'Tuesday']),
      ),
    ).toEqual([]);
  });
});

const termsOf = (text: string) =>
  structured([{ blocks: [para(text)] }])
    .durations.map((d) => `${d.value.kind} ${d.value.count} x ${d.value.amount} ${d.value.unit}`)
    .sort();

describe('terms: compound number words, a service or maintenance period the buyer may extend', () => {
  it('English and Dutch: "twenty-four (24) months", "thirty-six months", "vierentwintig maanden"', () => {
    expect(
      termsOf(
        'The contract will run for an initial period of three (3) years. The Authority may extend the contract on one occasion by a further period of up to twenty-four (24) months.',
      ),
    ).toEqual(['extension 1 x 24 months', 'initial 1 x 3 years']);
    expect(termsOf('The initial term of the contract is thirty-six months.')).toEqual([
      'initial 1 x 36 months',
    ]);
    expect(termsOf('De overeenkomst heeft een looptijd van vierentwintig maanden.')).toEqual([
      'initial 1 x 24 months',
    ]);
  });

  it('English and Dutch: a maintenance or service period that may be extended is the term', () => {
    expect(
      termsOf(
        'Na de oplevering volgt een onderhoudsperiode van 5 jaar. De gemeente kan de onderhoudsperiode eenmalig met ten hoogste 2 jaar verlengen.',
      ),
    ).toEqual(['extension 1 x 2 years', 'initial 1 x 5 years']);
    expect(
      termsOf('De beheerperiode van 4 jaar kan de opdrachtgever tweemaal met 1 jaar verlengen.'),
    ).toEqual(['extension 2 x 1 years', 'initial 1 x 4 years']);
    expect(
      termsOf(
        'A maintenance period of four years follows installation. The Council may extend the maintenance period by up to two years.',
      ),
    ).toEqual(['extension 1 x 2 years', 'initial 1 x 4 years']);
  });

  it('stays quiet: a defects period that is not extended, a tender period that is', () => {
    expect(termsOf('The maintenance period is 12 months from the date of completion.')).toEqual([]);
    expect(termsOf('De onderhoudstermijn bedraagt 52 weken na oplevering.')).toEqual([]);
    expect(termsOf('The Council may extend the tender period by two weeks.')).toEqual([]);
  });
});

const buyerOf = (...lines: string[]) =>
  structured([{ blocks: lines.map((l) => para(l)) }]).buyer?.value ?? null;

describe('buyer: a contracting entity of the special sectors, a short name defined after it', () => {
  it('Dutch: "Aanbestedende entiteit: X" and "X is de aanbestedende entiteit"', () => {
    expect(
      buyerOf('Aanbestedingsleidraad', 'Aanbestedende entiteit: Netbeheer Oostland B.V.'),
    ).toBe('Netbeheer Oostland B.V.');
    expect(
      buyerOf('Offerteaanvraag', 'De aanbestedende entiteit is Havenbedrijf Zuidstad N.V.'),
    ).toBe('Havenbedrijf Zuidstad N.V.');
    expect(buyerOf('Leidraad', 'Inkopende organisatie: Drinkwaterbedrijf Heuvelland')).toBe(
      'Drinkwaterbedrijf Heuvelland',
    );
  });

  it('English: "Procuring entity: X", and a label line without its "(the …)" short name', () => {
    expect(buyerOf('Request for Tender', 'Procuring entity: Northshore Water Utility')).toBe(
      'Northshore Water Utility',
    );
    expect(
      buyerOf(
        'Request for Proposals',
        'Issued by: Department of Parks, State of Nowhere (the "Department")',
      ),
    ).toBe('Department of Parks, State of Nowhere');
    expect(
      buyerOf(
        'Invitation to Tender',
        'Contracting authority: Eastvale Borough Council (hereinafter "the Council")',
      ),
    ).toBe('Eastvale Borough Council');
  });
});

const valuesOf = (...texts: string[]) =>
  structured([{ blocks: texts.map((t) => para(t)) }]).values.map(
    (v) => `${v.value.kind} ${v.value.amount} ${v.value.currency}`,
  );

describe('values: the dollar a code or the document names, funding up to an amount', () => {
  it('English: "CAD $", "C$", "A$", "NZ$" before the amount name its dollar', () => {
    expect(valuesOf('The estimated value of the contract is CAD $2.4 million.')).toEqual([
      'estimate 2400000 CAD',
    ]);
    expect(valuesOf('The total estimated value is C$900,000 over three years.')).toEqual([
      'estimate 900000 CAD',
    ]);
    expect(valuesOf('The estimated contract value is A$1,500,000 (excluding GST).')).toEqual([
      'estimate 1500000 AUD',
    ]);
    expect(valuesOf('The estimated contract value is NZ$350,000.')).toEqual([
      'estimate 350000 NZD',
    ]);
  });

  it("English and Dutch: a '$' alone in a document that prices in Canadian dollars or names Canada's sales taxes", () => {
    expect(
      valuesOf(
        'The maximum budget is $400,000 per year.',
        'Prices are to be quoted in Canadian dollars.',
      ),
    ).toEqual(['ceiling 400000 CAD']);
    expect(valuesOf('The estimated value is $1,200,000, exclusive of GST and PST.')).toEqual([
      'estimate 1200000 CAD',
    ]);
    expect(
      valuesOf('Het maximale budget is $ 250.000.', 'Alle prijzen in Canadian dollars, excl. HST.'),
    ).toEqual(['ceiling 250000 CAD']);
  });

  it('English and Dutch: funding up to an amount is a ceiling', () => {
    expect(valuesOf('Phase 2 is funded to a maximum of £180,000 per year.')).toEqual([
      'ceiling 180000 GBP',
    ]);
    expect(valuesOf('The pilot is funded up to €75,000 (excl. VAT).')).toEqual([
      'ceiling 75000 EUR',
    ]);
    expect(
      valuesOf('Het onderzoek wordt gefinancierd tot maximaal € 60.000 exclusief btw.'),
    ).toEqual(['ceiling 60000 EUR']);
  });

  it("stays as it was: '$' with marks of two countries, or a letter set apart from it", () => {
    expect(
      valuesOf(
        'The estimated value is $500,000.',
        'ABN 12 345 678 901. Prices in Canadian dollars.',
      ),
    ).toEqual(['estimate 500000 USD']);
    expect(valuesOf('The estimated value of Part A $300,000 is indicative.')).toEqual([
      'estimate 300000 USD',
    ]);
  });
});

const limitsOf = (...texts: string[]) =>
  structured([{ blocks: texts.map((t) => para(t)) }]).limits.map(
    (l) => `${l.value.kind} ${l.value.value}${l.replaced ? ' (old)' : ''}`,
  );

describe('limits: a change written with number words and digits, its old value stated before', () => {
  it('English and Dutch: "from ten (10) to twelve (12) pages" gives the new limit', () => {
    expect(
      limitsOf(
        'Amendment 2: the page limit for Section B is increased from six (6) to eight (8) pages.',
      ),
    ).toEqual(['pages 8', 'pages 6 (old)']);
    expect(
      limitsOf(
        'Wijziging 3: het maximum voor plan K2 wordt verhoogd van vier (4) naar vijf (5) pagina’s.',
      ),
    ).toEqual(['pages 5', 'pages 4 (old)']);
  });

  it('English and Dutch: the old value already stated as a limit is not given a second time', () => {
    expect(
      limitsOf(
        'Section B: no more than six (6) pages.',
        'Addendum 1: the page limit for Section B is increased from six (6) to eight (8) pages.',
      ),
    ).toEqual(['pages 6', 'pages 8']);
    expect(
      limitsOf(
        'Plan K2: maximaal 1.000 woorden.',
        'Nota van inlichtingen: de limiet voor plan K2 wordt gewijzigd van 1.000 naar 1.500 woorden.',
      ),
    ).toEqual(['words 1000', 'words 1500']);
  });
});

const methodOf = (text: string) =>
  structured([{ blocks: [para(text)] }]).submissionMethod?.value ?? null;

describe('submission method: a system named after "submitted through", a bid e-mailed to an address', () => {
  it('English and Dutch: "submitted electronically through X before …", "ingediend via X vóór …"', () => {
    expect(
      methodOf(
        'Bids must be submitted electronically through Alberta Purchasing Connection before the closing time.',
      ),
    ).toBe('Alberta Purchasing Connection');
    expect(
      methodOf('Responses shall be submitted through Bonfire by 2:00 p.m. on the closing date.'),
    ).toBe('Bonfire');
    expect(
      methodOf('De offerte moet worden ingediend via Commerce Hub vóór de sluitingstermijn.'),
    ).toBe('Commerce Hub');
  });

  it('English and Dutch: a bid "emailed to" or sent "per e-mail naar" an address', () => {
    expect(
      methodOf('Quotations must be emailed to procurement@example.gov.au by the closing date.'),
    ).toBe('email');
    expect(methodOf('Your proposal is to be e-mailed to bids@example.org.')).toBe('e-mail');
    expect(methodOf('Stuur je offerte per e-mail naar inkoop@voorbeeld.nl.')).toBe('e-mail');
  });

  it('stays quiet: a tender portal named by generic words only', () => {
    expect(methodOf('Tenders must be submitted through the Tender Portal before noon.')).toBeNull();
  });
});
