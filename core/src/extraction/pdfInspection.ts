/**
 * Looks inside a PDF's compressed streams before pdfjs decodes them. pdfjs inflates a
 * FlateDecode stream into one growing buffer, with no cap: a 500 kB page whose content stream
 * inflates to 512 MiB took about 1.3 GiB. Here every FlateDecode stream that text extraction
 * would decode (content streams, fonts, object streams; not images, which getTextContent never
 * decodes) is inflated in small slices with a running count that is never kept, so memory stays
 * flat and a bomb is refused before pdfjs sees it (docs/decisions.md: "Bounded work per file").
 *
 * A stream behind another filter first (ASCII85 then Flate), or encrypted, is not counted here;
 * on the server the capped extraction worker is the backstop for those.
 */
import { Unzlib } from 'fflate';

/** One decoded stream: a page's content is rarely over 1 MB; 64 MiB is far beyond any real one. */
export const MAX_PDF_STREAM_BYTES = 64 * 1024 * 1024;
/** All counted streams together: 2,000 real pages with fonts stay well under this. */
export const MAX_PDF_INFLATED_BYTES = 256 * 1024 * 1024;
/** Compressed bytes inflated per step: at most ~1,032 times as much comes out of one slice. */
const SLICE_BYTES = 4 * 1024;
/** How far before 'stream' its dictionary is looked for. */
const DICT_LOOKBACK = 4 * 1024;

export interface PdfInspection {
  /** Inflated bytes counted, up to the point where a cap was passed. */
  readonly inflatedBytes: number;
  readonly overLimit: boolean;
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const STREAM = ascii('stream');
const ENDSTREAM = ascii('endstream');

function indexOf(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  for (
    let at = bytes.indexOf(pattern[0]!, from);
    at !== -1;
    at = bytes.indexOf(pattern[0]!, at + 1)
  ) {
    let i = 1;
    while (i < pattern.length && bytes[at + i] === pattern[i]) i++;
    if (i === pattern.length) return at;
  }
  return -1;
}

const latin1 = new TextDecoder('latin1');

/** The dictionary text right before a 'stream' keyword (from the last 'obj' in the lookback). */
function dictionaryBefore(bytes: Uint8Array, streamAt: number): string {
  const text = latin1.decode(bytes.subarray(Math.max(0, streamAt - DICT_LOOKBACK), streamAt));
  const obj = text.lastIndexOf(' obj');
  return obj === -1 ? text : text.slice(obj);
}

/** Only a stream whose single or first filter is Flate, and not an image, is inflated. */
function isCountedFlate(dict: string): boolean {
  if (/\/Subtype\s*\/Image\b/.test(dict)) return false;
  return /\/Filter\s*(\[\s*)?\/(FlateDecode|Fl)\b/.test(dict);
}

/** Inflates one stream and returns how many bytes came out, stopping once `cap` is passed. */
function inflatedSize(data: Uint8Array, cap: number): number {
  let size = 0;
  const inflater = new Unzlib((chunk) => {
    size += chunk.byteLength;
  });
  try {
    for (let at = 0; at < data.byteLength && size <= cap; at += SLICE_BYTES) {
      const end = Math.min(at + SLICE_BYTES, data.byteLength);
      inflater.push(data.subarray(at, end), end === data.byteLength);
    }
  } catch {
    // Damaged or encrypted data: pdfjs decides what it makes of it; what came out still counts.
  }
  return size;
}

export function inspectPdfStreams(
  bytes: Uint8Array,
  limits: { maxStreamBytes?: number; maxTotalBytes?: number } = {},
): PdfInspection {
  const maxStream = limits.maxStreamBytes ?? MAX_PDF_STREAM_BYTES;
  const maxTotal = limits.maxTotalBytes ?? MAX_PDF_INFLATED_BYTES;
  let total = 0;
  let from = 0;
  for (;;) {
    const at = indexOf(bytes, STREAM, from);
    if (at === -1) break;
    from = at + STREAM.length;
    // 'endstream' also contains 'stream'; the keyword that opens data is followed by EOL.
    if (bytes[at - 1] === 0x64 /* d */) continue;
    let start = from;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] !== 0x0a && bytes[start - 1] !== 0x0d) continue;
    if (bytes[start] === 0x0a) start++;
    const end = indexOf(bytes, ENDSTREAM, start);
    if (end === -1) break;
    from = end + ENDSTREAM.length;
    if (!isCountedFlate(dictionaryBefore(bytes, at))) continue;
    const size = inflatedSize(bytes.subarray(start, end), Math.min(maxStream, maxTotal - total));
    total += size;
    if (size > maxStream || total > maxTotal) return { inflatedBytes: total, overLimit: true };
  }
  return { inflatedBytes: total, overLimit: false };
}
