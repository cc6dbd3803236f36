import { refs } from '@tender/core';
import { LocalModel } from '@tender/core/ai/localModel';
import { CID, knowledgeBaseWorld } from '@tender/core/services/knowledgeBases/testWorld';
import { describe, expect, it } from 'vitest';
import { onKbDocumentDeleted, onKbFileStored, onKnowledgeBaseUpdated } from './kbEvents';

const text = (s: string) => new TextEncoder().encode(s);
const logger = { info: () => undefined, error: () => undefined };

describe('knowledge-base triggers', () => {
  it('a stored knowledge-base file is processed; a deleted processed document takes its chunks, file and count', async () => {
    const w = knowledgeBaseWorld();
    await w.knowledgeBase('kb1');
    const t = await w.upload(
      'kb1',
      'cv.txt',
      text('Jan Jansen, project lead since 2012.'),
      'text/plain',
    );
    const doc = await w.document(t);
    expect(
      await onKbFileStored(w.processor, { name: doc!.storagePath, eventId: 'e1' }, logger),
    ).toEqual({ outcome: 'processed' });
    expect(
      await onKbFileStored(
        w.processor,
        { name: 'companies/c1/projects/p/documents/d/x.pdf' },
        logger,
      ),
    ).toBeNull();
    expect((await w.kb('kb1'))?.documentCount).toBe(1);
    const processed = await w.document(t);
    await w.docs.deleteDoc(refs.kbDocument(CID, 'kb1', t.documentId));
    await onKbDocumentDeleted(w, t, processed);
    expect(await w.chunks('kb1')).toHaveLength(0);
    expect(await w.files.stat(doc!.storagePath)).toBeNull();
    expect((await w.kb('kb1'))?.documentCount).toBe(0);
  });

  it('training runs only on the change into in_progress', async () => {
    const w = knowledgeBaseWorld();
    await w.knowledgeBase('kb1', { locked: true, trainingState: 'in_progress' });
    const deps = {
      docs: w.docs,
      realtime: w.realtime,
      clock: w.clock,
      model: new LocalModel(),
    };
    const target = { companyId: CID, knowledgeBaseId: 'kb1' };
    expect(
      await onKnowledgeBaseUpdated(
        deps,
        target,
        { trainingState: 'in_progress' },
        {
          trainingState: 'in_progress',
        },
      ),
    ).toBeNull();
    expect(
      await onKnowledgeBaseUpdated(
        deps,
        target,
        { trainingState: 'not_trained' },
        {
          trainingState: 'in_progress',
        },
      ),
    ).toBe('trained');
    expect((await w.kb('kb1'))?.trainingState).toBe('trained');
  });
});
