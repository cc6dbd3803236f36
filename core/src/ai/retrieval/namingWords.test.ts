/**
 * Issue 18, abstention on questions nobody tuned on (docs/decisions.md, "Abstention on questions
 * nobody tuned on"): a tender's name in the question ("the Harbourlight portal", "het
 * Kustlicht-portaal") says which document the answer must come from; every passage of that
 * document covers it, through the document's name in the cited text, so it is no evidence that a
 * passage answers. A passage that shares only the name and a word of the topic is "the documents
 * do not say"; the passage that states the asked detail still answers.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from './abstention';
import { buildLexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';
import { citedText } from './retriever';
import { textChunk } from './testChunk';

const CASES = {
  en: {
    name: 'harbourlight-tender',
    topic: 'The portal is open to every berth holder from the first day of the season.',
    answer: 'Defects reported within twelve months are repaired free of charge under the warranty.',
    other: 'The ferry operator publishes its timetable on the portal of the regional council.',
    question: 'Is the Harbourlight portal covered by a warranty against defects?',
  },
  nl: {
    name: 'kustlicht-aanbesteding',
    topic: 'Het portaal staat vanaf de eerste dag van het seizoen open voor elke ligplaatshouder.',
    answer:
      'Gebreken die binnen twaalf maanden worden gemeld, worden kosteloos hersteld onder de garantie.',
    other: 'De veerdienst publiceert de dienstregeling op het portaal van de regio.',
    question: 'Valt het portaal van Kustlicht onder een garantie tegen gebreken?',
  },
};

describe('a question word that names the passage’s document', () => {
  for (const [language, t] of Object.entries(CASES)) {
    it(`is no evidence that the passage answers (${language})`, async () => {
      const chunks = [
        textChunk('topic', t.topic, 'tender', `${t.name}.pdf`),
        textChunk('answer', t.answer, 'tender', `${t.name}.pdf`),
        textChunk('other', t.other, 'elsewhere', 'regional-notices.pdf'),
      ];
      const lexical = buildLexicalIndex(chunks, { lexicon: await loadLexicon() });
      const evidence = (i: number) =>
        lexical.evidence(t.question, citedText(chunks[i]!), chunks[i]!.source.documentId);
      // The name and "portal" alone: the documents do not say.
      expect(evidence(0)).toBeLessThan(EVIDENCE_THRESHOLD);
      expect(evidence(1)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
      const parts = lexical.evidenceParts(t.question, citedText(chunks[0]!), 'tender');
      expect(parts.filter((p) => p.naming).map((p) => p.word)).toHaveLength(1);
      // Without the passage's document the name is an ordinary word.
      expect(lexical.evidenceParts(t.question, citedText(chunks[0]!)).some((p) => p.naming)).toBe(
        false,
      );
    });
  }

  it('counts as any word in a passage that does not say it (en, nl)', async () => {
    // "Lumora" names the tender in its text, not in this passage nor in the file name.
    for (const [said, silent, question] of [
      [
        'Lumora sensors report the water level every minute.',
        'Every sensor reports the water level to the control room.',
        'How often do the Lumora sensors report the water level?',
      ],
      [
        'De Lumora-sensoren melden elke minuut de waterstand.',
        'Elke sensor meldt de waterstand aan de meldkamer.',
        'Hoe vaak melden de sensoren van Lumora de waterstand?',
      ],
    ] as const) {
      const chunks = [
        textChunk('said', said, 'tender', 'water-tender.pdf'),
        textChunk('silent', silent, 'tender', 'water-tender.pdf'),
      ];
      const lexical = buildLexicalIndex(chunks, { lexicon: await loadLexicon() });
      const naming = (i: number) =>
        lexical.evidenceParts(question, citedText(chunks[i]!), 'tender').filter((p) => p.naming);
      expect(naming(0).map((p) => p.word)).toEqual(['lumora']);
      expect(naming(1)).toEqual([]);
    }
  });

  it('still counts when the question names nothing else', async () => {
    const chunk = textChunk('a', 'Harbourlight opens in spring.', 'tender', 'harbourlight.pdf');
    const lexical = buildLexicalIndex([chunk], { lexicon: await loadLexicon() });
    expect(lexical.evidence('And Harbourlight?', citedText(chunk), 'tender')).toBe(1);
  });
});
