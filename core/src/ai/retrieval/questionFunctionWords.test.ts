/**
 * A class of the unseen-h10 study (issue 18, docs/decisions.md "Retrieval on the tenth held-out
 * set"): function words the stop lists miss ("maybe", "misschien", "volgens", "voordat") no longer
 * count as the question's content, so a passage that answers is not judged by them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from './abstention';
import { buildLexicalIndex } from './lexicalIndex';
import { createLexicon } from './lexicon/lexicon';
import type { LexiconData } from './lexicon/lexiconData';
import { QUESTION_FUNCTION_WORDS } from './questionFunctionWords';
import { textChunk } from './testChunk';

const lexicon = createLexicon(
  JSON.parse(
    readFileSync(new URL('./lexicon/bilingualLexicon.json', import.meta.url), 'utf8'),
  ) as LexiconData,
);

const index = buildLexicalIndex(
  [
    textChunk('help', 'The portal offers a help page with a search function.'),
    textChunk('hulp', 'Het portaal biedt een hulppagina met een zoekfunctie.'),
    textChunk('hosting', 'The supplier hosts the portal in a European data centre.'),
    textChunk('beheer', 'De leverancier beheert het portaal in een Europees datacenter.'),
  ],
  { lexicon },
);

const HELP = 'The portal offers a help page with a search function.';
const HULP = 'Het portaal biedt een hulppagina met een zoekfunctie.';

describe('function words in a question', () => {
  it('do not weigh against the passage that answers, in English and Dutch', () => {
    const questions = [
      ['Should the portal maybe offer a help page?', HELP],
      ['Biedt het portaal misschien een hulppagina?', HULP],
      ['Volgens welke eisen biedt het portaal een hulppagina?', HULP],
      ['Is there perhaps a search function in the portal?', HELP],
    ] as const;
    for (const [question, passage] of questions) {
      const evidence = index.evidence(question, passage);
      expect([question, evidence >= EVIDENCE_THRESHOLD + 0.2]).toEqual([question, true]);
    }
  });

  // unseen-h12 and h13 studies: a light verb that only frames the question ("bring", "get",
  // "look at", "brengen", "kijken") takes its meaning from the words around it and is rarely in
  // a document; unknown, it weighed as the main word (evidence 0.6–0.7 here before).
  it('do not count framing light verbs as content of the question, in English and Dutch', () => {
    const questions = [
      ['How is the help page brought into the portal?', HELP],
      ['Where can we look at the search function of the portal?', HELP],
      ['Hoe brengen we de hulppagina in het portaal?', HULP],
      ['Waar kijken we naar de zoekfunctie van het portaal?', HULP],
    ] as const;
    for (const [question, passage] of questions) {
      const evidence = index.evidence(question, passage);
      expect([question, evidence > 0.9]).toEqual([question, true]);
    }
  });

  // unseen-h21 study: a Dutch pronominal adverb ("erin", "erop", "ervoor", "waarmee") points
  // back at a word of the question, and "plegen" frames an activity ("onderhoud plegen"); read
  // as content, "erin" was a word no document says, weighed three times a known word.
  it('do not count Dutch pronominal adverbs or "plegen" as content of the question', () => {
    const questions = [
      'Staat erin of het portaal een hulppagina biedt?',
      'Biedt het portaal een hulppagina met een zoekfunctie erop?',
      'Biedt het portaal ervoor een hulppagina met een zoekfunctie?',
      'Waarmee zoekt men op de hulppagina van het portaal?',
    ];
    for (const question of questions) {
      const evidence = index.evidence(question, HULP);
      expect([question, evidence > 0.9]).toEqual([question, true]);
    }
    const maintenance = 'De leverancier beheert het portaal in een Europees datacenter.';
    const plegen = 'Waar pleegt de leverancier beheer van het portaal?';
    expect(index.evidence(plegen, maintenance)).toBeGreaterThan(0.9);
    // "daar" and "hier" forms point into the text around a requirement ("de hiervoor afgesproken
    // termijn"), which the draft plans through the same planner: they stay.
    expect(['erin', 'eronder', 'waarvoor'].every((w) => QUESTION_FUNCTION_WORDS.has(w))).toBe(true);
    expect(['daarnaast', 'hiervoor'].some((w) => QUESTION_FUNCTION_WORDS.has(w))).toBe(false);
    // A passage on another topic gains nothing from them.
    expect(
      index.evidence('Staat erin of het portaal een hulppagina biedt?', maintenance),
    ).toBeLessThan(EVIDENCE_THRESHOLD);
  });
});
