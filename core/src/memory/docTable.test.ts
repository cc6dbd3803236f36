import { describe, expect, it } from 'vitest';
import { Timestamp } from '../ports/values';
import { DocTable } from './docTable';
import type { StoredDoc } from './docStoreSnapshot';

const at = Timestamp.fromMillis(1_700_000_000_000);
const doc = (name: string): StoredDoc => ({ data: { name }, createTime: at, updateTime: at });

describe('DocTable: the memory store’s documents, versions and collections', () => {
  it('gives every path of one commit the same new version; untouched paths keep theirs', () => {
    const table = new DocTable();
    expect(table.version('projects/a')).toBe(0);
    table.write([
      ['projects/a', doc('A')],
      ['projects/b', doc('B')],
    ]);
    const first = table.version('projects/a');
    expect(table.version('projects/b')).toBe(first);
    table.write([['projects/a', undefined]]);
    expect(table.get('projects/a')).toBeUndefined();
    expect(table.version('projects/a')).toBeGreaterThan(first);
    expect(table.version('projects/b')).toBe(first);
  });

  it('reads a collection’s rows only, not its subcollections’ or its deleted documents', () => {
    const table = new DocTable();
    table.write([
      ['projects/a', doc('A')],
      ['projects/b', doc('B')],
      ['projects/a/drafts/d', doc('D')],
      ['customers/c', doc('C')],
    ]);
    table.write([['projects/b', undefined]]);
    expect(table.rowsOf('projects')).toEqual([{ id: 'a', data: { name: 'A' } }]);
    expect(table.rowsOf('projects/a/drafts').map((r) => r.id)).toEqual(['d']);
    expect(table.rowsOf('tenders')).toEqual([]);
  });

  it('replaces the whole content, naming both the paths that went and those that came', () => {
    const table = new DocTable();
    table.write([['projects/a', doc('A')]]);
    const changed = table.replace([['customers/c', doc('C')]]);
    expect([...changed].sort()).toEqual(['customers/c', 'projects/a']);
    expect(table.rowsOf('projects')).toEqual([]);
    expect([...table.all().keys()]).toEqual(['customers/c']);
    expect(table.version('projects/a')).toBe(table.version('customers/c'));
  });
});
