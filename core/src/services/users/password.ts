/**
 * Generated passwords (shown once to the admin): GENERATED_PASSWORD_LENGTH characters from
 * lower- and upper-case letters, digits and symbols, every class present, each character drawn
 * uniformly from the RandomSource.
 */
import { GENERATED_PASSWORD_LENGTH } from '../../model/user';
import type { RandomSource } from '../../ports/identity';

// Look-alikes (l, I, O, 0, 1) are left out: the admin reads the password to someone or types it.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
// Symbols that survive copy-paste into mail and chat without quoting or escaping.
const SYMBOLS = '!#$%&*+-=?@^_';

export const PASSWORD_CLASSES = [LOWER, UPPER, DIGITS, SYMBOLS] as const;
export const PASSWORD_ALPHABET = PASSWORD_CLASSES.join('');

/** Bytes drawn without yielding a character before we assume the source is broken. */
const MAX_REJECTED_BYTES = 10_000;
/** Candidates drawn without one that has every class before we assume the source is broken. */
const MAX_CANDIDATES = 1_000;

/**
 * `count` characters, each uniform over `alphabet`: a byte is used only below the largest
 * multiple of the alphabet size that fits in 256 (rejection sampling), so `byte % size` has no bias.
 * Asks for exactly the bytes still needed, so no byte is drawn and then thrown away unread.
 */
export function uniformChars(random: RandomSource, alphabet: string, count: number): string {
  const size = alphabet.length;
  if (size < 1 || size > 256) throw new RangeError('alphabet must have 1–256 characters');
  const limit = 256 - (256 % size);
  let out = '';
  let rejected = 0;
  while (out.length < count) {
    for (const byte of random.bytes(count - out.length)) {
      if (byte < limit) out += alphabet[byte % size];
      else if (++rejected > MAX_REJECTED_BYTES) {
        throw new Error('RandomSource yields no usable bytes');
      }
    }
  }
  return out;
}

/**
 * A fresh password. Draws whole passwords until one has every class: rejecting whole candidates
 * keeps the result uniform over all passwords that satisfy a "one of each class" policy (which
 * Firebase Auth password policies may require), unlike forcing characters into fixed positions.
 */
export function generatePassword(
  random: RandomSource,
  length: number = GENERATED_PASSWORD_LENGTH,
): string {
  if (!Number.isInteger(length) || length < PASSWORD_CLASSES.length) {
    throw new RangeError(`A password needs at least ${PASSWORD_CLASSES.length} characters`);
  }
  for (let attempt = 0; attempt < MAX_CANDIDATES; attempt++) {
    const candidate = uniformChars(random, PASSWORD_ALPHABET, length);
    if (PASSWORD_CLASSES.every((chars) => [...candidate].some((c) => chars.includes(c)))) {
      return candidate;
    }
  }
  // With a uniform source a candidate misses a class about one time in five; a thousand in a row
  // means the source is not random.
  throw new Error('RandomSource never yields a password with every character class');
}
