#!/usr/bin/env node
// Draft coverage (issue 19): the local draft of the shared English and Dutch tenders
// (../shared/data/tender-documents: the CDT PQVP RFI with its scoring workbook, and the
// CoronaMelder Programma van Eisen) written from a company knowledge base, against labels written
// before the code was run (bench/data/draft-coverage.labels.json; the knowledge base in
// draft-coverage.kb.json, a small honest test set until the seeded company knowledge base of the
// demo is merged). The project selects the company's knowledge base; a second knowledge base
// that it does not select holds a competitor analysis on the same subjects. Per tender:
//  - coverage: of the requirements the knowledge base has evidence for, the share the draft
//    covers with a correct citation (one of the labelled evidence documents, nothing else);
//  - off-topic: citations of a document the labels do not give for that requirement (any on a
//    requirement without evidence), and any citation of the unselected knowledge base;
//  - gaps: requirements shown as "[To write: …]" (the rest, which the writer completes by hand).
// A second set (draft-coverage-2.kb.json + labels, an invented managed-cloud company with a
// certificate table of two certificates side by side and expired certificates, labelled before
// it was run) is measured the same way as `draft-coverage-2-<lang>`, and also:
//  - facts: of the labelled certificates, those the fact sheet reads with the right number,
//    issuer and expiry (each from one certificate);
//  - expired: sentences of the draft that state the number of a certificate expired on the
//    bench's date (target and budget 0: an expired certificate is never claimed).
// Prints `bench draft-coverage-<lang>: <share> (budget <b>, target 0.8)` and
// `bench draft-coverage-offtopic-<lang>: <n> (budget <b>, target 0)`; exits 1 when a budget is
// broken. The targets are issue 19's; where a language has not reached them yet its budget is
// what it honestly reached, so that CI catches a step back while the gap stays printed.
// `--verbose` lists every labelled requirement with its status and citations.
//
// `--text` also prints what each citation quotes.
//
// A third set (draft-coverage-3.kb.json + labels) is held out: other tenders (the GSA Agile
// Delivery Services RFQ; the VNG Softwarecatalogus annexes, Programma van Eisen and Hosting eisen)
// and an invented data-migration consultancy, labelled before any draft of it was run. It is
// measured and printed the same way, marked 'held out, not gated': it has no budget and never
// fails the bench. `--set <name>` runs one set only. Sets 4, 5 and 6 are held out the same way;
// sets 5 and 6's tenders are the repo's own probe tenders, named `bench/data/<path>`
// (retrieval-lib's readDocument reads them from this repo instead of ../shared/data).
//
//   node bench/draft-coverage.mjs [--verbose | --text] [--set <name>]
import { readFileSync } from 'node:fs';
import { extractor, readDocument } from './retrieval-lib.mjs';

const TARGET = { coverage: 0.8, offTopic: 0 };
/** What each set reached (bench/README.md): the budget catches a step back, the target stays printed. */
const SETS = [
  {
    name: 'draft-coverage',
    kb: 'draft-coverage.kb.json',
    labels: 'draft-coverage.labels.json',
    // Round 3: en off-topic 1 → 0 ('any other features not mentioned above' is a gap), nl 0.89;
    // nl's one off-topic is Q36, cited correctly but not in the labels (written before Q36 was
    // planned).
    budgets: { en: { coverage: 0.8, offTopic: 0 }, nl: { coverage: 0.8, offTopic: 0 } },
  },
  {
    name: 'draft-coverage-2',
    kb: 'draft-coverage-2.kb.json',
    labels: 'draft-coverage-2.labels.json',
    // First run (labelled blind): en 0.38 (3 of 8) with 0 off-topic, nl 0.30 (3 of 10) with 2;
    // with acronyms read as what they stand for: en 0.63 (5 of 8), nl 0.40 (4 of 10); with the
    // draft's software vocabulary: nl 0.50 (5 of 10), 1 off-topic; with Q36 planned (an item cut
    // in two by a passage boundary): nl 0.60 (6 of 10); two telling words side by side read as
    // one term: nl 0 off-topic. Studied since round 3 (no longer blind): expressions read as the
    // word they say ('around the clock', 'completed in 2024'): en 0.88 (7 of 8).
    budgets: { en: { coverage: 0.8, offTopic: 0 }, nl: { coverage: 0.6, offTopic: 0 } },
  },
  {
    // Held out (issue 19's verification): other tenders (the GSA Agile Delivery Services RFQ, en;
    // the VNG Softwarecatalogus annexes 1.1 and 2, nl) and an invented data-migration and
    // integration consultancy, labelled before any draft of it was run. No budget: its figures
    // are reported and never fail CI, so that nobody tunes the draft to it; a rule changed
    // because of what this set printed makes it one more tuned set (bench/README.md). Studied
    // since 2026-11-27 (its misses were read and fixed by class: docs/decisions.md, "Draft
    // coverage on set 3"), so no longer blind; still not gated until the fact sheet reads its
    // three certificates (another fix), then at en 0.11 / 1, nl 0.21 / 1.
    name: 'draft-coverage-3',
    kb: 'draft-coverage-3.kb.json',
    labels: 'draft-coverage-3.labels.json',
    gated: false,
  },
  {
    // Held out, the fourth (issue 19's verification; written while set 3 was being studied): the
    // 2017 CDT RFI CDT-ADPQ-0117 (en) and the VNG Softwarecatalogus annex 3.1 Service Level
    // Agreement as the main tender (nl), and an invented service-desk, application-management and
    // design company, labelled before anything but the planner was run on it. Never gated
    // (bench/README.md, docs/decisions.md "Draft coverage set 4, held out"). Its blind figures:
    // en 0.08 (3 of 37) / 6 off-topic, nl 0.07 (4 of 61) / 3. Studied since 2026-11-27 (its
    // misses read with --verbose and fixed by class: docs/decisions.md "Draft coverage on set 4"),
    // so no longer blind: en 0.39 (15 of 38) / 6, nl 0.10 (6 of 61) / 4.
    name: 'draft-coverage-4',
    kb: 'draft-coverage-4.kb.json',
    labels: 'draft-coverage-4.labels.json',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): the probe tenders of
    // bench/data/probe-tenders-2 (Kilcarrig County Council's public-lighting maintenance RFT, en;
    // Waterschap Veenrijn's inschrijvingsleidraad ingenieursdiensten waterkeringen, nl) and an
    // invented dike-engineering and public-lighting maintenance company, labelled before anything
    // (planner, draft, fact sheet, this bench) was run on it. Never gated (bench/README.md,
    // docs/decisions.md "Draft coverage set 5, held out"). Its blind figures: en 0.27 (3 of 11) /
    // 1 off-topic, nl 0.13 (2 of 15) / 1; certificates 4/4, expired 0. Studied since 2026-11-27
    // (its misses read with --verbose and fixed by class: docs/decisions.md "Draft coverage on
    // set 5"), so no longer blind: en 0.73 (8 of 11) / 0, nl 0.17 (2 of 12) / 1.
    name: 'draft-coverage-5',
    kb: 'draft-coverage-5.kb.json',
    labels: 'draft-coverage-5.labels.json',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): the probe tenders of
    // bench/data/probe-tenders (Northfield Borough Council's ITT for a digital case management
    // service, en; the RDD aanbestedingsleidraad beheer en doorontwikkeling zaaksysteem, nl) and an
    // invented case-management software supplier, labelled before anything (planner, draft, fact
    // sheet, this bench) was run on it. Never gated (bench/README.md, docs/decisions.md "Draft
    // coverage set 6, held out").
    name: 'draft-coverage-6',
    kb: 'draft-coverage-6.kb.json',
    labels: 'draft-coverage-6.labels.json',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): the probe tenders of
    // bench/data/probe-tenders-3 (the NHS Severnvale and Ashcombe ICB's ITT for an integrated
    // e-rostering and workforce deployment solution, en; Omgevingsdienst Lingevallei's
    // aanbestedingsleidraad levering, implementatie en beheer van een VTH-systeem, nl) and an
    // invented supplier of rostering and VTH software, labelled before anything (planner, draft,
    // fact sheet, this bench) was run on it. Never gated (bench/README.md, docs/decisions.md "Draft
    // coverage, seventh held-out set").
    name: 'draft-coverage-7',
    kb: 'draft-coverage-7.kb.json',
    labels: 'draft-coverage-7.labels.json',
    gated: false,
  },
];
const VERBOSE = process.argv.includes('--verbose') || process.argv.includes('--text');
/** `--text`: also each cited sentence, as the draft quotes it. */
const TEXT = process.argv.includes('--text');
const read = (name) => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8'));

const m = {
  ...(await import('../core/src/services/drafts/draftTestWorld.ts')),
  ...(await import('../core/src/services/drafts/generateDraft.ts')),
  ...(await import('../core/src/services/factSheet/buildFactSheet.ts')),
  ...(await import('../core/src/ai/chunking.ts')),
  ...(await import('../core/src/model/factories.ts')),
  ...(await import('../core/src/model/paths.ts')),
  ...(await import('../core/src/ports/values.ts')),
};
const OTHER_KB = 'kb-competitors';

/** The unselected knowledge base, chunked and embedded as training leaves it. */
async function otherKnowledgeBase(w, documents) {
  await w.docs.setDoc(m.refs.knowledgeBase(m.CID, OTHER_KB), {
    ...m.newKnowledgeBase(
      { name: 'Concurrenten', description: '', category: 'company_info', type: 'dynamic' },
      m.UID,
    ),
    documentCount: documents.length,
    trainingState: 'trained',
  });
  for (const [d, doc] of documents.entries()) {
    const chunks = m.chunkPages(doc.pages);
    const vectors = await w.model.embed(chunks.map((c) => c.text));
    for (const [i, c] of chunks.entries()) {
      await w.docs.setDoc(m.refs.chunk(m.CID, OTHER_KB, `o${d}-${i}`), {
        documentId: `o${d}`,
        index: i,
        text: c.text,
        embedding: new m.Vector(vectors[i]),
        source: { documentName: doc.name, page: c.page, heading: c.heading },
        createdAt: null,
      });
    }
  }
  w.retriever.invalidate(m.CID);
}

async function draftFor(KB_DATA, company, tender) {
  const w = m.draftWorld();
  await w.company({ name: company });
  for (const doc of KB_DATA.documents.filter((d) => d.kb === 'company')) {
    await w.kbDocument(doc.name, doc.pages);
  }
  const sheet = await m.buildFactSheet(
    { docs: w.docs, clock: w.clock },
    { companyId: m.CID, knowledgeBaseId: m.KB },
  );
  await otherKnowledgeBase(
    w,
    KB_DATA.documents.filter((d) => d.kb === 'other'),
  );
  await w.project({
    awardCriteria: [],
    dataSources: { enableAll: false, knowledgeBaseIds: [m.KB] },
    draftJob: w.draftJob(),
  });
  for (const d of tender.documents) {
    const { pages } = await extractor.extract({ bytes: readDocument(d.name), fileName: d.name });
    await w.tenderDocument(d.name, pages ?? [], d.role);
  }
  const start = performance.now();
  const outcome = await m.generateDraft(w.jobDeps, m.JOB);
  const ms = performance.now() - start;
  const draft = (await w.docs.getDoc(m.refs.draft(m.CID, m.PID, m.JOB.jobId))).data;
  if (outcome !== 'done' || !draft)
    throw new Error(`draft ${tender.documents[0].name}: ${outcome}`);
  return { draft, ms, sheet };
}

/** Labelled certificates the fact sheet read right: number, issuer and expiry of one certificate. */
function certificatesRead(sheet, expected) {
  const right = expected.filter((e) =>
    sheet.certificates.some(
      (c) =>
        c.scheme === e.scheme &&
        c.number === e.number &&
        (c.issuer ?? '').startsWith(e.issuer) &&
        c.expiresOn === e.expiresOn,
    ),
  );
  return { right: right.length, wrong: expected.filter((e) => !right.includes(e)) };
}

/** Sentences of the draft's text that state an expired certificate's number. */
function expiredClaims(draft, numbers) {
  const text = draft.content.map((s) => s.body.replace(/<[^>]+>/g, ' ')).join(' ');
  return numbers.filter((n) => text.includes(n));
}

/** The paragraph of the draft that cites a citation, as plain text. */
const paragraphOf = (draft, id) =>
  (
    draft.content
      .flatMap((s) => s.body.split('</p>'))
      .find((p) => p.includes(`data-citation="${id}"`)) ?? ''
  )
    .replace(/<[^>]+>/g, '')
    .slice(0, 400);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 'F8.' matches a requirement labelled F8; other matches are words of its text. */
const matcher = (match) =>
  /^[A-Z]{1,3}\d{1,3}\.$/.test(match)
    ? new RegExp(`^${escape(match)}\\s`)
    : new RegExp(escape(match), 'i');

/** `--set <name>`: that set only. */
const ONLY = process.argv.includes('--set')
  ? process.argv[process.argv.indexOf('--set') + 1]
  : null;
let failed = false;
for (const set of SETS.filter((s) => !ONLY || s.name === ONLY)) {
  const KB_DATA = read(set.kb);
  const LABELS = read(set.labels);
  const gated = set.gated !== false;
  for (const [language, tender] of Object.entries(LABELS.tenders)) {
    const drafted = await draftFor(KB_DATA, LABELS.company ?? 'Digitaal Vakwerk', tender).catch(
      (error) => {
        if (gated) throw error;
        console.log(
          `bench ${set.name}-${language}: no draft (held out, not gated): ${error.message}`,
        );
        return null;
      },
    );
    if (!drafted) continue;
    const { draft, ms, sheet } = drafted;
    const budget = gated ? set.budgets[language] : null;
    /** What a figure is held to: its budget, or, for a held-out set, nothing but the target. */
    const against = (b) => (budget ? `budget ${b}` : 'held out, not gated');
    const citations = new Map(draft.citations.map((c) => [c.id, c]));
    const requirements = draft.content.flatMap((s) => s.requirements ?? []);
    const labels = tender.requirements.map((l) => ({ ...l, re: matcher(l.match) }));
    const labelOf = (r) => labels.find((l) => l.re.test(r.text));
    let withEvidence = 0;
    let covered = 0;
    let offTopic = 0;
    const lines = [];
    for (const r of requirements) {
      const label = labelOf(r);
      const evidence = new Set(label?.evidence ?? []);
      const allowed = new Set([...evidence, ...(label?.relevant ?? [])]);
      const cited = r.citationIds.map((id) => citations.get(id)).filter(Boolean);
      const wrong = cited.filter((c) => c.knowledgeBaseId !== m.KB || !allowed.has(c.documentName));
      offTopic += wrong.length;
      if (evidence.size > 0) {
        withEvidence += 1;
        const right =
          r.status === 'covered' &&
          wrong.length === 0 &&
          cited.some((c) => evidence.has(c.documentName));
        if (right) covered += 1;
        if (VERBOSE || !right) {
          lines.push(
            `  ${right ? 'ok  ' : 'MISS'} ${r.text.slice(0, 70)} → ${cited.map((c) => c.documentName).join('; ') || r.status}`,
          );
        }
      }
      if (TEXT && r.citationIds.length)
        lines.push(`       ${paragraphOf(draft, r.citationIds[0])}`);
      if (wrong.length && (VERBOSE || evidence.size === 0)) {
        lines.push(
          `  OFF  ${r.text.slice(0, 70)} → ${wrong.map((c) => c.documentName).join('; ')}`,
        );
      }
    }
    const unplanned = labels.filter(
      (l) => l.evidence && !requirements.some((r) => l.re.test(r.text)),
    );
    withEvidence += unplanned.length;
    for (const l of unplanned) lines.push(`  MISS (not planned) ${l.match}`);
    const gaps = requirements.filter((r) => r.status === 'gap').length;
    const share = withEvidence ? covered / withEvidence : 0;
    console.log(
      `bench ${set.name}-${language}: ${share.toFixed(2)} (${against(budget?.coverage)}, target ${TARGET.coverage}; ` +
        `${covered} of ${withEvidence} requirements with evidence covered with a correct citation; ` +
        `${requirements.length} requirements in ${draft.content.length} sections (${draft.planBasis}), ` +
        `${gaps} gaps; ${Math.round(ms)} ms)`,
    );
    console.log(
      `bench ${set.name}-offtopic-${language}: ${offTopic} (${against(budget?.offTopic)}, target ${TARGET.offTopic})`,
    );
    if (LABELS.certificates) {
      const facts = certificatesRead(sheet, LABELS.certificates);
      const claims = expiredClaims(draft, LABELS.expired ?? []);
      console.log(
        `bench ${set.name}-facts-${language}: ${facts.right} of ${LABELS.certificates.length} certificates read right ` +
          `(${against(LABELS.certificates.length)})${facts.wrong.length ? `; wrong: ${facts.wrong.map((e) => e.number).join(', ')}` : ''}`,
      );
      console.log(
        `bench ${set.name}-expired-${language}: ${claims.length} (${against(0)}, target 0)${claims.length ? `; stated: ${claims.join(', ')}` : ''}`,
      );
      if (gated && (facts.right < LABELS.certificates.length || claims.length > 0)) failed = true;
    }
    // A held-out set's misses name its labels: shown only when asked, so a run in CI or while
    // tuning does not turn it into a studied set.
    if (lines.length && (gated || VERBOSE)) console.log(lines.join('\n'));
    if (gated && (share < budget.coverage || offTopic > budget.offTopic)) failed = true;
  }
}
if (failed) {
  console.error('bench: over budget: draft-coverage');
  process.exitCode = 1;
}
