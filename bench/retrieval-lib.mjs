// Shared by the retrieval benches (not a bench itself): the real tender documents of
// ../shared/data extracted with core's extractor and chunked with core's chunker, and the
// embedder the benches use (LocalModel, as the demo and emulators).
import { readFileSync, readdirSync } from 'node:fs';
import { register } from 'tsx/esm/api';
import { cacheByHash } from '../scripts/shared/cacheByHash.mjs';

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

/**
 * BENCH_EXTRACT_CACHE names a folder made for one run of the benches (.ci/run makes one with
 * mktemp and removes it after them): the retrieval benches, draft-local and draft-coverage each
 * extracted the same real documents in their untimed setup, about 5 s of CPU for the 13 shared
 * documents every time. Each document's pages and structure are kept there under its bytes'
 * SHA-256 (the code cannot change within one run, so the bytes decide the result). Unset, every
 * call extracts. Benches whose figure times extraction (extract-pdf, kb-index-200, tender-facts,
 * process-200-pages) never use it.
 */
const EXTRACT_CACHE = process.env.BENCH_EXTRACT_CACHE;

/** Pages and structure of one document as core's extractor reads them, from the run's cache when set. */
export async function extractDocument(name) {
  const bytes = readDocument(name);
  const extract = async () => {
    const { pages, structure } = await extractor.extract({ bytes, fileName: name });
    return { pages, structure };
  };
  if (!EXTRACT_CACHE) return extract();
  const json = await cacheByHash(EXTRACT_CACHE, bytes, async () => JSON.stringify(await extract()));
  return JSON.parse(json);
}

/** Pages and structure of every real document: [{ name, pages, structure }]. */
export async function extractAll() {
  const out = [];
  for (const name of documentNames()) out.push({ name, ...(await extractDocument(name)) });
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
