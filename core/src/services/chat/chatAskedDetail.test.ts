import { describe, expect, it } from 'vitest';
import { tenderChat } from './chatTestWorld';
import { NOT_IN_DOCUMENTS, NOT_IN_DOCUMENTS_OR_KNOWLEDGE } from './groundedAnswer';

/** A tender that speaks of delays and references but names no amount and no number. */
const SILENT = [
  [
    'Aanbestedingsleidraad Levering schoolmeubilair gemeente Zwolle',
    'Bij te late levering is de opdrachtnemer voor elke dag vertraging een boete verschuldigd aan de opdrachtgever.',
    'De inschrijver voegt referenties van vergelijkbare opdrachten toe aan de inschrijving.',
  ].join('\n'),
];
/** The same tender, stating the amount and the number. */
const STATING = [
  [
    'Aanbestedingsleidraad Levering schoolmeubilair gemeente Zwolle',
    'Bij te late levering is de opdrachtnemer een boete van € 500 per dag vertraging verschuldigd aan de opdrachtgever.',
    'De inschrijver voegt minimaal drie referenties van vergelijkbare opdrachten toe aan de inschrijving.',
  ].join('\n'),
];

/** The chat of a project with `tender`; `ask` gives the answer it saved. */
async function world(tender: readonly string[]) {
  const chat = await tenderChat(tender);
  return { ask: async (text: string) => (await chat.ask(text)).answer, asked: chat.asked };
}

describe('the chat answers the detail asked for, or says the documents do not say it (issue 18)', () => {
  it('says so, in the question’s language, when the tender speaks of the topic but not of the asked amount or number', async () => {
    const w = await world(SILENT);
    for (const [question, language] of [
      ['What is the penalty per day of delay?', 'en'],
      ['Wat is de boete per dag vertraging?', 'nl'],
      ['How many references must the bidder include?', 'en'],
      ['Hoeveel referenties moet de inschrijver toevoegen?', 'nl'],
    ] as const) {
      const answer = await w.ask(question);
      // The project's documents (and the company's knowledge base, searched too) do not say.
      expect([NOT_IN_DOCUMENTS[language], NOT_IN_DOCUMENTS_OR_KNOWLEDGE[language]]).toContain(
        answer.text,
      );
      expect(answer.citations).toEqual([]);
    }
    // Nothing was made up: the model was never asked.
    expect(w.asked).toEqual([]);
    // The topic itself is in the tender: a question that asks for no amount or number is answered.
    const topic = await w.ask('Moet de inschrijver referenties toevoegen?');
    expect(topic.text).not.toMatch(/^Dat staat niet in de documenten/);
    expect(topic.text).toContain('referenties van vergelijkbare opdrachten');
  });

  it('answers from the passage when the tender states the amount or the number', async () => {
    const w = await world(STATING);
    const penalty = await w.ask('What is the penalty per day of delay?');
    expect(penalty.text).toContain('€ 500 per dag vertraging');
    expect(penalty.citations.map((c) => c.documentName)).toEqual(['Aanbestedingsleidraad.pdf']);
    const references = await w.ask('Hoeveel referenties moet de inschrijver toevoegen?');
    expect(references.text).toContain('minimaal drie referenties');
  });
});
