/**
 * The Firestore codec with a fake SDK: plain classes stand in for the SDK's Timestamp, VectorValue,
 * DocumentReference, FieldValue and FieldPath, so every conversion is visible without Firebase.
 * The adapters themselves are held to the DocStore contract (functions, tests/emulator/adapters).
 */
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ID,
  DocStoreError,
  Timestamp,
  Vector,
  arrayRemove,
  arrayUnion,
  collectionRef,
  deleteField,
  docRef,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
} from '../ports';
import { copyIn } from '../memory/values';
import { type SdkWriter, createFirestoreCodec } from './firestoreCodec';

class FakeTimestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
}
class FakeVector {
  constructor(private readonly values: number[]) {}
  toArray() {
    return [...this.values];
  }
}
class FakeDocRef {
  constructor(readonly path: string) {}
}
class FakeFieldValue {
  constructor(
    readonly method: string,
    readonly args: unknown[] = [],
  ) {}
}
class FakeFieldPath {
  readonly name = '__name__';
}
class FakeSdkError extends Error {
  constructor(readonly code: string | number) {
    super(`sdk ${code}`);
  }
}

const codec = createFirestoreCodec({
  timestamp: { make: (s, n) => new FakeTimestamp(s, n), is: (v) => v instanceof FakeTimestamp },
  vector: { make: (values) => new FakeVector(values), is: (v) => v instanceof FakeVector },
  isDocRef: (v) => v instanceof FakeDocRef,
  sentinels: {
    serverTimestamp: () => new FakeFieldValue('serverTimestamp'),
    deleteField: () => new FakeFieldValue('delete'),
    arrayUnion: (...els) => new FakeFieldValue('arrayUnion', els),
    arrayRemove: (...els) => new FakeFieldValue('arrayRemove', els),
    increment: (n) => new FakeFieldValue('increment', [n]),
  },
  documentId: () => new FakeFieldPath(),
  errorCode: (error) => (error instanceof FakeSdkError ? error.code : undefined),
});

/** The error a call throws (synchronously), for comparing messages. */
function thrown(run: () => unknown): DocStoreError {
  try {
    run();
  } catch (error) {
    return error as DocStoreError;
  }
  throw new Error('did not throw');
}

describe('firestore codec: port values → SDK values', () => {
  it('converts Timestamps, Vectors and sentinels, at any depth', () => {
    const data = {
      at: Timestamp.of(12, 34),
      embedding: new Vector([0.5, 1]),
      nested: { list: [1, 'two', null, true, Timestamp.of(1)] },
      updatedAt: serverTimestamp(),
      gone: deleteField(),
      tags: arrayUnion('a', Timestamp.of(2)),
      old: arrayRemove('b'),
      count: increment(3),
    };
    expect(codec.toSdk(data)).toEqual({
      at: new FakeTimestamp(12, 34),
      embedding: new FakeVector([0.5, 1]),
      nested: { list: [1, 'two', null, true, new FakeTimestamp(1, 0)] },
      updatedAt: new FakeFieldValue('serverTimestamp'),
      gone: new FakeFieldValue('delete'),
      tags: new FakeFieldValue('arrayUnion', ['a', new FakeTimestamp(2, 0)]),
      old: new FakeFieldValue('arrayRemove', ['b']),
      count: new FakeFieldValue('increment', [3]),
    });
  });

  it('copies: the result shares no map or array with the input', () => {
    const input = { a: { b: [1] } };
    const out = codec.toSdk(input) as typeof input;
    expect(out).toEqual(input);
    expect(out.a).not.toBe(input.a);
    expect(out.a.b).not.toBe(input.a.b);
  });

  it('rejects what the memory store rejects, with the same message', () => {
    class Custom {}
    const rejected: [unknown, string][] = [
      [{ a: undefined }, "Unsupported value at 'a': undefined (omit the field or use null)"],
      [{ a: { b: new Date(0) } }, "Unsupported value at 'a.b': Date (use Timestamp)"],
      [{ a: new Custom() }, "Unsupported value at 'a': Custom"],
      [{ a: () => 1 }, "Unsupported value at 'a': function"],
      [{ a: [1, [2]] }, "Unsupported value at 'a[1]': nested arrays"],
      [
        { a: [serverTimestamp()] },
        "Unsupported value at 'a[0]': serverTimestamp() inside an array",
      ],
      [{ a: arrayUnion([1]) }, "Unsupported value at 'a<0>': nested arrays"],
      [{ a: { '': 1 } }, "Unsupported value at 'a': empty field name"],
    ];
    for (const [value, message] of rejected) {
      const sdkError = thrown(() => codec.toSdk(value));
      expect(sdkError).toBeInstanceOf(DocStoreError);
      expect(sdkError.code).toBe('invalid-argument');
      expect(sdkError.message).toBe(message);
      expect(thrown(() => copyIn(value, '')).message).toBe(message);
    }
  });

  it('set data must be a map; update data keeps its field-path keys', () => {
    expect(thrown(() => codec.dataToSdk([1])).message).toBe(
      "Unsupported value at '': document data must be a map",
    );
    expect(thrown(() => codec.updateToSdk(null)).message).toBe(
      "Unsupported value at '': update data must be a map",
    );
    expect(codec.updateToSdk({ 'a.b': Timestamp.of(5), c: increment(1) })).toEqual({
      'a.b': new FakeTimestamp(5, 0),
      c: new FakeFieldValue('increment', [1]),
    });
    expect(thrown(() => codec.updateToSdk({ 'a.b': [[1]] })).message).toBe(
      "Unsupported value at 'a.b[0]': nested arrays",
    );
  });
});

describe('firestore codec: SDK values → port values', () => {
  it('converts timestamps, vectors and references, at any depth, into fresh objects', () => {
    const sdkData = {
      at: new FakeTimestamp(7, 8),
      embedding: new FakeVector([1, 2]),
      owner: new FakeDocRef('users/u1'),
      list: [new FakeTimestamp(1, 0), { deep: true }],
    };
    const data = codec.fromSdk(sdkData) as Record<string, unknown>;
    expect(data).toEqual({
      at: Timestamp.of(7, 8),
      embedding: new Vector([1, 2]),
      owner: docRef('users/u1'),
      list: [Timestamp.of(1, 0), { deep: true }],
    });
    expect(data.at).toBeInstanceOf(Timestamp);
    expect(data.list).not.toBe(sdkData.list);
  });

  it('passes values the port does not know through untouched', () => {
    class GeoPoint {}
    const point = new GeoPoint();
    expect(codec.fromSdk({ where: point })).toEqual({ where: point });
    expect((codec.fromSdk({ where: point }) as { where: unknown }).where).toBe(point);
  });
});

describe('firestore codec: queries', () => {
  type Step = [string, ...unknown[]];
  const record = (source: Parameters<typeof codec.buildQuery>[1]) =>
    codec.buildQuery<Step[]>([], source, {
      where: (q, field, op, value) => [...q, ['where', field, op, value]],
      orderBy: (q, field, direction) => [...q, ['orderBy', field, direction]],
      startAfter: (q, values) => [...q, ['startAfter', ...values]],
      limit: (q, n) => [...q, ['limit', n]],
    });
  const tenders = collectionRef('tenders');

  it('applies filters, orders, cursor and limit in that order, converting values', () => {
    const q = query(
      tenders,
      limit(5),
      orderBy('due', 'desc'),
      where('due', '>', Timestamp.of(1)),
      where(DOCUMENT_ID, 'in', ['a', 'b']),
      startAfter(Timestamp.of(9)),
    );
    expect(record(q)).toEqual([
      ['where', 'due', '>', new FakeTimestamp(1, 0)],
      ['where', new FakeFieldPath(), 'in', ['a', 'b']],
      ['orderBy', 'due', 'desc'],
      ['startAfter', new FakeTimestamp(9, 0)],
      ['limit', 5],
    ]);
  });

  it('a snapshot cursor orders by id explicitly, in the direction of the last order', () => {
    const row = { id: 't2', ref: docRef('tenders/t2'), data: { due: 3 } };
    expect(record(query(tenders, orderBy('due', 'desc'), startAfter(row)))).toEqual([
      ['orderBy', 'due', 'desc'],
      ['orderBy', new FakeFieldPath(), 'desc'],
      ['startAfter', 3, 't2'],
    ]);
    expect(record(query(tenders, startAfter(row)))).toEqual([
      ['orderBy', new FakeFieldPath(), 'asc'],
      ['startAfter', 't2'],
    ]);
  });

  it('a snapshot cursor on a query already ordered by id adds no order', () => {
    const row = { id: 't2', ref: docRef('tenders/t2'), data: { due: 3 } };
    expect(record(query(tenders, orderBy('due'), orderBy(DOCUMENT_ID), startAfter(row)))).toEqual([
      ['orderBy', 'due', 'asc'],
      ['orderBy', new FakeFieldPath(), 'asc'],
      ['startAfter', 3],
    ]);
  });

  it('rejects cursor values the port rejects, as array elements', () => {
    const error = thrown(() => record(query(tenders, orderBy('a'), startAfter([1]))));
    expect(error.message).toBe("Unsupported value at 'startAfter': nested arrays");
  });
});

describe('firestore codec: errors', () => {
  it('turns the SDK errors the port knows into DocStoreErrors, keeping the cause', () => {
    const sdkError = new FakeSdkError('aborted');
    const mapped = codec.toDocStoreError(sdkError) as DocStoreError;
    expect(mapped).toBeInstanceOf(DocStoreError);
    expect(mapped.code).toBe('aborted');
    expect(mapped.message).toBe('sdk aborted');
    expect((mapped as { cause?: unknown }).cause).toBe(sdkError);
  });

  it('leaves other errors alone: unknown codes, errors that are not the SDK’s, DocStoreErrors', () => {
    const internal = new FakeSdkError('internal');
    const foreign = Object.assign(new Error('callable'), { code: 'not-found' });
    const port = new DocStoreError('not-found', 'missing');
    for (const error of [internal, foreign, port, 'text', null])
      expect(codec.toDocStoreError(error)).toBe(error);
  });

  it('mapErrors rethrows what run rejects with, mapped', async () => {
    await expect(codec.mapErrors(() => Promise.resolve(1))).resolves.toBe(1);
    await expect(codec.mapErrors(() => Promise.reject(new FakeSdkError(7)))).rejects.toMatchObject({
      name: 'DocStoreError',
      code: 'permission-denied',
    });
  });
});

describe('firestore codec: snapshots and listeners', () => {
  it('reads a document into the port’s snapshot, its data converted; a missing one has none', () => {
    const found = codec.docSnapshot<{ at: Timestamp }>({
      path: 'companies/c1/projects/p1',
      id: 'p1',
      exists: true,
      data: { at: new FakeTimestamp(10, 0), owner: new FakeDocRef('users/u1') },
    });
    expect(found.ref.path).toBe('companies/c1/projects/p1');
    expect(found.id).toBe('p1');
    expect(found.exists).toBe(true);
    expect(found.data).toEqual({ at: Timestamp.of(10, 0), owner: docRef('users/u1') });
    const missing = codec.docSnapshot({ path: 'a/b', id: 'b', exists: false, data: undefined });
    expect(missing).toMatchObject({ id: 'b', exists: false, data: undefined });
  });

  it('counts a query’s documents', () => {
    const doc = codec.docSnapshot({ path: 'a/b', id: 'b', exists: true, data: { n: 1 } });
    expect(codec.querySnapshot([doc, doc])).toMatchObject({ size: 2, empty: false });
    expect(codec.querySnapshot([])).toEqual({ docs: [], size: 0, empty: true });
  });

  it('hands a listener’s SDK errors on as DocStoreErrors, and ignores them with no callback', () => {
    const seen: unknown[] = [];
    codec.listenerError((e) => seen.push(e))(new FakeSdkError('permission-denied'));
    expect(seen[0]).toBeInstanceOf(DocStoreError);
    expect(seen[0]).toMatchObject({ code: 'permission-denied' });
    expect(() => codec.listenerError()(new FakeSdkError(7))).not.toThrow();
  });
});

describe('firestore codec: batches and transactions', () => {
  function recorder() {
    const calls: unknown[][] = [];
    const writer: SdkWriter = {
      set: (path, data, merge) => calls.push(['set', path, data, merge]),
      update: (path, data) => calls.push(['update', path, data]),
      delete: (path) => calls.push(['delete', path]),
    };
    return { calls, writer };
  }
  const a = docRef('c/a');
  const b = docRef('c/b');

  it('a batch converts and writes at commit, in order', async () => {
    const { calls, writer } = recorder();
    const batch = codec.batch(async (writeAll) => writeAll(writer));
    batch
      .set(a, { at: Timestamp.of(1) })
      .set(b, { n: 1 }, { merge: true })
      .update(a, { n: increment(1) })
      .delete(b);
    expect(calls).toEqual([]);
    await batch.commit();
    expect(calls).toEqual([
      ['set', 'c/a', { at: new FakeTimestamp(1, 0) }, false],
      ['set', 'c/b', { n: 1 }, true],
      ['update', 'c/a', { n: new FakeFieldValue('increment', [1]) }],
      ['delete', 'c/b'],
    ]);
  });

  it('a batch reports values the port rejects at commit, and maps SDK errors', async () => {
    const { writer } = recorder();
    const bad = codec.batch(async (writeAll) => writeAll(writer));
    expect(() => bad.set(a, { x: undefined })).not.toThrow();
    await expect(bad.commit()).rejects.toMatchObject({ code: 'invalid-argument' });
    const failing = codec.batch(() => Promise.reject(new FakeSdkError('failed-precondition')));
    await expect(failing.delete(a).commit()).rejects.toMatchObject({
      code: 'failed-precondition',
    });
  });

  it('a transaction converts writes at once and refuses reads after a write', async () => {
    const { calls, writer } = recorder();
    const snapshot = { ref: a, id: 'a', exists: false, data: undefined };
    const tx = codec.transaction({ ...writer, get: async () => snapshot });
    await expect(tx.get(a)).resolves.toBe(snapshot);
    expect(() => tx.set(a, { d: new Date(0) })).toThrow(DocStoreError);
    tx.update(b, { at: serverTimestamp() }).delete(a);
    expect(calls).toEqual([
      ['update', 'c/b', { at: new FakeFieldValue('serverTimestamp') }],
      ['delete', 'c/a'],
    ]);
    await expect(tx.get(b)).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
