import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { newProject } from '../../model/factories';
import { refs } from '../../model/paths';
import type { DocStore, WriteBatch } from '../../ports/docStore';
import type { DocRef } from '../../ports/refs';
import { documentWorld } from './testWorld';

vi.setConfig({ testTimeout: 60_000 });

const DATA = new URL('../../../../../shared/data/', import.meta.url);
const read = (rel: string) => new Uint8Array(readFileSync(new URL(rel, DATA)));
const SMALL_PDF =
  'tender-documents/us-ca-cdt-rfi-CDT-ADPQ-0117-vendor-questions-answers-2017-02-16.pdf';

async function withProject() {
  const w = documentWorld();
  await w.docs.setDoc(
    refs.project('c1', 'p1'),
    newProject(
      { name: 'Roadworks Utrecht', description: '', type: 'ai_draft', tenderId: null },
      'u1',
    ) as never,
  );
  // The uploader, an active member: notifications reach no one else (issue 20).
  await w.docs.setDoc(refs.user('u1'), {
    companyId: 'c1',
    role: 'user',
    status: 'active',
  } as never);
  return w;
}

const notificationsOf = async (docs: DocStore, uid: string) =>
  (await docs.getDocs(refs.notifications(uid))).docs.map((d) => ({ id: d.id, ...d.data }));

describe('the uploader hears how processing ended', () => {
  it('a processed document: one unread documentProcessed linking to its project', async () => {
    const w = await withProject();
    const t = await w.upload('questions.pdf', read(SMALL_PDF));
    expect((await w.processor.process(t)).outcome).toBe('processed');
    const list = await notificationsOf(w.docs, 'u1');
    expect(list).toEqual([
      expect.objectContaining({
        id: `documentProcessed-p1-${t.documentId}`,
        kind: 'documentProcessed',
        params: { document: 'questions.pdf', project: 'Roadworks Utrecht' },
        link: '/dashboard/projects/p1',
        read: false,
      }),
    ]);
    // A redelivery of the same upload event finds the document finished: nothing new.
    expect((await w.processor.process(t)).outcome).toBe('skipped');
    expect(await notificationsOf(w.docs, 'u1')).toHaveLength(1);
  });

  it('a file that is not a document: documentFailed, and nobody else hears of it', async () => {
    const w = await withProject();
    const t = await w.upload('notes.pdf', new TextEncoder().encode('just some plain text'));
    expect((await w.processor.process(t)).outcome).toBe('failed');
    expect(await notificationsOf(w.docs, 'u1')).toEqual([
      expect.objectContaining({
        kind: 'documentFailed',
        params: { document: 'notes.pdf', project: 'Roadworks Utrecht' },
        link: '/dashboard/projects/p1',
      }),
    ]);
    expect(await notificationsOf(w.docs, 'u2')).toEqual([]);
  });

  it('a failing notification store does not undo the processed document; it is reported', async () => {
    const w = await withProject();
    const t = await w.upload('questions.pdf', read(SMALL_PDF));
    const reported: unknown[] = [];
    const { createDocumentProcessor } = await import('./processor');
    const broken = new Proxy(w.docs, {
      get(target, prop, receiver) {
        if (prop === 'batch') {
          return () => {
            const batch = target.batch();
            let notifies = false;
            const wrapped: WriteBatch = {
              set: ((ref: DocRef<unknown>, ...rest: unknown[]) => {
                // Chunks are written in batches too: only the notification's batch fails.
                notifies ||= ref.path.includes('/notifications/');
                (batch.set as (...a: unknown[]) => WriteBatch)(ref, ...rest);
                return wrapped;
              }) as WriteBatch['set'],
              update: ((...args: unknown[]) => {
                (batch.update as (...a: unknown[]) => WriteBatch)(...args);
                return wrapped;
              }) as WriteBatch['update'],
              delete: (ref) => {
                batch.delete(ref);
                return wrapped;
              },
              commit: async () => {
                if (notifies) throw new Error('store down');
                return batch.commit();
              },
            };
            return wrapped;
          };
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const p = createDocumentProcessor({
      ...w,
      docs: broken,
      onUnexpectedError: (e) => reported.push(e),
    });
    expect((await p.process(t)).outcome).toBe('processed');
    expect((await w.read(t))?.status).toBe('processed');
    expect(reported).toHaveLength(1);
  });
});
