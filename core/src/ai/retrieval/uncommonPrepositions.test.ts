/**
 * Prepositions neither stop list has are question function words (issue 18, unseen-h23 study,
 * docs/decisions.md "Retrieval on the twenty-third held-out set"): "onto", "upon", "middels",
 * "jegens" weighed as words no document says, three times a known word.
 */
import { describe, expect, it } from 'vitest';
import { QUESTION_FUNCTION_WORDS } from './questionFunctionWords';
import { textIndex } from './testChunk';

const TEXTS = {
  orders:
    'Snow clearing framework: being admitted to the framework gives no guarantee of orders; there is no minimum volume.',
  gritting: 'Snow clearing framework: gritting routes are published before the first frost.',
  melding:
    'Sneeuwruiming: de opdrachtnemer meldt elke storing middels een formulier aan de meldkamer.',
  strooizout: 'Sneeuwruiming: strooizout wordt in de herfst ingekocht.',
};

describe('uncommon prepositions', () => {
  it('are function words; prepositions that carry meaning are not', () => {
    for (const word of ['onto', 'upon', 'towards', 'jegens', 'middels', 'naartoe']) {
      expect(QUESTION_FUNCTION_WORDS.has(word)).toBe(true);
    }
    for (const word of [
      'within',
      'without',
      'outside',
      'binnen',
      'zonder',
      'buiten',
      'per',
      'vanaf',
      'vanuit',
    ]) {
      expect(QUESTION_FUNCTION_WORDS.has(word)).toBe(false);
    }
  });

  it('do not weigh as words no document says, in English and Dutch', async () => {
    const lexical = await textIndex(TEXTS);
    const english = 'Once we get onto the snow clearing framework, is there a guarantee of orders?';
    const withoutOnto =
      'Once we get on the snow clearing framework, is there a guarantee of orders?';
    expect(lexical.evidence(english, TEXTS.orders)).toBeCloseTo(
      lexical.evidence(withoutOnto, TEXTS.orders),
      5,
    );
    expect(lexical.evidence(english, TEXTS.orders)).toBeGreaterThan(
      lexical.evidence(english, TEXTS.gritting),
    );
    const dutch = 'Wordt een storing van de sneeuwruiming middels een formulier gemeld?';
    expect(lexical.search(dutch, 1)[0]?.chunkId).toBe('melding');
    expect(lexical.evidence(dutch, TEXTS.melding)).toBeCloseTo(
      lexical.evidence(
        'Wordt een storing van de sneeuwruiming een formulier gemeld?',
        TEXTS.melding,
      ),
      5,
    );
  });
});
