/**
 * FileStore port over firebase-admin Cloud Storage (the default bucket). Thin: it maps calls and
 * errors; 404 → FileStoreError('not-found'), 403 → 'permission-denied'. Other errors (429, 5xx,
 * network) pass through unchanged, so core's isTransientError sees their code and the trigger
 * retries.
 */
import {
  type FileStore,
  FileStoreError,
  type StoredFileMeta,
  type WriteFileOptions,
} from '@tender/core';
import type { getStorage } from 'firebase-admin/storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;
type Metadata = {
  name?: string;
  contentType?: string;
  size?: string | number;
  updated?: string;
  metadata?: Record<string, unknown>;
};

function metaOf(path: string, m: Metadata): StoredFileMeta {
  const custom: Record<string, string> = {};
  for (const [k, v] of Object.entries(m.metadata ?? {})) if (typeof v === 'string') custom[k] = v;
  return {
    path,
    contentType: m.contentType ?? 'application/octet-stream',
    size: Number(m.size ?? 0),
    updatedAt: m.updated ? Date.parse(m.updated) : 0,
    customMetadata: custom,
  };
}

function mapError(e: unknown, path: string): never {
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 404) throw new FileStoreError('not-found', `No file at '${path}'`);
  if (code === 403) throw new FileStoreError('permission-denied', `No access to '${path}'`);
  throw e;
}

export class StorageAdminFileStore implements FileStore {
  constructor(private readonly bucket: Bucket) {}

  async write(path: string, bytes: Uint8Array, options: WriteFileOptions): Promise<StoredFileMeta> {
    const file = this.bucket.file(path);
    await file
      .save(Buffer.from(bytes), {
        resumable: false,
        contentType: options.contentType,
        metadata: { metadata: { ...(options.customMetadata ?? {}) } },
      })
      .catch((e: unknown) => mapError(e, path));
    const [meta] = await file.getMetadata().catch((e: unknown) => mapError(e, path));
    return metaOf(path, meta as Metadata);
  }

  async read(path: string): Promise<{ bytes: Uint8Array; meta: StoredFileMeta }> {
    const file = this.bucket.file(path);
    const [[meta], [contents]] = await Promise.all([file.getMetadata(), file.download()]).catch(
      (e: unknown) => mapError(e, path),
    );
    return { bytes: new Uint8Array(contents), meta: metaOf(path, meta as Metadata) };
  }

  async stat(path: string): Promise<StoredFileMeta | null> {
    try {
      const [meta] = await this.bucket.file(path).getMetadata();
      return metaOf(path, meta as Metadata);
    } catch (e) {
      if ((e as { code?: unknown }).code === 404) return null;
      return mapError(e, path);
    }
  }

  async delete(path: string): Promise<void> {
    await this.bucket
      .file(path)
      .delete({ ignoreNotFound: true })
      .catch((e: unknown) => mapError(e, path));
  }

  async list(prefix: string): Promise<StoredFileMeta[]> {
    const [files] = await this.bucket.getFiles({ prefix });
    return files
      .map((f) => metaOf(f.name, f.metadata as Metadata))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  async downloadUrl(path: string, options?: { readonly expiresInMs?: number }): Promise<string> {
    const [url] = await this.bucket
      .file(path)
      .getSignedUrl({ action: 'read', expires: Date.now() + (options?.expiresInMs ?? 15 * 60_000) })
      .catch((e: unknown) => mapError(e, path));
    return url;
  }
}
