#!/usr/bin/env node
// A draft from a 50-page tender and a knowledge base of 20 documents with the local model
// (issue 8's budget: 10 s end to end). Before timing: the real tender
// us-ca-cdt-rfi-CDT-PQVP-0118 (its first 38 pages) and its 12-page scoring workbook (the award
// criteria, in points) are extracted and stored as the document processor leaves them (chunks by page, the rule-extracted facts), and the other real documents
// become 20 knowledge-base documents of up to 5 pages each, chunked and embedded with LocalModel
// as training leaves them. Timed: the generateDraft callable (readiness, the lock) and the whole
// job — the ten steps, retrieval per criterion, the sections, the checklist, the stored draft and
// its first version. Wall time (the job waits on nothing but itself); CPU time printed alongside.
// Exits 1 when more than 10 % over budget or when the draft is not complete and cited.
//
//   node bench/draft-local.mjs
import { documentNames, extractDocument } from './retrieval-lib.mjs';

const BUDGET_MS = 10_000;
const NOISE = 0.1;
const TENDER = 'us-ca-cdt-rfi-CDT-PQVP-0118-pqvp-agile-development.pdf';
const SCORING = 'us-ca-cdt-pqvp-2018-assessment-workbook-scores.pdf';
/** 38 pages of the RFI and its 12-page scoring workbook: 50 pages, scored in points. */
const TENDER_PAGES = 38;
const KB_DOCUMENTS = 20;
const KB_PAGES = 5;

const drafts = {
  ...(await import('../core/src/services/drafts/draftTestWorld.ts')),
  ...(await import('../core/src/services/drafts/generateDraft.ts')),
  ...(await import('../core/src/services/drafts/draftCallables.ts')),
  ...(await import('../core/src/memory/ids.ts')),
  ...(await import('../core/src/model/paths.ts')),
};

const pagesOf = async (name) => (await extractDocument(name)).pages ?? [];

const tenderPages = (await pagesOf(TENDER)).slice(0, TENDER_PAGES);
const scoringPages = await pagesOf(SCORING);
const others = [];
for (const name of documentNames().filter((n) => n !== TENDER && n !== SCORING)) {
  const pages = await pagesOf(name);
  for (let i = 0; i < pages.length; i += KB_PAGES)
    others.push({ name, pages: pages.slice(i, i + KB_PAGES) });
}
const kbDocuments = Array.from({ length: KB_DOCUMENTS }, (_, i) => others[i % others.length]);

const w = drafts.draftWorld();
await w.company();
for (const [i, d] of kbDocuments.entries()) await w.kbDocument(`${i + 1}. ${d.name}`, d.pages);
await w.project();
await w.tenderDocument(TENDER, tenderPages);
await w.tenderDocument(SCORING, scoringPages, 'award_criteria');
const totalPages = tenderPages.length + scoringPages.length;

const manager = { uid: drafts.UID, companyId: drafts.CID, role: 'manager', status: 'active' };
let job = null;
const callables = drafts.createDraftCallables({
  docs: w.docs,
  realtime: w.realtime,
  clock: { now: () => Date.now() },
  ids: new drafts.SequentialIds('bench'),
  startJob: (target) => {
    job = target;
  },
});
const deps = {
  docs: w.docs,
  realtime: w.realtime,
  model: w.model,
  retriever: w.retriever,
  clock: { now: () => Date.now() },
};

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const cpu0 = cpu();
const start = performance.now();
const started = await callables.generateDraft(manager, { projectId: drafts.PID });
const outcome = started.started && job ? await drafts.generateDraft(deps, job) : 'not started';
const ms = performance.now() - start;
const cpuMs = cpu() - cpu0;

const draft = (await w.docs.getDoc(drafts.refs.draft(drafts.CID, drafts.PID, started.jobId))).data;
const sections = draft?.content ?? [];
const cited = sections.filter((s) => s.citationIds.length > 0).length;
console.log(
  `bench draft-local: ${Math.round(ms)} ms (budget ${BUDGET_MS} ms; CPU ${Math.round(cpuMs)} ms; ` +
    `${totalPages}-page tender, ${KB_DOCUMENTS} knowledge-base documents; ` +
    `${sections.length} sections (${cited} cited), ${draft?.citations.length ?? 0} citations, ` +
    `${draft?.checklist.length ?? 0} checklist items)`,
);
if (outcome !== 'done' || totalPages !== 50 || sections.length === 0 || cited === 0) {
  console.error(`bench: expected a complete, cited draft (outcome ${outcome})`);
  process.exitCode = 1;
}
if (ms > BUDGET_MS * (1 + NOISE)) {
  console.error('bench: over budget: draft-local');
  process.exitCode = 1;
}
