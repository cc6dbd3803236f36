// Shared by the retrieval benches (not a bench itself): the real tender documents of
// ../shared/data extracted with core's extractor and chunked with core's chunker, and the
// embedder the benches use (LocalModel, as the demo and emulators).
import { readFileSync, readdirSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
export const core = {
  ...(await import('../core/src/extraction/textExtractor.ts')),
  ...(await import('../core/src/extraction/testPdfjs.ts')),
  ...(await import('../core/src/extraction/docReaderNode.ts')),
  ...(await import('../core/src/ai/chunking.ts')),
  ...(await import('../core/src/ai/retrieval/index.ts')),
  ...(await import('../core/src/ai/localModel.ts')),
};

/** The app's offline model (issue 7, part F); its embed() is a hashed bag of stemmed words. */
export const embedder = new core.LocalModel();

export const DATA = new URL('../../shared/data/tender-documents/', import.meta.url);

/** Relative names of the real tender documents (PDF, DOCX), the Dutch annexes included. */
export function documentNames() {
  const top = readdirSync(DATA).filter((f) => /\.(pdf|docx)$/.test(f));
  const nl = readdirSync(new URL('nl-vng-softwarecatalogus/', DATA))
    .filter((f) => /\.(pdf|docx)$/.test(f))
    .map((f) => `nl-vng-softwarecatalogus/${f}`);
  return [...top, ...nl].sort();
}

/** The repo's own bench data (the probe tenders written for the benches, bench/data/probe-tenders-*). */
const BENCH_DATA = new URL('./data/', import.meta.url);

/**
 * Bytes of a tender document: a name relative to ../shared/data/tender-documents, or, for a
 * tender of the repo's bench data (draft-coverage set 5), `bench/data/<path>`.
 */
export function readDocument(name) {
  const url = name.startsWith('bench/data/')
    ? new URL(name.slice('bench/data/'.length), BENCH_DATA)
    : new URL(name, DATA);
  return new Uint8Array(readFileSync(url));
}

export const extractor = core.createTextExtractor({
  loadPdfjs: core.loadNodePdfjs,
  readDoc: core.readDocNode,
});

/** Pages and structure of every real document: [{ name, pages, structure }]. */
export async function extractAll() {
  const out = [];
  for (const name of documentNames()) {
    const { pages, structure } = await extractor.extract({
      bytes: readDocument(name),
      fileName: name,
    });
    out.push({ name, pages, structure });
  }
  return out;
}

/**
 * Retrievable chunks of one document for knowledge base `kb`, as the product chunks it (with the
 * extractor's structure, for the tables of a PDF; `TABLE_CONTEXT=0` leaves the tables' index-only
 * context out, to measure what it does).
 */
export function chunksOf(kb, documentId, name, pages, structure) {
  return core.chunkPages(pages, { structure }).map((c) => ({
    id: `${kb}/${documentId}-${c.order}`,
    text: c.text,
    embedding: null,
    tableContext: process.env.TABLE_CONTEXT === '0' ? null : (c.tableContext ?? null),
    source: {
      knowledgeBaseId: kb,
      documentId,
      documentName: name,
      page: c.page,
      heading: c.heading,
    },
  }));
}
