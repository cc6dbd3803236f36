/**
 * Classes of the unseen-h13 study (issue 18, docs/decisions.md "Retrieval on the thirteenth
 * held-out set"): the asked kind a bid manager's short question hides from the reader.
 *  - A modal verb between the question word and its noun ("how high must the bank guarantee be",
 *    "hoe hoog moet de waarborgsom zijn") ended the asked phrase before the noun, so the question
 *    asked for nothing and any passage on the topic answered.
 *  - (Liquidated) damages are a sum of money, as a penalty is.
 *  - "When is X counted / treated as Y", "wanneer telt X als Y" is a condition, not a date.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';

describe('the asked kind behind a modal verb', () => {
  it('reads the noun after the modal in English and Dutch', () => {
    expect(askedSlot('How high must the performance bond be for this framework?')).toBe('amount');
    expect(askedSlot('What should the monthly fee be?')).toBe('amount');
    expect(askedSlot('Hoe hoog moet de waarborgsom zijn voor deze raamovereenkomst?')).toBe(
      'amount',
    );
    expect(askedSlot('Hoe lang mag de looptijd zijn?')).toBe('duration');
    expect(askedSlot('Welke datum moet de offerte dragen?')).toBe('date');
  });

  it('abstains on a passage on the topic without a sum, answers from one with it', () => {
    const topic = {
      text: 'De opdrachtnemer stelt een waarborgsom ten gunste van de opdrachtgever, zoals beschreven in de overeenkomst.',
      evidence: 0.6,
    };
    const sum = { text: 'De waarborgsom bedraagt € 25.000.', evidence: 0.6 };
    const question = 'Hoe hoog moet de waarborgsom zijn?';
    expect(answerEvidence(question, topic)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(answerEvidence(question, sum)).toBe(0.6);
  });
});

describe('damages asked about', () => {
  it('asks for an amount, and per day for an amount per day', () => {
    expect(askedSlot('What are the liquidated damages for late completion?')).toBe('amount');
    const delay = {
      text: 'Late completion of the works is a breach of contract; the contractor remains liable for delay.',
      evidence: 0.6,
    };
    const perDay = {
      text: 'Liquidated damages for late completion are $500 per calendar day.',
      evidence: 0.6,
    };
    const question = 'What liquidated damages per day apply to late completion?';
    expect(answerEvidence(question, delay)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(answerEvidence(question, perDay)).toBe(0.6);
  });
});

describe('"when is X counted as Y"', () => {
  it('is a condition, not a date, in English and Dutch', () => {
    expect(askedSlot('When is a ticket counted as resolved?')).toBeNull();
    expect(askedSlot('When is an outage treated as a priority 1 incident?')).toBeNull();
    expect(askedSlot('Wanneer telt een storing als kritiek?')).toBeNull();
    // A real "when" still asks for a date.
    expect(askedSlot('When is the kick-off meeting?')).toBe('date');
  });
});
