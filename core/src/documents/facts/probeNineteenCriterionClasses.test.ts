/**
 * The award-criterion classes of issue 17 found studying the nineteenth probe set
 * (docs/decisions.md "Tender facts on the nineteenth probe set"), on wording written for this
 * test, English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { extractTenderFacts } from './extractTenderFacts';

const criteria = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points, c.value.parent]);
const split = (facts: TenderFacts) => facts.priceQuality?.value ?? null;

describe('a points table read as text, its rows numbered with roman numerals in brackets', () => {
  it('English: (i)-(iii) are criteria, (ii)(a) and (ii)(b) sub-criteria of (ii)', () => {
    const page = [
      '4.2 Technical evaluation criteria',
      'Each technical proposal is scored as follows.',
      'No. Criteria and sub-criteria Points',
      '(i) Track record of the firm in harbour dredging 25',
      '(ii) Quality of the survey approach 40',
      '(ii)(a) Hydrographic survey method 25',
      '(ii)(b) Reporting and data handover 15',
      '(iii) Qualifications of the site engineer 35',
      'Total points 100',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Track record of the firm in harbour dredging', null, 25, null],
      ['Quality of the survey approach', null, 40, null],
      ['Hydrographic survey method', null, 25, 'Quality of the survey approach'],
      ['Reporting and data handover', null, 15, 'Quality of the survey approach'],
      ['Qualifications of the site engineer', null, 35, null],
    ]);
  });

  it('Dutch: (i)-(iii) onder een kop "Criterium Punten", (ii)(a) onder (ii)', () => {
    const page = [
      '5 Gunningscriteria',
      'De inschrijvingen worden beoordeeld op de volgende criteria.',
      'Nr. Criterium en subcriterium Punten',
      '(i) Ervaring met vergelijkbare opdrachten 30',
      '(ii) Kwaliteit van het werkplan 50',
      '(ii)(a) Planning van de werkzaamheden 30',
      '(ii)(b) Beheersing van risico’s 20',
      '(iii) Inzet van leerlingen 20',
      'Totaal 100',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([
      ['Ervaring met vergelijkbare opdrachten', null, 30, null],
      ['Kwaliteit van het werkplan', null, 50, null],
      ['Planning van de werkzaamheden', null, 30, 'Kwaliteit van het werkplan'],
      ['Beheersing van risico’s', null, 20, 'Kwaliteit van het werkplan'],
      ['Inzet van leerlingen', null, 20, null],
    ]);
  });
});

describe('the words of a sentence before its points are no criterion', () => {
  it('English: "a score out of 100 points", "required to pass is 60 points"', () => {
    const page = [
      'Award criteria',
      'Every compliant bid will be given a quality score out of 100 points.',
      'The lowest quality score required to pass is 60 points.',
    ].join('\n');
    expect(criteria(extractTenderFacts([page]))).toEqual([]);
  });

  it('Dutch: "worden gewaardeerd op 100 punten", "20 van de 100 punten"', () => {
    const page = [
      'Gunningscriteria',
      'De inschrijvingen worden gewaardeerd op 100 punten.',
      'Het plan van aanpak levert maximaal 20 van de 100 punten.',
    ].join('\n');
    const names = criteria(extractTenderFacts([page])).map((c) => c[0]);
    expect(names).not.toContain('Inschrijvingen worden gewaardeerd op');
    expect(names).not.toContain('Van de');
  });

  it('stays as it was: a name that only contains such a word is kept ("Plan van aanpak")', () => {
    const page = ['Gunningscriteria', 'Plan van aanpak: 60 punten', 'Prijs: 40 punten'].join('\n');
    expect(criteria(extractTenderFacts([page])).map((c) => c[0])).toContain('Plan van aanpak');
  });
});

describe('the price/quality split given only in a scoring formula’s legend', () => {
  it('English: letters defined as the weights of the technical and financial proposals', () => {
    const page = [
      'Evaluation of proposals',
      'The combined score uses W1 = the weight given to the technical proposal and W2 = the weight given to the financial proposal:',
      'Score = Tech x W1% + Fin x W2%, where W1 = 75% and W2 = 25%.',
    ].join('\n');
    const facts = extractTenderFacts([page]);
    expect(split(facts)).toEqual({ price: 25, quality: 75 });
    expect(criteria(facts)).toEqual([]);
  });

  it('Dutch: "waarbij Wk = 0,65 en Wp = 0,35", met Wk en Wp gedefinieerd als weging', () => {
    const page = [
      'Gunningscriteria',
      'Hierin is Wk = de weging van de kwaliteit en Wp = de weging van de prijs.',
      'Totaalscore = K x Wk + P x Wp, waarbij Wk = 0,65 en Wp = 0,35.',
    ].join('\n');
    expect(split(extractTenderFacts([page]))).toEqual({ price: 35, quality: 65 });
  });

  it('stays as it was: two shares whose letters are not defined as weights are no split', () => {
    const page = [
      'Award criteria',
      'The discount rate uses A = 70% and B = 30% of the index.',
    ].join('\n');
    expect(split(extractTenderFacts([page]))).toBeNull();
  });
});
