import { readFileSync } from 'node:fs';
import { circularPageTreePdf, textItemBombPdf } from '@tender/core/extraction/hostileFixtures/pdf';
import { documentWorld } from '@tender/core/services/documents/testWorld';
import { describe, expect, it, vi } from 'vitest';
import { createWorkerTextExtractor } from './workerTextExtractor';

vi.setConfig({ testTimeout: 120_000 });

const GSA = new URL(
  '../../../../shared/data/tender-documents/us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf',
  import.meta.url,
);
/** The worker's .ts source, run through tsx as the bundle would run lib/extractionWorker.js. */
const source = {
  workerUrl: new URL('./extractionWorker.ts', import.meta.url),
  execArgv: ['--import', 'tsx'],
};

describe('extraction in a worker with a capped heap', () => {
  it('reads a real PDF and hands back its pages', async () => {
    const extractor = createWorkerTextExtractor(source);
    const bytes = new Uint8Array(readFileSync(GSA));
    const out = await extractor.extract({ bytes, fileName: 'rfq.pdf' });
    expect(out.detectedType).toBe('pdf');
    expect(out.pages).toHaveLength(19);
    expect(out.pages?.[0]).toMatch(/4QTFHS150004/);
    // The caller's bytes are its own still (a copy went to the worker).
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  it("a document's own failure arrives with its catalogue key", async () => {
    const extractor = createWorkerTextExtractor(source);
    await expect(
      extractor.extract({ bytes: circularPageTreePdf(), fileName: 'loop.pdf' }),
    ).rejects.toMatchObject({
      name: 'DocumentProcessingError',
      key: 'documents.errors.structureLoop',
    });
  });

  it('a file that blows up the parser ends the worker, not the process: too large when unpacked', async () => {
    // 600,000 text items from a 100 kB file: within every byte cap, but the parser's heap grows.
    const bomb = textItemBombPdf(600_000);
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const extractor = createWorkerTextExtractor({ ...source, heapLimitMb: 64 });
    await expect(extractor.extract({ bytes: bomb, fileName: 'bomb.pdf' })).rejects.toMatchObject({
      key: 'documents.errors.tooLargeUnpacked',
    });
    // This process is alive and the next file is read as usual.
    const next = await createWorkerTextExtractor(source).extract({
      bytes: new Uint8Array(readFileSync(GSA)),
      fileName: 'rfq.pdf',
    });
    expect(next.pages).toHaveLength(19);
  });

  it('the processor ends such a document failed after one attempt, with nothing to retry', async () => {
    const extractor = createWorkerTextExtractor({ ...source, heapLimitMb: 64 });
    const w = documentWorld({ extractor });
    const t = await w.upload('bestek.pdf', textItemBombPdf(600_000));
    // Returns (no throw): the trigger has nothing to retry.
    expect(await w.processor.process(t)).toEqual({
      outcome: 'failed',
      error: 'documents.errors.tooLargeUnpacked',
    });
    expect(await w.read(t)).toMatchObject({
      status: 'failed',
      error: 'documents.errors.tooLargeUnpacked',
      attempt: 1,
      processingId: null,
    });
  });

  it('a worker still busy at the hard limit is stopped with the timeout reason', async () => {
    const extractor = createWorkerTextExtractor({ ...source, hardLimitMs: 50 });
    await expect(
      extractor.extract({ bytes: new Uint8Array(readFileSync(GSA)), fileName: 'rfq.pdf' }),
    ).rejects.toMatchObject({ key: 'documents.errors.timeout' });
  });
});
