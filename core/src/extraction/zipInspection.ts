/**
 * Looks inside a ZIP (DOCX) before anything unpacks it for real: unpacking the parts the DOCX
 * reader needs would inflate a zip bomb into memory. The entries are inflated here as a stream whose output is only counted
 * (never kept), so memory stays flat and the declared sizes in the headers, which a bomb can fake,
 * are not trusted.
 *
 * The archive is fed to the stream in small slices (PUSH_BYTES): fflate inflates whatever one
 * push hands it in a single step, so pushing the whole file let an entry that lies about its size
 * inflate completely (300 MB from a 300 kB file) before the running count could stop it. Deflate
 * expands at most about 1,032 times, so one slice yields at most ~4 MB before the count is checked.
 */
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';

/** A real DOCX of a long tender with images unpacks to a few tens of MB at most. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 5_000;
/**
 * The XML parts a Word reader parses (document, styles, numbering, notes, relationships): a
 * parsed XML tree costs many times its text in memory (about 15 times when this cap was set), so
 * 16 MiB of XML (well over a thousand pages of text) is the most a document may hold; the
 * peak-memory bench keeps a document at the cap within budget (bench/extract-peak-memory.mjs).
 */
export const MAX_XML_BYTES = 16 * 1024 * 1024;
/** The compression method WinZip's AES encryption puts in the headers (APPNOTE, appendix E). */
const AES_METHOD = 99;
/** Compressed bytes handed to the inflater at a time (see above). */
const PUSH_BYTES = 4 * 1024;

export interface ZipInspection {
  readonly entries: readonly string[];
  readonly unpackedBytes: number;
  /** Of which in XML parts (.xml, .rels). */
  readonly xmlBytes: number;
  /** More than MAX_UNPACKED_BYTES, MAX_XML_BYTES or MAX_ZIP_ENTRIES: a bomb or not a document. */
  readonly overLimit: boolean;
  /** The archive is damaged (bad deflate data, truncated). */
  readonly damaged: boolean;
  /** An entry is AES-encrypted (method 99): a password-protected archive, not a damaged one. */
  readonly encrypted: boolean;
}

export function inspectZip(
  bytes: Uint8Array,
  limits: { maxUnpackedBytes?: number; maxXmlBytes?: number; maxEntries?: number } = {},
): ZipInspection {
  const maxBytes = limits.maxUnpackedBytes ?? MAX_UNPACKED_BYTES;
  const maxXml = limits.maxXmlBytes ?? MAX_XML_BYTES;
  const maxEntries = limits.maxEntries ?? MAX_ZIP_ENTRIES;
  const entries: string[] = [];
  let total = 0;
  let xml = 0;
  let overLimit = false;
  let damaged = false;
  let encrypted = false;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  unzip.onfile = (file) => {
    entries.push(file.name);
    if (entries.length > maxEntries) overLimit = true;
    if (overLimit || damaged || encrypted) return;
    if (file.compression === AES_METHOD) {
      encrypted = true;
      return;
    }
    // A declared size over the cap is refused without inflating anything.
    if (file.originalSize !== undefined && total + file.originalSize > maxBytes) {
      overLimit = true;
      return;
    }
    const isXml = /\.(xml|rels)$/i.test(file.name);
    file.ondata = (err, chunk) => {
      if (err) {
        damaged = true;
        return;
      }
      total += chunk.length;
      if (isXml) xml += chunk.length;
      if ((total > maxBytes || xml > maxXml) && !overLimit) {
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
    for (
      let at = 0;
      at < bytes.byteLength && !overLimit && !damaged && !encrypted;
      at += PUSH_BYTES
    ) {
      const end = Math.min(at + PUSH_BYTES, bytes.byteLength);
      unzip.push(bytes.subarray(at, end), end === bytes.byteLength);
    }
  } catch {
    damaged = true;
  }
  return { entries, unpackedBytes: total, xmlBytes: xml, overLimit, damaged, encrypted };
}

/** Word stores VBA macros in word/vbaProject.bin (a .docm, or a .docx renamed from one). */
export function hasMacros(entries: readonly string[]): boolean {
  return entries.some((name) => /(^|\/)vba(Project\.bin|Data\.xml)$/i.test(name));
}
