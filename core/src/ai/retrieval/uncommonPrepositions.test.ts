/**
 * Prepositions neither stop list has are question function words (issue 18, unseen-h23 study,
 * docs/decisions.md "Retrieval on the twenty-third held-out set"): "onto", "upon", "vanuit",
 * "jegens" weighed as words no document says, three times a known word.
 */
import { describe, expect, it } from 'vitest';
import { QUESTION_FUNCTION_WORDS } from './questionFunctionWords';
import { textIndex } from './testChunk';

const TEXTS = {
  orders:
    'Snow clearing framework: being admitted to the framework gives no guarantee of orders; there is no minimum volume.',
  gritting: 'Snow clearing framework: gritting routes are published before the first frost.',
  thuiswerk:
    'Sneeuwruiming: medewerkers van de opdrachtnemer mogen de planning vanuit huis maken als de meldkamer bereikbaar blijft.',
  strooizout: 'Sneeuwruiming: strooizout wordt in de herfst ingekocht.',
};

describe('uncommon prepositions', () => {
  it('are function words; prepositions that carry meaning are not', () => {
    for (const word of ['onto', 'upon', 'towards', 'vanuit', 'jegens', 'middels']) {
      expect(QUESTION_FUNCTION_WORDS.has(word)).toBe(true);
    }
    for (const word of ['within', 'without', 'outside', 'binnen', 'zonder', 'buiten', 'per']) {
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
    const dutch = 'Mag de planning van de sneeuwruiming vanuit huis gemaakt worden?';
    expect(lexical.search(dutch, 1)[0]?.chunkId).toBe('thuiswerk');
    expect(lexical.evidence(dutch, TEXTS.thuiswerk)).toBeCloseTo(
      lexical.evidence(
        'Mag de planning van de sneeuwruiming huis gemaakt worden?',
        TEXTS.thuiswerk,
      ),
      5,
    );
  });
});
