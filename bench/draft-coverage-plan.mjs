#!/usr/bin/env node
// Which labelled requirements of a draft-coverage set the draft's planner finds (issue 19), and
// nothing else: the tender documents are processed and planned exactly as the bench's project
// (no award criteria confirmed, the plan dialog's previewDraftPlan), with no knowledge base, no
// evidence search, no fact sheet and no writing. For a held-out set (bench/data/
// draft-coverage-3.*) this checks that each label's 'match' finds the requirement as the planner
// words it, without looking at what the draft would cite. Not a bench: it prints, never fails.
//
//   node bench/draft-coverage-plan.mjs [<labels file in bench/data, or a path>] [--list]
import { readFileSync } from 'node:fs';
import { extractor, readDocument } from './retrieval-lib.mjs';

const m = {
  ...(await import('../core/src/services/drafts/draftTestWorld.ts')),
  ...(await import('../core/src/services/drafts/draftPlanPreview.ts')),
  ...(await import('../core/src/services/drafts/draftSources.ts')),
  ...(await import('../core/src/services/drafts/draftRequirements.ts')),
  ...(await import('../core/src/model/paths.ts')),
};
const file = process.argv[2] ?? 'draft-coverage-3.labels.json';
const LIST = process.argv.includes('--list');
/** A name is a file in bench/data; a path (with a slash) is read as it is. */
const source = file.includes('/') ? file : new URL(`./data/${file}`, import.meta.url);
const LABELS = JSON.parse(readFileSync(source, 'utf8'));
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** As draft-coverage.mjs reads a label's 'match'. */
const matcher = (match) =>
  /^[A-Z]{1,3}\d{1,3}\.$/.test(match)
    ? new RegExp(`^${escape(match)}\\s`)
    : new RegExp(escape(match), 'i');

for (const [language, tender] of Object.entries(LABELS.tenders)) {
  const w = m.draftWorld();
  await w.company({ name: LABELS.company ?? 'Digitaal Vakwerk' });
  await w.project({ awardCriteria: [] });
  for (const d of tender.documents) {
    // With the extractor's structure, as the document processor and the draft bench read it
    // (writeDraft.mjs): a PDF's award table is found only through it.
    const { pages, structure } = await extractor.extract({
      bytes: readDocument(d.name),
      fileName: d.name,
    });
    await w.tenderDocument(d.name, pages ?? [], d.role, structure);
  }
  const plan = await m.previewDraftPlan(w.docs, m.CID, { id: m.PID, awardCriteria: [] }, 'nl');
  const requirements = plan.sections.flatMap((s) => s.requirements);
  // Every demand the planner reads in the tender, planned or not (draftRequirements.ts).
  const documents = (await w.docs.getDocs(m.refs.projectDocuments(m.CID, m.PID))).docs;
  const statements = m.tenderStatements(await m.tenderPassages(w.docs, m.CID, m.PID, documents));
  const labels = tender.requirements.map((l) => ({ ...l, re: matcher(l.match) }));
  const found = labels.filter((l) => requirements.some((r) => l.re.test(r.text)));
  const withEvidence = labels.filter((l) => l.evidence);
  console.log(
    `plan ${file} ${language}: ${plan.language}, basis ${plan.basis}, ${plan.sections.length} sections, ` +
      `${requirements.length} requirements; labels found ${found.length} of ${labels.length} ` +
      `(with evidence ${found.filter((l) => l.evidence).length} of ${withEvidence.length}); ` +
      `${statements.length} demands read, ${labels.filter((l) => statements.some((t) => l.re.test(t.text))).length} labels among them`,
  );
  for (const l of labels.filter((x) => !found.includes(x)))
    console.log(
      `  not planned: ${l.match}${l.evidence ? '' : ' (no evidence)'}` +
        `${statements.some((t) => l.re.test(t.text)) ? ' (read as a demand)' : ''}`,
    );
  if (LIST) {
    for (const s of plan.sections) {
      console.log(`  § ${s.heading} (${s.requirements.length})`);
      for (const r of s.requirements) {
        const label = labels.find((l) => l.re.test(r.text));
        console.log(
          `    ${label ? '[label]' : '       '} ${r.text.slice(0, 110).replace(/\s+/g, ' ')}`,
        );
      }
    }
  }
}
