/**
 * Classes of the unseen-h11 study (issue 18, docs/decisions.md "Retrieval on the eleventh
 * held-out set"): what a question asks for when its noun is a compound or a clause runs past it.
 * - A Dutch compound in -tijd ("oplostijd", "reactietijd") and an English "response / resolution
 *   time" ask for a length of time; "what time" still asks for a moment.
 * - "the hourly rate GSA accepts", "het tarief dat …": a clause without "that" whose subject is a
 *   name runs on past the noun; the noun before the name is asked about.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';

describe('a length of time named by a compound', () => {
  it('asks for a duration in Dutch and English', () => {
    expect(askedSlot('Wat is de maximale reactietijd bij een ernstige storing?')).toBe('duration');
    expect(askedSlot('Wat is de hersteltijd voor prioriteit 2?')).toBe('duration');
    expect(askedSlot('What is the maximum resolution time for a severe incident?')).toBe(
      'duration',
    );
    expect(askedSlot('What time does the meeting start?')).toBe('date');
  });

  it('abstains on a passage about incidents that states no length of time', () => {
    const nl = {
      text: 'Storingen worden gemeld bij de servicedesk en ingedeeld naar prioriteit.',
      evidence: 0.55,
    };
    const en = {
      text: 'Incidents are reported to the service desk and classified by severity.',
      evidence: 0.55,
    };
    expect(
      answerEvidence('Wat is de maximale reactietijd bij een ernstige storing?', nl),
    ).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(
      answerEvidence('What is the maximum resolution time for a severe incident?', en),
    ).toBeLessThan(EVIDENCE_THRESHOLD);
    const stated = { text: 'Severe incidents are resolved within 4 hours.', evidence: 0.55 };
    expect(
      answerEvidence('What is the maximum resolution time for a severe incident?', stated),
    ).toBe(0.55);
  });
});

describe('a clause without "that" after the asked noun', () => {
  it("asks about the noun before the clause's named subject", () => {
    expect(askedSlot('What is the highest daily fee ACME charges for a tester?')).toBe('amount');
    expect(askedSlot('Wat is het hoogste uurtarief ACME rekent voor een tester?')).toBe('amount');
    // A noun followed by a verb, no name: the phrase's last word decides, as before.
    expect(askedSlot('Which schedule terms carry over to the order?')).toBeNull();
  });

  it('abstains on a passage naming the role without a sum', () => {
    const roles = { text: 'ACME supplies testers, developers and designers.', evidence: 0.5 };
    expect(
      answerEvidence('What is the highest daily fee ACME charges for a tester?', roles),
    ).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(
      answerEvidence('Wat is het hoogste uurtarief ACME rekent voor een tester?', roles),
    ).toBeLessThan(EVIDENCE_THRESHOLD);
  });
});
