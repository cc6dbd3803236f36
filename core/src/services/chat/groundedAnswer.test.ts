import { describe, expect, it } from 'vitest';
import { CHAT_STATUS } from '../../model/chat';
import { tenderChat } from './chatTestWorld';
import {
  FOREIGN_NOTE,
  NO_CONTENT_WORDS,
  NOT_IN_DOCUMENTS,
  NOT_IN_DOCUMENTS_OR_KNOWLEDGE,
  isSummaryRequest,
  mayUseKnowledgeBases,
  questionLanguage,
} from './groundedAnswer';

/** This project's tender: Dutch, with its own closing date. */
const TENDER = [
  [
    'Aanbestedingsleidraad Onderhoud bruggen gemeente Utrecht',
    'De sluitingsdatum voor het indienen van de inschrijving is 12 december 2026 om 12:00 uur.',
    'De opdrachtgever gunt op basis van de beste prijs-kwaliteitverhouding.',
    'Storingen met prioriteit 1 worden binnen 4 uur opgelost door de opdrachtnemer.',
  ].join('\n'),
];
/** Another tender's document kept in the knowledge base, with another due date. */
const OTHER_TENDER = [
  [
    'Request for Quotation: catering services for the Ministry',
    'The closing date for quotations is 3 March 2025 at 2:00 p.m.',
    'Our company has catered for the Ministry since 2019.',
  ].join('\n'),
];

const world = (options: { knowledge?: readonly string[] | null } = {}) =>
  tenderChat(
    TENDER,
    options.knowledge === null ? {} : { 'Old RFQ.pdf': options.knowledge ?? OTHER_TENDER },
  );

describe('grounded chat answers (issue 18)', () => {
  it("answers the project's closing date from the project's tender, not from another tender in the knowledge base", async () => {
    const w = await world();
    const { answer } = await w.ask('What is the closing date of this tender?');
    expect(answer.text).toContain('12 december 2026');
    expect(answer.text).not.toContain('3 March 2025');
    expect(answer.citations.map((c) => c.documentName)).toEqual(['Aanbestedingsleidraad.pdf']);
  });

  it('uses the other tender in the knowledge base when the user asks for it', async () => {
    const w = await world();
    const { answer } = await w.ask(
      'What was the closing date for quotations in the other tenders in our knowledge base?',
    );
    expect(answer.text).toContain('3 March 2025');
  });

  it('finds the Dutch passage for an English question, says the document is Dutch, and cites the sentence itself', async () => {
    const w = await world();
    const { answer } = await w.ask('How quickly must a priority 1 outage be resolved?');
    expect(answer.text).toMatch(/^The document, in Dutch, says: .*binnen 4 uur opgelost/);
    // The citation quotes the answering sentence, not the start of its passage.
    expect(answer.citations.map((c) => c.quote)).toContain(
      'Storingen met prioriteit 1 worden binnen 4 uur opgelost door de opdrachtnemer.',
    );
    expect(answer.citations.map((c) => c.quote)).not.toContain(
      expect.stringMatching(/^Aanbestedingsleidraad/),
    );
  });

  it('answers a question about a fact from the extracted facts, quoted with their page, without the model', async () => {
    const w = await world();
    const en = await w.ask('When is the deadline for submitting our bid?');
    expect(en.answer.text).toContain(
      'Deadline for submitting the tender: 12 December 2026, 12:00 [1]',
    );
    expect(en.answer.text).toContain('The document, in Dutch, says: “');
    expect(en.answer.citations[0]).toMatchObject({
      source: 'tender',
      documentName: 'Aanbestedingsleidraad.pdf',
      page: 1,
      quote: expect.stringContaining('12 december 2026 om 12:00 uur'),
    });
    expect(en.answer.localModel).toBe(false);
    const nl = await w.ask('Wat is de uiterste datum voor het indienen van de inschrijving?');
    expect(nl.answer.text).toMatch(
      /^Uiterste inschrijfdatum: 12 december 2026, 12:00 \[1\]\nHet document zegt: “/,
    );
    expect(w.asked).toEqual([]);
  });

  it('summarises the tender from its facts ("what is this tender about")', async () => {
    const w = await world();
    const { answer } = await w.ask('What is this tender about?');
    expect(answer.text).toMatch(
      /^In short:\n- Deadline for submitting the tender: 12 December 2026/,
    );
    expect(answer.citations).toHaveLength(1);
    expect(w.asked).toEqual([]);
  });

  it('says, in the question’s language, that the documents do not say, without asking the model', async () => {
    const w = await world();
    const en = await w.ask('How many parking spaces are there for visitors?');
    expect(en.result.statusCode).toBe(CHAT_STATUS.completed);
    // Not a question about the tender's procedure: the knowledge bases were searched too.
    expect(en.answer.text).toBe(NOT_IN_DOCUMENTS_OR_KNOWLEDGE.en);
    expect(en.answer.citations).toEqual([]);
    // Written by the chat itself, not assembled by the offline model: no such notice.
    expect(en.answer.localModel).toBe(false);
    const nl = await w.ask('Hoeveel parkeerplaatsen moet de aannemer op het terrein aanleggen?');
    expect(nl.answer.text).toMatch(/^Dat staat niet in de documenten\./);
    const tender = await w.ask('Wat is de geraamde waarde van deze aanbesteding?');
    expect(tender.answer.text).toBe(NOT_IN_DOCUMENTS.nl);
    expect(w.asked).toEqual([]);
    // A summary is of the tender as a whole: answered from its brief.
    const summary = await w.ask('Vat de aanbestedingsleidraad samen.');
    expect(summary.answer.text).toMatch(/^In het kort:/);
    expect(summary.answer.citations.length).toBeGreaterThan(0);
  });

  it('answers a question of stop words only, a German and a French question, a question of 4,000 characters and a knowledge base without passages, each clearly and without an error', async () => {
    const w = await world({ knowledge: null });
    const stop = await w.ask('Wat is het?');
    expect(stop.answer.text).toBe(NO_CONTENT_WORDS.nl);
    const de = await w.ask('Wann ist die Frist für das Angebot bei dieser Ausschreibung?');
    expect(de.answer.text.startsWith(FOREIGN_NOTE.de)).toBe(true);
    const fr = await w.ask("Quelle est la date limite pour l'offre dans cet appel d'offres?");
    expect(fr.answer.text.startsWith(FOREIGN_NOTE.fr)).toBe(true);
    const long = await w.ask(
      `${'Wat is de sluitingsdatum van de inschrijving? '.repeat(88)}`.slice(0, 4000),
    );
    expect(long.result.statusCode).toBe(CHAT_STATUS.completed);
    expect(long.answer.text).toContain('12 december 2026');
    // No knowledge base passages at all: a question the tender does not answer still gets one.
    const none = await w.ask('Welke ISO-certificaten heeft ons bedrijf?');
    expect(none.result.statusCode).toBe(CHAT_STATUS.completed);
    expect(none.answer.text).toMatch(/^Dat staat niet in de documenten\./);
  });
});

describe('question language and sources', () => {
  it('tells English, Dutch, German and French apart', () => {
    expect(questionLanguage('What is the deadline?', 'nl')).toEqual({
      language: 'en',
      foreign: null,
    });
    expect(questionLanguage('Wat is de deadline van de aanbesteding?', 'en')).toEqual({
      language: 'nl',
      foreign: null,
    });
    expect(questionLanguage('Wann ist die Frist für das Angebot?', 'nl')).toEqual({
      language: 'en',
      foreign: 'de',
    });
    expect(questionLanguage('Quelle est la date limite pour les offres?', 'nl')).toEqual({
      language: 'en',
      foreign: 'fr',
    });
  });

  it('recognises a request to summarise, which no single passage covers', () => {
    expect(isSummaryRequest('Summarise the main tender document.')).toBe(true);
    expect(isSummaryRequest('Vat het hoofddocument van de aanbesteding samen.')).toBe(true);
    expect(isSummaryRequest('Geef een samenvatting van de eisen')).toBe(true);
    expect(isSummaryRequest('What is this tender about?')).toBe(true);
    expect(isSummaryRequest('Waar gaat deze aanbesteding over?')).toBe(true);
    expect(isSummaryRequest('What is the closing date?')).toBe(false);
  });

  it('keeps questions about the tender to the project’s documents unless the user names the knowledge base or the company', () => {
    expect(mayUseKnowledgeBases('What is the closing date of the tender?', true)).toBe(false);
    expect(mayUseKnowledgeBases('Wat zijn de gunningscriteria?', true)).toBe(false);
    expect(mayUseKnowledgeBases('Which references do we have for bridges?', true)).toBe(true);
    expect(mayUseKnowledgeBases('What is the deadline in the knowledge base?', true)).toBe(true);
    expect(mayUseKnowledgeBases('What is the deadline?', false)).toBe(true);
  });
});
