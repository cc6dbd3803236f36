/** In-memory FileStore; export/import hands out Uint8Arrays, which IndexedDB stores as they are. */
import {
  type FileStore,
  FileStoreError,
  type StoredFileMeta,
  type WriteFileOptions,
} from '../ports/files';
import type { Clock } from '../ports/runtime';
import { systemClock } from './clock';

interface StoredFile {
  readonly bytes: Uint8Array;
  readonly meta: StoredFileMeta;
}

export interface MemoryFileStoreOptions {
  readonly clock?: Clock;
  /**
   * Builds download URLs. Defaults to a data: URL, which works anywhere without a server; the
   * demo backend may pass one that makes blob: URLs instead.
   */
  readonly urlFor?: (path: string, bytes: Uint8Array, contentType: string) => string;
}

export interface ExportedFile {
  readonly path: string;
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly updatedAt: number;
  readonly customMetadata: Readonly<Record<string, string>>;
  readonly contentDisposition?: string;
}

function checkPath(path: string): void {
  if (
    path === '' ||
    path.startsWith('/') ||
    path.split('/').some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw new FileStoreError('invalid-argument', `Invalid file path '${path}'`);
  }
}

function dataUrl(_path: string, bytes: Uint8Array, contentType: string): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `data:${contentType};base64,${btoa(binary)}`;
}

export class MemoryFileStore implements FileStore {
  private readonly files = new Map<string, StoredFile>();
  private readonly clock: Clock;
  private readonly urlFor: NonNullable<MemoryFileStoreOptions['urlFor']>;

  constructor(options: MemoryFileStoreOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.urlFor = options.urlFor ?? dataUrl;
  }

  async write(path: string, bytes: Uint8Array, options: WriteFileOptions): Promise<StoredFileMeta> {
    checkPath(path);
    const meta: StoredFileMeta = Object.freeze({
      path,
      contentType: options.contentType,
      size: bytes.byteLength,
      updatedAt: this.clock.now(),
      customMetadata: Object.freeze({ ...(options.customMetadata ?? {}) }),
      ...(options.contentDisposition ? { contentDisposition: options.contentDisposition } : {}),
    });
    this.files.set(path, { bytes: bytes.slice(), meta });
    return meta;
  }

  async read(path: string): Promise<{ bytes: Uint8Array; meta: StoredFileMeta }> {
    const file = this.files.get(path);
    if (!file) throw new FileStoreError('not-found', `No file at '${path}'`);
    return { bytes: file.bytes.slice(), meta: file.meta };
  }

  async stat(path: string): Promise<StoredFileMeta | null> {
    return this.files.get(path)?.meta ?? null;
  }

  async delete(path: string): Promise<void> {
    this.files.delete(path);
  }

  async list(prefix: string): Promise<StoredFileMeta[]> {
    return [...this.files.values()]
      .filter((f) => f.meta.path.startsWith(prefix))
      .map((f) => f.meta)
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  async downloadUrl(path: string): Promise<string> {
    const file = this.files.get(path);
    if (!file) throw new FileStoreError('not-found', `No file at '${path}'`);
    return this.urlFor(path, file.bytes, file.meta.contentType);
  }

  /** Every file, or only those at `paths` that exist. */
  exportFiles(paths?: Iterable<string>): ExportedFile[] {
    const chosen = paths
      ? [...paths].flatMap((path) => {
          const file = this.files.get(path);
          return file ? [file] : [];
        })
      : [...this.files.values()];
    return chosen.map(({ bytes, meta }) => ({
      path: meta.path,
      bytes: bytes.slice(),
      contentType: meta.contentType,
      updatedAt: meta.updatedAt,
      customMetadata: meta.customMetadata,
      ...(meta.contentDisposition ? { contentDisposition: meta.contentDisposition } : {}),
    }));
  }

  importFiles(files: readonly ExportedFile[]): void {
    this.files.clear();
    for (const f of files) {
      checkPath(f.path);
      const meta: StoredFileMeta = Object.freeze({
        path: f.path,
        contentType: f.contentType,
        size: f.bytes.byteLength,
        updatedAt: f.updatedAt,
        customMetadata: Object.freeze({ ...f.customMetadata }),
        ...(f.contentDisposition ? { contentDisposition: f.contentDisposition } : {}),
      });
      this.files.set(f.path, { bytes: f.bytes.slice(), meta });
    }
  }
}
