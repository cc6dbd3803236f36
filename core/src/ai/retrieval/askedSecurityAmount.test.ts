/**
 * A class of the unseen-h10 study (issue 18, docs/decisions.md "Retrieval on the tenth held-out
 * set"): a tender's security (a bid or performance bond, a deposit, a bank guarantee) is a sum of
 * money, so "how large is the bid bond" is not answered by the tender's cover page.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';

describe('a security asked about', () => {
  it('asks for an amount in English and Dutch', () => {
    expect(askedSlot('How large is the bid bond for the framework?')).toBe('amount');
    expect(askedSlot('What is the performance bond?')).toBe('amount');
    expect(askedSlot('Hoe hoog is de bankgarantie voor de raamovereenkomst?')).toBe('amount');
    expect(askedSlot('Hoe groot is de waarborgsom?')).toBe('amount');
  });

  it('abstains on a passage about the tender that names no sum, answers from one that does', () => {
    const cover = {
      text: 'Request for Interest: framework for agile development, issued by the Department of Technology.',
      evidence: 0.5,
    };
    const dekblad = {
      text: 'Aanbesteding raamovereenkomst agile ontwikkeling, uitgegeven door de gemeente.',
      evidence: 0.5,
    };
    expect(answerEvidence('How large is the bid bond for the framework?', cover)).toBeLessThan(
      EVIDENCE_THRESHOLD,
    );
    expect(
      answerEvidence('Hoe hoog is de bankgarantie voor de raamovereenkomst?', dekblad),
    ).toBeLessThan(EVIDENCE_THRESHOLD);
    const bond = { text: 'A bid bond of $50,000 accompanies each offer.', evidence: 0.5 };
    expect(answerEvidence('How large is the bid bond for the framework?', bond)).toBe(0.5);
  });
});
