/**
 * A Dutch separable verb written as one word ("meesturen", "aanleveren", "uitloopt") is read in a
 * Dutch question as its verb, which the lexicon translates (issue 18, unseen-h16 study): the
 * compound splitter left it whole or cut it wrongly ("meest|uren": most + hours).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLexicalIndex } from '../lexicalIndex';
import { textChunk as chunk } from '../testChunk';
import { createLexicon, separableVerb } from './lexicon';
import type { LexiconData } from './lexiconData';

const data = JSON.parse(
  readFileSync(new URL('./bilingualLexicon.json', import.meta.url), 'utf8'),
) as LexiconData;
const lexicon = createLexicon(data);
const dutchWords = new Set(data.dutchWords.split(' '));
const isDutchWord = (w: string) => dutchWords.has(w);

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
