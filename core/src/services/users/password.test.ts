import { describe, expect, it } from 'vitest';
import { CyclingRandom, cryptoRandom } from '../../memory/random';
import { GENERATED_PASSWORD_LENGTH } from '../../model/user';
import { PASSWORD_ALPHABET, PASSWORD_CLASSES, generatePassword, uniformChars } from './password';

const allBytes = Array.from({ length: 256 }, (_, i) => i);

describe('generated passwords', () => {
  it('have the configured length, only alphabet characters and every class', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword(cryptoRandom);
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect([...password].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
      for (const chars of PASSWORD_CLASSES) {
        expect(
          [...password].some((c) => chars.includes(c)),
          `${password} lacks ${chars}`,
        ).toBe(true);
      }
    }
  });

  it('leave out look-alike characters', () => {
    for (const c of 'lIO01') expect(PASSWORD_ALPHABET).not.toContain(c);
    expect(new Set(PASSWORD_ALPHABET).size).toBe(PASSWORD_ALPHABET.length);
  });

  it('map every usable byte value to the same number of characters (no modulo bias)', () => {
    // One pass over all 256 byte values: the rejected tail must leave each character equally often.
    const size = PASSWORD_ALPHABET.length;
    const usable = 256 - (256 % size);
    const drawn = uniformChars(new CyclingRandom(allBytes), PASSWORD_ALPHABET, usable);
    const counts = new Map<string, number>();
    for (const c of drawn) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(size);
    expect(new Set(counts.values())).toEqual(new Set([usable / size]));
  });

  it('skip bytes at or above the last whole multiple of the alphabet size', () => {
    const size = PASSWORD_ALPHABET.length;
    const limit = 256 - (256 % size);
    expect(uniformChars(new CyclingRandom([limit, 255, 0]), PASSWORD_ALPHABET, 3)).toBe(
      PASSWORD_ALPHABET[0]!.repeat(3),
    );
  });

  it('redraw a candidate that misses a class instead of patching it', () => {
    const lowerOnly = Array.from({ length: GENERATED_PASSWORD_LENGTH }, (_, i) => i);
    const mixed = [0, 25, 49, 57, ...lowerOnly.slice(4)];
    const password = generatePassword(new CyclingRandom([...lowerOnly, ...mixed]));
    expect(password).toBe(mixed.map((b) => PASSWORD_ALPHABET[b]).join(''));
  });

  it('refuse a broken random source and impossible lengths', () => {
    expect(() => generatePassword(new CyclingRandom([255]))).toThrow(/no usable bytes/);
    expect(() => generatePassword(new CyclingRandom([0]))).toThrow(/every character class/);
    expect(() => generatePassword(cryptoRandom, 3)).toThrow(RangeError);
  });
});
