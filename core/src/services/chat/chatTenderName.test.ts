/**
 * Issue 18, unseen-h19/h20 study (docs/decisions.md, "Retrieval on the nineteenth and twentieth
 * held-out sets"): the project chat weighs the tender's name as the knowledge bases' retrieval
 * and the bench do (NAMING_WEIGHT): a passage that shares only the name and a word of the topic
 * is "the documents do not say". The project's documents are one tender's, so a name only one of
 * them writes never makes another of them "another tender's".
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from '../../ai/retrieval/abstention';
import { loadLexicon } from '../../ai/retrieval/lexicon/lexicon';
import type { TenderPassage } from '../drafts/generateDraft';
import { projectPassages } from './chatPassages';

const passage = (id: string, text: string, documentName: string): TenderPassage => ({
  id,
  text,
  role: 'tender',
  heading: null,
  origin: {
    source: 'tender',
    documentId: documentName,
    documentName,
    knowledgeBaseId: null,
    page: 1,
  },
});

const CASES = [
  {
    language: 'en',
    name: 'harbourlight-tender.pdf',
    topic: 'The portal is open to every berth holder from the first day of the season.',
    answer: 'Defects reported within twelve months are repaired free of charge under the warranty.',
    question: 'Is the Harbourlight portal covered by a warranty against defects?',
    // "Zorvix" is written in the requirements only; the service levels are the same tender's.
    named: 'Zorvix replaces the old catalogue of the harbour office.',
    levels: 'An incident is answered within four working hours.',
    levelsQuestion: 'Within how many hours is a Zorvix incident answered?',
  },
  {
    language: 'nl',
    name: 'kustlicht-aanbesteding.pdf',
    topic: 'Het portaal staat vanaf de eerste dag van het seizoen open voor elke ligplaatshouder.',
    answer:
      'Gebreken die binnen twaalf maanden worden gemeld, worden kosteloos hersteld onder de garantie.',
    question: 'Valt het portaal van Kustlicht onder een garantie tegen gebreken?',
    named: 'Zorvix vervangt de oude catalogus van het havenkantoor.',
    levels: 'Een storing wordt binnen vier werkuren beantwoord.',
    levelsQuestion: 'Binnen hoeveel uur wordt een storing in Zorvix beantwoord?',
  },
];

describe('the project chat and the tender’s name', () => {
  for (const t of CASES) {
    it(`leaves out a passage that shares only the name and the topic (${t.language})`, async () => {
      const tender = [passage('topic', t.topic, t.name), passage('answer', t.answer, t.name)];
      const found = projectPassages(tender, t.question, EVIDENCE_THRESHOLD, await loadLexicon());
      expect(found.map((p) => p.id)).toEqual(['answer']);
    });

    it(`answers from a document that does not write the name (${t.language})`, async () => {
      const tender = [
        passage('named', t.named, 'requirements.pdf'),
        passage('levels', t.levels, 'service-levels.pdf'),
      ];
      const lexicon = await loadLexicon();
      const found = projectPassages(tender, t.levelsQuestion, EVIDENCE_THRESHOLD, lexicon);
      expect(found.map((p) => p.id)).toContain('levels');
    });
  }
});
