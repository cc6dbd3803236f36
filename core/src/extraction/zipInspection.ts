/**
 * Looks inside a ZIP (DOCX) before anything unpacks it for real: unpacking the parts the DOCX
 * reader needs would inflate a zip bomb into memory. The entries are inflated here as a stream whose output is only counted
 * (never kept), so memory stays flat and the declared sizes in the headers, which a bomb can fake,
 * are not trusted.
 */
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';

/** A real DOCX of a long tender with images unpacks to a few tens of MB at most. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 5_000;

export interface ZipInspection {
  readonly entries: readonly string[];
  readonly unpackedBytes: number;
  /** More than MAX_UNPACKED_BYTES or MAX_ZIP_ENTRIES: a zip bomb or not a document. */
  readonly overLimit: boolean;
  /** The archive is damaged (bad deflate data, truncated). */
  readonly damaged: boolean;
}

export function inspectZip(
  bytes: Uint8Array,
  limits: { maxUnpackedBytes?: number; maxEntries?: number } = {},
): ZipInspection {
  const maxBytes = limits.maxUnpackedBytes ?? MAX_UNPACKED_BYTES;
  const maxEntries = limits.maxEntries ?? MAX_ZIP_ENTRIES;
  const entries: string[] = [];
  let total = 0;
  let overLimit = false;
  let damaged = false;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  unzip.onfile = (file) => {
    entries.push(file.name);
    if (entries.length > maxEntries) overLimit = true;
    if (overLimit || damaged) return;
    // A declared size over the cap is refused without inflating anything.
    if (file.originalSize !== undefined && total + file.originalSize > maxBytes) {
      overLimit = true;
      return;
    }
    file.ondata = (err, chunk) => {
      if (err) {
        damaged = true;
        return;
      }
      total += chunk.length;
      if (total > maxBytes && !overLimit) {
        overLimit = true;
        file.terminate();
      }
    };
    try {
      file.start();
    } catch {
      // An unknown compression method: not something Word writes.
      damaged = true;
    }
  };
  try {
    unzip.push(bytes, true);
  } catch {
    damaged = true;
  }
  return { entries, unpackedBytes: total, overLimit, damaged };
}

/** Word stores VBA macros in word/vbaProject.bin (a .docm, or a .docx renamed from one). */
export function hasMacros(entries: readonly string[]): boolean {
  return entries.some((name) => /(^|\/)vba(Project\.bin|Data\.xml)$/i.test(name));
}
