/**
 * Issue 18, unseen-h19/h20 study: initials a question types ("AVG") that the documents write out
 * ("Algemene Verordening Gegevensbescherming") are read as the words they stand for
 * (initialisms.ts); what the lexicon says of the initials themselves (AVG: GDPR) now adds to
 * that reading instead of being replaced by it, so a passage in the other language that writes
 * the translated initials still covers them.
 */
import { describe, expect, it } from 'vitest';
import { citedText } from './retriever';
import { textChunk } from './testChunk';
import { buildLexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';

const CASES = [
  {
    language: 'nl question, en passage',
    question: 'Geldt de AVG ook voor de back-ups van de kliniek?',
    word: 'avg',
    written: 'De Algemene Verordening Gegevensbescherming geldt voor de kliniek.',
    translated: 'The GDPR applies to the backups of the clinic as well.',
    other: 'The backups of the clinic are kept for thirty days.',
  },
  {
    language: 'en question, nl passage',
    question: 'Does the GDPR cover the backups of the portal?',
    word: 'gdpr',
    written: 'The General Data Protection Regulation governs the tenant portal.',
    translated: 'De AVG geldt ook voor de back-ups van het huurdersportaal.',
    other: 'De back-ups van het huurdersportaal blijven dertig dagen bewaard.',
  },
];

describe('typed initials the documents write out', () => {
  for (const t of CASES) {
    it(`keep the lexicon’s translation of the initials (${t.language})`, async () => {
      const chunks = [
        textChunk('written', t.written),
        textChunk('translated', t.translated),
        textChunk('other', t.other),
      ];
      const lexical = buildLexicalIndex(chunks, { lexicon: await loadLexicon() });
      const initials = (i: number) =>
        lexical.evidenceParts(t.question, citedText(chunks[i]!)).find((p) => p.word === t.word);
      // Translated in the other language's passage, absent from the third.
      expect(initials(1)?.coverage).toBeGreaterThan(0.5);
      expect(initials(2)?.coverage).toBe(0);
      expect(lexical.search(t.question, 1)[0]?.chunkId).not.toBe('other');
    });
  }
});
