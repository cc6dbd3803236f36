/**
 * The bid writer's review of the chat (docs/decisions.md, 2026-11-27): the language named for a
 * quote is the quoted text's own (a table row's cells included), and no quote of the other
 * language is mixed into an answer without saying so. Pages and questions written here.
 */
import { describe, expect, it } from 'vitest';
import { tenderChat } from './chatTestWorld';
import { noteQuotedLanguages } from './chatCitations';
import { quoteLanguage } from './quoteLanguage';

describe('the language named for a quote is the quote’s own', () => {
  it.each([
    ['Uiterste indiening offertes | donderdag 8 april 2027, 14.00 uur', 'nl'],
    ['Tender return date | Thursday 8 April 2027, 2.00 pm', 'en'],
    ['De inschrijver moet beschikken over een geldig certificaat.', 'nl'],
    ['Tenderers must hold a valid certificate.', 'en'],
    ['ISO 45001', null],
  ])('%s', (quote, language) => {
    expect(quoteLanguage(quote)).toBe(language);
  });

  it('a Dutch table row is quoted without "in het Engels" to a Dutch question', async () => {
    const chat = await tenderChat([
      'Inschrijvingsleidraad onderhoud gemalen\nPlanning\nUiterste indiening offertes | donderdag 8 april 2027, 14.00 uur',
    ]);
    const nl = (await chat.ask('Wat is de sluitingsdatum?')).answer.text;
    expect(nl).toMatch(/8 april 2027/);
    expect(nl).not.toMatch(/in het Engels/);
    const en = (await chat.ask('What is the closing date?')).answer.text;
    expect(en).toMatch(/The document, in Dutch, says:/);
  });

  it('an English table row is named English to a Dutch question, not to an English one', async () => {
    const chat = await tenderChat([
      'Request for Tender: pumping station maintenance\nTimetable\nTender return date | Thursday 8 April 2027, 2.00 pm',
    ]);
    const nl = (await chat.ask('Wat is de sluitingsdatum?')).answer.text;
    expect(nl).toMatch(/Het document zegt, in het Engels:/);
    const en = (await chat.ask('What is the closing date?')).answer.text;
    expect(en).not.toMatch(/in Dutch|in English/);
  });
});

describe('a quote in the other language is never mixed in silently', () => {
  it.each([
    [
      'en',
      'We inspect 240 bridges for Ardmore each year [1]. Wij inspecteren jaarlijks de bruggen van Ardmore [2].',
      /^We inspect 240 bridges for Ardmore each year \[1\]\. The document, in Dutch, says: “Wij inspecteren jaarlijks de bruggen van Ardmore” \[2\]\.$/,
    ],
    [
      'nl',
      'Wij inspecteren jaarlijks 240 bruggen van Ardmore [1]. We inspect the bridges for Ardmore each year [2].',
      /^Wij inspecteren jaarlijks 240 bruggen van Ardmore \[1\]\. Het document zegt, in het Engels: “We inspect the bridges for Ardmore each year” \[2\]\.$/,
    ],
  ] as const)('%s answer', (language, answer, expected) => {
    expect(noteQuotedLanguages(answer, language)).toMatch(expected);
  });

  it('an English answer from English and Dutch knowledge-base passages notes the Dutch one', async () => {
    const chat = await tenderChat(['Request for Tender: bridge inspection services'], {
      'References.txt': [
        'Reference: Ardmore County Council, bridge inspection 2021-2025. We inspect 240 bridges for Ardmore County Council each year.',
      ],
      'Bedrijfsprofiel.txt': [
        'Wij inspecteren bruggen voor gemeenten in Ierland. Voor Ardmore County Council inspecteren wij elk jaar alle bruggen met een vast team van vier inspecteurs.',
      ],
    });
    const { answer } = await chat.ask('Do we inspect the bridges of Ardmore County Council?');
    expect(answer.text).toMatch(/240/);
    // The Dutch passage is quoted, after the note; outside the notes' quotes no Dutch is left.
    expect(answer.text).toMatch(/The document, in Dutch, says: “[^”]*\bwij\b/i);
    expect(answer.text.replace(/The document, in Dutch, says: “[^”]*”/g, '')).not.toMatch(
      /\b(wij|bruggen|inspecteren)\b/i,
    );
  });
});
