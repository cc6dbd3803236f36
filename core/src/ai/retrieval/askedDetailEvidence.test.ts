/**
 * A class of the unseen-h7 study (issue 18, docs/decisions.md "Retrieval on the seventh held-out
 * set"): the word that names the kind of detail asked for ("date", "datum", "bedrag") is answered
 * by the slot filler, not by the passage's words, so a passage that shares only that word and a
 * name is no evidence for the question's subject; a question of nothing else keeps it.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from './abstention';
import { askedDetailWords } from './askedSlot';
import { buildLexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';
import { textChunk as chunk } from './testChunk';

const TEXTS = {
  anotherDate: 'The date of the site visit is 3 March; the marina is shown on the map.',
  anotherDatum: 'De datum van het locatiebezoek is 3 maart; de jachthaven staat op de kaart.',
  subject: 'Dredging of the marina must be complete by 1 June 2026.',
  baggeren: 'Het baggeren van de jachthaven moet op 1 juni 2026 klaar zijn.',
  filler: 'The catering contract covers lunches for the staff.',
};

async function index() {
  return buildLexicalIndex(
    Object.entries(TEXTS).map(([id, text]) => chunk(id, text)),
    { lexicon: await loadLexicon() },
  );
}

describe('the word naming the asked kind of detail', () => {
  it('is read from the asked phrase, in English and Dutch', () => {
    expect(askedDetailWords('By which date must the dredging of the marina be complete?')).toEqual([
      'date',
    ]);
    expect(askedDetailWords('Welk bedrag moet de aannemer voor het baggeren betalen?')).toEqual([
      'bedrag',
    ]);
    // No kind of detail asked: nothing is left out.
    expect(askedDetailWords('Which certificate must the dredging firm hold?')).toEqual([]);
  });

  it('is no evidence of the subject: the date of something else does not answer', async () => {
    const lexical = await index();
    const english = 'By which date must the dredging of the marina be complete?';
    expect(lexical.evidence(english, TEXTS.anotherDate)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(english, TEXTS.subject)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    const dutch = 'Op welke datum moet het baggeren van de jachthaven klaar zijn?';
    expect(lexical.evidence(dutch, TEXTS.anotherDatum)).toBeLessThan(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(dutch, TEXTS.baggeren)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
  });

  it('still counts in a question that asks for nothing else', async () => {
    const lexical = await index();
    expect(lexical.evidence('What is the date?', TEXTS.anotherDate)).toBe(1);
    expect(lexical.evidence('Wat is de datum?', TEXTS.anotherDatum)).toBe(1);
  });
});
