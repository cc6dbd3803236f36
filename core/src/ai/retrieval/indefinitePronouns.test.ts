/**
 * Indefinite pronouns are question function words (issue 18, unseen-h22 study, docs/decisions.md
 * "Retrieval on the twenty-second held-out set"): the English stop list lacks "anything",
 * "someone", "everyone", which then weighed as words no document says.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from './abstention';
import { QUESTION_FUNCTION_WORDS } from './questionFunctionWords';
import { textIndex } from './testChunk';

const TEXTS = {
  invoices:
    'Lighthouse maintenance: the buyer pays only for the call-offs it has signed; no other payment is owed.',
  schedule: 'Lighthouse maintenance: the buyer publishes the inspection schedule each spring.',
  toegang:
    'Onderhoud vuurtorens: de opdrachtnemer geeft alle medewerkers van de beheerder inzage in de planning.',
};

describe('indefinite pronouns', () => {
  it('are function words in English and Dutch, and other words are not', () => {
    for (const word of ['anything', 'someone', 'everyone', 'anybody', 'iedereen', 'niemand']) {
      expect(QUESTION_FUNCTION_WORDS.has(word)).toBe(true);
    }
    expect(QUESTION_FUNCTION_WORDS.has('payment')).toBe(false);
  });

  it('do not hold an English question under the threshold', async () => {
    const lexical = await textIndex(TEXTS);
    const question =
      'Does the buyer owe anything beyond the signed call-offs for lighthouse maintenance?';
    expect(lexical.evidence(question, TEXTS.invoices)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(question, TEXTS.invoices)).toBeGreaterThan(
      lexical.evidence(question, TEXTS.schedule),
    );
  });

  it('do not hold a Dutch question under the threshold', async () => {
    const lexical = await textIndex(TEXTS);
    const question = 'Krijgt iedereen van de beheerder inzage in de planning van het onderhoud?';
    expect(lexical.search(question, 1)[0]?.chunkId).toBe('toegang');
    expect(lexical.evidence(question, TEXTS.toegang)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
  });
});
