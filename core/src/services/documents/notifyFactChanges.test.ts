/**
 * The processor tells the project's members when a processed document moves a fact the earlier
 * documents stated (issue 17 item 5), on the real VNG revised schedule, and stores each
 * document's kind and own date with its facts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { emptyTenderFacts } from '../../model/documentFacts';
import { newProject } from '../../model/factories';
import { refs } from '../../model/paths';
import type { ProjectDocument } from '../../model/projectDocument';
import type { DocStore } from '../../ports/docStore';
import { Timestamp } from '../../ports/values';
import { buildLexicalIndex } from '../../ai/retrieval/lexicalIndex';
import { loadLexicon } from '../../ai/retrieval/lexicon/lexicon';
import { tenderPassages } from '../drafts/generateDraft';
import { documentWorld } from './testWorld';

vi.setConfig({ testTimeout: 60_000 });

const DATA = new URL('../../../../../shared/data/tender-documents/', import.meta.url);
const read = (rel: string) => new Uint8Array(readFileSync(new URL(rel, DATA)));
const PLANNING = 'nl-vng-softwarecatalogus/nieuwe-planning.docx';
const QA = 'us-ca-cdt-rfi-CDT-ADPQ-0117-vendor-questions-answers-2017-02-16.pdf';
const MIN = 60_000;

async function world() {
  const w = documentWorld();
  await w.docs.setDoc(
    refs.project('c1', 'p1'),
    newProject(
      { name: 'Softwarecatalogus', description: '', type: 'ai_draft', tenderId: null },
      'u1',
    ) as never,
  );
  for (const [uid, companyId] of [
    ['u1', 'c1'],
    ['u2', 'c1'],
    ['u3', 'c2'],
  ] as const) {
    await w.docs.setDoc(refs.user(uid), { companyId, role: 'user', status: 'active' } as never);
  }
  return w;
}

/** The tender guide, processed ten minutes before: its schedule closes on 28 November. */
async function seedGuide(w: Awaited<ReturnType<typeof world>>, uploadedBy: string) {
  const now = w.clock.now();
  const guide: ProjectDocument = {
    name: 'beschrijvend-document.pdf',
    size: 1000,
    contentType: 'application/pdf',
    storagePath: 'companies/c1/projects/p1/documents/guide/file.pdf',
    role: 'main_tender',
    status: 'processed',
    text: null,
    summary: null,
    error: null,
    uploadedBy,
    createdAt: Timestamp.fromMillis(now - 10 * MIN),
    processedAt: Timestamp.fromMillis(now - 9 * MIN),
    facts: {
      ...emptyTenderFacts(),
      deadlines: [
        {
          value: {
            kind: 'submission',
            date: '2024-11-28T12:00',
            label: 'Deadline indienen offerte',
          },
          page: 4,
          quote: 'Deadline indienen offerte | 28-11-2024 12.00 uur',
          status: 'sure',
        },
      ],
    },
  };
  await w.docs.setDoc(refs.projectDocument('c1', 'p1', 'guide'), guide);
}

const kinds = async (docs: DocStore, uid: string) =>
  (await docs.getDocs(refs.notifications(uid))).docs.map((d) => ({ id: d.id, ...d.data }));

describe('a later document moves a deadline: the project members hear of it', () => {
  it('the revised VNG schedule after the guide: owner and guide uploader notified, once', async () => {
    const w = await world();
    await seedGuide(w, 'u2');
    const t = await w.upload('nieuwe-planning.docx', read(PLANNING));
    expect((await w.processor.process(t)).outcome).toBe('processed');
    const changed = expect.objectContaining({
      id: `tenderFactsChanged-p1-${t.documentId}`,
      kind: 'tenderFactsChanged',
      params: { document: 'nieuwe-planning.docx', project: 'Softwarecatalogus', count: 1 },
      link: '/dashboard/projects/p1',
      read: false,
    });
    expect(await kinds(w.docs, 'u1')).toContainEqual(changed);
    expect(await kinds(w.docs, 'u2')).toEqual([changed]);
    // Another company's user never hears of this project.
    expect(await kinds(w.docs, 'u3')).toEqual([]);
    expect(await w.read(t)).toMatchObject({ documentKind: null, statedDate: null });
  });

  it('a first document with one schedule changes nothing: only the processed notice', async () => {
    const w = await world();
    const t = await w.upload('vendor-questions-answers.pdf', read(QA));
    await w.processor.process(t);
    expect((await kinds(w.docs, 'u1')).map((n) => n.kind)).toEqual(['documentProcessed']);
  });

  it('the revised schedule on its own moves its own deadline (its old table above the new): members hear of it', async () => {
    const w = await world();
    const t = await w.upload('nieuwe-planning.docx', read(PLANNING));
    await w.processor.process(t);
    expect(await kinds(w.docs, 'u1')).toContainEqual(
      expect.objectContaining({
        id: `tenderFactsChanged-p1-${t.documentId}`,
        params: { document: 'nieuwe-planning.docx', project: 'Softwarecatalogus', count: 1 },
      }),
    );
  });
});

describe('a Nota van Inlichtingen', () => {
  it('is stored as clarifications, and its answers are chunked like any tender document', async () => {
    const w = await world();
    const t = await w.upload('vendor-questions-answers.pdf', read(QA));
    await w.processor.process(t);
    expect((await w.read(t))?.documentKind).toBe('clarifications');
    const chunks = (await w.chunks(t)).map((c) => c.data.text).join('\n');
    expect(chunks).toMatch(/sole employee/);
  });

  it("its answers are found by the project's search, which the draft and the chat both read", async () => {
    const w = await world();
    const rfi = await w.upload(
      'rfi.pdf',
      read('us-ca-cdt-rfi-CDT-ADPQ-0117-pqvp-agile-development.pdf'),
    );
    const nvi = await w.upload('vendor-questions-answers.pdf', read(QA));
    await w.processor.process(rfi);
    await w.processor.process(nvi);
    const documents = (await w.docs.getDocs(refs.projectDocuments('c1', 'p1'))).docs.filter(
      (d) => d.data.status === 'processed',
    );
    // tenderPassages is what generateDraft and sendChatMessage index (chat: lexical, as here).
    const passages = await tenderPassages(w.docs, 'c1', 'p1', documents);
    const index = buildLexicalIndex(
      passages.map((p) => ({
        id: p.id,
        text: p.text,
        embedding: null,
        source: {
          knowledgeBaseId: 'project',
          documentId: p.origin.documentId,
          documentName: p.origin.documentName,
          page: p.origin.page,
          heading: null,
        },
      })),
      { lexicon: await loadLexicon() },
    );
    const top = index.search('companies with a sole employee participating', 3)[0]!;
    const hit = passages.find((p) => p.id === top.chunkId)!;
    expect(hit.origin.documentId).toBe(nvi.documentId);
    expect(hit.text).toMatch(/no restrictions preventing companies with a sole employee/);
  });
});
