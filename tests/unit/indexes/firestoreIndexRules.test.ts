/** Firestore's composite-index rules as scripts/check-indexes.mjs applies them (issue 22 item 4). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type CompositeIndex,
  type QueryShape,
  checkIndexes,
  describeIndex,
  indexNeedOf,
  serves,
} from './firestoreIndexRules';

const declared = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: CompositeIndex[];
  }
).indexes;

const q = (
  collection: string,
  filters: [string, QueryShape['filters'][number]['op']][] = [],
  orders: [string, 'asc' | 'desc'][] = [],
): QueryShape => ({
  collection,
  filters: filters.map(([field, op]) => ({ field, op })),
  orders: orders.map(([field, direction]) => ({ field, direction })),
});

describe('indexNeedOf: when Firestore needs a composite index', () => {
  it('needs none for single-field queries and for equalities alone (merged single-field indexes)', () => {
    expect(indexNeedOf(q('projects'))).toBeNull();
    expect(indexNeedOf(q('projects', [], [['createdAt', 'desc']]))).toBeNull();
    expect(indexNeedOf(q('projects', [['deadline', '>=']], [['deadline', 'asc']]))).toBeNull();
    expect(
      indexNeedOf(
        q('users', [
          ['companyId', '=='],
          ['role', '=='],
        ]),
      ),
    ).toBeNull();
    expect(
      indexNeedOf(
        q('tenders', [
          ['cpvCodes', 'array-contains'],
          ['country', '=='],
        ]),
      ),
    ).toBeNull();
    // Ordering by the equality field itself, or by the document id, adds no sort.
    expect(indexNeedOf(q('users', [['companyId', '==']], [['companyId', 'asc']]))).toBeNull();
    expect(indexNeedOf(q('users', [['companyId', '==']], [['__name__', 'asc']]))).toBeNull();
  });

  it('needs one for a sort on top of an equality, an array-contains or another sort', () => {
    expect(indexNeedOf(q('projects', [['ownerId', '==']], [['createdAt', 'desc']]))).toEqual({
      collection: 'projects',
      equalities: ['ownerId'],
      contains: null,
      sort: [{ field: 'createdAt', order: 'DESCENDING' }],
    });
    expect(
      indexNeedOf(q('tenders', [['cpvCodes', 'array-contains']], [['publishedAt', 'desc']])),
    ).toMatchObject({ contains: 'cpvCodes', sort: [{ field: 'publishedAt' }] });
    expect(
      indexNeedOf(
        q(
          'p',
          [],
          [
            ['a', 'asc'],
            ['b', 'desc'],
          ],
        ),
      )?.sort,
    ).toHaveLength(2);
    // A range filter sorts by its own field first, as Firestore adds that orderBy.
    expect(
      indexNeedOf(
        q('p', [
          ['status', '=='],
          ['deadline', '>='],
        ]),
      )?.sort,
    ).toEqual([{ field: 'deadline', order: 'ASCENDING' }]);
  });
});

describe('serves', () => {
  const index: CompositeIndex = {
    collectionGroup: 'users',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'role', order: 'ASCENDING' },
      { fieldPath: 'companyId', order: 'ASCENDING' },
      { fieldPath: 'name', order: 'ASCENDING' },
    ],
  };
  it('takes the equalities in any order, then the sort exactly, direction included', () => {
    const need = indexNeedOf(
      q(
        'users',
        [
          ['companyId', '=='],
          ['role', '=='],
        ],
        [['name', 'asc']],
      ),
    )!;
    expect(serves(index, need)).toBe(true);
    const desc = indexNeedOf(
      q(
        'users',
        [
          ['companyId', '=='],
          ['role', '=='],
        ],
        [['name', 'desc']],
      ),
    )!;
    expect(serves(index, desc)).toBe(false);
    const other = indexNeedOf(q('users', [['companyId', '==']], [['name', 'asc']]))!;
    expect(serves(index, other)).toBe(false);
  });
});

describe('checkIndexes against firestore.indexes.json', () => {
  const projectsMine = q('projects', [['ownerId', '==']], [['createdAt', 'desc']]);

  it('passes a query the declared indexes serve, and fails it once its index is removed', () => {
    expect(checkIndexes([projectsMine], declared).missing).toEqual([]);
    const without = declared.filter((i) => describeIndex(i) !== 'projects: ownerId ↑, createdAt ↓');
    expect(without).toHaveLength(declared.length - 1);
    const { missing } = checkIndexes([projectsMine], without);
    expect(missing.map((m) => m.need.collection)).toEqual(['projects']);
  });

  it('reports a declared index that no query uses, unless it is used elsewhere with a reason', () => {
    const { unused } = checkIndexes([projectsMine], declared);
    expect(unused.map(describeIndex)).toContain('projects: ownerId ↑, name ↑');
    expect(unused.map(describeIndex)).not.toContain('projects: ownerId ↑, createdAt ↓');
    const vector = declared.find((i) => describeIndex(i) === 'chunks: embedding vector');
    expect(vector).toBeDefined();
    const kept = checkIndexes([], [vector!], { 'chunks: embedding vector': 'findNearest' });
    expect(kept.unused).toEqual([]);
  });
});
