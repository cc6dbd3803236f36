/**
 * Classes of the unseen-h11 study (issue 18, docs/decisions.md "Retrieval on the eleventh
 * held-out set"):
 * - insurance asked with its bound ("minimum liability insurance", "insurance limit", "minimale
 *   dekking") is a sum insured; "which insurance" still asks for a kind of policy;
 * - a criterion's weighting ("what weighting does price get", "welke weging") is a share.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';

describe('insurance asked with its bound', () => {
  it('asks for an amount in English and Dutch', () => {
    expect(askedSlot('What minimum professional liability insurance must the vendor carry?')).toBe(
      'amount',
    );
    expect(askedSlot('What Public Liability insurance limit does the framework require?')).toBe(
      'amount',
    );
    expect(
      askedSlot('Welke minimale dekking moet de beroepsaansprakelijkheidsverzekering hebben?'),
    ).toBe('amount');
    expect(askedSlot('Which insurance must the vendor carry?')).toBeNull();
  });

  it('abstains on a passage on insurance that names no sum, answers from one that does', () => {
    const en = {
      text: 'The vendor shall maintain professional liability insurance.',
      evidence: 0.6,
    };
    const nl = {
      text: 'De leverancier sluit een beroepsaansprakelijkheidsverzekering af.',
      evidence: 0.6,
    };
    const sum = {
      text: 'Professional liability insurance of € 2.500.000 per claim.',
      evidence: 0.6,
    };
    const q = 'What minimum professional liability insurance must the vendor carry?';
    expect(answerEvidence(q, en)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(
      answerEvidence(
        'Welke minimale dekking moet de beroepsaansprakelijkheidsverzekering hebben?',
        nl,
      ),
    ).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(answerEvidence(q, sum)).toBe(0.6);
  });
});

describe("a criterion's weighting", () => {
  it('asks for a share in English and Dutch', () => {
    expect(askedSlot('What weighting does quality get in the award?')).toBe('percentage');
    expect(askedSlot('Welke weging krijgt de prijs bij de gunning?')).toBe('percentage');
  });

  it('is not answered by a passage on the criteria that states no share', () => {
    const nl = {
      text: 'De inschrijvingen worden beoordeeld op prijs en kwaliteit.',
      evidence: 0.5,
    };
    const en = { text: 'Price accounts for 40% and quality for 60% of the score.', evidence: 0.5 };
    expect(answerEvidence('Welke weging krijgt de prijs bij de gunning?', nl)).toBeLessThan(
      EVIDENCE_THRESHOLD,
    );
    expect(answerEvidence('What weighting does quality get in the award?', en)).toBe(0.5);
  });
});
