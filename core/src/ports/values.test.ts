import { describe, expect, it } from 'vitest';
import { Timestamp, Vector } from './values';
import { collectionRef, docRef, parentOf } from './refs';
import { limit, orderBy, query, startAfter, where } from './query';

describe('Timestamp', () => {
  it('round-trips milliseconds, including before the epoch', () => {
    for (const ms of [0, 1, 999, 1_767_225_600_123, -1, -1500])
      expect(Timestamp.fromMillis(ms).toMillis()).toBe(ms);
    expect(Timestamp.fromMillis(-1500)).toMatchObject({ seconds: -2, nanoseconds: 500_000_000 });
  });

  it('compares and checks equality', () => {
    const a = Timestamp.of(10, 5);
    expect(a.compareTo(Timestamp.of(10, 6))).toBeLessThan(0);
    expect(a.isEqual(Timestamp.of(10, 5))).toBe(true);
    expect(() => Timestamp.of(1, 1e9)).toThrow(RangeError);
  });

  it('is immutable', () => {
    expect(Object.isFrozen(Timestamp.of(1))).toBe(true);
    expect(Object.isFrozen(new Vector([1, 2]).values)).toBe(true);
  });
});

describe('refs and queries', () => {
  it('checks segment parity', () => {
    expect(() => docRef('companies')).toThrow(TypeError);
    expect(() => collectionRef('companies/c1')).toThrow(TypeError);
    expect(() => docRef('companies//x')).toThrow(TypeError);
    expect(parentOf(docRef('companies/c1/projects/p1')).path).toBe('companies/c1/projects');
  });

  it('accumulates constraints and resolves a snapshot cursor against every order', () => {
    const col = collectionRef<{ score: number; title: string }>('m');
    const row = { ref: docRef('m/d9'), id: 'd9', exists: true, data: { score: 80, title: 'T' } };
    const q = query(
      col,
      where('score', '>=', 50),
      startAfter(row),
      orderBy('score', 'desc'),
      orderBy('title'),
      limit(10),
    );
    expect(q.filters).toEqual([{ field: 'score', op: '>=', value: 50 }]);
    expect(q.startAfter).toEqual({ values: [80, 'T'], documentId: 'd9' });
    expect(q.limit).toBe(10);
  });

  it('rejects invalid disjunctions and limits', () => {
    expect(() => where('a', 'in', [])).toThrow(TypeError);
    expect(() =>
      where(
        'a',
        'in',
        Array.from({ length: 31 }, (_, i) => i),
      ),
    ).toThrow(TypeError);
    expect(() => limit(0)).toThrow(TypeError);
  });
});
