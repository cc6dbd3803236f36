/**
 * A class of the unseen-h8 study (issue 18, docs/decisions.md "Retrieval on the eighth held-out
 * set"): a question that opens with a condition ("When the server fails, must we …?", "Wanneer
 * de levering uitloopt, …") asks what its main clause asks, not for a date. Read as a date
 * question, the passage that answers it (which states no date) was capped under the threshold.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';

describe('a question opening with a condition', () => {
  it('asks what the clause after the comma asks, in English and Dutch', () => {
    expect(askedSlot('When the hosting partner fails, must we repair it ourselves?')).toBeNull();
    expect(
      askedSlot('Wanneer de hostingpartij uitvalt, moeten wij dat zelf herstellen?'),
    ).toBeNull();
    expect(askedSlot('If the delivery is late, how high is the fine?')).toBe('amount');
    expect(askedSlot('Als de levering te laat is, hoe lang mag de koper wachten?')).toBe(
      'duration',
    );
    // A "when" that asks for a date still does.
    expect(askedSlot('When must the signed form be returned to the buyer?')).toBe('date');
    expect(askedSlot('Wanneer moet het getekende formulier terug zijn?')).toBe('date');
  });

  it('is answered by a passage that states no date', () => {
    const cases = [
      [
        'When the hosting partner fails, must we repair it ourselves?',
        'If a hosting partner fails, the supplier only has to warn the buyer; repairing it is not its duty.',
      ],
      [
        'Wanneer de hostingpartij uitvalt, moeten wij dat zelf herstellen?',
        'Valt een hostingpartij uit, dan hoeft de leverancier alleen te waarschuwen; herstel is niet zijn plicht.',
      ],
    ] as const;
    for (const [question, passage] of cases) {
      expect(answerEvidence(question, { text: passage, evidence: 0.6 })).toBeGreaterThanOrEqual(
        EVIDENCE_THRESHOLD,
      );
    }
  });
});
