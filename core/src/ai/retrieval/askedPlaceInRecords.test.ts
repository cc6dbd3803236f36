/**
 * A class of the unseen-h8 study (issue 18, docs/decisions.md "Retrieval on the eighth held-out
 * set"): "where is X recorded", "waar wordt X vastgelegd" asks for a place in a document or a data
 * model (a field, a section, a register), not for an address; read as a place question, the
 * passage naming the field was capped under the threshold.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';

describe('a question asking where something is recorded', () => {
  it('asks for no address, in English and Dutch', () => {
    expect(askedSlot('Where is the hosting model of each application recorded?')).toBeNull();
    expect(askedSlot('Waar wordt het hostingmodel van elke applicatie vastgelegd?')).toBeNull();
    expect(askedSlot('Where does the customer number end up in the register?')).toBeNull();
    // "Where" about a site still asks for a place.
    expect(askedSlot('Where will the kick-off meeting take place?')).toBe('place');
    expect(askedSlot('Op welke locatie moeten de monsters worden afgeleverd?')).toBe('place');
  });

  it('is answered by the passage that names the field', () => {
    const cases = [
      [
        'Where is the hosting model of each application recorded?',
        'The hosting model (on premise or cloud) is a property of the application record.',
      ],
      [
        'Waar wordt het hostingmodel van elke applicatie vastgelegd?',
        'Het hostingmodel (on premise of cloud) is een eigenschap van het applicatierecord.',
      ],
    ] as const;
    for (const [question, passage] of cases) {
      expect(answerEvidence(question, { text: passage, evidence: 0.6 })).toBeGreaterThanOrEqual(
        EVIDENCE_THRESHOLD,
      );
    }
  });

  it('reads "written down", "set out", "geregeld" and "opgenomen" as records too (unseen-h9)', () => {
    expect(
      askedSlot('Where are the backup arrangements for the platform written down?'),
    ).toBeNull();
    expect(askedSlot('Where are the exit obligations set out in the contract?')).toBeNull();
    expect(askedSlot('Waar is de exitregeling voor de dienst geregeld?')).toBeNull();
    expect(askedSlot('Waar zijn de back-upafspraken voor het platform opgenomen?')).toBeNull();
    const passage = {
      text: 'Back-up en herstel van de dienst zijn uitgewerkt in de dienstverleningsovereenkomst.',
      evidence: 0.6,
    };
    expect(
      answerEvidence('Waar zijn de back-upafspraken voor het platform opgenomen?', passage),
    ).toBe(0.6);
    const english = {
      text: 'Backup and restore of the service are worked out in the service level agreement.',
      evidence: 0.6,
    };
    expect(
      answerEvidence('Where are the backup arrangements for the platform written down?', english),
    ).toBe(0.6);
  });
});
