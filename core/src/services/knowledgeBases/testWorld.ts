/** A company with knowledge bases on memory ports, for the knowledge-base and training tests. */
import { readDocNode } from '../../extraction/docReaderNode';
import { loadNodePdfjs } from '../../extraction/testPdfjs';
import { createTextExtractor } from '../../extraction/textExtractor';
import { ManualClock } from '../../memory/clock';
import { MemoryDocStore } from '../../memory/docStore';
import { MemoryFileStore } from '../../memory/fileStore';
import { SequentialIds } from '../../memory/ids';
import { MemoryRealtime } from '../../memory/realtime';
import { newKbDocument, newKnowledgeBase } from '../../model/factories';
import { refs, storagePaths } from '../../model/paths';
import { sha256Hex } from '../../model/uploadBytes';
import { fileKindOf } from '../../model/uploads';
import type { Role } from '../../model/roles';
import type { Actor } from '../../policy/actor';
import { createDocumentProcessor } from '../documents/processor';
import { type KbDocumentTarget, kbDocumentLocation } from './kbDocumentLocation';

export const CID = 'c1';

export function knowledgeBaseWorld() {
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 12));
  const docs = new MemoryDocStore({ clock });
  const files = new MemoryFileStore({ clock });
  const realtime = new MemoryRealtime();
  const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });
  const processor = createDocumentProcessor(
    { docs, files, realtime, extractor, clock, ids: new SequentialIds('run') },
    kbDocumentLocation,
  );
  let n = 0;

  async function member(uid: string, role: Role): Promise<Actor> {
    await docs.setDoc(refs.user(uid), {
      name: uid,
      email: `${uid}@example.com`,
      companyId: CID,
      role,
      status: 'active',
      preferredLanguage: 'en',
    } as never);
    return { uid, companyId: CID, role, status: 'active' };
  }

  async function knowledgeBase(kbId: string, patch: Record<string, unknown> = {}) {
    await docs.setDoc(refs.knowledgeBase(CID, kbId), {
      ...newKnowledgeBase(
        { name: kbId, description: '', category: 'company_info', type: 'dynamic' },
        'admin',
      ),
      ...patch,
    } as never);
  }

  /** As the client does: the record ('uploaded'), then the bytes at its storagePath. */
  async function upload(kbId: string, name: string, bytes: Uint8Array, contentType: string) {
    const t: KbDocumentTarget = { companyId: CID, knowledgeBaseId: kbId, documentId: `kd${++n}` };
    const kind = fileKindOf(name, contentType) ?? 'pdf';
    const storagePath = storagePaths.kbDocument(CID, kbId, t.documentId, kind);
    await docs.setDoc(
      refs.kbDocument(CID, kbId, t.documentId),
      newKbDocument(
        { name, size: bytes.byteLength, contentType, contentHash: await sha256Hex(bytes) },
        storagePath,
        'manager',
      ),
    );
    await files.write(storagePath, bytes, { contentType });
    return t;
  }

  const kb = async (kbId: string) => (await docs.getDoc(refs.knowledgeBase(CID, kbId))).data;
  const chunks = async (kbId: string) => (await docs.getDocs(refs.chunks(CID, kbId))).docs;
  const document = async (t: KbDocumentTarget) =>
    (await docs.getDoc(refs.kbDocument(t.companyId, t.knowledgeBaseId, t.documentId))).data;

  return {
    clock,
    docs,
    files,
    realtime,
    processor,
    member,
    knowledgeBase,
    upload,
    kb,
    chunks,
    document,
  };
}
