/**
 * The payload of the decompression bombs among the hostile fixtures (a PDF content stream, a
 * DOCX entry): any amount of zeros, compressed, made in milliseconds. Test and bench code only.
 */
import { Zlib } from 'fflate';
import { concat } from './bytes';

/**
 * zlib data of `bytes` zeros (rounded up to whole MiB), made in milliseconds whatever the size:
 * one MiB is compressed and sync-flushed to a byte boundary, and that block, which only looks
 * back at zeros, is repeated; the checksum is that of the full run of zeros.
 */
export function zlibOfZeros(bytes: number): Uint8Array {
  const STEP = 1024 * 1024;
  const steps = Math.max(2, Math.ceil(bytes / STEP));
  const out: Uint8Array[] = [];
  const z = new Zlib({ level: 9 });
  z.ondata = (chunk) => out.push(chunk);
  const zeros = new Uint8Array(STEP);
  z.push(zeros);
  z.flush(true);
  const first = concat(out.splice(0));
  z.push(zeros);
  z.flush(true);
  const middle = concat(out.splice(0));
  z.push(new Uint8Array(0), true);
  const tail = concat(out.splice(0));
  // Adler-32 of n zeros: a stays 1, b adds a once per byte.
  const n = steps * STEP;
  new DataView(tail.buffer, tail.byteOffset).setUint32(
    tail.byteLength - 4,
    ((n % 65521) << 16) | 1,
  );
  return concat([first, ...Array.from({ length: steps - 1 }, () => middle), tail]);
}
