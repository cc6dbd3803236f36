/**
 * Award criteria and the price/quality split written in prose or changed later (issue 17): points
 * with a verb between them and "out of 100", an addendum that states a criterion's points anew,
 * weights as fractions (docs/decisions.md "Tender facts on the seventeenth probe set"), on wording
 * written for this test, English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);

describe('a criterion and its points with a verb between them, and "out of 100"', () => {
  it('English: "carries", "is worth", "of which" gives sub-criteria', () => {
    const facts = structured([
      {
        blocks: [
          heading('6 Evaluation of proposals'),
          para(
            'The proposal is scored out of 100 points. Service design carries 45 points out of 100, of which the staffing model is worth 25 points and the escalation route 20 points. Social value is worth 15 points out of 100. Price carries 40 points out of 100.',
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Service design', null, 45, null],
      ['Staffing model', null, 25, 'Service design'],
      ['Escalation route', null, 20, 'Service design'],
      ['Social value', null, 15, null],
      ['Price', null, 40, null],
    ]);
  });

  it('Dutch: "weegt", "telt voor", "van de 100", "waarvan"', () => {
    const facts = structured([
      {
        blocks: [
          heading('4 Gunningscriteria'),
          para(
            'Het plan van aanpak weegt 50 punten van de 100, waarvan de planning 30 punten en de risicobeheersing 20 punten. Duurzaam materiaalgebruik telt voor 20 punten van de 100.',
          ),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Plan van aanpak', null, 50, null],
      ['Planning', null, 30, 'Plan van aanpak'],
      ['Risicobeheersing', null, 20, 'Plan van aanpak'],
      ['Duurzaam materiaalgebruik', null, 20, null],
    ]);
  });

  it('stays quiet: "each criterion is worth 10 points" is the scale', () => {
    const facts = structured([
      {
        blocks: [
          heading('6 Evaluation'),
          para('Each criterion is worth 10 points and is scored by three evaluators.'),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([]);
  });
});

describe("a change that states a criterion's points anew", () => {
  const current = (facts: TenderFacts) =>
    facts.awardCriteria
      .filter((c) => !c.replaced)
      .map((c) => [c.value.name, c.value.points, c.page]);
  const history = (facts: TenderFacts) =>
    facts.awardCriteria.filter((c) => c.replaced).map((c) => [c.value.name, c.value.points]);

  it("English: an addendum's row moves points between two criteria; the old ones are history", () => {
    const facts = structured([
      {
        blocks: [
          heading('3 Award criteria'),
          para('Fleet availability carries 40 points. Driver training carries 20 points.'),
        ],
      },
      {
        blocks: [
          heading('Addendum No. 1'),
          table(
            ['Item', 'Change'],
            [
              '2',
              'Section 3: Fleet availability now carries 35 points, and driver training 25 points.',
            ],
          ),
        ],
      },
    ]);
    expect(current(facts)).toEqual([
      ['Fleet availability', 35, 2],
      ['Driver training', 25, 2],
    ]);
    expect(history(facts)).toEqual([
      ['Fleet availability', 40],
      ['Driver training', 20],
    ]);
  });

  it("Dutch: a nota van inlichtingen's answer, 'weegt nu'", () => {
    const facts = structured([
      {
        blocks: [heading('5 Gunningscriteria'), para('Het veiligheidsplan weegt 30 punten.')],
      },
      {
        blocks: [
          heading('Nota van inlichtingen'),
          table(
            ['Nr.', 'Vraag', 'Antwoord'],
            ['4', 'Kan de weging wijzigen?', 'Ja. Het veiligheidsplan weegt nu 25 punten.'],
          ),
        ],
      },
    ]);
    expect(current(facts)).toEqual([['Veiligheidsplan', 25, 2]]);
    expect(history(facts)).toEqual([['Veiligheidsplan', 30]]);
  });
});

describe('the price/quality split', () => {
  it('English: weights as fractions of one ("a weight of 0.65")', () => {
    const facts = structured([
      {
        blocks: [
          heading('7 Combined evaluation'),
          para(
            'The technical score carries a weight of 0.65 and the financial score a weight of 0.35.',
          ),
        ],
      },
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 35, quality: 65 });
  });

  it('Dutch: "een weging van 0,6" and "0,4"', () => {
    const facts = structured([
      {
        blocks: [
          heading('5 Gunning'),
          para('De kwaliteit krijgt een weging van 0,6 en de prijs een weging van 0,4.'),
        ],
      },
    ]);
    expect(facts.priceQuality?.value).toEqual({ price: 40, quality: 60 });
  });

  it('the technical side named before its weight: "technical 75%, price 25%" / "technisch 55%, prijs 45%"', () => {
    const en = structured([
      {
        blocks: [
          heading('Evaluation'),
          para('Scores are combined in a 75/25 ratio: technical 75%, price 25%.'),
        ],
      },
    ]);
    const nl = structured([
      {
        blocks: [
          heading('Gunning'),
          para('De scores worden gecombineerd als volgt: technisch 55%, prijs 45%.'),
        ],
      },
    ]);
    expect(en.priceQuality?.value).toEqual({ price: 25, quality: 75 });
    expect(nl.priceQuality?.value).toEqual({ price: 45, quality: 55 });
    expect(criteria(en).map((c) => c[0])).not.toContain('Technical');
  });

  it('stays quiet: taxes and levies a price includes are no weights', () => {
    const facts = structured([
      {
        blocks: [
          heading('6 Award criteria'),
          para('Quality 60%. Price 40%.'),
          para(
            'Prices are compared including VAT (12%), a tourism levy (1.5%) and stamp duty (0.5%).',
          ),
          para('Prijzen worden vergeleken exclusief btw (21%) en afvalstoffenheffing (3%).'),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual([
      ['Quality', 60, null, null],
      ['Price', 40, null, null],
    ]);
  });
});

describe('the scale before "of which" opens no parts', () => {
  it('stays as it was, English and Dutch: the total score is no parent of the parts', () => {
    const en = structured([
      {
        blocks: [
          heading('5 Evaluation'),
          para(
            'The proposal will be scored out of 500 points, of which the delivery plan carries 300 points and the team 200 points.',
          ),
        ],
      },
    ]);
    const nl = structured([
      {
        blocks: [
          heading('5 Gunningscriteria'),
          para(
            'De inschrijving wordt beoordeeld op 500 punten, waarvan het plan van aanpak 300 punten en het team 200 punten.',
          ),
        ],
      },
    ]);
    expect(criteria(en).filter((c) => c[3] !== null)).toEqual([]);
    expect(criteria(nl).filter((c) => c[3] !== null)).toEqual([]);
  });
});
