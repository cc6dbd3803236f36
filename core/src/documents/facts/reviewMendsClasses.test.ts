/**
 * The review of 28 November (second pass) on the fifteenth probe set's classes (docs/decisions.md
 * "Tender facts on the fifteenth probe set: other kinds", "Review mends"): an organiser acting for
 * another body is no buyer, exclusion grounds are no price ceiling, a split in points stays in
 * points beside a percentage, a 'System' is a portal only when its name says it takes bids, a
 * Dutch budget compound and a 'from … to' range, Dutch ordinals 'ste' and 'de'. Wording written
 * for this test, English and Dutch, each with the case that must stay as it was.
 */
import { describe, expect, it } from 'vitest';
import { findDates } from './dates';
import { extractTenderFacts } from './extractTenderFacts';

const facts = (...pages: string[]) => extractTenderFacts(pages);
const dates = (text: string, lang: 'en' | 'nl') => findDates(text, lang).map((d) => d.iso);
const buyer = (text: string) => facts(text).buyer?.value;
const values = (text: string) => facts(text).values.map((v) => v.value);
const portal = (text: string) => facts(text).submissionMethod?.value;
const criteria = (text: string) =>
  facts(text).awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points]);

describe('an organiser that acts for another body is not the buyer', () => {
  it('English: the body it acts for is', () => {
    expect(
      buyer(
        'This tender is issued by Ashmoor District Council on behalf of the Ashmoor Leisure Trust.',
      ),
    ).toBe('Ashmoor Leisure Trust');
    expect(
      buyer(
        'This procurement is conducted by Kingsbury City Council on behalf of Westford County Council.',
      ),
    ).toBe('Westford County Council');
  });

  it('Dutch: namens, in opdracht van, and "begeleid" names an agent', () => {
    expect(
      buyer(
        'Deze aanbesteding wordt uitgeschreven door de Gemeente Veldhoven-Noord namens de Gemeente Waterdal.',
      ),
    ).toBe('Gemeente Waterdal');
    expect(
      buyer(
        'Deze aanbesteding wordt uitgeschreven door de Gemeente Zandmeer in opdracht van de Gemeente Waterdal.',
      ),
    ).not.toBe('Gemeente Zandmeer');
    expect(
      buyer('De opdracht wordt begeleid door Stichting Inkoop Oost voor de Gemeente Lindeveld.'),
    ).not.toBe('Stichting Inkoop Oost');
  });

  it('stays as it was: a body that organises the tender for itself', () => {
    expect(
      buyer('This tender is issued by the Harbour District Council for its ferry services.'),
    ).toBe('Harbour District Council');
    expect(
      buyer('Deze aanbesteding wordt georganiseerd door de Gemeente Zandmeer voor haar zwembaden.'),
    ).toBe('Gemeente Zandmeer');
  });
});

describe('exclusion grounds above a threshold are no price ceiling', () => {
  it('English and Dutch: the nouns without a verb of rejection', () => {
    expect(
      values('For bids above €4,100,000 the discretionary exclusion grounds also apply.'),
    ).toEqual([]);
    expect(
      values('Voor offertes boven € 215.000 gelden daarnaast de facultatieve uitsluitingsgronden.'),
    ).toEqual([]);
  });

  it('stays a ceiling: a price above an amount that leads to exclusion', () => {
    expect(values('A tender price above £640,000 leads to exclusion of the tender.')).toEqual([
      { kind: 'ceiling', amount: 640_000, currency: 'GBP' },
    ]);
    expect(
      values('Een inschrijfsom boven € 310.000 leidt tot uitsluiting van de inschrijving.'),
    ).toEqual([{ kind: 'ceiling', amount: 310_000, currency: 'EUR' }]);
  });
});

describe('a split in points stays in points beside a percentage in the same sentence', () => {
  it('English and Dutch', () => {
    expect(
      criteria(
        'Award criteria\n\nQuality counts for 70 points and price for 30 points, each scored as a percentage of the best bid.',
      ),
    ).toEqual([
      ['Quality', null, 70],
      ['Price', null, 30],
    ]);
    expect(
      criteria(
        'Gunningscriteria\n\nKwaliteit weegt voor 65 punten en prijs voor 35 punten, naar rato van het procentuele verschil met de laagste inschrijving.',
      ),
    ).toEqual([
      ['Kwaliteit', null, 65],
      ['Prijs', null, 35],
    ]);
  });

  it('stays as it was: a split in percent, also with its unit written once', () => {
    expect(criteria('Gunningscriteria\n\nKwaliteit weegt voor 65% en prijs voor 35%.')).toEqual([
      ['Kwaliteit', 65, null],
      ['Prijs', 35, null],
    ]);
    expect(criteria('Gunningscriteria\n\nPrijs en kwaliteit wegen 40 en 60 procent.')).toEqual([
      ['Prijs', 40, null],
      ['Kwaliteit', 60, null],
    ]);
  });
});

describe('a "System" is the submission portal only when its name takes bids', () => {
  it('English and Dutch: a finance system is none', () => {
    expect(
      portal('Claims must be submitted via the Corporate Finance Ledger System monthly.'),
    ).toBe(undefined);
    expect(portal('Declaraties worden ingediend via het Gemeentelijk Facturatie System.')).toBe(
      undefined,
    );
  });

  it('stays as it was: a purchasing or inkoop system', () => {
    expect(
      portal('Bids must be submitted through the Lakeshore Tender Management System by noon.'),
    ).toBe('Lakeshore Tender Management System');
    expect(
      portal(
        'Inschrijvingen worden ingediend via het Regionaal Inkoop System (www.rip.example.nl).',
      ),
    ).toBe('Regionaal Inkoop System');
  });
});

describe("a budget range: a Dutch compound, and 'from … to' as well as 'between … and'", () => {
  it('Dutch: a projectbudget range gives its bottom as an estimate', () => {
    expect(
      values(
        'De maximale waarde van het projectbudget ligt tussen € 200.000 en € 260.000 exclusief btw.',
      ),
    ).toEqual([
      { kind: 'estimate', amount: 200_000, currency: 'EUR' },
      { kind: 'ceiling', amount: 260_000, currency: 'EUR' },
    ]);
  });

  it("English and Dutch: 'from … to', 'van … tot'", () => {
    expect(values('The available budget runs from £120,000 to £150,000 excluding VAT.')).toEqual([
      { kind: 'estimate', amount: 120_000, currency: 'GBP' },
      { kind: 'ceiling', amount: 150_000, currency: 'GBP' },
    ]);
    expect(values('Het beschikbare budget loopt van € 80.000 tot € 95.000 exclusief btw.')).toEqual(
      [
        { kind: 'estimate', amount: 80_000, currency: 'EUR' },
        { kind: 'ceiling', amount: 95_000, currency: 'EUR' },
      ],
    );
  });

  it("stays a ceiling: 'a budget of' one amount is no range", () => {
    expect(values('Het budget van € 200.000 is een maximum.')).toEqual([
      { kind: 'ceiling', amount: 200_000, currency: 'EUR' },
    ]);
    expect(values('The budget of £200,000 is a maximum.')).toEqual([
      { kind: 'ceiling', amount: 200_000, currency: 'GBP' },
    ]);
  });
});

describe("Dutch ordinals written 'ste' and 'de', as English ones are", () => {
  it('Dutch', () => {
    expect(dates('Het contract loopt af op de 30ste dag van september 2026.', 'nl')).toEqual([
      '2026-09-30',
    ]);
    expect(dates('De vragen moeten binnen zijn op de 2de april 2026.', 'nl')).toEqual([
      '2026-04-02',
    ]);
  });

  it('stays as it was: English ordinals and the Dutch "e"', () => {
    expect(dates('The lease ends on the 30th day of September 2026.', 'en')).toEqual([
      '2026-09-30',
    ]);
    expect(dates('Het contract eindigt op de 1e juli 2026.', 'nl')).toEqual(['2026-07-01']);
  });
});
