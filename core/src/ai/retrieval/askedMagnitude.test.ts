/**
 * A class of the unseen-h7 study (issue 18, docs/decisions.md "Retrieval on the seventh held-out
 * set"): "hoe hoog is de boete", "how high is the fee" ask for a detail of the kind their noun
 * names (here money), so a passage on the topic that names no amount does not answer them.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';

describe('a question asking how high or how large', () => {
  it('asks for the kind of detail its noun names', () => {
    expect(askedSlot('Hoe hoog is de boete bij te late levering van de meubels?')).toBe('amount');
    expect(askedSlot('How high is the fee for a late delivery of the furniture?')).toBe('amount');
    expect(askedSlot('Hoe groot is het budget voor het onderhoud?')).toBe('amount');
    // A magnitude of no listed kind asks for none.
    expect(askedSlot('How large is the project team?')).toBeNull();
  });

  it('is not answered by a passage on the topic that names no amount, in English and Dutch', () => {
    const cases = [
      [
        'Hoe hoog is de boete bij te late levering van de meubels?',
        'Bij te late levering van de meubels kan de koper een boete opleggen.',
        'Bij te late levering van de meubels geldt een boete van € 250 per dag.',
      ],
      [
        'How high is the fee for a late delivery of the furniture?',
        'A fee is charged for a late delivery of the furniture.',
        'A fee of £250 per day is charged for a late delivery of the furniture.',
      ],
    ] as const;
    for (const [question, noAmount, amount] of cases) {
      expect(answerEvidence(question, { text: noAmount, evidence: 0.7 })).toBeLessThan(
        EVIDENCE_THRESHOLD,
      );
      expect(answerEvidence(question, { text: amount, evidence: 0.7 })).toBe(0.7);
    }
  });
});
