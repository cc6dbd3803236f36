/**
 * Two classes of the unseen-h6 study (issue 18, docs/decisions.md "Retrieval on the sixth
 * held-out set"): a percentage word asks for a percentage wherever the asked phrase ends, and a
 * count of things is not answered by a sum of money, a share, a period or a legal reference.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';
import { fillsSlot } from './slotFillers';

describe('a percentage word in the asked phrase', () => {
  it('asks for a percentage even when a noun of another kind follows it', () => {
    expect(askedSlot('Tot welk percentage komen extra kosten voor rekening van de koper?')).toBe(
      'percentage',
    );
    expect(askedSlot('What percentage price increase must the supplier absorb itself?')).toBe(
      'percentage',
    );
  });

  it('lets a passage stating the share answer it', () => {
    const question = 'Tot welk percentage komen extra kosten voor rekening van de koper?';
    const passage = {
      text: 'Kostenstijgingen tot 8% zijn voor rekening van de koper.',
      evidence: 0.6,
    };
    expect(answerEvidence(question, passage)).toBe(0.6);
  });
});

describe('how many things', () => {
  it('asks for a count with "how many" and with "hoeveel" before a plural noun', () => {
    expect(askedSlot('How many suppliers will the framework admit?')).toBe('count');
    expect(askedSlot('Hoeveel leveranciers laat de raamovereenkomst toe?')).toBe('count');
    // Not a count: money, or "hoeveel" before a verb ("bedraagt" asks about the noun after
    // it, here money: unseen-h14 study).
    expect(askedSlot('Hoeveel bedraagt de boete?')).toBe('amount');
    expect(askedSlot('How much does the licence cost?')).toBe('amount');
  });

  it('is not answered by a sum of money, a share, a period or a numbered division of a law', () => {
    const notCounts = [
      'Contracts over $250,000 need the director’s approval.',
      'Opdrachten boven € 50.000 vereisen goedkeuring van de directie.',
      'The offer stays valid for sixty (60) calendar days.',
      'De aanbieding blijft negentig dagen geldig.',
      'Price increases above 8% need approval.',
      'Division 2 of the Public Contract Code applies to every supplier.',
    ];
    const counts = [
      'Up to twelve suppliers will be admitted to the framework.',
      'Maximaal 12 leveranciers worden tot de raamovereenkomst toegelaten.',
    ];
    for (const t of notCounts) expect([t, fillsSlot('count', t)]).toEqual([t, false]);
    for (const t of counts) expect([t, fillsSlot('count', t)]).toEqual([t, true]);
  });

  it('abstains on a passage about the topic whose only figures are money and periods', () => {
    const passage = {
      text: 'Suppliers with contracts over $250,000 keep their offer valid for sixty (60) days.',
      evidence: 0.7,
    };
    expect(answerEvidence('How many suppliers will the framework admit?', passage)).toBeLessThan(
      EVIDENCE_THRESHOLD,
    );
    const dutch = {
      text: 'Leveranciers met opdrachten boven € 50.000 houden hun aanbieding negentig dagen geldig.',
      evidence: 0.7,
    };
    expect(
      answerEvidence('Hoeveel leveranciers laat de raamovereenkomst toe?', dutch),
    ).toBeLessThan(EVIDENCE_THRESHOLD);
  });
});
