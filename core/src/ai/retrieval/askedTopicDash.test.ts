/**
 * A class of the unseen-h21 study (issue 18, docs/decisions.md "Retrieval on the twenty-first
 * held-out set"): a bid team heads a question with its topic and a dash ("Portal app - how long
 * …", "Boete – hoeveel …"), and contracts "is" onto "how long" ("how long's the warranty"). The
 * dash hid the question word and the contraction the length of time asked, so any passage on
 * the topic answered a question the documents do not answer.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';

describe('a topic before a dash', () => {
  it('leaves the question word after it to open the asked phrase', () => {
    expect(askedSlot('Harbour portal - how long is the warranty after launch?')).toBe('duration');
    expect(askedSlot('Havenportaal – hoeveel bedraagt de boete per dag?')).toBe('amount');
    expect(askedSlot('Kade app — wie is de contactpersoon voor storingen?')).toBe('person');
    // A hyphen inside a word is no dash: "go-live" stays one word of the question.
    expect(askedSlot('When is the go-live of the harbour portal?')).toBe('date');
  });

  it('reads "how long\'s" as "how long is"', () => {
    expect(askedSlot("how long's the warranty on the harbour portal?")).toBe('duration');
    expect(askedSlot('How much’s the deposit for the quay crane?')).toBe('amount');
  });

  it('abstains on a passage on the topic that states no length of time', () => {
    const cases = [
      [
        "Harbour portal - how long's the warranty period after go-live?",
        'The harbour portal goes live after the acceptance test; the supplier repairs defects found in the test.',
        'The warranty period of the harbour portal is twelve months after go-live.',
      ],
      [
        'Havenportaal – hoe lang is de garantietermijn na livegang?',
        'Het havenportaal gaat live na de acceptatietest; gebreken uit de test herstelt de leverancier.',
        'De garantietermijn bedraagt twaalf maanden na livegang.',
      ],
    ] as const;
    for (const [question, topic, answer] of cases) {
      expect(answerEvidence(question, { text: topic, evidence: 0.5 })).toBeLessThan(
        EVIDENCE_THRESHOLD,
      );
      expect(answerEvidence(question, { text: answer, evidence: 0.5 })).toBe(0.5);
    }
  });
});
