/**
 * A draft section of requirements written by Gemini (issue 19 item 4) through GeminiModel and the
 * real @google/genai SDK against the local Vertex protocol server: the requirements go to the model
 * as delimited data and the passages as context; in the answer, a sentence citing a passage that
 * supports it is kept with its citation, and an uncited claim, an invented citation and a citation
 * of a passage that says nothing of the sentence are removed and counted; a requirement none of
 * whose evidence is cited is a visible gap.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CitationRegistry } from '@tender/core/services/drafts/draftEvidence';
import type { ScoredPassage } from '@tender/core/services/drafts/draftEvidenceFinder';
import { writeSection } from '@tender/core/services/drafts/draftWriteSection';
import {
  startVertexProtocolServer,
  type VertexProtocolServer,
} from './testing/vertexProtocolServer';
import { vertexTestModel } from './testing/vertexTestModel';

let server: VertexProtocolServer;
beforeAll(async () => {
  server = await startVertexProtocolServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const model = () => vertexTestModel(server);

const passage = (id: string, text: string): ScoredPassage => ({
  id,
  text,
  evidence: 0.8,
  origin: {
    source: 'knowledgeBase',
    documentId: `doc-${id}`,
    documentName: `${id}.pdf`,
    knowledgeBaseId: 'kb1',
    page: 1,
  },
});

const SECTION = {
  id: 's1',
  kind: 'criterion' as const,
  heading: 'Kwaliteitseisen',
  criterionId: 'h1',
  weight: null,
  targetWords: 300,
};
const REQUIREMENTS = [
  {
    requirement: {
      id: 'q1',
      text: 'Q17. De app voldoet aan WCAG 2.1 niveau AA.',
      documentName: 'PvE.pdf',
      page: 11,
    },
    passages: [
      passage(
        'k1',
        'Al onze apps voldoen aan WCAG 2.1 niveau AA; een onafhankelijk lab toetst ze elk jaar.',
      ),
    ],
  },
  {
    requirement: {
      id: 'q2',
      text: 'Q23. De app maakt geen gebruik van locatiegegevens.',
      documentName: 'PvE.pdf',
      page: 12,
    },
    passages: [passage('k2', 'Onze mobiele apps gebruiken geen locatiegegevens.')],
  },
];

describe('a section of requirements written by Gemini', () => {
  it('hands over the requirements as data, keeps supported cited sentences, removes the rest and marks the gap', async () => {
    server.answerText = [
      'Al onze apps voldoen aan WCAG 2.1 niveau AA en worden elk jaar door een onafhankelijk lab getoetst [k1].',
      'Wij hebben 40 toegankelijkheidsexperts in dienst.',
      'Wij zijn marktleider in Europa [k9].',
      'Onze servers draaien in een eigen datacenter in Groningen [k2].',
    ].join(' ');
    const citations = new CitationRegistry();
    const section = await writeSection(
      model(),
      { section: SECTION, tender: [], company: [], requirements: REQUIREMENTS },
      {
        language: 'nl',
        companyName: 'Digitaal Vakwerk',
        writingStyle: '',
        focusAreas: '',
        notes: '',
        profile: '',
        citations,
      },
    );

    const request = JSON.stringify(server.requests[0]!.body);
    expect(request).toContain('<requirement id=\\"q1\\" passages=\\"k1\\">Q17. De app voldoet');
    expect(request).toContain('Onze mobiele apps gebruiken geen locatiegegevens.');

    expect(section.body).toContain(
      'Al onze apps voldoen aan WCAG 2.1 niveau AA en worden elk jaar door een onafhankelijk lab getoetst. <cite data-citation="c1">[1]</cite>',
    );
    // An uncited figure, an invented source and a source that does not say it: removed, counted.
    expect(section.body).not.toMatch(/40 toegankelijkheidsexperts|marktleider|Groningen/);
    expect(section.removedClaims).toBe(3);
    expect(section.body).toContain(
      '<mark>[Nog te schrijven: hoe wij voldoen aan ‘De app maakt geen gebruik van locatiegegevens’]</mark>',
    );
    expect(section.requirements!.map((r) => [r.id, r.status, r.citationIds])).toEqual([
      ['q1', 'covered', ['c1']],
      ['q2', 'gap', []],
    ]);
    expect(citations.list[0]).toMatchObject({ documentName: 'k1.pdf', page: 1 });
  });
});
