/**
 * A class of the unseen-h10 study (issue 18, docs/decisions.md "Retrieval on the tenth held-out
 * set"): a figure asked per unit of time ("hours per week", "boete per dag", "annual turnover")
 * is not answered by a passage whose figure of the right kind is not per that unit.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedRateUnit, statesRate } from './askedRate';

const onTopic = (text: string) => ({ text, evidence: 0.6 });

describe('a figure asked per unit of time', () => {
  it('reads the unit from "per", "each" and the adjectives, in English and Dutch', () => {
    expect(askedRateUnit('How many hours per week must the consultant be on site?')).toBe('week');
    expect(askedRateUnit('Hoeveel uur per week moet de consultant op locatie zijn?')).toBe('week');
    expect(askedRateUnit('What is the minimum annual turnover for bidders?')).toBe('year');
    expect(askedRateUnit('Wat is het maximale uurtarief van een ontwikkelaar?')).toBe('hour');
    expect(askedRateUnit('Hoe hoog is de boete per kalenderdag te late levering?')).toBe('day');
    // No unit: a duration in hours, a period of days.
    expect(askedRateUnit('Within how many hours must the supplier respond?')).toBeNull();
    expect(askedRateUnit('Binnen hoeveel dagen moet de leverancier reageren?')).toBeNull();
  });

  it('caps a passage whose figure of the asked kind is not per that unit', () => {
    const english = 'How many hours per week must the consultant be on site?';
    const dutch = 'Hoeveel uur per week moet de consultant op locatie zijn?';
    const withinHours = onTopic('The consultant is on site within four hours of a call.');
    const binnenUren = onTopic('De consultant is binnen vier uur na een melding op locatie.');
    expect(answerEvidence(english, withinHours)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(answerEvidence(dutch, binnenUren)).toBeLessThan(EVIDENCE_THRESHOLD);
    const fine = 'Hoe hoog is de boete per dag vertraging?';
    const contractValue = onTopic(
      'Bij vertraging geldt een boete; de opdracht is € 2 miljoen waard.',
    );
    expect(answerEvidence(fine, contractValue)).toBeLessThan(EVIDENCE_THRESHOLD);
  });

  it('lets a passage stating the figure per that unit answer', () => {
    const english = 'How many hours per week must the consultant be on site?';
    const dutch = 'Hoeveel uur per week moet de consultant op locatie zijn?';
    expect(answerEvidence(english, onTopic('The consultant works 16 hours a week on site.'))).toBe(
      0.6,
    );
    expect(answerEvidence(dutch, onTopic('De consultant is 16 uur per week op locatie.'))).toBe(
      0.6,
    );
    expect(
      answerEvidence(
        'Hoe hoog is de boete per dag vertraging?',
        onTopic('De boete is € 500 per kalenderdag.'),
      ),
    ).toBe(0.6);
    expect(
      answerEvidence(
        'What is the minimum annual turnover for bidders?',
        onTopic('Bidders show a turnover of at least € 2 million in each of the last three years.'),
      ),
    ).toBe(0.6);
    expect(statesRate('year', 'Een jaaromzet van minimaal € 1 miljoen.')).toBe(true);
    expect(statesRate('hour', 'Het tarief is € 95 per uur.')).toBe(true);
    expect(statesRate('week', 'Het weekend telt niet mee; reactie binnen 2 dagen.')).toBe(false);
  });
});
