/**
 * Classes of the unseen-h14 study (issue 18, docs/decisions.md "Retrieval on the fourteenth
 * held-out set"): the asked kind in questions as a bid manager types them.
 *  - A topic before a colon ("Hosting: how many servers …", "Raamovereenkomst: wanneer …") hid
 *    the question word, so the question asked for nothing and any passage on the topic answered.
 *  - "What's", "who's", "when's" were not read as "what is", … .
 *  - "Hoeveel bedraagt / wat bedraagt de boete" read "bedraagt" as the noun asked about.
 *  - "During / between which hours", "tussen / op welke tijden" ask for a time of day.
 *  - A line wrap inside "ninety (90) calendar⏎days" hid the length of time.
 *  - A question typed as a noun phrase ("Minimale jaaromzet …?") asked for nothing.
 *  - "Binnen" / "within" before the question word counted as the question's content.
 */
import { describe, expect, it } from 'vitest';
import { answerEvidence, EVIDENCE_THRESHOLD } from './abstention';
import { askedDetailWords, askedSlot } from './askedSlot';
import { buildLexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';
import { textChunk as chunk } from './testChunk';

describe('a topic before a colon', () => {
  it('leaves the question after it to be read, in English and Dutch', () => {
    expect(askedSlot('Catering contract: how many sites are there?')).toBe('count');
    expect(askedSlot('Schoonmaak, los perceel: hoeveel locaties vallen eronder?')).toBe('count');
    expect(askedSlot('Raamovereenkomst: wanneer start de eerste nadere opdracht?')).toBe('date');
    expect(askedSlot('Framework, lot 2: what is the maximum fee?')).toBe('amount');
    // A yes/no question after the topic still asks for no slot.
    expect(askedSlot('Catering contract: may we subcontract the deliveries?')).toBeNull();
  });

  it('abstains on a passage on the topic without the asked count', () => {
    const question = 'Catering contract: how many delivery sites are there?';
    const topic = {
      text: 'The caterer delivers fresh meals to the delivery sites listed in the annex.',
      evidence: 0.6,
    };
    const count = { text: 'Meals are delivered to twelve sites across the region.', evidence: 0.6 };
    expect(answerEvidence(question, topic)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(answerEvidence(question, count)).toBe(0.6);
  });
});

describe('a contracted "is"', () => {
  it('reads "what\'s" as "what is"', () => {
    expect(askedSlot("What's the estimated contract value of the framework?")).toBe('amount');
    expect(askedSlot('What’s the deadline for clarification questions?')).toBe('date');
    expect(askedSlot("Who's the contact person for the tender?")).toBe('person');
  });

  it('abstains on the timetable when a value is asked', () => {
    const question = "What's the estimated total value of the framework contracts?";
    const timetable = {
      text: 'The estimated timetable: questions by 3 March 2025, award of the framework contracts in June.',
      evidence: 0.6,
    };
    expect(answerEvidence(question, timetable)).toBeLessThan(EVIDENCE_THRESHOLD);
    const value = { text: 'The estimated total value is EUR 2.4 million.', evidence: 0.6 };
    expect(answerEvidence(question, value)).toBe(0.6);
  });
});

describe('"bedraagt" between the question word and its noun', () => {
  it('asks about the noun after it', () => {
    expect(askedSlot('Hoeveel bedraagt de vergoeding per maand?')).toBe('amount');
    expect(askedSlot('Wat bedraagt de looptijd van de raamovereenkomst?')).toBe('duration');
    expect(askedSlot('Hoeveel bedragen de reiskosten?')).toBe('amount');
  });

  it('abstains on an uptime passage when a fine per day is asked', () => {
    const question = 'Hoeveel bedraagt de boete per dag bij te late levering?';
    const uptime = {
      text: 'De beschikbaarheid bedraagt 99,5% per dag, gemeten over de servicevensters.',
      evidence: 0.6,
    };
    const fine = { text: 'De boete bedraagt € 750 per dag vertraging.', evidence: 0.6 };
    expect(answerEvidence(question, uptime)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(answerEvidence(question, fine)).toBe(0.6);
  });
});

describe('a time of day asked', () => {
  it('reads "during / between which hours" and "op welke tijden" as a moment', () => {
    expect(askedSlot('During which hours is the service desk staffed?')).toBe('date');
    expect(askedSlot('Cleaning: between which hours may the crew work on site?')).toBe('date');
    expect(askedSlot('Op welke tijden is de servicedesk bereikbaar?')).toBe('date');
    expect(askedSlot('Tussen welke tijden mag er geleverd worden?')).toBe('date');
    // "How many times" still counts occurrences.
    expect(askedSlot('How many times a year is the site inspected?')).toBe('count');
  });

  it('abstains on a passage about the desk without hours, answers from one with them', () => {
    const question = 'Framework: during which hours must the service desk be reachable?';
    const desk = {
      text: 'The contractor runs a service desk for all users of the framework and logs every call.',
      evidence: 0.6,
    };
    const hours = {
      text: 'The service desk is reachable on working days from 08:00 to 18:00.',
      evidence: 0.6,
    };
    expect(answerEvidence(question, desk)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(answerEvidence(question, hours)).toBe(0.6);
  });
});

describe('a line wrap inside the stated detail', () => {
  it('still states the length of time', () => {
    const question = 'Within how many days of award must the insurance certificate be sent?';
    const wrapped = {
      text: 'The supplier sends the certificate of insurance within thirty (30) calendar\ndays of award.',
      evidence: 0.6,
    };
    expect(answerEvidence(question, wrapped)).toBe(0.6);
    const dutch = {
      text: 'De leverancier levert het verzekeringsbewijs binnen tien\nwerkdagen na gunning aan.',
      evidence: 0.6,
    };
    expect(
      answerEvidence('Binnen hoeveel dagen na gunning moet het verzekeringsbewijs er zijn?', dutch),
    ).toBe(0.6);
  });

  it('still states the figure per unit of time', () => {
    const question = 'What is the penalty per day of delay?';
    const wrapped = { text: 'The penalty is EUR 400 per calendar\nday of delay.', evidence: 0.6 };
    expect(answerEvidence(question, wrapped)).toBe(0.6);
  });
});

describe('a question typed as the noun phrase it asks about', () => {
  it('reads its opening phrase as the asked phrase, in English and Dutch', () => {
    expect(askedSlot('Minimum annual turnover for the cleaning framework?')).toBe('amount');
    expect(askedSlot('Uiterste datum voor het stellen van vragen?')).toBe('date');
    expect(askedSlot('Onderhoud: maximale hersteltijd bij een storing met prioriteit 1?')).toBe(
      'duration',
    );
    // A yes/no question opens with its verb and asks for no slot.
    expect(askedSlot('Zijn de reiskosten inbegrepen in het uurtarief?')).toBeNull();
    expect(askedSlot('Is the deadline for questions fixed?')).toBeNull();
    expect(askedSlot('Mag de opdrachtnemer onderaanneming inzetten?')).toBeNull();
    expect(askedSlot('Annual review of the service levels?')).toBeNull();
  });

  it('abstains on a passage on the tender without the asked sum', () => {
    const question = 'Minimale jaaromzet als geschiktheidseis voor de schoonmaakopdracht?';
    const topic = {
      text: 'De inschrijver voldoet aan de geschiktheidseisen van hoofdstuk 4 van de aanbestedingsleidraad.',
      evidence: 0.6,
    };
    const sum = {
      text: 'De gemiddelde jaaromzet over de laatste drie boekjaren bedraagt ten minste € 500.000.',
      evidence: 0.6,
    };
    expect(answerEvidence(question, topic)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(answerEvidence(question, sum)).toBe(0.6);
  });
});

describe('the preposition before the question word', () => {
  const TEXTS = {
    alerts: 'De Veilig Thuis app wist oude meldingen binnen 14 dagen.',
    alertsEn: 'The Safe Home app deletes old alerts within 14 days.',
    proof: 'De leverancier levert het verzekeringsbewijs binnen tien werkdagen na gunning aan.',
    proofEn: 'The supplier sends the insurance certificate within ten working days of award.',
    filler: 'De catering levert dagelijks lunches aan het personeel.',
  };
  async function index() {
    return buildLexicalIndex(
      Object.entries(TEXTS).map(([id, text]) => chunk(id, text)),
      { lexicon: await loadLexicon() },
    );
  }

  it('frames the question: it is no evidence of its subject', async () => {
    expect(askedDetailWords('Binnen hoeveel dagen moet het bewijs er zijn?')).toEqual([
      'binnen',
      'dagen',
    ]);
    const lexical = await index();
    const dutch =
      'Binnen hoeveel dagen na gunning moet de leverancier van Veilig Thuis een verzekeringsbewijs aanleveren?';
    expect(lexical.evidence(dutch, TEXTS.alerts)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(dutch, TEXTS.proof)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    const english =
      'Within how many days of award must the Safe Home supplier send its insurance certificate?';
    expect(lexical.evidence(english, TEXTS.alertsEn)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(english, TEXTS.proofEn)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
  });
});
