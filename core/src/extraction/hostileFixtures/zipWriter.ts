/**
 * A zip archive written field by field, so that a hostile fixture's headers can say what a test
 * wants (sizes that lie, an encryption method). Test and bench code only.
 */
import { deflateSync } from 'fflate';
import { concat, latin1 } from './bytes';

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  readonly name: string;
  /** Deflated (method 8) data. */
  readonly data: Uint8Array;
  readonly crc: number;
  /** The uncompressed size the headers declare (true or not). */
  readonly declaredSize: number;
  /** 8 (deflate) unless said otherwise; 99 is WinZip AES encryption. */
  readonly method?: number;
}

/** A zip archive written field by field, so that its headers can say what a test wants. */
export function writeZip(entries: readonly ZipEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = latin1(entry.name);
    const header = (signature: number, size: number) => {
      const h = new Uint8Array(size + name.byteLength);
      const v = new DataView(h.buffer);
      const central = signature === 0x02014b50;
      const base = central ? 2 : 0; // the central header has "version made by" first
      v.setUint32(0, signature, true);
      if (central) v.setUint16(4, 20, true);
      v.setUint16(4 + base, 20, true); // version needed
      v.setUint16(8 + base, entry.method ?? 8, true);
      v.setUint32(14 + base, entry.crc, true);
      v.setUint32(18 + base, entry.data.byteLength, true);
      v.setUint32(22 + base, entry.declaredSize, true);
      v.setUint16(26 + base, name.byteLength, true);
      if (central) v.setUint32(42, offset, true);
      h.set(name, size);
      return h;
    };
    const local = header(0x04034b50, 30);
    parts.push(local, entry.data);
    central.push(header(0x02014b50, 46));
    offset += local.byteLength + entry.data.byteLength;
  }
  const directory = concat(central);
  const end = new Uint8Array(22);
  const v = new DataView(end.buffer);
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, entries.length, true);
  v.setUint16(10, entries.length, true);
  v.setUint32(12, directory.byteLength, true);
  v.setUint32(16, offset, true);
  return concat([...parts, directory, end]);
}

/** An entry holding `content`, deflated, its headers telling the truth. */
export const zipEntry = (name: string, content: Uint8Array): ZipEntry => ({
  name,
  data: deflateSync(content),
  crc: crc32(content),
  declaredSize: content.byteLength,
});
