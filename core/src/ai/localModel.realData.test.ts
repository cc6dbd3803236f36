/**
 * LocalModel on a real Dutch tender annex (../shared/data: the VNG Softwarecatalogus hosting
 * requirements, DOCX): its answers are the document's own sentences with the right citation, and
 * its embeddings rank the paragraph that answers a question first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractDocxPages } from '../extraction/docxText';
import { LocalModel } from './localModel';

const FILE = new URL(
  '../../../../shared/data/tender-documents/nl-vng-softwarecatalogus/bijlage-2-hosting-eisen.docx',
  import.meta.url,
);

async function paragraphs() {
  const { pages } = await extractDocxPages(new Uint8Array(readFileSync(FILE)));
  return pages
    .join('\n')
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter((text) => text.length > 40)
    .map((text, i) => ({ id: `hosting-${i + 1}`, text, source: 'bijlage-2-hosting-eisen.docx' }));
}

const dot = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i]!, 0);

describe.skipIf(!existsSync(FILE))('LocalModel on real tender text (needs ../shared/data)', () => {
  const model = new LocalModel();

  it('answers a Dutch question with the requirement that answers it, citing its paragraph', async () => {
    const passages = await paragraphs();
    const answer = passages.find((p) => p.text.includes('patchmanagement'))!;
    const result = await model.generate({
      prompt: 'Wie verzorgt de monitoring en het patchmanagement van de cloudomgeving?',
      context: passages,
      language: 'nl',
    });
    expect(result.text).toContain(
      `De inschrijver is verantwoordelijk voor het volledige beheer van de cloudomgeving, inclusief monitoring, patchmanagement, beveiligingsupdates en incidentrespons. [${answer.id}]`,
    );
    // Everything it says is a sentence of the document followed by a citation.
    for (const cited of result.text.split(/(?<=\])\s+/)) {
      const [, sentence, id] = /^(.*) \[(hosting-\d+)\]$/s.exec(cited)!;
      expect(passages.find((p) => p.id === id)!.text).toContain(sentence);
    }
  });

  it('embeds the question closest to the paragraph that answers it', async () => {
    const passages = await paragraphs();
    const [query, ...vectors] = await model.embed([
      'Wordt de data binnen de Europese Economische Ruimte verwerkt?',
      ...passages.map((p) => p.text),
    ]);
    const ranked = passages
      .map((p, i) => ({ id: p.id, text: p.text, score: dot(query!, vectors[i]!) }))
      .sort((a, b) => b.score - a.score);
    expect(ranked[0]!.text).toContain('uitsluitend binnen de Europese Economische Ruimte');
  });
});
