/**
 * Classes of the unseen-h15 study (issue 18, docs/decisions.md "Retrieval on the fifteenth
 * held-out set"):
 *  - A count is answered by a count of the asked things: "how many site visits", "hoeveel
 *    referenties" passed on any number a passage on the tender stated (a phone number under
 *    "point of contact", "the best three" of a timetable row).
 *  - Uptime and an availability level are asked as a percentage: "de uptime-eis" was answered by
 *    "the app is available in the main languages".
 *  - A length of time written with "één" ("één jaar", "binnen één werkdag") was not read:
 *    JavaScript's word boundary sees no letter in "é".
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedSlot, countedNoun } from './askedSlot';
import { wordsNextToCounts } from './countedThings';
import { fillsSlot } from './slotFillers';
import { buildLexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';
import { textChunk as chunk, textIndex } from './testChunk';

describe('the noun a count question counts', () => {
  it('is the first plural of the asked phrase, in English and Dutch', () => {
    expect(countedNoun('How many site visits does the caretaker contract include?')).toBe('visits');
    expect(countedNoun('After how many missed collection rounds may the council end it?')).toBe(
      'rounds',
    );
    expect(countedNoun('Hoeveel referenties vraagt de gemeente bij de schoonmaak?')).toBe(
      'referenties',
    );
    expect(countedNoun('Hoeveel punten krijgt een plan met een proefperiode?')).toBe('punten');
    // No count: no noun.
    expect(countedNoun('What is the maximum fee?')).toBeNull();
  });

  it('has the words next to each count read, not the numbers that only number things', () => {
    const words = wordsNextToCounts(
      '4.2 Contact Point: call 020-5551234. The caretaker makes twelve site visits a year.',
    );
    expect(words).toContain('twelve site visits');
    expect(words).not.toMatch(/Contact Point/);
  });

  it('reads a word that names an object member as the word itself, in English and Dutch', () => {
    const en = wordsNextToCounts('The main constructor provides three toString hoists on site.');
    expect(en).toContain('constructor provides three toString');
    expect(en).not.toMatch(/function|native code/);
    const nl = wordsNextToCounts('De constructor levert 4 valueOf meters en 2 pts per rij.');
    expect(nl).not.toMatch(/function|native code/);
    expect(nl).toContain('pts points');
  });
});

describe('a count of the asked things', () => {
  const TEXTS = {
    contact: '7.1 Contact point for the Greenfield caretaker contract: Jane Smith, 020 5551234.',
    visits: 'The Greenfield caretaker makes twelve site visits per year.',
    timeline:
      'Greenfield caretaker timetable | Shortlist of the best three | 3 March | Interviews | 10 March',
    contactNl:
      '7.1 Aanspreekpunt voor het beheercontract Groenveld: mevrouw De Vries, 020 5551234, punt 4.',
    referencesNl:
      'Voor het beheercontract Groenveld levert de inschrijver drie referenties van vergelijkbare opdrachten.',
    pointsNl: 'Beheercontract Groenveld: een plan met proefperiode levert 20 punten op.',
    filler: 'De schoonmaak van de scholen valt buiten dit contract.',
  };
  async function index() {
    return buildLexicalIndex(
      Object.entries(TEXTS).map(([id, text]) => chunk(id, text)),
      { lexicon: await loadLexicon() },
    );
  }

  it('answers from the passage that counts them, not from other numbers on the topic', async () => {
    const lexical = await index();
    const english = 'How many site visits does the Greenfield caretaker contract include?';
    expect(lexical.evidence(english, TEXTS.visits)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(english, TEXTS.contact)).toBeLessThan(EVIDENCE_THRESHOLD);
    const shortlist = 'How many points does the best three get in the Greenfield caretaker award?';
    expect(lexical.evidence(shortlist, TEXTS.timeline)).toBeLessThan(EVIDENCE_THRESHOLD);
  });

  it('does so in Dutch, and across languages through the lexicon', async () => {
    const lexical = await index();
    const dutch = 'Hoeveel referenties vraagt het beheercontract Groenveld?';
    expect(lexical.evidence(dutch, TEXTS.referencesNl)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(dutch, TEXTS.contactNl)).toBeLessThan(EVIDENCE_THRESHOLD);
    const points =
      'Hoeveel punten levert een plan met proefperiode op in het beheercontract Groenveld?';
    expect(lexical.evidence(points, TEXTS.pointsNl)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    const across = 'How many references does the Groenveld caretaker contract ask for?';
    expect(lexical.evidence(across, TEXTS.referencesNl)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
  });
});

describe('uptime and an availability level', () => {
  it('ask for a percentage, in English and Dutch', () => {
    expect(askedSlot('Wat is de uptime-eis voor de portaalserver?')).toBe('percentage');
    expect(askedSlot('What uptime must the booking portal reach?')).toBe('percentage');
    expect(askedSlot('Welk beschikbaarheidsniveau geldt voor het portaal?')).toBe('percentage');
    expect(askedSlot('What is the availability target of the portal?')).toBe('percentage');
    // When a helpdesk is available asks for hours.
    expect(askedSlot('When is the helpdesk available?')).toBe('date');
  });

  it('are not answered by a passage that says the service is available', () => {
    const question = 'Wat is de uptime-eis voor de portaalserver?';
    const available = {
      text: 'Het portaal is beschikbaar in het Nederlands en het Engels.',
      evidence: 0.8,
    };
    const share = { text: 'De portaalserver is 99,5% per maand beschikbaar.', evidence: 0.8 };
    expect(answerEvidence(question, available)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(answerEvidence(question, share)).toBe(0.8);
  });
});

describe('a length of time written with "één"', () => {
  it('is stated, as "een" and "one" are', () => {
    expect(fillsSlot('duration', 'Het contract heeft een looptijd van één jaar.')).toBe(true);
    expect(fillsSlot('duration', 'Storingen worden binnen één werkdag opgelost.')).toBe(true);
    expect(fillsSlot('duration', 'The licence runs for one year.')).toBe(true);
    // "geen jaar" is no year.
    expect(fillsSlot('duration', 'Er geldt geen jaar garantie.')).toBe(false);
  });

  it('answers "hoe lang" from the passage that states it', () => {
    const question = 'Hoe lang is de raamovereenkomst geldig?';
    const passage = {
      text: 'De raamovereenkomst wordt jaarlijks herzien en is geldig voor één jaar.',
      evidence: 0.7,
    };
    expect(answerEvidence(question, passage)).toBe(0.7);
  });
});

describe('a unit abbreviated next to its count (unseen-h17 study)', () => {
  const TEXTS = {
    english: 'Harbourside cleaning award | Does the plan include a waste log? Yes = 4 pts; No = 0',
    dutch:
      'Gunning schoonmaak Havenkwartier | Bevat het plan een afvallogboek? Ja = 4 pnt; Nee = 0',
    other: 'Harbourside cleaning award: the bidder names a contact point, phone 020 5559876.',
  };
  const index = () => textIndex(TEXTS);

  it('counts for the abbreviation a question types as well as for the word written out', async () => {
    const lexical = await index();
    const typed = 'Harbourside award: waste log in the plan, how many pts?';
    expect(lexical.evidence(typed, TEXTS.english)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    const written = 'How many points does a waste log earn in the Harbourside award?';
    expect(lexical.evidence(written, TEXTS.english)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    // A phone number next to "contact point" counts no points.
    expect(lexical.evidence(typed, TEXTS.other)).toBeLessThan(EVIDENCE_THRESHOLD);
  });

  it('reads the Dutch "pnt" as punten, and the question\'s "pts" in Dutch too', async () => {
    const lexical = await index();
    const dutch = 'Hoeveel punten levert een afvallogboek op bij de gunning Havenkwartier?';
    expect(lexical.evidence(dutch, TEXTS.dutch)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    const typed = 'Havenkwartier: afvallogboek in het plan, hoeveel pts?';
    expect(lexical.evidence(typed, TEXTS.english)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
  });
});
