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

describe('typed initials the documents write out', () => {
  it('keep the lexicon’s translation of the initials (nl question, en passage)', async () => {
    const chunks = [
      textChunk('written', 'De Algemene Verordening Gegevensbescherming geldt voor de kliniek.'),
      textChunk('english', 'The GDPR applies to the backups of the clinic as well.'),
      textChunk('other', 'The backups of the clinic are kept for thirty days.'),
    ];
    const lexical = buildLexicalIndex(chunks, { lexicon: await loadLexicon() });
    const question = 'Geldt de AVG ook voor de back-ups van de kliniek?';
    const avg = (i: number) =>
      lexical.evidenceParts(question, citedText(chunks[i]!)).find((p) => p.word === 'avg');
    // Written out in the Dutch passage, translated in the English one, absent from the third.
    expect(avg(0)?.coverage).toBeGreaterThan(0.5);
    expect(avg(1)?.coverage).toBeGreaterThan(0.5);
    expect(avg(2)?.coverage).toBe(0);
    expect(lexical.search(question, 1)[0]?.chunkId).not.toBe('other');
  });

  it('in English too: "GDPR" typed, the documents writing the regulation out', async () => {
    const chunks = [
      textChunk('written', 'The General Data Protection Regulation governs the tenant portal.'),
      textChunk('dutch', 'De AVG geldt ook voor de back-ups van het huurdersportaal.'),
      textChunk('other', 'De back-ups van het huurdersportaal blijven dertig dagen bewaard.'),
    ];
    const lexical = buildLexicalIndex(chunks, { lexicon: await loadLexicon() });
    const question = 'Does the GDPR cover the backups of the portal?';
    const gdpr = (i: number) =>
      lexical.evidenceParts(question, citedText(chunks[i]!)).find((p) => p.word === 'gdpr');
    expect(gdpr(1)?.coverage).toBeGreaterThan(0.5);
    expect(gdpr(2)?.coverage).toBe(0);
  });
});
