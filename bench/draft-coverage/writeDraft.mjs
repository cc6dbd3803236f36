// The world a draft of bench/draft-coverage.mjs is written in: core's draft test world with the
// set's company knowledge base (trained, its fact sheet built), a second knowledge base the
// project does not select (the set's 'other' documents), and the tender's documents read by
// core's text extractor; then core's local draft job, timed.
// retrieval-lib registers tsx before core's TypeScript is imported below.
import { extractDocument } from '../retrieval-lib.mjs';

const m = {
  ...(await import('../../core/src/services/drafts/draftTestWorld.ts')),
  ...(await import('../../core/src/services/drafts/generateDraft.ts')),
  ...(await import('../../core/src/services/factSheet/buildFactSheet.ts')),
  ...(await import('../../core/src/ai/chunking.ts')),
  ...(await import('../../core/src/model/factories.ts')),
  ...(await import('../../core/src/model/paths.ts')),
  ...(await import('../../core/src/ports/values.ts')),
};
const OTHER_KB = 'kb-competitors';
/** The knowledge base the project selects: a citation of any other one is off-topic. */
export const SELECTED_KB = m.KB;

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

/** The draft of one tender from a set's knowledge base, its time in ms and the fact sheet. */
export async function draftFor(KB_DATA, company, tender) {
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
    // The extractor's structure too, as the document processor passes it (analyseDocument): a
    // DOCX's award table is read as rows and cells only through it.
    const { pages, structure } = await extractDocument(d.name);
    await w.tenderDocument(d.name, pages ?? [], d.role, structure);
  }
  const start = performance.now();
  const outcome = await m.generateDraft(w.jobDeps, m.JOB);
  const ms = performance.now() - start;
  const draft = (await w.docs.getDoc(m.refs.draft(m.CID, m.PID, m.JOB.jobId))).data;
  if (outcome !== 'done' || !draft)
    throw new Error(`draft ${tender.documents[0].name}: ${outcome}`);
  return { draft, ms, sheet };
}
