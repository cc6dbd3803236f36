import { refs } from '@tender/core';
import { LocalModel } from '@tender/core/ai/localModel';
import { CID, knowledgeBaseWorld } from '@tender/core/services/knowledgeBases/testWorld';
import { describe, expect, it } from 'vitest';
import {
  onKbDocumentDeleted,
  onKbFileStored,
  onKnowledgeBaseDeleted,
  onKnowledgeBaseUpdated,
} from './kbEvents';
import { realtimeNeededBy } from './realtimeNeeded';

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

  describe('without the Realtime Database (issue 22)', () => {
    /** A knowledge base with one processed text document. */
    const processedCv = async () => {
      const w = knowledgeBaseWorld();
      await w.knowledgeBase('kb1');
      const t = await w.upload(
        'kb1',
        'cv.txt',
        text('Jan Jansen, project lead since 2012.'),
        'text/plain',
      );
      const doc = await w.document(t);
      await onKbFileStored(w.processor, { name: doc!.storagePath, eventId: 'e1' }, logger);
      return { w, t, doc };
    };

    const absent = () => {
      const logged: string[] = [];
      const fail = () => Promise.reject(new Error('No Realtime Database emulator is running'));
      const realtime = realtimeNeededBy(
        { get: fail, set: fail, update: fail, remove: fail, onValue: () => () => undefined },
        'a knowledge base deleted',
        { error: (message) => logged.push(message) },
      );
      return { realtime, logged };
    };

    it('a lock or unlock does nothing and does not fail', async () => {
      const w = knowledgeBaseWorld();
      await w.knowledgeBase('kb1', { locked: true });
      const { realtime } = absent();
      const deps = { docs: w.docs, realtime, clock: w.clock, model: new LocalModel() };
      const target = { companyId: CID, knowledgeBaseId: 'kb1' };
      await expect(
        onKnowledgeBaseUpdated(
          deps,
          target,
          { trainingState: 'not_trained' },
          { trainingState: 'not_trained' },
        ),
      ).resolves.toBeNull();
    });

    it('a deleted knowledge base still loses its documents, chunks, fact sheet and files, then says so and fails for a retry', async () => {
      const { w } = await processedCv();
      expect(await w.chunks('kb1')).not.toHaveLength(0);
      await w.docs.deleteDoc(refs.knowledgeBase(CID, 'kb1'));
      const { realtime, logged } = absent();
      await expect(
        onKnowledgeBaseDeleted(
          { docs: w.docs, files: w.files, realtime },
          { companyId: CID, knowledgeBaseId: 'kb1' },
        ),
      ).rejects.toThrow(/Realtime Database/);
      expect(await w.chunks('kb1')).toHaveLength(0);
      expect((await w.docs.getDocs(refs.kbDocuments(CID, 'kb1'))).docs).toHaveLength(0);
      expect(await w.files.list(`companies/${CID}/knowledgeBases/kb1/`)).toEqual([]);
      expect(logged.join()).toMatch(/a knowledge base deleted needs the Realtime Database/);
      // The retry, with the database back, finishes the cleanup.
      await onKnowledgeBaseDeleted(w, { companyId: CID, knowledgeBaseId: 'kb1' });
    });

    it('a deleted knowledge-base document is cleaned up completely (it keeps no progress there)', async () => {
      const { w, t, doc } = await processedCv();
      const processed = await w.document(t);
      await w.docs.deleteDoc(refs.kbDocument(CID, 'kb1', t.documentId));
      const { realtime } = absent();
      await onKbDocumentDeleted({ docs: w.docs, files: w.files, realtime }, t, processed);
      expect(await w.files.stat(doc!.storagePath)).toBeNull();
      expect(await w.chunks('kb1')).toHaveLength(0);
      expect((await w.kb('kb1'))?.documentCount).toBe(0);
    });
  });
});
