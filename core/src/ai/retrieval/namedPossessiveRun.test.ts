/**
 * A class of the unseen-h11 study (issue 18 item 4, docs/decisions.md "Retrieval on the eleventh
 * held-out set"): a run of capitalised words with a possessive ("Employer's Liability", "Owner's
 * Representative") names one tender's thing as any run does (namedRun.test.ts); the possessive is its noun,
 * and the documents' typographic apostrophe is the question's straight one.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from './abstention';
import { buildLexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';
import { textChunk } from './testChunk';

const passage = (id: string, documentId: string, text: string) =>
  textChunk(id, text, documentId, `${documentId}-tender.pdf`);

const NAMED = 'Every site instruction is signed by the Owner’s Representative before work starts.';
const OTHER = {
  en: 'A site instruction of the owner is signed by the contractor before work starts.',
  nl: 'Een werkinstructie van de eigenaar wordt door de aannemer ondertekend voordat het werk begint.',
};
const QUESTIONS = {
  en: "Who signs a site instruction for the Owner's Representative before work starts?",
  nl: "Wie ondertekent een werkinstructie namens de Owner's Representative voordat het werk begint?",
};

describe('a run of capitalised words with a possessive', () => {
  it('names the tender that writes it, in English and Dutch questions', async () => {
    for (const lang of ['en', 'nl'] as const) {
      const lexical = buildLexicalIndex(
        [passage('a', 'named', NAMED), passage('b', 'other', OTHER[lang])],
        { lexicon: await loadLexicon() },
      );
      const question = QUESTIONS[lang];
      expect(lexical.namesAnotherDocument(question, OTHER[lang], 'other')).toBe(true);
      expect(lexical.namesAnotherDocument(question, NAMED, 'named')).toBe(false);
      expect(lexical.evidence(question, OTHER[lang], 'other')).toBeLessThan(EVIDENCE_THRESHOLD);
    }
  });
});
