import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { DocStoreError } from '../../ports/docStore';
import type { LanguageModel } from '../../ports/ai';
import type { TextExtractor } from '../../ports/external';
import { rtdbPaths, storagePaths } from '../../model/paths';
import { refs } from '../../model/paths';
import { readTenderBrief } from '../../model/tenderBrief';
import { TransientProcessingError } from './errors';
import { MAX_PROCESSING_ATTEMPTS, PROCESSING_LEASE_MS } from './documentLease';
import { documentWorld } from './testWorld';

vi.setConfig({ testTimeout: 60_000 });

const DATA = new URL('../../../../../shared/data/', import.meta.url);
const read = (rel: string) => new Uint8Array(readFileSync(new URL(rel, DATA)));
const GSA = 'tender-documents/us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf';

describe('processing a real tender document', () => {
  it('ends processed with pages, facts, summary, chunks and extracted text', async () => {
    const w = documentWorld();
    const t = await w.upload('rfq.pdf', read(GSA));
    expect(await w.processor.process(t)).toEqual({ outcome: 'processed' });
    const doc = await w.read(t);
    expect(doc?.status).toBe('processed');
    expect(doc?.detectedType).toBe('pdf');
    expect(doc?.pageCount).toBe(19);
    expect(doc?.facts?.reference?.value).toBe('4QTFHS150004');
    expect(doc?.facts?.deadlines[0]?.value).toMatchObject({
      kind: 'questions',
      date: '2015-06-22T16:00-04:00',
    });
    // The structured brief (issue 17 item 6) is stored with the document; the summary is its text.
    const brief = readTenderBrief(doc?.brief);
    expect(brief?.language).toBe('en');
    expect(brief?.sections.find((s) => s.kind === 'buyer')?.lines[0]).toMatchObject({
      text: 'Buyer: The General Services Administration (GSA)',
      citation: { page: 1 },
    });
    expect(doc?.summary).toContain(
      'By whom\n- Buyer: The General Services Administration (GSA) (p. 1)',
    );
    expect(doc?.warnings).toEqual([]);
    expect(doc?.processingId).toBeNull();
    const chunks = await w.chunks(t);
    expect(chunks.length).toBe(doc?.chunkCount);
    expect(chunks.length).toBeGreaterThan(10);
    const file = await w.files.read(storagePaths.extractedText('c1', 'p1', t.documentId));
    const stored = JSON.parse(new TextDecoder().decode(file.bytes));
    expect(stored.version).toBe(1);
    expect(stored.pages).toHaveLength(19);
    // The printed page numbers go along for the viewer (issue 17).
    expect(stored.pagination).toBe('fixed');
    expect(stored.labels).toEqual(Array.from({ length: 19 }, (_, i) => String(i + 1)));
    expect(
      await w.realtime.get(rtdbPaths.documentProgress('c1', 'p1', t.documentId)),
    ).toMatchObject({
      stage: 'done',
      percent: 100,
    });
  });

  it('stores a Word document by the pages Word laid out, with the page numbers it prints', async () => {
    const w = documentWorld();
    const t = await w.upload(
      'attachments.docx',
      read('tender-documents/us-ca-cdt-rfi-CDT-PQVP-0118-attachments-A-R.docx'),
    );
    expect(await w.processor.process(t)).toEqual({ outcome: 'processed' });
    // Word's own count (docProps/app.xml) is 20 pages; the old 3,000-character cut made 9.
    expect((await w.read(t))?.pageCount).toBe(20);
    const file = await w.files.read(storagePaths.extractedText('c1', 'p1', t.documentId));
    const stored = JSON.parse(new TextDecoder().decode(file.bytes));
    expect(stored.pagination).toBe('word-rendered');
    // These attachments are pages 37 to 56 of the RFI, and their footer says so.
    expect(stored.labels[0]).toBe('37');
    expect(stored.labels[19]).toBe('56');
    expect(stored.pages[2]).toMatch(/^Attachment C: Contractor Confidentiality Statement/);
  });

  it('with a model configured, stores its verified proposals and drops an invented one', async () => {
    const answer = {
      facts: [
        // The questions deadline the rules read too (page 7): agreed.
        {
          kind: 'deadlines',
          page: 7,
          quote: 'no later than Monday June 22, 2015, 4:00 pm Eastern Time (ET)',
          deadlineKind: 'questions',
          date: '2015-06-22T16:00-04:00',
        },
        // Invented: the RFQ names no submission date.
        {
          kind: 'deadlines',
          page: 4,
          quote: 'Quotes are due on July 1, 2015.',
          deadlineKind: 'submission',
          date: '2015-07-01',
        },
      ],
    };
    const factModel: LanguageModel = {
      id: 'scripted',
      embeddingDimensions: 8,
      generate: async () => ({ text: JSON.stringify(answer), finishReason: 'stop' }),
      stream: async function* () {},
      embed: async () => [],
    };
    const w = documentWorld({ factModel });
    const t = await w.upload('rfq.pdf', read(GSA));
    expect((await w.processor.process(t)).outcome).toBe('processed');
    const deadlines = (await w.read(t))?.facts?.deadlines ?? [];
    expect(deadlines.map((d) => [d.value.kind, d.status])).toEqual([['questions', 'sure']]);
  });

  it('keeps a scanned PDF, processed with the no-text-layer warning', async () => {
    const w = documentWorld();
    const t = await w.upload(
      'scan.pdf',
      read('hostile/image-only-ccittfax-scanlike_imagemagick-CCITTFaxDecode.pdf'),
    );
    expect((await w.processor.process(t)).outcome).toBe('processed');
    const doc = await w.read(t);
    expect(doc?.warnings).toEqual(['documents.warnings.noTextLayer']);
    expect(await w.files.stat(doc!.storagePath)).not.toBeNull();
  });
});

describe('bad input ends failed with its reason, never stuck in processing', () => {
  const cases: [string, () => Uint8Array, string][] = [
    [
      'a password-protected PDF',
      () => read('hostile/encrypted_openpassword_libreoffice-writer-password.pdf'),
      'documents.errors.encrypted',
    ],
    ['a zero-byte file', () => new Uint8Array(), 'documents.errors.empty'],
    [
      'an executable renamed to .pdf',
      () => Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(200).fill(0)]),
      'documents.errors.notADocument',
    ],
    ['a truncated PDF', () => read(GSA).slice(0, 50), 'documents.errors.corrupt'],
    [
      'a file over the size limit',
      () => new Uint8Array(25 * 1024 * 1024 + 1),
      'documents.errors.tooLarge',
    ],
  ];
  it.each(cases)('%s', async (_name, bytes, key) => {
    const w = documentWorld();
    const t = await w.upload('upload.pdf', bytes());
    expect(await w.processor.process(t)).toEqual({ outcome: 'failed', error: key });
    const doc = await w.read(t);
    expect(doc).toMatchObject({ status: 'failed', error: key, processingId: null });
    expect(await w.chunks(t)).toHaveLength(0);
    expect(
      await w.realtime.get(rtdbPaths.documentProgress('c1', 'p1', t.documentId)),
    ).toMatchObject({ stage: 'failed' });
  });

  it('a DOCX zip bomb and a DOCX with macros', async () => {
    const { zipSync } = await import('fflate');
    const { createTextExtractor } = await import('../../extraction/textExtractor');
    const { loadNodePdfjs } = await import('../../extraction/testPdfjs');
    const xml = new TextEncoder().encode('<w:document/>');
    const extractor = createTextExtractor({
      loadPdfjs: loadNodePdfjs,
      maxUnpackedBytes: 1024 * 1024,
    });
    const w = documentWorld({ extractor });
    const bomb = await w.upload(
      'bomb.docx',
      zipSync({ 'word/document.xml': xml, 'word/pad.xml': new Uint8Array(2 * 1024 * 1024) }),
    );
    const macros = await w.upload(
      'offerte.docx',
      zipSync({ 'word/document.xml': xml, 'word/vbaProject.bin': new Uint8Array([1, 2]) }),
    );
    expect(await w.processor.process(bomb)).toEqual({
      outcome: 'failed',
      error: 'documents.errors.tooLargeUnpacked',
    });
    expect(await w.processor.process(macros)).toEqual({
      outcome: 'failed',
      error: 'documents.errors.macros',
    });
  });

  it('a file name with path separators, control characters and a bidi override is stored safely', async () => {
    const w = documentWorld();
    const t = await w.upload('..\\..\\bestek\u0007\u202Efdp.exe.pdf', read(GSA));
    const doc = await w.read(t);
    expect(doc?.name).toBe('bestekfdp.exe.pdf');
    // The Storage key is generated: no text of the user's in it (issue 20).
    expect(doc?.storagePath).toBe(
      `companies/c1/projects/p1/documents/${t.documentId}/original.pdf`,
    );
    expect((await w.processor.process(t)).outcome).toBe('processed');
  });

  it('the same file twice in a project: both processed, each with the hash of its bytes (the uploader chose)', async () => {
    const w = documentWorld();
    const a = await w.upload('bestek.pdf', read(GSA));
    const b = await w.upload('bestek (1).pdf', read(GSA));
    expect((await w.processor.process(a)).outcome).toBe('processed');
    expect((await w.processor.process(b)).outcome).toBe('processed');
    const [da, db] = [await w.read(a), await w.read(b)];
    expect(da?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(db?.contentHash).toBe(da?.contentHash);
  });

  it('a document whose file is missing', async () => {
    const w = documentWorld();
    const t = await w.upload('x.pdf', read(GSA));
    await w.files.delete((await w.read(t))!.storagePath);
    expect(await w.processor.process(t)).toEqual({
      outcome: 'failed',
      error: 'documents.errors.missingFile',
    });
  });

  it('an unexpected extractor crash ends failed with the generic reason and is reported', async () => {
    const onUnexpectedError = vi.fn();
    const crash: TextExtractor = {
      extract: async () => {
        throw new TypeError('boom');
      },
    };
    const w = documentWorld({ extractor: crash });
    const t = await w.upload('x.pdf', read(GSA));
    const { createDocumentProcessor } = await import('./processor');
    const p = createDocumentProcessor({ ...w, extractor: crash, onUnexpectedError });
    expect(await p.process(t)).toEqual({ outcome: 'failed', error: 'documents.errors.unknown' });
    expect(onUnexpectedError).toHaveBeenCalledOnce();
  });
});

describe('idempotency', () => {
  it('a duplicate delivery makes one result', async () => {
    const w = documentWorld();
    const t = await w.upload('rfq.pdf', read(GSA));
    const [a, b] = await Promise.all([
      w.processor.process(t, { deliveryId: 'event-1' }),
      w.processor.process(t, { deliveryId: 'event-2' }),
    ]);
    expect([a.outcome, b.outcome].sort()).toEqual(['processed', 'skipped']);
    expect((await w.read(t))?.attempt).toBe(1);
    expect(await w.processor.process(t, { deliveryId: 'event-1' })).toEqual({
      outcome: 'skipped',
      skipped: 'finished',
    });
  });

  it('a redelivery after a crash waits for the lease, then takes over', async () => {
    const w = documentWorld();
    const t = await w.upload('rfq.pdf', read(GSA));
    // A run that died after claiming: the document stays 'processing' with its lease.
    await w.docs.updateDoc(refs.projectDocument('c1', 'p1', t.documentId), {
      status: 'processing',
      processingId: 'event-1',
      processingStartedAt: (await import('../../ports/values')).Timestamp.fromMillis(w.clock.now()),
      attempt: 1,
    });
    await expect(w.processor.process(t, { deliveryId: 'event-1' })).rejects.toBeInstanceOf(
      TransientProcessingError,
    );
    w.clock.advance(PROCESSING_LEASE_MS + 1);
    expect(await w.processor.process(t, { deliveryId: 'event-1' })).toEqual({
      outcome: 'processed',
    });
    expect((await w.read(t))?.attempt).toBe(2);
  });

  it('gives up after runs that keep dying, instead of retrying for days', async () => {
    const w = documentWorld();
    const t = await w.upload('rfq.pdf', read(GSA));
    const { Timestamp } = await import('../../ports/values');
    await w.docs.updateDoc(refs.projectDocument('c1', 'p1', t.documentId), {
      status: 'processing',
      processingId: 'event-1',
      processingStartedAt: Timestamp.fromMillis(w.clock.now()),
      attempt: MAX_PROCESSING_ATTEMPTS,
    });
    w.clock.advance(PROCESSING_LEASE_MS + 1);
    expect(await w.processor.process(t, { deliveryId: 'event-1' })).toEqual({
      outcome: 'failed',
      error: 'documents.errors.timeout',
    });
    expect(await w.read(t)).toMatchObject({ status: 'failed', error: 'documents.errors.timeout' });
  });

  it('a transient error gives the lease back and the retry succeeds', async () => {
    const real = documentWorld().extractor;
    let calls = 0;
    const flaky: TextExtractor = {
      extract: async (input) => {
        calls++;
        if (calls === 1) throw new DocStoreError('unavailable', 'network down');
        return real.extract(input);
      },
    };
    const w = documentWorld({ extractor: flaky });
    const t = await w.upload('rfq.pdf', read(GSA));
    await expect(w.processor.process(t, { deliveryId: 'e1' })).rejects.toBeInstanceOf(
      TransientProcessingError,
    );
    expect((await w.read(t))?.status).toBe('uploaded');
    expect(await w.processor.process(t, { deliveryId: 'e1' })).toEqual({ outcome: 'processed' });
  });

  it('when recording the outcome hits an unavailable store, the delivery is retried', async () => {
    const w = documentWorld();
    const t = await w.upload('x.pdf', new Uint8Array());
    const { createDocumentProcessor } = await import('./processor');
    let transactions = 0;
    const flakyDocs = Object.create(w.docs) as typeof w.docs;
    flakyDocs.runTransaction = (fn, options) => {
      transactions++;
      if (transactions === 2) throw new DocStoreError('unavailable', 'connection reset');
      return w.docs.runTransaction(fn, options);
    };
    const p = createDocumentProcessor({ ...w, docs: flakyDocs });
    await expect(p.process(t, { deliveryId: 'e1' })).rejects.toBeInstanceOf(
      TransientProcessingError,
    );
    // The retry of the same delivery waits for the lease, then records the failure once.
    w.clock.advance(PROCESSING_LEASE_MS + 1);
    expect(await p.process(t, { deliveryId: 'e1' })).toEqual({
      outcome: 'failed',
      error: 'documents.errors.empty',
    });
  });

  it('a document deleted while it is processed leaves nothing behind', async () => {
    const base = documentWorld();
    const doomed = { id: '' };
    const deleting: TextExtractor = {
      extract: async (input) => {
        const out = await base.extractor.extract(input);
        await w.docs.deleteDoc(refs.projectDocument('c1', 'p1', doomed.id));
        return out;
      },
    };
    const w = documentWorld({ extractor: deleting });
    const target = await w.upload('rfq.pdf', read(GSA));
    doomed.id = target.documentId;
    expect(await w.processor.process(target)).toEqual({ outcome: 'skipped', skipped: 'missing' });
    expect(await w.chunks(target)).toHaveLength(0);
    expect(
      await w.files.stat(storagePaths.extractedText('c1', 'p1', target.documentId)),
    ).toBeNull();
    expect(
      await w.realtime.get(rtdbPaths.documentProgress('c1', 'p1', target.documentId)),
    ).toBeNull();
  });

  it('a missing document is skipped', async () => {
    const w = documentWorld();
    expect(
      await w.processor.process({ companyId: 'c1', projectId: 'p1', documentId: 'nope' }),
    ).toEqual({
      outcome: 'skipped',
      skipped: 'missing',
    });
  });

  it('refuses a storagePath outside the document folder (another tenant’s file)', async () => {
    const w = documentWorld();
    await w.files.write('companies/c2/projects/p9/documents/d9/secret.pdf', read(GSA), {
      contentType: 'application/pdf',
    });
    const t = await w.upload('x.pdf', read(GSA));
    await w.docs.updateDoc(refs.projectDocument('c1', 'p1', t.documentId), {
      storagePath: 'companies/c2/projects/p9/documents/d9/secret.pdf',
    });
    expect(await w.processor.process(t)).toEqual({
      outcome: 'failed',
      error: 'documents.errors.missingFile',
    });
  });
});
