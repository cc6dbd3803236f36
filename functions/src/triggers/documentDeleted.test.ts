import { refs, rtdbPaths, storagePaths } from '@tender/core';
import { documentWorld } from '@tender/core/services/documents/testWorld';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { onDocumentDeleted } from './documentDeleted';

vi.setConfig({ testTimeout: 60_000 });

describe('onDocumentDeleted', () => {
  it('removes chunks, extracted text, progress and the uploaded file, and only those', async () => {
    const w = documentWorld();
    const planning =
      '../../../../shared/data/tender-documents/nl-vng-softwarecatalogus/nieuwe-planning.docx';
    const bytes = new Uint8Array(readFileSync(new URL(planning, import.meta.url)));
    const keep = await w.upload('other.docx', bytes);
    const gone = await w.upload('planning.docx', bytes);
    await w.processor.process(keep);
    await w.processor.process(gone);
    const { storagePath } = (await w.read(gone))!;
    await w.docs.deleteDoc(refs.projectDocument('c1', 'p1', gone.documentId));

    await onDocumentDeleted(w, gone);
    await onDocumentDeleted(w, gone); // a redelivery finds nothing left and does not fail

    expect(await w.chunks(gone)).toHaveLength(0);
    expect(await w.files.stat(storagePaths.extractedText('c1', 'p1', gone.documentId))).toBeNull();
    expect(await w.files.stat(storagePath)).toBeNull();
    expect(
      await w.realtime.get(rtdbPaths.documentProgress('c1', 'p1', gone.documentId)),
    ).toBeNull();
    expect((await w.chunks(keep)).length).toBeGreaterThan(0);
    expect(
      await w.files.stat(storagePaths.extractedText('c1', 'p1', keep.documentId)),
    ).not.toBeNull();
  });
});
