/**
 * The classes of issue 17 found studying the twentieth probe set (docs/decisions.md "Tender facts
 * on the twentieth probe set"), on wording written for this test, English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points]);
const deadlines = (facts: TenderFacts) =>
  facts.deadlines.map((d) => [d.value.kind, d.value.date.slice(0, 16)]);

describe('a criterion named inside a sentence that gives its points after it', () => {
  it('Dutch: "Voor het criterium X zijn maximaal N punten te behalen", "kunt u maximaal"', () => {
    const page = [
      '5 Gunningscriteria',
      'Wij beoordelen de inschrijvingen op de beste prijs-kwaliteitverhouding.',
      'Voor het criterium Aanpak van storingen in de nacht zijn maximaal 30 punten te behalen.',
      'Bij het criterium Communicatie met omwonenden kunt u maximaal 15 punten behalen.',
      'Voor het criterium Veiligheid op de bouwplaats moet u minimaal 6 punten halen.',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Aanpak van storingen in de nacht', null, 30],
      ['Communicatie met omwonenden', null, 15],
    ]);
  });

  it('English: "For the criterion X, up to N points can be scored", "a maximum of"', () => {
    const page = [
      '6 Award criteria',
      'Proposals are evaluated on the most economically advantageous tender.',
      'For the criterion Winter road readiness, up to 35 points can be scored.',
      'Under the criterion Driver training a maximum of 20 points is available.',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Winter road readiness', null, 35],
      ['Driver training', null, 20],
    ]);
  });
});

describe("a month's abbreviation inside a sentence is no sentence end", () => {
  it('English: "now expected on Tue 8 Jun. 2027, with … on Fri 25 Jun. 2027"', () => {
    const page = [
      'Amendment 2',
      'The notice of the award decision is now expected on Tue 8 Jun. 2027, with the end of the standstill period on Fri 25 Jun. 2027.',
    ].join('\n');
    expect(deadlines(extractTenderFacts([page]))).toEqual([
      ['award', '2027-06-08'],
      ['standstill', '2027-06-25'],
    ]);
  });

  it('Dutch: "De opening vindt plaats op 7 okt. 2027 om 14:30 uur", "tot 19 sept. 2027"', () => {
    const page = [
      'Wij wijzigen de planning als volgt.',
      'De opening vindt plaats op 7 okt. 2027 om 14:30 uur. Vragen kunt u stellen tot 19 sept. 2027, 10:00 uur via het platform.',
    ].join('\n');
    expect(deadlines(extractTenderFacts([page]))).toEqual([
      ['questions', '2027-09-19T10:00'],
      ['opening', '2027-10-07T14:30'],
    ]);
  });
});

describe('a deadline counted from the sending of the request, its date and time in brackets', () => {
  it('Dutch: "de achtste werkdag na verzending van deze offerteaanvraag (dinsdag …), vóór 10:00 uur"', () => {
    const page = [
      'Deze aanvraag gaat over het onderhoud van speeltoestellen.',
      'Offerte indienen: uiterlijk de achtste werkdag na verzending van deze offerteaanvraag (dinsdag 11 mei 2027), vóór 10:00 uur.',
    ].join('\n');
    expect(deadlines(extractTenderFacts([page]))).toEqual([['submission', '2027-05-11T10:00']]);
  });

  it('English: "the fifth working day after the issue of this RFQ (Monday …), by 15:00"', () => {
    const page = [
      'This request covers the inspection of playgrounds.',
      'Tenders are due by the fifth working day after the issue of this RFQ (Monday 10 May 2027), by 15:00.',
    ].join('\n');
    expect(deadlines(extractTenderFacts([page]))).toEqual([['submission', '2027-05-10T15:00']]);
  });

  it('the day the request is sent stays no deadline', () => {
    const page = [
      'Planning',
      'Verzending offerteaanvraag: 3 mei 2027',
      'Issue of this RFQ: 3 May 2027',
    ].join('\n');
    expect(deadlines(extractTenderFacts([page]))).toEqual([]);
  });
});

describe("a minimum value named as its sentence's subject is no value of this contract", () => {
  const values = (facts: TenderFacts) => facts.values.map((v) => [v.value.kind, v.value.amount]);

  it('Dutch: "De minimale waarde van elke referentieopdracht wordt verhoogd van … naar …"', () => {
    const page = [
      'Rectificatie 2',
      'De minimale waarde van elke referentieopdracht wordt verhoogd van € 40.000 naar € 60.000.',
      'De geraamde waarde van deze opdracht bedraagt € 250.000 exclusief btw.',
    ].join('\n');
    expect(values(extractTenderFacts([page]))).toEqual([['estimate', 250000]]);
  });

  it('English: "The minimum value of each reference contract is £25,000"', () => {
    const page = [
      'Selection criteria',
      'The minimum value of each reference contract is £25,000 excluding VAT.',
      'The estimated contract value is £180,000 excluding VAT.',
    ].join('\n');
    expect(values(extractTenderFacts([page]))).toEqual([['estimate', 180000]]);
  });
});

describe('a term given only as its first and last day', () => {
  const durations = (facts: TenderFacts) =>
    facts.durations.map((d) => [d.value.kind, d.value.amount, d.value.unit]);

  it('English: "The agreement will run from 1 October 2027 to 30 September 2029"', () => {
    const page = [
      '2 Contract',
      'The agreement will run from 1 October 2027 to 30 September 2029, with an option to extend by up to 12 months.',
    ].join('\n');
    expect(durations(extractTenderFacts([page]))).toEqual([
      ['extension', 12, 'months'],
      ['initial', 24, 'months'],
    ]);
  });

  it('Dutch: "De raamovereenkomst loopt van 1 maart 2028 tot en met 28 februari 2031"', () => {
    const page = [
      '2 De opdracht',
      'De raamovereenkomst loopt van 1 maart 2028 tot en met 28 februari 2031.',
    ].join('\n');
    expect(durations(extractTenderFacts([page]))).toEqual([['initial', 36, 'months']]);
  });

  it('no term from days that are no whole months, nor beside a term stated in words', () => {
    const pages = [
      'The contract runs from 3 March 2027 to 15 June 2028.',
      'De overeenkomst heeft een looptijd van twee jaar en loopt van 1 mei 2027 tot en met 30 april 2029.',
    ];
    expect(durations(extractTenderFacts([pages[0]!]))).toEqual([]);
    expect(durations(extractTenderFacts([pages[1]!]))).toEqual([['initial', 2, 'years']]);
  });
});

describe('a list of parts each with its length: the same length for two parts is two limits', () => {
  const limits = (facts: TenderFacts) =>
    facts.limits.map((l) => [l.value.kind, l.value.value, l.value.scope]);

  it('Dutch: "Per onderdeel: 2.1 maximaal 3 pagina\'s, 2.2 maximaal 3 pagina\'s en 2.3 maximaal 1 pagina"', () => {
    const page = [
      '5 Omvang van uw plan',
      "Per onderdeel geldt: 2.1 maximaal 3 pagina's, 2.2 maximaal 3 pagina's en 2.3 maximaal 1 pagina.",
    ].join('\n');
    expect(limits(extractTenderFacts([page]))).toEqual([
      ['pages', 3, '2.1'],
      ['pages', 3, '2.2'],
      ['pages', 1, '2.3'],
    ]);
  });

  it('English: "Answer lengths: B1 maximum 600 words, B2 maximum 300 words and B3 maximum 300 words"', () => {
    const page = [
      '5 Method statements',
      'Answer lengths: B1 maximum 600 words, B2 maximum 300 words and B3 maximum 300 words.',
    ].join('\n');
    expect(limits(extractTenderFacts([page]))).toEqual([
      ['words', 600, 'B1'],
      ['words', 300, 'B2'],
      ['words', 300, 'B3'],
    ]);
  });

  it("two parts sharing one limit keep it as theirs, not the last part's", () => {
    const page = ['5 Method statements', 'C1 and C2: maximum 800 words each.'].join('\n');
    expect(limits(extractTenderFacts([page]))).toEqual([['words', 800, 'C1 and C2']]);
  });

  it('the same limit said twice of one part stays one', () => {
    const page = [
      '5 Omvang',
      "Voor 3.1 geldt maximaal 4 pagina's. Houd u aan de omvang: 3.1 maximaal 4 pagina's.",
    ].join('\n');
    expect(limits(extractTenderFacts([page]))).toHaveLength(1);
  });
});

describe('a length column whose header names the unit, its cells a number alone', () => {
  it('English "Page limit" and Dutch "Max. aantal pagina\'s" beside the points', () => {
    const { limits } = structured([
      {
        blocks: [
          heading('Rated criteria'),
          table(
            ['Code', 'Rated criterion', 'Points', 'Page limit'],
            ['T1', 'Snow clearance plan', '30', '6'],
            ['T2', 'Fleet and depots', '20', '3'],
            ['T2.1', 'Depot locations', '10', '–'],
          ),
          table(
            ['Nr.', 'Subcriterium', 'Punten', "Max. aantal pagina's"],
            ['W1', 'Plan van aanpak', '40', '5'],
          ),
        ],
      },
    ]);
    expect(limits.map((l) => [l.value.kind, l.value.value, l.value.scope])).toEqual([
      ['pages', 6, 'T1 Snow clearance plan'],
      ['pages', 3, 'T2 Fleet and depots'],
      ['pages', 5, 'W1 Plan van aanpak'],
    ]);
  });

  it('a header naming no unit reads no bare number', () => {
    const { limits } = structured([
      { blocks: [table(['Part', 'Maximum length'], ['Delivery plan', '6'])] },
    ]);
    expect(limits).toEqual([]);
  });
});

describe('the split as points of the total, its sides named as the stages that score them', () => {
  const split = (text: string) => extractTenderFacts([text]).priceQuality?.value ?? null;

  it('English: "70 points for the Rated Requirements and 30 points for Pricing"', () => {
    expect(
      split(
        'Evaluation.\nThe total score is out of 100 points: 75 points for the Rated Requirements and 25 points for Pricing.',
      ),
    ).toEqual({ price: 25, quality: 75 });
    expect(
      split(
        'Award.\nA total of 100 points is available: 60 points for the technical proposal and 40 points for the financial proposal.',
      ),
    ).toEqual({ price: 40, quality: 60 });
  });

  it('Dutch: "65 punten voor de technische aanbieding en 35 punten voor de prijs"', () => {
    expect(
      split(
        'Beoordeling.\nDe totaalscore is maximaal 100 punten: 65 punten voor de technische aanbieding en 35 punten voor de prijs.',
      ),
    ).toEqual({ price: 35, quality: 65 });
  });

  it('two sides that do not add up to the total are no split', () => {
    expect(
      split(
        'Award.\nA total of 100 points is available: 60 points for the technical proposal and 30 points for pricing.',
      ),
    ).toBeNull();
  });
});

describe('renewals whose length is repeated in brackets', () => {
  const durations = (text: string) =>
    extractTenderFacts([text]).durations.map((d) => [d.value.kind, d.value.amount, d.value.count]);

  it('English: "renew for two (2) additional one (1) year terms", "three (3) further one (1) year periods"', () => {
    expect(
      durations(
        'The Agreement has an initial term of four (4) years, renewable for two (2) additional one (1) year terms.',
      ),
    ).toContainEqual(['extension', 1, 2]);
    expect(
      durations(
        'The contract has an initial term of two (2) years and may be renewed for three (3) further one (1) year periods.',
      ),
    ).toContainEqual(['extension', 1, 3]);
  });

  it('Dutch: "verlengd met twee (2) aanvullende perioden van één (1) jaar"', () => {
    expect(
      durations(
        'De overeenkomst heeft een looptijd van twee (2) jaar en kan worden verlengd met twee (2) aanvullende perioden van één (1) jaar.',
      ),
    ).toContainEqual(['extension', 1, 2]);
  });
});

describe('a reference whose code begins with the document type', () => {
  const reference = (text: string) => extractTenderFacts([text]).reference?.value ?? null;

  it('English: "RFQ-2028-0042 – Dredging survey services" on the cover', () => {
    expect(reference('Harbour Board\nRFQ-2028-0042 – Dredging survey services')).toBe(
      'RFQ-2028-0042',
    );
  });

  it('Dutch cover: "ITT/2028/017 Onderhoud gemalen"', () => {
    expect(reference('Gemeente Oosterveld\nITT/2028/017 Onderhoud gemalen')).toBe('ITT/2028/017');
  });

  it('never the tail of a longer code', () => {
    expect(reference('Borough Council\nHBC-ITT/2028/017 Winter gritting')).toBeNull();
  });
});
