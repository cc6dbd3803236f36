/**
 * One upload as the contract between the UI, the rules and the processor has it, for project
 * documents and knowledge-base documents alike: validate (type by the bytes, size, non-empty),
 * clean the name and hash the bytes → create the document record as 'uploaded' → upload the
 * bytes to its storagePath (Storage accepts only a file for its own pending record) → the
 * processor takes over. A failed or cancelled upload removes the record again, so nothing
 * half-made is left.
 */
import {
  type DocRef,
  type FileKind,
  MAX_UPLOAD_BYTES,
  SNIFF_BYTES,
  type UploadTarget,
  type WriteData,
  attachmentDisposition,
  judgeUpload,
  sha256Hex,
} from '@tender/core';
import { FilesError, type Backend, type UploadHandle } from '../../backend/types';

/** A file that passed the checks, with the name and content type it will be stored under. */
export interface PreparedUpload {
  readonly file: Blob;
  /** Cleaned (no path separators, control characters or bidi overrides; its real extension). */
  readonly name: string;
  readonly size: number;
  /** The kind its bytes show; the Storage key is generated from it (storedFileKey). */
  readonly kind: FileKind;
  /** From the kind (PDF/DOC/DOCX/TXT), never an empty or generic browser type (review L11). */
  readonly contentType: string;
  /** SHA-256 of the bytes (hex): duplicates are found by it (issue 20). */
  readonly contentHash: string;
}

export type Preparation =
  | { readonly ok: true; readonly upload: PreparedUpload }
  | { readonly ok: false; readonly name: string; readonly size: number; readonly error: string };

/** The file's bytes (Blob.arrayBuffer where the platform has it). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Response(blob).arrayBuffer();
}

/**
 * Checks a picked or dropped file before anything is sent, by its size and its bytes
 * (judgeUpload: a PDF named '.pdf' or 'bestek.pdf.' is a PDF, markup disguised as text is not),
 * and computes its SHA-256; `error` is a validation message or an i18n key.
 */
export async function prepareFileUpload(file: File, target: UploadTarget): Promise<Preparation> {
  const quick = judgeUpload(target, { name: file.name, size: file.size }, new Uint8Array(0));
  // Empty or too large: refused without reading a byte.
  if (!quick.ok && file.size <= 0) return { ...quick, size: file.size };
  if (!quick.ok && file.size > MAX_UPLOAD_BYTES) return { ...quick, size: file.size };
  const unreadable = {
    ok: false,
    name: quick.name,
    size: file.size,
    error: 'validation.fileUnreadable',
  } as const;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await bytesOf(file));
  } catch {
    return unreadable;
  }
  const judged = judgeUpload(target, file, bytes.subarray(0, SNIFF_BYTES));
  if (!judged.ok) return { ...judged, size: file.size };
  let contentHash: string;
  try {
    contentHash = await sha256Hex(bytes);
  } catch (error) {
    // Web Crypto exists only in a secure context (https, localhost).
    console.warn('Could not hash the file', error);
    return unreadable;
  }
  return {
    ok: true,
    upload: {
      file,
      name: judged.name,
      size: file.size,
      kind: judged.kind,
      contentType: judged.contentType,
      contentHash,
    },
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
      // Downloads are saved under the cleaned name, never shown inline (issue 20).
      contentDisposition: attachmentDisposition(upload.name),
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
