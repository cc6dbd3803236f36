/** Random sources: Web Crypto for real use (browser and Node 22), a fixed byte cycle for tests. */
import type { RandomSource } from '../ports/identity';

/** Cryptographically strong bytes from `globalThis.crypto` (present in browsers and Node 22). */
export const cryptoRandom: RandomSource = Object.freeze({
  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    // getRandomValues accepts at most 65 536 bytes per call.
    for (let i = 0; i < length; i += 65_536) {
      globalThis.crypto.getRandomValues(out.subarray(i, Math.min(length, i + 65_536)));
    }
    return out;
  },
});

/**
 * Deterministic bytes for tests: cycles through `sequence` forever, so a test can steer exactly
 * which characters (or rejections) a generator sees.
 */
export class CyclingRandom implements RandomSource {
  private index = 0;
  constructor(private readonly sequence: readonly number[]) {
    if (sequence.length === 0 || sequence.some((b) => !Number.isInteger(b) || b < 0 || b > 255)) {
      throw new RangeError('CyclingRandom needs a non-empty list of bytes (0–255)');
    }
  }
  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      out[i] = this.sequence[this.index++ % this.sequence.length] as number;
    }
    return out;
  }
}
