import { describe, expect, it } from 'vitest';
import { FileStoreError } from '../ports/files';
import { ManualClock } from './clock';
import { MemoryFileStore } from './fileStore';
import { RandomIds, SequentialIds } from './ids';
import { MemoryRealtime } from './realtime';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('MemoryRealtime', () => {
  it('sets, reads subtrees, updates several paths and prunes empty parents', async () => {
    const rt = new MemoryRealtime();
    await rt.set('progress/c1/p1/draft', { step: 'readingDocuments', percent: 10 });
    await rt.update('progress/c1/p1', {
      'draft/percent': 20,
      'documents/d1': { status: 'processing' },
    });
    expect(await rt.get('progress/c1/p1')).toEqual({
      draft: { step: 'readingDocuments', percent: 20 },
      documents: { d1: { status: 'processing' } },
    });
    await rt.remove('progress/c1/p1/draft');
    await rt.update('progress/c1/p1', { 'documents/d1': null });
    expect(await rt.get('progress')).toBeNull();
  });

  it('notifies value listeners of changes under their path only', async () => {
    const rt = new MemoryRealtime();
    const seen: unknown[] = [];
    const stop = rt.onValue('chat/c1/p1/s1', (v) => seen.push(v));
    await tick();
    await rt.set('chat/c1/p1/s1', { code: 2 });
    await rt.set('chat/c1/p1/other', { code: 5 }); // a sibling: no notification
    await rt.set('chat/c1/p1/s1/code', 28);
    await tick();
    stop();
    await rt.remove('chat');
    await tick();
    expect(seen).toEqual([null, { code: 2 }, { code: 28 }]);
  });

  it('rejects keys the Realtime Database forbids', async () => {
    await expect(new MemoryRealtime().set('a/b.c', 1)).rejects.toThrow(TypeError);
  });

  it('exports and imports the tree', async () => {
    const rt = new MemoryRealtime();
    await rt.set('a/b', [1, 2]);
    const copy = new MemoryRealtime();
    copy.importTree(JSON.parse(JSON.stringify(rt.exportTree())));
    expect(await copy.get('a/b')).toEqual({ 0: 1, 1: 2 });
  });
});

describe('MemoryFileStore', () => {
  it('writes, reads, lists by prefix and deletes', async () => {
    const clock = new ManualClock(5_000);
    const files = new MemoryFileStore({ clock });
    const bytes = new TextEncoder().encode('%PDF-1.7');
    const meta = await files.write('companies/c1/projects/p1/documents/d1/a.pdf', bytes, {
      contentType: 'application/pdf',
    });
    expect(meta).toMatchObject({ size: 8, contentType: 'application/pdf', updatedAt: 5_000 });
    bytes[0] = 0; // the store kept its own copy
    expect(new TextDecoder().decode((await files.read(meta.path)).bytes)).toBe('%PDF-1.7');
    await files.write('companies/c2/x.txt', new Uint8Array([1]), { contentType: 'text/plain' });
    expect((await files.list('companies/c1/')).map((f) => f.path)).toEqual([meta.path]);
    await files.delete(meta.path);
    expect(await files.stat(meta.path)).toBeNull();
    await expect(files.read(meta.path)).rejects.toBeInstanceOf(FileStoreError);
  });

  it('refuses paths that climb out of their folder', async () => {
    await expect(
      new MemoryFileStore().write('a/../b', new Uint8Array([1]), { contentType: 'text/plain' }),
    ).rejects.toThrow(FileStoreError);
  });

  it('builds data: download URLs by default and survives export/import', async () => {
    const files = new MemoryFileStore();
    await files.write('v/1.svg', new TextEncoder().encode('<svg/>'), {
      contentType: 'image/svg+xml',
    });
    expect(await files.downloadUrl('v/1.svg')).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
    const copy = new MemoryFileStore();
    copy.importFiles(files.exportFiles());
    expect((await copy.stat('v/1.svg'))?.size).toBe(6);
  });
});

describe('Ids', () => {
  it('makes sortable deterministic ids or 20-character random ids', () => {
    const seq = new SequentialIds('p');
    expect([seq.newId(), seq.newId()]).toEqual(['p-0001', 'p-0002']);
    const random = new RandomIds();
    const many = new Set(Array.from({ length: 200 }, () => random.newId()));
    expect(many.size).toBe(200);
    for (const id of many) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
