/**
 * Firestore's rules for when a query needs a composite index, and whether firestore.indexes.json
 * has it (issue 22 item 4). The emulator never asks for an index; production refuses the query
 * with FAILED_PRECONDITION. Single-field indexes (ascending, descending, array-contains) exist for
 * every field automatically, and Firestore merges them for equality-only queries, so a composite
 * index is needed exactly when a query sorts (an orderBy, or a range filter's implicit order) on
 * top of an equality or array-contains filter on another field, or sorts on more than one field.
 * https://firebase.google.com/docs/firestore/query-data/index-overview
 */

export type Op = '==' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains' | 'array-contains-any';

/** A query as the DocStore port describes it, without values: what decides its index. */
export interface QueryShape {
  /** The collection id (the last path segment): what an index's collectionGroup names. */
  readonly collection: string;
  readonly filters: readonly { readonly field: string; readonly op: Op }[];
  readonly orders: readonly { readonly field: string; readonly direction: 'asc' | 'desc' }[];
}

export type IndexField =
  | { readonly fieldPath: string; readonly order: 'ASCENDING' | 'DESCENDING' }
  | { readonly fieldPath: string; readonly arrayConfig: 'CONTAINS' }
  | { readonly fieldPath: string; readonly vectorConfig: unknown };

export interface CompositeIndex {
  readonly collectionGroup: string;
  readonly queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  readonly fields: readonly IndexField[];
}

/** What a query needs: equality fields (any order), an array-contains field, then the sort. */
export interface IndexNeed {
  readonly collection: string;
  readonly equalities: readonly string[];
  readonly contains: string | null;
  readonly sort: readonly { readonly field: string; readonly order: 'ASCENDING' | 'DESCENDING' }[];
}

const DOCUMENT_ID = '__name__';
const RANGE: readonly Op[] = ['<', '<=', '>', '>='];
const EQUALITY: readonly Op[] = ['==', 'in'];
const CONTAINS: readonly Op[] = ['array-contains', 'array-contains-any'];
const ORDER = { asc: 'ASCENDING', desc: 'DESCENDING' } as const;

/** The composite index a query needs, or null when single-field indexes serve it. */
export function indexNeedOf(shape: QueryShape): IndexNeed | null {
  const equalities = [
    ...new Set(
      shape.filters
        .filter((f) => EQUALITY.includes(f.op) && f.field !== DOCUMENT_ID)
        .map((f) => f.field),
    ),
  ].sort();
  const contains = shape.filters.find((f) => CONTAINS.includes(f.op))?.field ?? null;
  const ranges = [
    ...new Set(shape.filters.filter((f) => RANGE.includes(f.op)).map((f) => f.field)),
  ];
  const sort = shape.orders
    .filter((o) => o.field !== DOCUMENT_ID && !equalities.includes(o.field))
    .map((o) => ({ field: o.field, order: ORDER[o.direction] }));
  // A range filter orders by its field first when no orderBy names it (Firestore adds it).
  for (const field of ranges.reverse())
    if (!sort.some((s) => s.field === field)) sort.unshift({ field, order: 'ASCENDING' });
  if (sort.length === 0) return null; // equalities and array-contains: merged single-field indexes
  if (sort.length === 1 && equalities.length === 0 && contains === null) return null;
  return { collection: shape.collection, equalities, contains, sort };
}

function isOrdered(f: IndexField): f is Extract<IndexField, { order: unknown }> {
  return 'order' in f;
}

/** Whether a declared index serves the need: the equalities in any order, then the sort exactly. */
export function serves(index: CompositeIndex, need: IndexNeed): boolean {
  if (index.collectionGroup !== need.collection || index.queryScope !== 'COLLECTION') return false;
  const prefix = need.equalities.length + (need.contains ? 1 : 0);
  if (index.fields.length !== prefix + need.sort.length) return false;
  const head = index.fields.slice(0, prefix);
  const tail = index.fields.slice(prefix);
  const headOk =
    head.every(
      (f) =>
        (isOrdered(f) && need.equalities.includes(f.fieldPath)) ||
        ('arrayConfig' in f && f.fieldPath === need.contains),
    ) && new Set(head.map((f) => f.fieldPath)).size === head.length;
  const tailOk = tail.every(
    (f, i) =>
      isOrdered(f) && f.fieldPath === need.sort[i]!.field && f.order === need.sort[i]!.order,
  );
  return headOk && tailOk;
}

export function describeNeed(need: IndexNeed): string {
  return [
    ...need.equalities.map((f) => `${f} ==`),
    ...(need.contains ? [`${need.contains} array-contains`] : []),
    ...need.sort.map((s) => `${s.field} ${s.order === 'ASCENDING' ? '↑' : '↓'}`),
  ].join(', ');
}

export function describeIndex(index: CompositeIndex): string {
  const fields = index.fields.map((f) =>
    'order' in f
      ? `${f.fieldPath} ${f.order === 'ASCENDING' ? '↑' : '↓'}`
      : 'arrayConfig' in f
        ? `${f.fieldPath} array-contains`
        : `${f.fieldPath} vector`,
  );
  return `${index.collectionGroup}: ${fields.join(', ')}`;
}

export interface IndexCheck {
  /** Queries no declared index serves (they fail in production). */
  readonly missing: readonly { readonly need: IndexNeed; readonly shapes: readonly QueryShape[] }[];
  /** Declared indexes no recorded query needs (they cost writes and storage for nothing). */
  readonly unused: readonly CompositeIndex[];
}

/**
 * Checks recorded queries against the declared indexes. `usedElsewhere` names indexes that serve
 * queries outside the DocStore port (a vector index for findNearest), as `describeIndex` prints
 * them, each with the reason it is kept.
 */
export function checkIndexes(
  shapes: readonly QueryShape[],
  indexes: readonly CompositeIndex[],
  usedElsewhere: Readonly<Record<string, string>> = {},
): IndexCheck {
  const needs = new Map<string, { need: IndexNeed; shapes: QueryShape[] }>();
  for (const shape of shapes) {
    const need = indexNeedOf(shape);
    if (!need) continue;
    const key = `${need.collection}|${describeNeed(need)}`;
    const entry = needs.get(key) ?? { need, shapes: [] };
    entry.shapes.push(shape);
    needs.set(key, entry);
  }
  const missing = [...needs.values()].filter(({ need }) => !indexes.some((i) => serves(i, need)));
  const unused = indexes.filter(
    (i) =>
      !(describeIndex(i) in usedElsewhere) &&
      ![...needs.values()].some(({ need }) => serves(i, need)),
  );
  return { missing, unused };
}
