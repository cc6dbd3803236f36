/**
 * Documents loaded from a snapshot decode when used (issue 22 item 6): queries over them give the
 * same answers as over written documents, and a query decodes only its results whole.
 */
import { describe, expect, it } from 'vitest';
import { orderBy, query, where, limit } from '../ports/query';
import { collectionRef, docRef } from '../ports/refs';
import { Timestamp } from '../ports/values';
import { MemoryDocStore } from './docStore';
import { LoadedDoc } from './loadedDoc';

type Match = { score: number; at: Timestamp; tender: { title: string; at: Timestamp } };

async function storeOf(n: number) {
  const written = new MemoryDocStore();
  const batch = written.batch();
  for (let i = 0; i < n; i++) {
    const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1 + i));
    batch.set(docRef<Match>(`m/d${i}`), {
      score: (i * 37) % 100,
      at,
      tender: { title: `T${i}`, at },
    });
  }
  await batch.commit();
  return { written, loaded: MemoryDocStore.fromSnapshot(written.exportSnapshot()) };
}

describe('documents loaded from a snapshot', () => {
  it('answer queries on numbers, timestamps and nested fields as written ones do', async () => {
    const { written, loaded } = await storeOf(60);
    const m = collectionRef<Match>('m');
    const queries = [
      query(m, orderBy('score', 'desc'), limit(7)),
      query(
        m,
        where('at', '>=', Timestamp.fromMillis(Date.UTC(2026, 0, 20))),
        orderBy('at', 'desc'),
        limit(5),
      ),
      query(m, where('tender.title', '==', 'T12')),
      query(m, orderBy('tender.at'), limit(3)),
    ];
    for (const q of queries) {
      const expected = (await written.getDocs(q)).docs.map((d) => [d.id, d.data]);
      const actual = (await loaded.getDocs(q)).docs.map((d) => [d.id, d.data]);
      expect(actual).toEqual(expected);
      expect(actual.length).toBeGreaterThan(0);
    }
    expect(loaded.exportSnapshot()).toEqual(written.exportSnapshot());
  });

  it('decode one field for a filter or an order, and the whole document only when read', () => {
    const at = { $type: 'timestamp', seconds: 100, nanoseconds: 0 };
    const doc = new LoadedDoc({
      data: {
        score: 80,
        at,
        tender: { title: 'Brug', at },
        tags: { $type: 'map', value: { $type: 'x' } },
      },
      createTime: 1000,
      updateTime: 2000,
    });
    expect(doc.field('score')).toBe(80);
    expect(doc.field('tender.at')).toEqual(Timestamp.of(100, 0));
    expect(doc.field('tender.missing')).toBeUndefined();
    expect(doc.field('score.x')).toBeUndefined();
    // A user map with a '$type' key of its own is read through a full decode.
    expect(doc.field('tags.$type')).toBe('x');
    expect(doc.data).toEqual({
      score: 80,
      at: Timestamp.of(100, 0),
      tender: { title: 'Brug', at: Timestamp.of(100, 0) },
      tags: { $type: 'x' },
    });
    expect(doc.updateTime.toMillis()).toBe(2000);
  });
});
