/**
 * Classes of issue 17 found studying the ninth probe set for values, terms, lots, limits and the
 * submission method (docs/decisions.md "Tender facts on the ninth probe set: parties,
 * requirements, limits and terms"; deadlines and award criteria are another helper's;
 * requirements are in probeNineRequirementClasses.test.ts). Wording written for this test,
 * English and Dutch, with the precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const facts = (pages: string[]) => extractTenderFacts(pages);
const valuesOf = (text: string) =>
  facts([text]).values.map((v) => `${v.value.kind} ${v.value.amount} ${v.value.currency}`);
const extensionsOf = (text: string) =>
  facts([text])
    .durations.filter((d) => d.value.kind === 'extension')
    .map((d) => `${d.value.count} x ${d.value.amount} ${d.value.unit}`);

describe('values: an abbreviated million, a second value in the paragraph, a cap, a rejected price, an approximate budget', () => {
  it('English: "€3.1m", "£2mn" and "€450k" are amounts', () => {
    expect(valuesOf('The estimated contract value is €3.1m (excl. VAT) over four years.')).toEqual([
      'estimate 3100000 EUR',
    ]);
    expect(valuesOf('Estimated value: £2mn including all extensions.')).toEqual([
      'estimate 2000000 GBP',
    ]);
    expect(valuesOf('The estimated annual spend is €450k.')).toEqual(['estimate 450000 EUR']);
  });
  it('English and Dutch: a ceiling stated later in the paragraph than the estimate is read too', () => {
    expect(
      valuesOf(
        '3.4 Value. The estimated value of the framework is €2,000,000 over the full term, spread over four regions and three service lines as shown in the annex to this document. For Lot 2 the authority has a maximum budget of €180,000 for the first year.',
      ),
    ).toEqual(['estimate 2000000 EUR', 'ceiling 180000 EUR']);
    expect(
      valuesOf(
        'De geraamde waarde van de opdracht is € 900.000 voor de hele looptijd van de overeenkomst, verdeeld over de drie locaties en de twee soorten onderhoud zoals in de bijlage beschreven. Voor perceel 2 is het maximale budget € 120.000 per jaar.',
      ),
    ).toEqual(['estimate 900000 EUR', 'ceiling 120000 EUR']);
  });
  it('English and Dutch: a budget "capped at" or "gemaximeerd op" is a ceiling', () => {
    expect(valuesOf('The budget available for Stage 2 is capped at $350,000 (excl. GST).')).toEqual(
      ['ceiling 350000 USD'],
    );
    expect(valuesOf('Het budget voor de pilot is gemaximeerd op € 75.000 exclusief btw.')).toEqual([
      'ceiling 75000 EUR',
    ]);
  });
  it.each([
    ['Tenders exceeding $250,000 (excluding GST) will be rejected.', 'ceiling 250000 USD'],
    ['Bids over £80,000 will not be considered.', 'ceiling 80000 GBP'],
    [
      'Inschrijvingen met een prijs hoger dan € 1.250.000,- excl. btw worden ter zijde gelegd.',
      'ceiling 1250000 EUR',
    ],
    ['Een offerte boven € 60.000 wordt uitgesloten.', 'ceiling 60000 EUR'],
  ])('a price above an amount that is rejected is the ceiling: "%s"', (sentence, value) => {
    expect(valuesOf(sentence)).toEqual([value]);
  });
  it('stays quiet on an amount above which something else is asked', () => {
    expect(valuesOf('Tenders above €50,000 must include a bank guarantee.')).toEqual([]);
  });
  it('English and Dutch: an approximate budget is an estimate, not a ceiling', () => {
    expect(valuesOf('Het beschikbare budget bedraagt circa € 3,2 miljoen exclusief btw.')).toEqual([
      'estimate 3200000 EUR',
    ]);
    expect(valuesOf('The available budget is approximately €800,000 per year.')).toEqual([
      'estimate 800000 EUR',
    ]);
    expect(valuesOf('Het beschikbare budget bedraagt € 400.000 exclusief btw.')).toEqual([
      'ceiling 400000 EUR',
    ]);
  });
});

describe('durations: an option to extend with the verb last or in the passive', () => {
  it.each([
    [
      'De raamovereenkomst kan daarna éénmaal met maximaal twee jaar worden verlengd.',
      '1 x 2 years',
    ],
    [
      'Het contract kan nadien eenmalig met ten hoogste zes maanden worden verlengd.',
      '1 x 6 months',
    ],
    ['The agreement may be extended once by up to two years.', '1 x 2 years'],
    ['The contract can be renewed twice for a further 12 months.', '2 x 12 months'],
  ])('"%s"', (sentence, extension) => {
    expect(extensionsOf(sentence)).toEqual([extension]);
  });
  it('stays quiet on a period that is no extension of the contract', () => {
    expect(
      extensionsOf('The deadline may be extended by two weeks at the buyer’s discretion.'),
    ).toEqual([]);
  });
});

const limitsOf = (f: ReturnType<typeof facts>) =>
  f.limits.map((l) => `${l.value.kind} ${l.value.value}`);

describe('limits: a limit an amendment raises with no old value, and a length cell ending in a full stop', () => {
  it.each([
    ['The limit for Returnable 4 is increased to ten (10) A4 pages.', 'pages 10'],
    ['The page limit for Question 3 has been raised to 6 pages.', 'pages 6'],
    ['The word count for Q2 becomes 900 words.', 'words 900'],
    ["Het maximum voor onderdeel B2 wordt verhoogd naar 7 pagina's A4.", 'pages 7'],
    ['Het maximum voor vraag 4 wordt 1.200 woorden.', 'words 1200'],
    ['De omvang van het plan van aanpak wordt verruimd tot 3.000 tekens.', 'characters 3000'],
  ])('"%s"', (sentence, limit) => {
    expect(limitsOf(facts([sentence]))).toEqual([limit]);
  });
  it('stays quiet on a number of pages that is no limit', () => {
    expect(
      limitsOf(facts(['The tender documents are increased to 40 pages by this addendum.'])),
    ).toEqual([]);
  });
  it('English and Dutch: a length cell under "Limit" or "Omvang" that ends in a full stop', () => {
    const en = structured([
      {
        blocks: [
          table(
            ['Question', 'Limit'],
            ['Q1 Approach', 'Three sides of A4.'],
            ['Q2 Team', 'One page.'],
          ),
        ],
      },
    ]);
    const nl = structured([
      {
        blocks: [
          table(
            ['Onderdeel', 'Omvang'],
            ['Plan van aanpak', "Vier pagina's."],
            ['Risicodossier', '500 woorden.'],
          ),
        ],
      },
    ]);
    expect(limitsOf(en)).toEqual(['pages 3', 'pages 1']);
    expect(limitsOf(nl)).toEqual(['pages 4', 'words 500']);
  });
});

describe('lots: a tender divided into Parts, Portions or delen', () => {
  const lotsOf = (intro: string, header: string[], rows: string[][], contents = true) =>
    structured([
      {
        blocks: [
          ...(contents
            ? [table(['Part', 'Title', 'Page'], ['1', 'Conditions of Tendering', '3'])]
            : []),
          para(intro),
          table(header, ...rows),
        ],
      },
    ]).lots.map((l) => `${l.value.number} ${l.value.name}`);
  it('English: "divided into two Parts" or "may tender for Portion 1, Portion 2 or both"', () => {
    expect(
      lotsOf(
        'The works are divided into two Parts.',
        ['Part', 'Description', 'Quantity'],
        [
          ['Part A', 'Kerb and gutter replacement', '2,000 m'],
          ['Part B', 'Footpath reconstruction', '5,500 m2'],
        ],
      ),
    ).toEqual(['A Kerb and gutter replacement', 'B Footpath reconstruction']);
    expect(
      lotsOf(
        'Respondents may tender for Portion 1, Portion 2 or both.',
        ['Separable Portion', 'Scope'],
        [
          ['Portion 1', 'Design of the new depot'],
          ['Portion 2', 'Construction of the new depot'],
        ],
      ),
    ).toEqual(['1 Design of the new depot', '2 Construction of the new depot']);
  });
  it('Dutch: "verdeeld in twee delen"', () => {
    expect(
      lotsOf(
        'De opdracht is verdeeld in twee delen.',
        ['Deel', 'Omschrijving'],
        [
          ['Deel 1', 'Onderhoud van de gemalen'],
          ['Deel 2', 'Storingsdienst riolering'],
        ],
      ),
    ).toEqual(['1 Onderhoud van de gemalen', '2 Storingsdienst riolering']);
  });
  it('stays quiet on the chapters of a document ("Part 1 | Conditions") and on parts not bid for', () => {
    expect(
      lotsOf(
        'The works are divided into two Parts.',
        ['Part', 'Title', 'Page'],
        [['2', 'Scope of Works', '4']],
      ),
    ).toEqual([]);
    expect(
      lotsOf(
        'The RFT has the following parts.',
        ['Part', 'Title'],
        [['Part A', 'Conditions of Tendering']],
        false,
      ),
    ).toEqual([]);
  });
});

describe('submission method: a tender box or a platform the submission runs through', () => {
  const methodOf = (text: string) => facts([text]).submissionMethod?.value ?? null;
  it.each([
    ['Tenders must be lodged electronically through the TenderLink tender box.', 'TenderLink'],
    ['Submissions shall be lodged via the QTenders electronic tender box.', 'QTenders'],
    ['Offers must be submitted through the Ariba electronic postbox before closing.', 'Ariba'],
    ['De inschrijving verloopt via het aanbestedingsplatform Negometrix.', 'Negometrix'],
    ['De indiening van de aanbiedingen verloopt via het platform TenderNed.', 'TenderNed'],
    ['Inschrijvingen verlopen uitsluitend via het inkoopplatform Mercell.', 'Mercell'],
  ])('"%s"', (sentence, method) => {
    expect(methodOf(sentence)).toBe(method);
  });
  it('a procedure, not the bid, that runs through a platform does not win over the channel of the bid', () => {
    expect(
      facts([
        'De procedure verloopt volledig via het aanbestedingsplatform Mercell.',
        'Je dient je offerte in per e-mail aan inkoop@voorbeeld.nl.',
      ]).submissionMethod?.value,
    ).toBe('e-mail');
  });
});

describe('buyer: the body a procurement centre runs the tender for, named in a sentence', () => {
  const buyerOf = (text: string) => facts([text]).buyer?.value ?? null;
  it.each([
    [
      'This tender is conducted by Procurement Services on behalf of Eastvale Borough Council.',
      'Eastvale Borough Council',
    ],
    [
      'Issued by the Central Purchasing Body on behalf of Westford County Council.',
      'Westford County Council',
    ],
    [
      'Inkoopbureau Midden voert deze aanbesteding uit namens de Gemeente Waterdal.',
      'Gemeente Waterdal',
    ],
    [
      'Deze aanbesteding wordt namens het Waterschap Lage Velden uitgevoerd door Inkoopbureau Midden.',
      'Waterschap Lage Velden',
    ],
  ])('"%s"', (sentence, buyer) => {
    expect(buyerOf(sentence)).toBe(buyer);
  });
  it('stays quiet on someone acting for the buyer in the work or a signature', () => {
    expect(
      buyerOf('Contracts are signed on behalf of Eastvale Borough Council by the Director.'),
    ).toBe(null);
  });
});
