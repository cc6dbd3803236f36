/**
 * One upload as the contract between the UI, the rules and the processor has it, for project
 * documents and knowledge-base documents alike: validate (type by extension and content type,
 * size, non-empty) on a sanitised name → create the document record as 'uploaded' → upload the
 * bytes to its storagePath (Storage accepts only a file for its own pending record) → the
 * processor takes over. A failed or cancelled upload removes the record again, so nothing
 * half-made is left.
 */
import {
  type DocRef,
  FILE_KINDS,
  type UploadTarget,
  type WriteData,
  checkUpload,
  fileKindOf,
  sanitizeFileName,
} from '@tender/core';
import { FilesError, type Backend, type UploadHandle } from '../../backend/types';

/** A file that passed the checks, with the name and content type it will be stored under. */
export interface PreparedUpload {
  readonly file: Blob;
  /** Sanitised (no path separators, control characters or bidi overrides). */
  readonly name: string;
  readonly size: number;
  /** From the kind (PDF/DOC/DOCX/TXT), never an empty or generic browser type (review L11). */
  readonly contentType: string;
}

export type Preparation =
  | { readonly ok: true; readonly upload: PreparedUpload }
  | { readonly ok: false; readonly name: string; readonly size: number; readonly error: string };

/** Checks a picked or dropped file before anything is sent; `error` is a validation message. */
export function prepareFileUpload(file: File, target: UploadTarget): Preparation {
  const name = sanitizeFileName(file.name);
  const error = checkUpload(target, { name, size: file.size, contentType: file.type });
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

export function startRecordedUpload<T>(
  backend: Pick<Backend, 'docs' | 'files'>,
  input: {
    readonly documentId: string;
    readonly record: DocRef<T>;
    readonly data: WriteData<T>;
    readonly storagePath: string;
    readonly upload: PreparedUpload;
    /** 0..1 as bytes arrive. */
    readonly onProgress?: (fraction: number) => void;
  },
): RunningUpload {
  const { record, storagePath, upload } = input;
  let canceled = false;
  let handle: UploadHandle | undefined;

  const removeRecord = () =>
    backend.docs.deleteDoc(record).catch((error: unknown) => {
      // The record stays 'uploaded' without a file; it is harmless and can be deleted by hand.
      console.warn('Could not remove the record of a failed upload', error);
    });

  const done = (async () => {
    await backend.docs.setDoc(record, input.data);
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
    documentId: input.documentId,
    done,
    cancel() {
      canceled = true;
      handle?.cancel();
    },
  };
}
