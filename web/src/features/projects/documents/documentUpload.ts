/**
 * One document upload, as the contract between the UI, the rules and the processor has it:
 * validate (type by extension and content type, size, non-empty) on a sanitised name → create the
 * document record as 'uploaded' → upload the bytes to its storagePath (Storage accepts only a file
 * for its own pending record) → the processor takes over. A failed or cancelled upload removes the
 * record again, so nothing half-made is left.
 */
import {
  type DocumentRole,
  FILE_KINDS,
  RandomIds,
  checkUpload,
  fileKindOf,
  newProjectDocument,
  refs,
  sanitizeFileName,
  storagePaths,
} from '@tender/core';
import { FilesError, type Backend, type UploadHandle } from '../../../backend/types';

/** A file that passed the checks, with the name and content type it will be stored under. */
export interface PreparedUpload {
  readonly file: Blob;
  /** Sanitised (no path separators, control characters or bidi overrides). */
  readonly name: string;
  readonly size: number;
  /** From the kind (PDF/DOC/DOCX), never an empty or generic browser type (review L11). */
  readonly contentType: string;
}

export type Preparation =
  | { readonly ok: true; readonly upload: PreparedUpload }
  | { readonly ok: false; readonly name: string; readonly size: number; readonly error: string };

/** Checks a picked or dropped file before anything is sent; `error` is a validation message. */
export function prepareUpload(file: File): Preparation {
  const name = sanitizeFileName(file.name);
  const error = checkUpload('project', { name, size: file.size, contentType: file.type });
  const kind = fileKindOf(name, file.type);
  if (error || !kind) {
    return { ok: false, name, size: file.size, error: error ?? 'validation.invalid' };
  }
  return {
    ok: true,
    upload: { file, name, size: file.size, contentType: FILE_KINDS[kind].contentTypes[0] },
  };
}

export interface RunningUpload {
  readonly documentId: string;
  /** Settles when the bytes are stored; rejects (FilesError 'canceled' after cancel) otherwise. */
  readonly done: Promise<void>;
  cancel(): void;
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
  const record = refs.projectDocument(companyId, projectId, documentId);
  const storagePath = storagePaths.projectDocument(companyId, projectId, documentId, upload.name);
  let canceled = false;
  let handle: UploadHandle | undefined;

  const removeRecord = () =>
    backend.docs.deleteDoc(record).catch((error: unknown) => {
      // The record stays 'uploaded' without a file; it is harmless and can be deleted by hand.
      console.warn('Could not remove the record of a failed upload', error);
    });

  const done = (async () => {
    await backend.docs.setDoc(
      record,
      newProjectDocument(
        { name: upload.name, size: upload.size, contentType: upload.contentType, role },
        storagePath,
        uid,
      ),
    );
    if (canceled) {
      await removeRecord();
      throw new FilesError('canceled');
    }
    handle = backend.files.upload(storagePath, upload.file, {
      contentType: upload.contentType,
      onProgress: (p) =>
        input.onProgress?.(p.totalBytes > 0 ? p.bytesTransferred / p.totalBytes : 1),
    });
    try {
      await handle.done;
    } catch (error) {
      await removeRecord();
      throw error;
    }
  })();

  return {
    documentId,
    done,
    cancel() {
      canceled = true;
      handle?.cancel();
    },
  };
}
