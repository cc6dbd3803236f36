/** FileStore: Cloud Storage subset (bytes with a content type, listing, download URLs). */

export interface StoredFileMeta {
  readonly path: string;
  readonly contentType: string;
  readonly size: number;
  /** Milliseconds since the epoch. */
  readonly updatedAt: number;
  readonly customMetadata: Readonly<Record<string, string>>;
  /** How a browser is told to handle the download (an uploaded document: as an attachment). */
  readonly contentDisposition?: string;
}

export interface WriteFileOptions {
  readonly contentType: string;
  readonly customMetadata?: Readonly<Record<string, string>>;
  /** Stored with the file and sent as the Content-Disposition header of its downloads. */
  readonly contentDisposition?: string;
}

export interface FileStore {
  write(path: string, bytes: Uint8Array, options: WriteFileOptions): Promise<StoredFileMeta>;
  /** Fails with FileStoreError('not-found') when absent. */
  read(path: string): Promise<{ bytes: Uint8Array; meta: StoredFileMeta }>;
  stat(path: string): Promise<StoredFileMeta | null>;
  /** Deleting a missing file succeeds. */
  delete(path: string): Promise<void>;
  /** Files whose path starts with prefix, sorted by path. */
  list(prefix: string): Promise<StoredFileMeta[]>;
  /** A URL a browser can fetch (a signed URL on the server, a download URL on the client). */
  downloadUrl(path: string, options?: { readonly expiresInMs?: number }): Promise<string>;
}

export type FileStoreErrorCode = 'not-found' | 'invalid-argument' | 'permission-denied';

export class FileStoreError extends Error {
  constructor(
    readonly code: FileStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FileStoreError';
  }
}
