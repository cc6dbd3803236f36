/**
 * The memory DocStore's stored documents and their JSON form (exportSnapshot / importSnapshot):
 * what the demo keeps in IndexedDB and loads a large company's data from.
 */
import { DocStoreError } from '../ports/docStore';
import { docRef } from '../ports/refs';
import { Timestamp } from '../ports/values';
import { type Json, decodeValue, encodeValue } from './codec';
import type { Plain } from './values';

export interface StoredDoc {
  readonly data: Plain;
  readonly createTime: Timestamp;
  readonly updateTime: Timestamp;
}

/** The JSON form of the whole store (exportSnapshot / importSnapshot). */
export interface DocStoreSnapshot {
  readonly format: 'tender-assistant/docstore';
  readonly version: 1;
  readonly docs: Record<string, { data: Json; createTime: number; updateTime: number }>;
}

/** The documents as a snapshot, in path order; independent of later changes. */
export function encodeSnapshot(docs: ReadonlyMap<string, StoredDoc>): DocStoreSnapshot {
  const out: DocStoreSnapshot['docs'] = {};
  for (const path of [...docs.keys()].sort()) {
    const doc = docs.get(path) as StoredDoc;
    out[path] = {
      data: encodeValue(doc.data),
      createTime: doc.createTime.toMillis(),
      updateTime: doc.updateTime.toMillis(),
    };
  }
  return { format: 'tender-assistant/docstore', version: 1, docs: out };
}

/** Throws unless the value is a snapshot of this format and version. */
export function checkSnapshot(snapshot: DocStoreSnapshot): void {
  if (snapshot.format !== 'tender-assistant/docstore' || snapshot.version !== 1) {
    throw new DocStoreError('invalid-argument', 'Not a docstore snapshot (format/version)');
  }
}

/** A snapshot's documents as stored ones, each path validated. */
export function* decodeSnapshotDocs(
  docs: DocStoreSnapshot['docs'],
): Generator<[path: string, doc: StoredDoc]> {
  for (const [path, doc] of Object.entries(docs)) {
    docRef(path); // validates the path
    yield [
      path,
      {
        data: decodeValue(doc.data) as Plain,
        createTime: Timestamp.fromMillis(doc.createTime),
        updateTime: Timestamp.fromMillis(doc.updateTime),
      },
    ];
  }
}
