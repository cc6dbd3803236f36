import { DocStoreError } from '@tender/core';
import type { DocumentProcessor } from '@tender/core/services/index';
import { TransientProcessingError } from '@tender/core/services/index';
import { documentWorld } from '@tender/core/services/documents/testWorld';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { onDocumentUploaded, parseDocumentPath } from './documentUploaded';

vi.setConfig({ testTimeout: 60_000 });

const logger = () => ({ info: vi.fn(), error: vi.fn() });

describe('parseDocumentPath', () => {
  it('takes project documents only', () => {
    expect(parseDocumentPath('companies/c1/projects/p1/documents/d1/bestek.pdf')).toEqual({
      companyId: 'c1',
      projectId: 'p1',
      documentId: 'd1',
    });
    for (const other of [
      undefined,
      'companies/c1/projects/p1/extracted/d1.json',
      'companies/c1/knowledgeBases/k1/documents/d1/a.pdf',
      'companies/c1/visuals/v1/logo.png',
      'companies/c1/projects/p1/documents/d1',
      'companies/c1/projects/p1/documents/d1/sub/a.pdf',
      'companies/../projects/p1/documents/d1/a.pdf',
    ]) {
      expect(parseDocumentPath(other)).toBeNull();
    }
  });
});

describe('onDocumentUploaded', () => {
  it('processes the uploaded document once, with the event id as delivery id', async () => {
    const w = documentWorld();
    const planning =
      '../../../../shared/data/tender-documents/nl-vng-softwarecatalogus/nieuwe-planning.docx';
    const bytes = new Uint8Array(readFileSync(new URL(planning, import.meta.url)));
    const t = await w.upload('planning.docx', bytes);
    const doc = await w.read(t);
    const log = logger();
    const first = await onDocumentUploaded(
      w.processor,
      { name: doc!.storagePath, eventId: 'e1' },
      log,
    );
    expect(first).toEqual({ outcome: 'processed' });
    const again = await onDocumentUploaded(
      w.processor,
      { name: doc!.storagePath, eventId: 'e1' },
      log,
    );
    expect(again).toMatchObject({ outcome: 'skipped', skipped: 'finished' });
    expect((await w.read(t))?.facts?.deadlines.map((d) => d.value.kind)).toContain('submission');
  });

  it('ignores other files without touching the processor', async () => {
    const processor: DocumentProcessor = { process: vi.fn() };
    expect(
      await onDocumentUploaded(
        processor,
        { name: 'companies/c1/projects/p1/extracted/d1.json' },
        logger(),
      ),
    ).toBeNull();
    expect(processor.process).not.toHaveBeenCalled();
  });

  it('rethrows transient errors so the event is retried, and swallows the rest after logging', async () => {
    const name = 'companies/c1/projects/p1/documents/d1/a.pdf';
    const transient: DocumentProcessor = {
      process: async () => {
        throw new TransientProcessingError('unavailable', {
          cause: new DocStoreError('unavailable', 'x'),
        });
      },
    };
    await expect(onDocumentUploaded(transient, { name }, logger())).rejects.toBeInstanceOf(
      TransientProcessingError,
    );
    const broken: DocumentProcessor = {
      process: async () => {
        throw new Error('permission denied');
      },
    };
    const log = logger();
    expect(await onDocumentUploaded(broken, { name }, log)).toBeNull();
    expect(log.error).toHaveBeenCalledOnce();
  });
});
