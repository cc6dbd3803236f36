/**
 * A class of the unseen-h8 study (issue 18 item 4, docs/decisions.md "Retrieval on the eighth
 * held-out set"): a run of capitalised common words that one tender writes as a run ("Code
 * Climate", "Schone Lucht Akkoord") names that tender's thing; a passage of another tender that
 * shares the run's words one by one does not answer a question about it. A title-cased run no
 * document writes names nothing.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from './abstention';
import { buildLexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';
import { capitalisedPhrases } from './questionNames';
import { textChunk } from './testChunk';

const passage = (id: string, documentId: string, text: string) =>
  textChunk(id, text, documentId, `${documentId}-tender.pdf`);

const TEXTS = {
  en: {
    named: 'Each release of the portal is checked with Code Climate before it is published.',
    other: 'The supplier’s source code must reach a maintainability grade of at least B.',
    question: 'Which maintainability grade must the source code reach in Code Climate?',
    untitled: 'Which Maintainability Grade must the source code reach?',
  },
  nl: {
    named: 'De gemeente heeft het Schone Lucht Akkoord ondertekend voor haar wagenpark.',
    other: 'Elk voertuig van de vervoerder moet een emissieklasse van ten minste Euro 6 halen.',
    question: 'Welke emissieklasse moet elk voertuig halen onder het Schone Lucht Akkoord?',
    untitled: 'Welke Minimale Emissieklasse moet elk voertuig halen?',
  },
};

describe('a run of capitalised words that one tender writes', () => {
  it('is read from inside the question, not from its first word', () => {
    expect(capitalisedPhrases('Which grade must the code reach in Code Climate?')).toEqual([
      ['code', 'climate'],
    ]);
    expect(capitalisedPhrases('Valt Het onder het Schone Lucht Akkoord?')).toEqual([
      ['schone', 'lucht', 'akkoord'],
    ]);
  });

  it('keeps another tender’s passage under the threshold, in English and Dutch', async () => {
    for (const t of [TEXTS.en, TEXTS.nl]) {
      const lexical = buildLexicalIndex(
        [passage('a', 'named', t.named), passage('b', 'other', t.other)],
        { lexicon: await loadLexicon() },
      );
      expect(lexical.evidence(t.question, t.other, 'other')).toBeLessThan(EVIDENCE_THRESHOLD);
      expect(lexical.namesAnotherDocument(t.question, t.other, 'other')).toBe(true);
      expect(lexical.namesAnotherDocument(t.question, t.named, 'named')).toBe(false);
      // Title case no document writes names nothing: the passage answers as before.
      expect(lexical.evidence(t.untitled, t.other, 'other')).toBeGreaterThanOrEqual(
        EVIDENCE_THRESHOLD,
      );
    }
  });
});
