/**
 * A class of the unseen-h9 study (issue 18, docs/decisions.md "Retrieval on the ninth held-out
 * set"): a compound whose last part is "percentage" ("beschikbaarheidspercentage",
 * "uptime-percentage") asks for a percentage, as the two words apart do; before, the question
 * asked for no kind, so any passage on the subject without a figure answered it.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';

describe('a compound ending in "percentage"', () => {
  it('asks for a percentage in Dutch and English', () => {
    expect(askedSlot('Welk beschikbaarheidspercentage moet de server halen?')).toBe('percentage');
    expect(askedSlot('Welk kortingspercentage geldt voor een tweede jaar?')).toBe('percentage');
    expect(askedSlot('What uptime-percentage must the hosting platform reach?')).toBe('percentage');
    // The words apart still do; a compound of another kind does not.
    expect(askedSlot('Which availability percentage must the server reach?')).toBe('percentage');
    // (An availability level is a percentage since the unseen-h15 study: askedCountedThings.test.ts.)
    expect(askedSlot('Welk beveiligingsniveau moet de server halen?')).toBeNull();
  });

  it('is not answered by a passage on the subject that states no percentage', () => {
    const passage = {
      text: 'De server slaat de contactcodes tijdelijk op en is bereikbaar voor de app.',
      evidence: 0.6,
    };
    const english = {
      text: 'The hosting platform runs in two data centres and is monitored around the clock.',
      evidence: 0.6,
    };
    expect(
      answerEvidence('Welk beschikbaarheidspercentage moet de server halen?', passage),
    ).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(
      answerEvidence('What uptime-percentage must the hosting platform reach?', english),
    ).toBeLessThan(EVIDENCE_THRESHOLD);
  });

  it('is answered by the passage that states it', () => {
    const nl = { text: 'De server is tijdens kantooruren 99,9% beschikbaar.', evidence: 0.6 };
    const en = { text: 'The platform must be available 99.5% of the time.', evidence: 0.6 };
    expect(answerEvidence('Welk beschikbaarheidspercentage moet de server halen?', nl)).toBe(0.6);
    expect(answerEvidence('What uptime-percentage must the hosting platform reach?', en)).toBe(0.6);
  });
});
