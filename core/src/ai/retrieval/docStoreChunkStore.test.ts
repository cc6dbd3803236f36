import { describe, expect, it } from 'vitest';
import { refs } from '../../model/paths';
import { MemoryDocStore } from '../../memory';
import { Timestamp, Vector } from '../../ports/values';
import { createDocStoreChunkStore } from './docStoreChunkStore';
import { createLocalRetriever } from './retriever';
import { LocalModel } from '../localModel';

describe('chunks read through the DocStore', () => {
  it('yields the company’s own knowledge-base chunks with their sources, and retrieval finds them', async () => {
    const docs = new MemoryDocStore();
    const embedder = new LocalModel({ embeddingDimensions: 32 });
    const put = async (cid: string, kb: string, chunkId: string, text: string) => {
      await docs.setDoc(refs.knowledgeBase(cid, kb), { name: kb } as never);
      const [vector] = await embedder.embed([text]);
      await docs.setDoc(refs.chunk(cid, kb, chunkId), {
        documentId: 'd1',
        index: 0,
        text,
        embedding: new Vector(vector ?? []),
        source: { documentName: 'Kwaliteit.pdf', page: 3, heading: 'Certificaten' },
        createdAt: Timestamp.fromMillis(0),
      });
    };
    await put('acme', 'kb1', 'c1', 'ISO 9001 gecertificeerd sinds 2015.');
    await put('acme', 'kb2', 'c1', 'VCA voor alle monteurs.');
    await put('rival', 'kb1', 'c9', 'ISO 9001 rival secret.');
    const store = createDocStoreChunkStore(docs);
    const chunks = await store.chunksOf('acme');
    expect(chunks.map((c) => c.id).sort()).toEqual(['kb1/c1', 'kb2/c1']);
    expect(chunks.find((c) => c.id === 'kb1/c1')?.source).toEqual({
      knowledgeBaseId: 'kb1',
      documentId: 'd1',
      documentName: 'Kwaliteit.pdf',
      page: 3,
      heading: 'Certificaten',
    });
    const hits = await createLocalRetriever(store, embedder).retrieve({
      companyId: 'acme',
      query: 'ISO 9001',
    });
    expect(hits.map((h) => h.id)).toEqual(['kb1/c1']);
  });

  it('reads a table row’s index-only context: the row is found by its column heading and quoted alone', async () => {
    const docs = new MemoryDocStore();
    await docs.setDoc(refs.knowledgeBase('acme', 'kb1'), { name: 'kb1' } as never);
    const chunk = (text: string, tableContext?: string) => ({
      documentId: 'd1',
      index: 0,
      text,
      embedding: null,
      source: { documentName: 'Tarieven.docx', page: 2, heading: '6 Tarieven' },
      ...(tableContext ? { tableContext } : {}),
      createdAt: Timestamp.fromMillis(0),
    });
    await docs.setDoc(
      refs.chunk('acme', 'kb1', 'c1'),
      chunk('Projectleider | € 125\nTester | € 95', 'Functie | Uurtarief'),
    );
    await docs.setDoc(
      refs.chunk('acme', 'kb1', 'c2'),
      chunk('De projectleider plant het overleg.'),
    );
    const store = createDocStoreChunkStore(docs);
    expect((await store.chunksOf('acme')).find((c) => c.id === 'kb1/c1')?.tableContext).toBe(
      'Functie | Uurtarief',
    );
    const [top] = await createLocalRetriever(store).retrieve({
      companyId: 'acme',
      query: 'uurtarief projectleider',
    });
    expect(top?.id).toBe('kb1/c1');
    expect(top?.text).toBe('Projectleider | € 125\nTester | € 95');
  });
});
