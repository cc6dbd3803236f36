/**
 * mulberry32: a small, fast, seeded PRNG, so generated data (the large-company seed, the
 * ingestion bench) is the same on every run and machine. Not for anything secret.
 */
export type Prng = () => number;

export function prng(seed: number): Prng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value of the list, drawn with the PRNG. */
export const pickOne = <T>(rand: Prng, list: readonly T[]): T =>
  list[Math.floor(rand() * list.length)]!;

/** n values of the list (with repetition). */
export const pickSome = <T>(rand: Prng, list: readonly T[], n: number): T[] =>
  Array.from({ length: n }, () => pickOne(rand, list));
