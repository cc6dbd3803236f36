/**
 * Neighbouring wording of the ninth probe set's classes for terms, limits and the language
 * (docs/decisions.md "Tender facts on the ninth probe set: parties, requirements, limits and
 * terms"), found while studying it: how other tenders state the same things. Wording written for
 * this test, English and Dutch, with the cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { extractTenderFacts } from './extractTenderFacts';

const facts = (text: string) => extractTenderFacts([text]);

describe('durations: extension periods named without the verb "extend"', () => {
  it.each([
    [
      'The Contract Term is two (2) years, with two (2) optional extension periods of twelve (12) months each.',
      '2 x 12 months',
    ],
    ['Initial term of 3 years plus 2 extension periods of 1 year.', '2 x 1 years'],
  ])('"%s"', (sentence, extension) => {
    expect(
      facts(sentence)
        .durations.filter((d) => d.value.kind === 'extension')
        .map((d) => `${d.value.count} x ${d.value.amount} ${d.value.unit}`),
    ).toEqual([extension]);
  });
});

describe('values: a currency code before the amount, and an indicative budget', () => {
  const valuesOf = (text: string) =>
    facts(text).values.map((v) => `${v.value.kind} ${v.value.amount} ${v.value.currency}`);
  it.each([
    ['The estimated contract value is AUD 1.2 million excluding GST.', 'estimate 1200000 AUD'],
    ['The estimated contract value is NZD 350,000.', 'estimate 350000 NZD'],
    ['Estimated value: CAD 2,000,000 over the term.', 'estimate 2000000 CAD'],
    ['The indicative budget for this contract is £450,000 excluding VAT.', 'estimate 450000 GBP'],
    [
      'Het indicatieve budget voor deze opdracht is € 250.000 exclusief btw.',
      'estimate 250000 EUR',
    ],
  ])('"%s"', (sentence, value) => {
    expect(valuesOf(sentence)).toEqual([value]);
  });
  it('stays quiet on a currency code in a sentence about something else', () => {
    expect(valuesOf('Prices are to be quoted in AUD 2026 rates, excluding GST.')).toEqual([]);
  });
});

describe('limits: a label and its number', () => {
  const limitsOf = (text: string) =>
    facts(text).limits.map((l) => `${l.value.kind} ${l.value.value}`);
  it.each([
    ['Word limit: 500', 'words 500'],
    ['Page limit: 10', 'pages 10'],
    ['Maximaal aantal woorden: 800', 'words 800'],
    ['Woordenlimiet: 600', 'words 600'],
    ["Maximum aantal pagina's: 4", 'pages 4'],
  ])('"%s"', (line, limit) => {
    expect(limitsOf(line)).toEqual([limit]);
  });
  it("stays quiet on a document's own page count", () => {
    expect(limitsOf("Aantal pagina's: 24")).toEqual([]);
  });
});

describe('submission language: "voertaal", and documents submitted in a language', () => {
  it.each([
    ['De voertaal tijdens de aanbesteding is Nederlands.', 'Nederlands'],
    ['De voertaal is het Engels.', 'Engels'],
    ['All documents submitted must be in English.', 'English'],
  ])('"%s"', (sentence, language) => {
    expect(facts(sentence).submissionLanguage?.value).toBe(language);
  });
});
