/**
 * One project document upload (the shared mechanics: components/upload/recordedUpload.ts).
 */
import { type DocumentRole, RandomIds, newProjectDocument, refs, storagePaths } from '@tender/core';
import type { Backend } from '../../../backend/types';
import {
  type Preparation,
  type PreparedUpload,
  type RunningUpload,
  prepareFileUpload,
  startRecordedUpload,
} from '../../../components/upload/recordedUpload';

export type { Preparation, PreparedUpload, RunningUpload };

/**
 * Checks a picked or dropped file by its bytes and hashes it before anything is sent; `error` is
 * a validation message.
 */
export function prepareUpload(file: File): Promise<Preparation> {
  return prepareFileUpload(file, 'project');
}

const ids = new RandomIds();

export function startDocumentUpload(
  backend: Pick<Backend, 'docs' | 'files'>,
  input: {
    readonly companyId: string;
    readonly projectId: string;
    readonly uid: string;
    readonly upload: PreparedUpload;
    readonly role: DocumentRole;
    /** 0..1 as bytes arrive. */
    readonly onProgress?: (fraction: number) => void;
  },
): RunningUpload {
  const { companyId, projectId, uid, upload, role } = input;
  const documentId = ids.newId();
  const storagePath = storagePaths.projectDocument(companyId, projectId, documentId, upload.kind);
  return startRecordedUpload(backend, {
    documentId,
    record: refs.projectDocument(companyId, projectId, documentId),
    data: newProjectDocument(
      {
        name: upload.name,
        size: upload.size,
        contentType: upload.contentType,
        role,
        contentHash: upload.contentHash,
      },
      storagePath,
      uid,
    ),
    storagePath,
    upload,
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  });
}
