/**
 * The memory DocStore's stored documents and their JSON form (exportSnapshot / importSnapshot):
 * what the demo keeps in IndexedDB and loads a large company's data from.
 */
import { DocStoreError } from '../ports/docStore';
import { docRef } from '../ports/refs';
import { Timestamp } from '../ports/values';
import { type Json, encodeValue } from './codec';
import { LoadedDoc } from './loadedDoc';
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
  for (const path of [...docs.keys()].sort()) out[path] = encodeDoc(docs.get(path) as StoredDoc);
  return { format: 'tender-assistant/docstore', version: 1, docs: out };
}

/** One stored document's JSON form. */
export function encodeDoc(doc: StoredDoc): DocStoreSnapshot['docs'][string] {
  // A loaded document never changed in place (a write stores a new one): its JSON still holds.
  if (doc instanceof LoadedDoc) return doc.encoded as DocStoreSnapshot['docs'][string];
  return {
    data: encodeValue(doc.data),
    createTime: doc.createTime.toMillis(),
    updateTime: doc.updateTime.toMillis(),
  };
}

/** Throws unless the value is a snapshot of this format and version. */
export function checkSnapshot(snapshot: DocStoreSnapshot): void {
  if (snapshot.format !== 'tender-assistant/docstore' || snapshot.version !== 1) {
    throw new DocStoreError('invalid-argument', 'Not a docstore snapshot (format/version)');
  }
}

/**
 * A snapshot's documents as stored ones, decoded when used (loadedDoc.ts). Each path is validated
 * unless the snapshot is the demo's own save, from a store that validated them when written:
 * checking them again took a fifth of the time of loading 20,000 matches (issue 22 item 6).
 */
export function* decodeSnapshotDocs(
  docs: DocStoreSnapshot['docs'],
  validate = true,
): Generator<[path: string, doc: StoredDoc]> {
  for (const [path, doc] of Object.entries(docs)) {
    if (validate) docRef(path); // validates the path
    yield [path, new LoadedDoc(doc)];
  }
}
