/**
 * Evidence classes found on the nineteenth and fourteenth draft-coverage sets (issue 19, items 2
 * and 6), each in both languages with wording written for these tests: what a demand's evidence
 * is looked up by (a sub-criterion's lettered code, the tax exclusion ground, a bid guarantee),
 * demands on the bid as a document (a gap, never cited), a sum in the demand's own currency before
 * a sister company's, and a validity stated as a quarter.
 */
import { describe, expect, it } from 'vitest';
import { amountsIn, sameCurrencyFirst } from './draftAmounts';
import { guaranteeSubject, namesABidGuarantee } from './draftKnockOuts';
import { endedWithAQuarter } from './draftQuarterEnds';
import { requirementSubject } from './draftRequirementSubject';
import { asksOnlyOfTheBidDocument } from './draftResponseForm';

describe('what the evidence of these demands is looked up by', () => {
  it.each([
    ['K2b. Geluidsarme uitvoering in woonwijken', 'Geluidsarme uitvoering in woonwijken'],
    ['B1c. Noise control near homes', 'Noise control near homes'],
  ])("a sub-criterion's code is no word of its subject: %s", (text, subject) => {
    expect(requirementSubject(text)).toBe(subject);
  });

  it.each([
    [
      'Een gegadigde die niet aan haar sociale verzekeringspremies voldoet, wordt van deelname uitgesloten.',
      /^sociale verzekeringspremies\b/,
    ],
    ['A bidder that does not meet its tax obligations will be excluded.', /^tax obligations\b/],
  ])('the exclusion ground by its obligation: %s', (text, subject) => {
    expect(requirementSubject(text)).toMatch(subject);
    expect(requirementSubject(text)).not.toMatch(/\b(?:niet|not)\b/);
  });

  it.each([
    ['A bid bond of €10,000 must accompany each tender, valid for 120 days.', 'bid bond'],
    ['Een inschrijving zonder bankgarantie wordt terzijde gelegd.', 'bankgarantie'],
    ['The benches carry a ten-year guarantee against rust.', null],
  ])('a guarantee demand by the guarantee itself: %s', (text, subject) => {
    expect(guaranteeSubject(text)).toBe(subject);
  });
});

describe('a demand on the bid as a document is met by the bid, not by evidence', () => {
  it.each([
    ['The Tender must be in English.', true],
    ['Each submission shall be written in the English language.', true],
    ['De offerte wordt opgesteld in de Nederlandse taal.', true],
    ['The Bid must be received at the Council offices before the Closing Time.', true],
    ['De aanbieding moet uiterlijk op de sluitingsdatum binnen zijn.', true],
    ['The Supplier Declaration (Schedule 2) must be completed and signed by a director.', true],
    ['Het prijsformulier moet door een tekenbevoegde persoon zijn ondertekend.', true],
    // Demands on the company or the work stay demands.
    ['The site manager must be fluent in English.', false],
    ['All staff must be able to speak Dutch with residents.', false],
    ['De inschrijver beschikt over een geldig VCA-certificaat.', false],
  ])('%s', (text, only) => {
    expect(asksOnlyOfTheBidDocument(text)).toBe(only);
  });
});

describe("a sum in the demand's own currency before a sister company's", () => {
  const aruban = { text: 'Netto-omzet 2025: Afl. 2.350.000 (goedgekeurd door de accountant).' };
  const dutch = { text: 'De omzet van de groep bedroeg in 2025 EUR 2.100.000.' };
  const noSum = { text: 'Wij stellen elk jaar een jaarrekening op.' };

  it('nl: the guilder demand keeps the passage in guilders and the one without a sum', () => {
    const kept = sameCurrencyFirst('De jaaromzet bedraagt minimaal Afl. 2.000.000,-.', [
      dutch,
      aruban,
      noSum,
    ]);
    expect(kept).toEqual([aruban, noSum]);
  });

  it("en: with no passage in the demand's currency, the company's own currency answers", () => {
    const kept = sameCurrencyFirst('A minimum annual turnover of £1.5 million.', [dutch]);
    expect(kept).toEqual([dutch]);
  });

  it('en: the guilders read as a currency', () => {
    expect(amountsIn('a contract worth NAf. 450.000 and one of Afl. 1.000.000,-')).toEqual([
      { currency: 'ANG', value: 450_000 },
      { currency: 'AWG', value: 1_000_000 },
    ]);
  });
});

describe('a validity stated as a quarter ends with its last day', () => {
  it.each([
    ['Our ISO 9001 certificate QA-1180 expires at the end of Q2 2026.', true],
    ['The licence is valid until the third quarter of 2026.', true],
    ['Ons VCA-certificaat VC-772 verloopt eind Q3 2026.', true],
    ['Het attest is geldig tot en met het vierde kwartaal van 2027.', false],
    ['Our certificate expires at the end of Q4 2026.', false],
    // A quarter that is no validity's end.
    ['Revenue in Q1 2025 rose by 8%.', false],
  ])('%s', (text, ended) => {
    expect(endedWithAQuarter(text, '2026-11-25')).toBe(ended);
  });
});

describe("a bid guarantee is answered by a bank's guarantee, not a product's warranty", () => {
  it.each([
    ['Our bank, Harbour Trust, issues bid bonds for us within a week.', true],
    ['De Eilandbank geeft voor ons inschrijvingsgaranties af tot € 50.000.', true],
    ['Northern Commercial Bank issues our performance guarantees against a facility.', true],
    ['Panels carry a 25-year warranty; inverters a 10-year guarantee.', false],
    ['Op de zitbank geldt tien jaar fabrieksgarantie.', false],
  ])('%s', (text, answers) => {
    expect(namesABidGuarantee(text)).toBe(answers);
  });
});
