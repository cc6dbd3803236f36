#!/usr/bin/env node
// node bench/large-company.mjs: issue 22 item 6. The Firestore reads of the first screen of four
// pages for a large company: 1,000 projects, 50 users, 20,000 tenders with a year of matches, 500
// notifications and 200 tickets (core/src/largeSeed/largeCompany.ts, generated with a seeded PRNG,
// the same data `?seed=large` gives the demo and `npm run seed -- --large` the emulators).
//
// Each page's own queries (the code the page runs, from core and the page's query module) are
// asked of core's MemoryDocStore behind countingDocStore, which counts as Firestore bills a client:
// one read per document returned (at least one per query), one per get, plus the security rules'
// users/{uid} get per request. Every page also shows the notification bell (unread count and the
// latest ten), counted with it. Also checks that a list asked for page 9,999 answers with its last
// page, not an error. Exits 1 when a page is over its budget.
import { register } from 'tsx/esm/api';

register();
const core = await import('../core/src/index.ts');
const { countingDocStore } = await import('../core/src/memory/countingDocStore.ts');
const { largeCompany, largeCompanyDocuments, LARGE_COMPANY } =
  await import('../core/src/largeSeed/largeCompany.ts');
const { projectListQuery, DEFAULT_PROJECT_LIST_VIEW } =
  await import('../core/src/services/projects/projectList.ts');
const { ticketListQuery } = await import('../core/src/services/tickets/ticketList.ts');
const { loadDashboard } = await import('../core/src/services/dashboard/index.ts');
const { signalingQuery, parseSignalingView, pageOf } =
  await import('../web/src/features/signaling/signalingView.ts');
const { unreadQuery, latestQuery } =
  await import('../web/src/features/notifications/notificationQueries.ts');
const { MemoryDocStore, docRef } = core;

const CID = 'van-dijk-bouw';
const UID = 'u-admin-vandijk';
/** Reads of a page's first screen, the bell included. */
const BUDGET = { projects: 100, signaling: 560, dashboard: 120, help: 60 };
const NOW = Date.UTC(2026, 10, 23, 9);

const started = performance.now();
const generated = largeCompany({
  companyId: CID,
  companyName: 'Van Dijk Bouw',
  adminUid: UID,
  now: NOW,
});
const docs = new MemoryDocStore();
let batch = docs.batch();
let pending = 0;
for (const [path, data] of largeCompanyDocuments(generated)) {
  batch.set(docRef(path), data);
  if (++pending === 500) {
    await batch.commit();
    batch = docs.batch();
    pending = 0;
  }
}
await batch.commit();
const seededMs = performance.now() - started;

async function pageReads(load) {
  const counted = countingDocStore(docs);
  const bell = [unreadQuery(UID), latestQuery(UID)];
  for (const q of bell) await counted.docs.getDocs(q);
  const rows = await load(counted.docs);
  return { ...counted.count, rows };
}

const pages = {
  projects: await pageReads(
    async (d) => (await d.getDocs(projectListQuery(CID, DEFAULT_PROJECT_LIST_VIEW, UID))).size,
  ),
  signaling: await pageReads(async (d) => {
    const view = parseSignalingView(new URLSearchParams(''));
    const snap = await d.getDocs(signalingQuery(CID, view.band));
    return pageOf(snap.docs, view.page).rows.length;
  }),
  dashboard: await pageReads(async (d) => {
    const data = await loadDashboard(
      { docs: d, readProgress: async () => ({}) },
      { companyId: CID, role: 'admin', now: NOW },
    );
    return data ? 1 : 0;
  }),
  help: await pageReads(
    async (d) =>
      (
        await d.getDocs(
          ticketListQuery({ support: false, uid: UID, companyId: CID, status: 'all' }),
        )
      ).size,
  ),
};

// Page 9,999 of the Signaling list (the only list whose page is in the URL): its last page.
const far = parseSignalingView(new URLSearchParams('page=9999'));
const all = (await docs.getDocs(signalingQuery(CID, far.band))).docs;
const farPage = pageOf(all, far.page);
const farOk = farPage.rows.length > 0 && farPage.index === farPage.pageCount - 1;

console.log(
  `  generated ${LARGE_COMPANY.projects} projects, ${LARGE_COMPANY.users} users, ${LARGE_COMPANY.tenders} tenders and their matches, ${LARGE_COMPANY.notifications} notifications, ${LARGE_COMPANY.tickets} tickets in ${(seededMs / 1000).toFixed(1)} s`,
);
console.log(
  `  signaling ?page=9999: page ${farPage.index + 1} of ${farPage.pageCount} with ${farPage.rows.length} rows${farOk ? '' : ' (NOT the last page)'}`,
);
let failed = !farOk;
for (const [name, r] of Object.entries(pages)) {
  console.log(
    `bench large-company-reads-${name}: ${r.reads} reads in ${r.requests} requests (budget ${BUDGET[name]}; first rows: ${r.rows})`,
  );
  if (r.reads > BUDGET[name]) failed = true;
}
process.exit(failed ? 1 : 0);
