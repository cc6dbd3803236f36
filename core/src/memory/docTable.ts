/**
 * What the in-memory DocStore holds: the documents by path, each path's commit version (what a
 * transaction's reads are checked against) and the paths of each collection, so a query reads
 * its collection only, not every document of the store (a large company's 20,000 tenders and
 * their matches, issue 22). The store (docStore.ts) decides what to write; this keeps the three
 * in step.
 */
import type { StoredDoc } from './docStoreSnapshot';
import { LoadedDoc, loadedRow } from './loadedDoc';
import type { StoredRow } from './queryEngine';

export class DocTable {
  private docs = new Map<string, StoredDoc>();
  private collections = new Map<string, Set<string>>();
  /** Commit sequence number of the last write (including deletes) per path; 0 = never written. */
  private versions = new Map<string, number>();
  private seq = 0;

  get(path: string): StoredDoc | undefined {
    return this.docs.get(path);
  }

  /** The version a transaction read `path` at; it may commit only while it is unchanged. */
  version(path: string): number {
    return this.versions.get(path) ?? 0;
  }

  /** Every stored document by path (for a snapshot of the whole store). */
  all(): ReadonlyMap<string, StoredDoc> {
    return this.docs;
  }

  /** A collection's documents as the query engine reads them. */
  rowsOf(collectionPath: string): StoredRow[] {
    const prefix = `${collectionPath}/`;
    const rows: StoredRow[] = [];
    for (const path of this.collections.get(collectionPath) ?? []) {
      const doc = this.docs.get(path);
      const id = path.slice(prefix.length);
      if (doc instanceof LoadedDoc) rows.push(loadedRow(id, doc));
      else if (doc) rows.push({ id, data: doc.data });
    }
    return rows;
  }

  /**
   * Stores each path's new document (undefined: deletes it) as one commit: every path written gets
   * the same new version. Returns the paths written.
   */
  write(changes: Iterable<readonly [path: string, doc: StoredDoc | undefined]>): Set<string> {
    const written = new Set<string>();
    const version = ++this.seq;
    for (const [path, doc] of changes) {
      if (doc === undefined) this.docs.delete(path);
      else this.docs.set(path, doc);
      this.index(path, doc !== undefined);
      this.versions.set(path, version);
      written.add(path);
    }
    return written;
  }

  /**
   * Replaces the whole content as one commit: every path that was or now is stored gets the new
   * version. Returns those paths.
   */
  replace(docs: Iterable<readonly [path: string, doc: StoredDoc]>): Set<string> {
    const next = new Map(docs);
    const changed = new Set([...this.docs.keys(), ...next.keys()]);
    const version = ++this.seq;
    for (const path of changed) this.versions.set(path, version);
    this.docs = next;
    this.collections = new Map();
    for (const path of next.keys()) this.index(path, true);
    return changed;
  }

  private index(path: string, present: boolean): void {
    const collection = path.slice(0, path.lastIndexOf('/'));
    let paths = this.collections.get(collection);
    if (present) {
      if (!paths) this.collections.set(collection, (paths = new Set()));
      paths.add(path);
    } else paths?.delete(path);
  }
}
