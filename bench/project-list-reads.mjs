#!/usr/bin/env node
// The Firestore document reads one load of the projects list costs (issue #6: at most 60 for a
// company with 50 projects). Seeds core's MemoryDocStore and asks it with the very query the page
// builds (core/src/services/projects/projectList.ts), counting as Firestore bills: one read per
// document a query returns (at least one per query), plus the security rules' get() of
// users/{uid} (memberOf), one per request. Not a timed test; exits 1 over budget.
import { register } from 'tsx/esm/api';

register();
const core = await import('../core/src/index.ts');
const { projectListQuery, PROJECTS_PAGE_SIZE } =
  await import('../core/src/services/projects/projectList.ts');
const { MemoryDocStore, refs, Timestamp } = core;

const BUDGET = 60;
/** The rules' users/{uid} lookup: one billed read per request (cached within it). */
const RULES_READS_PER_REQUEST = 1;

/** A DocStore that counts billed reads of the first snapshot of each live query. */
function counting(store) {
  const counter = { reads: 0, requests: 0 };
  const bill = (size) => {
    counter.requests += 1;
    counter.reads += Math.max(1, size) + RULES_READS_PER_REQUEST;
  };
  return {
    counter,
    firstSnapshot: (q) =>
      new Promise((resolve, reject) => {
        const stop = store.onQuerySnapshot(
          q,
          (snap) => {
            bill(snap.size);
            queueMicrotask(() => stop());
            resolve(snap);
          },
          reject,
        );
      }),
  };
}

async function seed(projects) {
  const docs = new MemoryDocStore();
  for (let i = 0; i < projects; i++) {
    const t = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000);
    await docs.setDoc(refs.project('c1', `p${i}`), {
      name: `Tender ${i}`,
      description: 'Onderhoud en beheer van kunstwerken',
      type: 'empty',
      status: 'draft',
      ownerId: i % 3 === 0 ? 'u1' : 'u2',
      createdBy: 'u1',
      createdAt: t,
      updatedAt: t,
      submissionDeadline: null,
      announcementDate: null,
      dataSources: { knowledgeBaseIds: [], enableAll: true },
      awardCriteria: [],
      additionalInfo: { writingStyle: '', focusAreas: '', notes: '' },
      tenderId: null,
    });
  }
  return docs;
}

const results = [];
for (const [label, projects, view] of [
  ['50 projects, newest', 50, { sort: 'newest', mine: false }],
  ['500 projects, A-Z', 500, { sort: 'nameAsc', mine: false }],
  ['500 projects, only mine', 500, { sort: 'newest', mine: true }],
]) {
  const { counter, firstSnapshot } = counting(await seed(projects));
  const first = await firstSnapshot(projectListQuery('c1', view, 'u1'));
  const pageOne = counter.reads;
  const lastRow = first.docs[Math.min(first.size, PROJECTS_PAGE_SIZE) - 1];
  if (first.size > PROJECTS_PAGE_SIZE)
    await firstSnapshot(projectListQuery('c1', view, 'u1', lastRow));
  results.push({ label, pageOne, nextPage: counter.reads - pageOne });
}

for (const r of results)
  console.log(`  ${r.label.padEnd(26)} first page ${r.pageOne} reads, next page ${r.nextPage}`);
const figure = results[0].pageOne;
const worst = Math.max(...results.map((r) => Math.max(r.pageOne, r.nextPage)));
console.log(`bench project-list-reads: ${figure} reads (budget ${BUDGET})`);
if (worst > BUDGET) {
  console.error(
    `bench project-list-reads: a page costs ${worst} reads, over the budget of ${BUDGET}`,
  );
  process.exit(1);
}
