/**
 * Classes of the unseen-h10 study (issue 18, docs/decisions.md "Retrieval on the tenth held-out
 * set") in what answers "when": a requirement's label ("Q1.") is no quarter, a length of time
 * answers only when counted from an event, and "within what time" asks for a length of time.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot } from './askedSlot';
import { fillsSlot } from './slotFillers';

describe('what answers "when"', () => {
  it('does not read a requirement label as a quarter', () => {
    expect(fillsSlot('date', 'Q1. The app explains its purpose. Q2. The app is free.')).toBe(false);
    expect(fillsSlot('date', 'Q3 De app legt uit waarvoor hij dient.')).toBe(false);
    expect(fillsSlot('date', 'Go-live is planned for Q3 2026.')).toBe(true);
    expect(fillsSlot('date', 'De livegang staat gepland in Q3.')).toBe(true);
  });

  it('takes a length of time only when it is counted from an event', () => {
    expect(fillsSlot('date', 'Contacts closer than 1.5 metres for 15 minutes are recorded.')).toBe(
      false,
    );
    expect(fillsSlot('date', 'Contacten van 15 minuten binnen 1,5 meter worden vastgelegd.')).toBe(
      false,
    );
    expect(fillsSlot('date', 'The report is due within 30 days after award.')).toBe(true);
    expect(fillsSlot('date', 'Het rapport volgt binnen twee weken na gunning.')).toBe(true);
    expect(fillsSlot('date', 'The plan is submitted 5 working days before the kick-off.')).toBe(
      true,
    );
  });

  it('abstains on "in which week" over a passage stating only how long something lasts', () => {
    const english = {
      text: 'The app records contacts closer than 1.5 metres for 15 minutes.',
      evidence: 0.6,
    };
    const dutch = {
      text: 'De app legt contacten vast van 15 minuten binnen 1,5 meter.',
      evidence: 0.6,
    };
    expect(answerEvidence('In which week does the app go live?', english)).toBeLessThan(
      EVIDENCE_THRESHOLD,
    );
    expect(answerEvidence('In welke week gaat de app live?', dutch)).toBeLessThan(
      EVIDENCE_THRESHOLD,
    );
  });

  it('reads "within what time" as asking for a length of time', () => {
    expect(askedSlot('Within what time must the service be restored?')).toBe('duration');
    expect(askedSlot('Binnen welke tijd moet de dienst hersteld zijn?')).toBe('duration');
    expect(askedSlot('On which day is the kick-off?')).toBe('date');
  });
});
