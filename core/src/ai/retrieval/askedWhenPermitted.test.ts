/**
 * A class of the unseen-h10 study (issue 18, docs/decisions.md "Retrieval on the tenth held-out
 * set"): "when may / wanneer mag …" asks when something is allowed, which documents answer with a
 * window, a condition or an event as often as with a date; "when must" still asks for a date.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence } from './abstention';
import { askedSlot } from './askedSlot';

describe('when something is allowed', () => {
  it('asks for no date in English and Dutch', () => {
    expect(askedSlot('When may the supplier install security patches?')).toBeNull();
    expect(askedSlot('Wanneer mogen beveiligingspatches worden geïnstalleerd?')).toBeNull();
    expect(askedSlot('Wanneer kan de opdrachtgever de overeenkomst opzeggen?')).toBeNull();
    // A deadline is still a date.
    expect(askedSlot('When must the supplier install security patches?')).toBe('date');
    expect(askedSlot('Tot wanneer kunnen vragen worden gesteld?')).toBe('duration');
  });

  it('is answered by a passage naming the window, not a date', () => {
    const passage = {
      text: 'Security patches are installed only within the agreed maintenance window.',
      evidence: 0.6,
    };
    const dutch = {
      text: 'Beveiligingspatches worden alleen binnen het afgesproken onderhoudsvenster geïnstalleerd.',
      evidence: 0.6,
    };
    expect(answerEvidence('When may the supplier install security patches?', passage)).toBe(0.6);
    expect(answerEvidence('Wanneer mogen beveiligingspatches worden geïnstalleerd?', dutch)).toBe(
      0.6,
    );
  });
});
