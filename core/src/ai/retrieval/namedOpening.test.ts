/**
 * Issue 18, unseen-h19/h20 study (docs/decisions.md, "Retrieval on the nineteenth and twentieth
 * held-out sets"): a bid manager heads a question with the tender ("HavenLink bid: is … required?",
 * "KustLicht: …"). A first word has a capital whatever it is, so it was never read as a name, and
 * a passage of another tender that met the rest of the question answered it. Written with mixed
 * capitals, it is a name there too; a heading word all in capitals ("SLA:", "KPI") stays a label.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from './abstention';
import { buildLexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';
import { capitalisedWords } from './questionNames';
import { citedText } from './retriever';
import { textChunk } from './testChunk';

describe('a name heading the question', () => {
  it('is read as a name when written with mixed capitals', () => {
    expect(capitalisedWords('HavenLink bid: is a performance bond required?')).toEqual([
      'havenlink',
    ]);
    expect(capitalisedWords('Offerte voor de gemeente. KustLicht: welke garantie?')).toEqual([
      'kustlicht',
    ]);
    expect(capitalisedWords('(HavenLink) Which bond?')).toEqual(['havenlink']);
    // A sentence's capital, and a label in capitals, are no names where they open the question.
    expect(capitalisedWords('Which bond is required?')).toEqual([]);
    expect(capitalisedWords('SLA: hoe snel reageert de helpdesk?')).toEqual([]);
    expect(capitalisedWords('KPI 2 - how is it measured?')).toEqual([]);
  });

  for (const [language, question, answer, elsewhere] of [
    [
      'en',
      'HavenLink bid: is a performance bond required from the supplier?',
      'The supplier of the HavenLink platform provides a performance bond of five percent.',
      'A performance bond is required from the supplier before the dredging starts.',
    ],
    [
      'nl',
      'KustLicht-inschrijving: is een bankgarantie van de leverancier verplicht?',
      'Voor KustLicht stelt de leverancier een bankgarantie van vijf procent.',
      'Een bankgarantie van de leverancier is verplicht voordat het baggerwerk begint.',
    ],
  ] as const) {
    it(`keeps another tender's passage from answering (${language})`, async () => {
      const name = language === 'en' ? 'havenlink-tender.pdf' : 'kustlicht-aanbesteding.pdf';
      const chunks = [
        textChunk('answer', answer, 'tender', name),
        textChunk('elsewhere', elsewhere, 'dredging', 'dredging-works.pdf'),
        textChunk('filler', 'The quay opens at six in the morning.', 'quay', 'quay-notice.pdf'),
      ];
      const lexical = buildLexicalIndex(chunks, { lexicon: await loadLexicon() });
      const evidence = (i: number) =>
        lexical.evidence(question, citedText(chunks[i]!), chunks[i]!.source.documentId);
      expect(evidence(1)).toBeLessThan(EVIDENCE_THRESHOLD);
      expect(evidence(0)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    });
  }
});
