/**
 * Tender ingestion (issue 9) into the real Firestore emulator through firebase-admin: the TED
 * source's HTTP code against the local stand-in built from the real notices, the stored tenders
 * and cursor as Firestore keeps them (Timestamps, nested lots), a second run writing nothing, and
 * a rectification flagging the project made from its tender (an 'in' query per company).
 */
import { Timestamp, newProject, refs, tenderDocId, type TenderRecord } from '@tender/core';
import { ingestTenders } from '@tender/core/services/signaling/ingest';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreAdminDocStore } from '../../../functions/src/adapters/firestoreAdminDocStore';
import { TedSearchSource } from '../../../functions/src/adapters/tedSearchSource';
import {
  startTenderApiServer,
  type TenderApiServer,
} from '../../../functions/src/adapters/testing/tenderApiServer';
import { pointAdminAtEmulators, projectId } from './emulatorEnv';

let app: App | undefined;
let store: FirestoreAdminDocStore | undefined;
let server: TenderApiServer | undefined;

beforeAll(async () => {
  pointAdminAtEmulators();
  app = initializeApp({ projectId: projectId() }, `admin-ingest-${process.pid}`);
  store = new FirestoreAdminDocStore(getFirestore(app));
  server = await startTenderApiServer();
});

afterAll(async () => {
  await server?.close();
  await store?.db.terminate();
  if (app) await deleteApp(app);
});

const deps = (now: number) => ({
  docs: store!,
  clock: { now: () => now },
  random: () => 0,
  sleep: async () => {},
});

describe('tender ingestion on the Firestore emulator', () => {
  it('stores every notice once, writes nothing the second time, flags a project on a rectification', async () => {
    const source = new TedSearchSource({
      apiBaseUrl: server!.tedBaseUrl,
      noticeOrigin: server!.origin,
      pageSize: 20,
    });
    // One page of 20 keeps the test short on a busy machine; it starts at the eForms notices.
    const offset = server!.tedItems.length - 20;
    const firstPage = () =>
      source.fetchPublished({ since: Timestamp.fromMillis(0), cursor: `it-${offset}` });
    const onePage = { id: 'ted' as const, fetchPublished: firstPage };
    const t0 = Date.UTC(2026, 10, 23, 6);
    const first = await ingestTenders(onePage, deps(t0));
    expect(first.ok).toBe(true);
    expect(first.summary.created + first.summary.unchanged).toBe(20);

    const fetched = new Set(server!.tedItems.slice(offset).map((i) => i['publication-number']));
    const [pubNo, notice] = [...server!.tedXml.entries()].find(
      ([no, n]) => fetched.has(no) && n.record.lots?.length,
    )!;
    const id = tenderDocId('ted', pubNo);
    const stored = (await store!.getDoc(refs.tender(id))).data!;
    expect(stored.lots).toEqual(notice.record.lots);
    expect(stored.publishedAt).toBeInstanceOf(Timestamp);
    const cursor = (await store!.getDoc(refs.ingestionCursor('ted'))).data!;
    expect(cursor.since.toMillis()).toBe(t0);

    const second = await ingestTenders(onePage, deps(t0 + 3_600_000));
    expect(second.summary).toMatchObject({ created: 0, changed: 0 });
    expect((await store!.getDoc(refs.tender(id))).data!.fetchedAt).toEqual(stored.fetchedAt);

    // A project made from the tender, then a rectification of its procedure.
    const companyId = `ingest-${Date.now()}`;
    await store!.setDoc(refs.company(companyId), { name: 'Ingest BV' } as never);
    await store!.setDoc(refs.project(companyId, 'p1'), {
      ...newProject(
        { name: 'Uit signalering', description: '', type: 'empty', tenderId: id },
        'u1',
      ),
      createdAt: Timestamp.fromMillis(t0),
      updatedAt: Timestamp.fromMillis(t0),
    } as never);
    const procedureId = stored.procedureId ?? `proc-${Date.now()}`;
    if (!stored.procedureId) await store!.updateDoc(refs.tender(id), { procedureId });
    const rect: TenderRecord = {
      ...notice.record,
      sourceId: `r${Date.now()}-2026`,
      publicationType: 'rectification',
      procedureId,
      deadline: Timestamp.fromMillis(Date.UTC(2027, 1, 1, 11)),
    };
    const t2 = t0 + 7_200_000;
    const third = await ingestTenders(
      { id: 'ted', fetchPublished: async () => ({ tenders: [rect] }) },
      deps(t2),
    );
    expect(third.summary.projectsFlagged).toBeGreaterThanOrEqual(1);
    const rectified = (await store!.getDoc(refs.tender(id))).data!;
    expect(rectified.deadline?.toMillis()).toBe(Date.UTC(2027, 1, 1, 11));
    expect(rectified.rectifiedBy).toContain(rect.sourceId);
    const project = (await store!.getDoc(refs.project(companyId, 'p1'))).data!;
    expect(project.tenderChangedAt?.toMillis()).toBe(t2);
  }, 240_000);
});
