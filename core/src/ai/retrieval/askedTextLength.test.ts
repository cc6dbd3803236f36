/**
 * Classes of the unseen-h11 study (issue 18, docs/decisions.md "Retrieval on the eleventh
 * held-out set"):
 * - "How many words / hoeveel pagina's" asks for a length of text in that unit: "at most 10
 *   pages" does not say how many words, and a passage with any other number does not either.
 * - "When is X paid / due": contracts answer with the event ("bij levering", "upon acceptance")
 *   as often as with a date.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';

describe('a length of text asked for', () => {
  const wordsEn = 'How many words may the project plan have at most?';
  const wordsNl = 'Hoeveel woorden mag het plan van aanpak maximaal hebben?';
  const pagesNl = "Hoeveel pagina's mag het plan van aanpak maximaal tellen?";

  it('is answered only in the unit asked for', () => {
    const pages = { text: 'Het plan van aanpak telt maximaal 10 pagina’s A4.', evidence: 0.6 };
    const words = { text: 'The project plan is limited to 2,000 words.', evidence: 0.6 };
    const woorden = { text: 'Het plan van aanpak telt maximaal 750 woorden.', evidence: 0.6 };
    expect(answerEvidence(wordsNl, pages)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(answerEvidence(wordsEn, pages)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(answerEvidence(wordsEn, words)).toBe(0.6);
    expect(answerEvidence(wordsNl, woorden)).toBe(0.6);
    expect(answerEvidence(pagesNl, pages)).toBe(0.6);
    expect(answerEvidence(pagesNl, woorden)).toBeLessThan(EVIDENCE_THRESHOLD);
  });

  it('is not answered by another count', () => {
    const count = {
      text: 'Het plan van aanpak behandelt 3 onderwerpen en 2 risico’s.',
      evidence: 0.6,
    };
    expect(answerEvidence(wordsNl, count)).toBeLessThan(EVIDENCE_THRESHOLD);
  });
});

describe('"when" answered by a contract event', () => {
  it('takes "upon delivery" and "bij levering" as the answer', () => {
    expect(askedSlot('When is the licence fee paid?')).toBe('date');
    const en = { text: 'The licence fee is paid in full upon delivery.', evidence: 0.9 };
    const nl = {
      text: 'De licentievergoeding wordt volledig betaald bij levering.',
      evidence: 0.9,
    };
    const na = {
      text: 'De vergoeding is verschuldigd na acceptatie van de programmatuur.',
      evidence: 0.9,
    };
    expect(answerEvidence('When is the licence fee paid?', en)).toBe(0.9);
    expect(answerEvidence('Wanneer wordt de licentievergoeding betaald?', nl)).toBe(0.9);
    expect(answerEvidence('Wanneer is de vergoeding verschuldigd?', na)).toBe(0.9);
  });

  it('still abstains on a passage with neither a date nor an event', () => {
    const fee = { text: 'The licence fee covers all users of the municipality.', evidence: 0.9 };
    expect(answerEvidence('When is the licence fee paid?', fee)).toBeLessThan(EVIDENCE_THRESHOLD);
  });
});
