#!/usr/bin/env node
// A knowledge base of 200 documents of 10 pages each indexed locally (issue 7's budget: 60 s):
// extract (core's extractor, pdfjs) -> chunk (core/src/ai/chunking.ts) -> embed (LocalModel's
// embed) -> index (the local retriever's BM25 and vector index, built by its first query).
// The documents are 10-page slices of the real PDFs in ../shared/data/tender-documents, cut with
// pdf-lib before timing and used in turn until there are 200 (2,000 pages). CPU time of the
// process, as the other benches (wall printed alongside); exits 1 when more than 10 % over.
//
//   node bench/kb-index-200.mjs
import { PDFDocument } from 'pdf-lib';
import { core, embedder, documentNames, readDocument, extractor } from './retrieval-lib.mjs';

const BUDGET_S = 60;
const NOISE = 0.1;
const DOCUMENTS = 200;
const PAGES = 10;
const cpuS = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const slices = [];
for (const name of documentNames().filter((n) => n.endsWith('.pdf'))) {
  const source = await PDFDocument.load(readDocument(name));
  for (let first = 0; first + PAGES <= source.getPageCount(); first += PAGES) {
    const out = await PDFDocument.create();
    const pages = await out.copyPages(
      source,
      [...Array(PAGES).keys()].map((i) => first + i),
    );
    for (const page of pages) out.addPage(page);
    slices.push({ name: `${name} p${first + 1}-${first + PAGES}`, bytes: await out.save() });
  }
}
const documents = Array.from({ length: DOCUMENTS }, (_, i) => slices[i % slices.length]);

const store = core.createMemoryChunkStore();
const cpu0 = cpuS();
const start = performance.now();
let pageCount = 0;
let chunkCount = 0;
for (const [i, doc] of documents.entries()) {
  const { pages, structure } = await extractor.extract({
    bytes: doc.bytes,
    fileName: `${doc.name}.pdf`,
  });
  pageCount += pages.length;
  const chunks = core.chunkPages(pages, { structure });
  const vectors = await embedder.embed(chunks.map((c) => c.text));
  chunkCount += chunks.length;
  store.put(
    'company-a',
    chunks.map((c, j) => ({
      id: `kb/doc${i}-${c.order}`,
      text: c.text,
      embedding: vectors[j],
      tableContext: c.tableContext ?? null,
      source: {
        knowledgeBaseId: 'kb',
        documentId: `doc${i}`,
        documentName: doc.name,
        page: c.page,
        heading: c.heading,
      },
    })),
  );
}
const retriever = core.createLocalRetriever(store, embedder);
const hits = await retriever.retrieve({ companyId: 'company-a', query: 'working prototype' });
const seconds = cpuS() - cpu0;
const wall = (performance.now() - start) / 1000;
console.log(
  `bench kb-index-200: ${seconds.toFixed(1)} s (budget ${BUDGET_S} s; CPU time, wall ${wall.toFixed(1)} s; ${DOCUMENTS} documents, ${pageCount} pages, ${chunkCount} chunks from ${slices.length} distinct slices)`,
);
if (pageCount !== DOCUMENTS * PAGES || hits.length === 0) {
  console.error(`bench: expected ${DOCUMENTS * PAGES} pages and a searchable index`);
  process.exitCode = 1;
}
if (seconds > BUDGET_S * (1 + NOISE)) {
  console.error('bench: over budget: kb-index-200');
  process.exitCode = 1;
}
