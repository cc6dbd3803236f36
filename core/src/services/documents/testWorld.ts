/** A project document on memory ports, for the processor's tests and the benches. */
import { readDocNode } from '../../extraction/docReaderNode';
import { loadNodePdfjs } from '../../extraction/testPdfjs';
import { createTextExtractor } from '../../extraction/textExtractor';
import { ManualClock } from '../../memory/clock';
import { MemoryDocStore } from '../../memory/docStore';
import { MemoryFileStore } from '../../memory/fileStore';
import { SequentialIds } from '../../memory/ids';
import { MemoryRealtime } from '../../memory/realtime';
import { refs, storagePaths } from '../../model/paths';
import type { ProjectDocument } from '../../model/projectDocument';
import { sanitizeFileName } from '../../model/uploads';
import { sha256Hex } from '../../model/uploadBytes';
import type { LanguageModel } from '../../ports/ai';
import type { TextExtractor } from '../../ports/external';
import { Timestamp } from '../../ports/values';
import { createDocumentProcessor } from './processor';
import type { DocumentTarget } from './types';

export function documentWorld(
  options: { extractor?: TextExtractor; factModel?: LanguageModel } = {},
) {
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 12));
  const docs = new MemoryDocStore({ clock });
  const files = new MemoryFileStore({ clock });
  const realtime = new MemoryRealtime();
  const extractor =
    options.extractor ?? createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });
  const processor = createDocumentProcessor({
    docs,
    files,
    realtime,
    extractor,
    clock,
    ids: new SequentialIds('run'),
    ...(options.factModel ? { factModel: () => options.factModel } : {}),
  });
  let n = 0;

  /** Creates the document as the client does ('uploaded') and stores its bytes. */
  async function upload(fileName: string, bytes: Uint8Array): Promise<DocumentTarget> {
    const target = { companyId: 'c1', projectId: 'p1', documentId: `d${++n}` };
    const name = sanitizeFileName(fileName);
    const storagePath = storagePaths.projectDocument('c1', 'p1', target.documentId, 'pdf');
    const doc: ProjectDocument = {
      name,
      size: bytes.byteLength,
      contentType: 'application/pdf',
      storagePath,
      role: 'main_tender',
      status: 'uploaded',
      text: null,
      summary: null,
      error: null,
      uploadedBy: 'u1',
      createdAt: Timestamp.fromMillis(clock.now()),
      processedAt: null,
      contentHash: await sha256Hex(bytes),
    };
    await docs.setDoc(refs.projectDocument('c1', 'p1', target.documentId), doc);
    await files.write(storagePath, bytes, { contentType: 'application/pdf' });
    return target;
  }

  const read = async (t: DocumentTarget) =>
    (await docs.getDoc(refs.projectDocument(t.companyId, t.projectId, t.documentId))).data;
  const chunks = async (t: DocumentTarget) =>
    (await docs.getDocs(refs.projectDocumentChunks(t.companyId, t.projectId, t.documentId))).docs;

  return { clock, docs, files, realtime, extractor, processor, upload, read, chunks };
}
