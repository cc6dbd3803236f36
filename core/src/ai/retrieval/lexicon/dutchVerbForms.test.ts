/**
 * Dutch verb forms the Snowball stemmer keeps apart from the infinitive that carries the
 * lexicon's translations (issue 18, unseen-h6 study): the present tense's -t form ("eist",
 * "levert") and a participle used as an adjective ("verwijderde", "ingediende"); and a separable
 * verb written as one word ("meesturen", "aanleveren", "uitloopt"), which the compound splitter
 * left whole or cut wrongly ("meest|uren": most + hours), read as its verb (unseen-h16 study).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLexicalIndex } from '../lexicalIndex';
import { textChunk } from '../testChunk';
import { createLexicon, dutchPresentInfinitives, separableVerb } from './lexicon';
import type { LexiconData } from './lexiconData';

const data = JSON.parse(
  readFileSync(new URL('./bilingualLexicon.json', import.meta.url), 'utf8'),
) as LexiconData;
const lexicon = createLexicon(data);
const dutchWords = new Set(data.dutchWords.split(' '));
const isDutchWord = (w: string) => dutchWords.has(w);

const chunk = textChunk;

describe('the present tense of a Dutch verb', () => {
  it('finds the infinitive the dictionary lists', () => {
    expect(dutchPresentInfinitives('eist', isDutchWord)).toContain('eisen');
    expect(dutchPresentInfinitives('levert', isDutchWord)).toContain('leveren');
    expect(dutchPresentInfinitives('aanvaardt', isDutchWord)).toContain('aanvaarden');
    expect(dutchPresentInfinitives('maakt', isDutchWord)).toContain('maken');
    expect(dutchPresentInfinitives('gebouw', isDutchWord)).toEqual([]);
  });

  it('is read so in a Dutch question, not in an English one', () => {
    expect(lexicon.expand('eist', 'nl').map((e) => e.term)).toContain('requir');
    expect(lexicon.expand('list', 'en').map((e) => e.term)).not.toContain('listen');
  });

  it('lets a Dutch question find the English and the Dutch passage with the verb', () => {
    const index = buildLexicalIndex(
      [
        chunk('requires', 'The buyer requires a bank guarantee from the winning bidder.'),
        chunk('returns', 'The buyer returns a bank guarantee to the winning bidder.'),
        chunk('eisen', 'De koper zal van de winnende inschrijver een bankgarantie eisen.'),
        chunk('teruggeven', 'De koper zal de winnende inschrijver een bankgarantie teruggeven.'),
      ],
      { lexicon },
    );
    const question = 'Welke bankgarantie eist de koper van de inschrijver?';
    const ranked = index.search(question, 4).map((h) => h.chunkId);
    expect(ranked.indexOf('requires')).toBeLessThan(ranked.indexOf('returns'));
    expect(ranked.indexOf('eisen')).toBeLessThan(ranked.indexOf('teruggeven'));
  });
});

describe('a participle used as an adjective', () => {
  it('is read as its verb in a Dutch question', () => {
    expect(lexicon.expand('ingediende', 'nl').map((e) => e.term)).toContain('submit');
    expect(lexicon.expand('verwijderde', 'nl').map((e) => e.term)).toContain('delet');
    expect(lexicon.expand('gevoelige', 'nl').map((e) => e.term)).not.toContain('voel');
  });

  it('lets a Dutch question find the English passage with the verb, and the Dutch one', () => {
    const index = buildLexicalIndex(
      [
        // The wrong passage first: a tie keeps the order, so only the verb form can lift the right one.
        chunk('late', 'Late bids are kept sealed until the opening.'),
        chunk('submitted', 'Submitted bids are kept sealed until the opening.'),
        chunk('opsturen', 'Wat inschrijvers opsturen, blijft verzegeld tot de opening.'),
        chunk('indienen', 'Wat inschrijvers indienen, blijft verzegeld tot de opening.'),
      ],
      { lexicon },
    );
    const question = 'Blijven ingediende biedingen verzegeld tot de opening?';
    const ranked = index.search(question, 4).map((h) => h.chunkId);
    expect(ranked.indexOf('submitted')).toBeLessThan(ranked.indexOf('late'));
    expect(ranked.indexOf('indienen')).toBeLessThan(ranked.indexOf('opsturen'));
  });
});

describe('a separable verb', () => {
  it('is its verb after the particle, in the infinitive or the present tense', () => {
    expect(separableVerb('meesturen', isDutchWord)).toBe('sturen');
    expect(separableVerb('opsturen', isDutchWord)).toBe('sturen');
    expect(separableVerb('aanleveren', isDutchWord)).toBe('leveren');
    expect(separableVerb('uitloopt', isDutchWord)).toBe('lopen');
  });

  it('is no other word: a noun, a short rest, a participle', () => {
    expect(separableVerb('gebouwen', isDutchWord)).toBeNull();
    expect(separableVerb('voorheen', isDutchWord)).toBeNull();
    expect(separableVerb('ingediend', isDutchWord)).toBeNull();
    expect(separableVerb('opdrachtgever', isDutchWord)).toBeNull();
  });

  it('splits as its verb in a Dutch question only; the documents keep their words', () => {
    expect(lexicon.split('meesturen', 'nl')).toEqual(['sturen']);
    expect(lexicon.split('meesturen')).not.toEqual(['sturen']);
    const terms = lexicon.expand('meesturen', 'nl').map((e) => e.term);
    expect(terms).toContain('send');
    expect(terms).not.toContain('hour');
  });

  it('keeps a word the lexicon translates whole as it is', () => {
    expect(lexicon.split('indienen', 'nl')).toBeNull();
  });

  it('lets a Dutch question find the English passage with the verb, not one on hours', () => {
    const index = buildLexicalIndex(
      [
        // The wrong passage first: a tie keeps the order, so only the verb can lift the right one.
        chunk('hours', 'The insurance certificate states the most hours of cover per week.'),
        chunk('send', 'Send the insurance certificate together with the bid.'),
      ],
      { lexicon },
    );
    const question = 'Moeten wij het verzekeringscertificaat bij de offerte meesturen?';
    expect(index.search(question, 2)[0]?.chunkId).toBe('send');
    expect(index.evidence(question, 'Send the insurance certificate.')).toBeGreaterThan(
      index.evidence(question, 'The insurance certificate states the most hours.'),
    );
  });

  it('lets a Dutch question find the Dutch passage that writes the verb apart', () => {
    const index = buildLexicalIndex(
      [
        chunk('uren', 'De referentielijst noemt de meeste uren ondersteuning per week.'),
        chunk('leveren', 'Inschrijvers leveren de referentielijst uiterlijk bij de sluiting aan.'),
      ],
      { lexicon },
    );
    const question = 'Wanneer moeten wij de referentielijst bij de gemeente aanleveren?';
    expect(index.search(question, 2)[0]?.chunkId).toBe('leveren');
    expect(
      index.evidence(question, 'Inschrijvers leveren de referentielijst aan.'),
    ).toBeGreaterThan(
      index.evidence(question, 'De referentielijst noemt de meeste uren per week.'),
    );
  });
});
