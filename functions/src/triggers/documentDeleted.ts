/**
 * What follows the deletion of companies/{cid}/projects/{pid}/documents/{did}: everything the
 * document processor derived from it (chunks, extracted text, progress) and its uploaded file go
 * too. Clients cannot do this on the firebase backend (those paths are written only by functions)
 * and Firestore keeps a deleted document's subcollections. Idempotent: a second delivery finds
 * nothing left to delete.
 */
import type { DocStore, FileStore, Realtime } from '@tender/core';
import { type DocumentTarget, deleteDocumentArtifacts } from '@tender/core/services/index';

export interface DocumentDeletedDeps {
  readonly docs: DocStore;
  readonly files: FileStore;
  readonly realtime: Realtime;
}

export async function onDocumentDeleted(
  deps: DocumentDeletedDeps,
  t: DocumentTarget,
): Promise<void> {
  // The uploaded file first: deleteDocumentArtifacts ends with the Realtime Database, which may
  // be unreachable (the trigger is then retried, and finds the file already gone).
  const folder = `companies/${t.companyId}/projects/${t.projectId}/documents/${t.documentId}/`;
  for (const file of await deps.files.list(folder)) await deps.files.delete(file.path);
  await deleteDocumentArtifacts(deps, t);
}
