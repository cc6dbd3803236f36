/**
 * The other kinds' classes of issue 17 found studying the seventeenth probe set (docs/decisions.md
 * "Tender facts on the seventeenth probe set"): buyer, procedure, reference, values per lot,
 * extensions and a page limit, on wording written for this test, English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

describe('the buyer', () => {
  it('English: the body that invites the proposals, its short name and description between', () => {
    const facts = extractTenderFacts([
      'Introduction. The Eastfield Harbour Authority (the "Authority"), a statutory body established under the Ports Act, Cap. 50:01, invites Tenders from experienced dredging contractors.',
    ]);
    expect(facts.buyer?.value).toBe('Eastfield Harbour Authority');
  });

  it('Dutch: the body that invites, "nodigt ondernemers uit"', () => {
    const facts = extractTenderFacts([
      'Inleiding. Stichting Openbaar Onderwijs Rivierland (hierna: SOOR) nodigt ondernemers uit om in te schrijven op de levering van digiborden.',
    ]);
    expect(facts.buyer?.value).toBe('Stichting Openbaar Onderwijs Rivierland');
  });

  it('Dutch and English: a short name given "(hierna: X)" is spelled out where the role names it', () => {
    const nl = extractTenderFacts([
      'Het Centraal Instituut Waterkwaliteit (hierna: CIW) is een zelfstandig bestuursorgaan. CIW is aanbestedende dienst in de zin van de Aanbestedingswet 2012.',
    ]);
    const en = extractTenderFacts([
      'The Northern Rail Safety Board (hereinafter "NRSB") was set up in 2009. NRSB is the contracting authority for this procurement.',
    ]);
    expect(nl.buyer?.value).toBe('Centraal Instituut Waterkwaliteit');
    expect(en.buyer?.value).toBe('Northern Rail Safety Board');
  });
});

describe('procedure and reference', () => {
  it('English: "National Competitive Tendering (NCT)" is the procedure', () => {
    const facts = extractTenderFacts([
      'Tendering will be conducted through National Competitive Tendering (NCT) procedures as specified in the Public Procurement Act.',
    ]);
    expect(facts.procedure?.value).toBe('National Competitive Tendering');
  });

  it('Dutch: "Aanbesteding 2027-044" gives the reference; a year range does not', () => {
    expect(
      extractTenderFacts(['Aanbesteding 2027-044 Groenonderhoud sportparken']).reference?.value,
    ).toBe('2027-044');
    expect(
      extractTenderFacts(['De aanbesteding 2027-2028 betreft het groenonderhoud.']).reference,
    ).toBeNull();
  });
});

describe('values in a lots table whose column names the value', () => {
  it('English: "Indicative budget" per lot, in cedis and Trinidad and Tobago dollars', () => {
    const facts = structured([
      {
        blocks: [
          heading('1.2 Lots'),
          table(
            ['Lot', 'Description', 'Indicative budget (excl. VAT)'],
            ['Lot 1', 'Laundry services', 'GH¢ 1,250,000 for the initial term'],
            ['Lot 2', 'Linen supply', 'GH₵ 480,000 for the initial term'],
          ),
          table(
            ['Zone', 'Area', 'Indicative budget excl. VAT (initial term)'],
            ['Zone A', 'Eastern parishes', 'TT$2,600,000'],
            ['Zone B', 'Western parishes', 'TT$1,900,000'],
          ),
        ],
      },
    ]);
    expect(facts.values.map((v) => [v.value.kind, v.value.amount, v.value.currency])).toEqual([
      ['estimate', 1250000, 'GHS'],
      ['estimate', 480000, 'GHS'],
      ['estimate', 2600000, 'TTD'],
      ['estimate', 1900000, 'TTD'],
    ]);
  });

  it('Dutch: "Maximale opdrachtwaarde" run into the cell before it (a PDF table) is a ceiling', () => {
    const facts = structured([
      {
        blocks: [
          heading('1.3 Percelen'),
          table(
            ['Perceel', 'Omschrijving Maximale opdrachtwaarde (excl. btw)'],
            ['1', 'Onderhoud van liften € 900.000 over de looptijd'],
            ['2', 'Onderhoud van roltrappen € 350.000 over de looptijd'],
          ),
        ],
      },
    ]);
    expect(facts.values.map((v) => [v.value.kind, v.value.amount])).toEqual([
      ['ceiling', 900000],
      ['ceiling', 350000],
    ]);
  });
});

describe('options to extend counted as extensions', () => {
  const extensions = (text: string) =>
    extractTenderFacts([text])
      .durations.filter((d) => d.value.kind === 'extension')
      .map((d) => [d.value.amount, d.value.unit, d.value.count]);

  it('English: "with one extension of twelve (12) months", "two extensions of 6 months each"', () => {
    expect(
      extensions(
        "The contract will run for an initial term of 24 months, with one extension of twelve (12) months at the Authority's discretion.",
      ),
    ).toEqual([[12, 'months', 1]]);
    expect(
      extensions(
        'The agreement is for an initial term of 18 months, with two extensions of 6 months each.',
      ),
    ).toEqual([[6, 'months', 2]]);
  });

  it('Dutch: "met twee verlengingen van elk één jaar"', () => {
    expect(
      extensions(
        'De overeenkomst heeft een looptijd van 3 jaar, met twee verlengingen van elk één jaar.',
      ),
    ).toEqual([[1, 'years', 2]]);
  });
});

describe('a page limit', () => {
  it("stays quiet: 'het maximum aantal pagina's van een bijlage' is no limit of one page", () => {
    const facts = structured([
      {
        blocks: [
          heading('5 Inschrijving'),
          para(
            "Elke bijlage telt maximaal 4 pagina's. Tekst boven het maximum aantal pagina's van een bijlage wordt niet gelezen.",
          ),
        ],
      },
    ]);
    expect(facts.limits.map((l) => [l.value.kind, l.value.value])).toEqual([['pages', 4]]);
  });
});
