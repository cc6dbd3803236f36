/**
 * Typed references are plain data (a path plus a phantom type), so that adapters only need the
 * path string and any implementation can build them without a client instance.
 */

export type DocData = Record<string, unknown>;

export interface DocRef<T = DocData> {
  readonly kind: 'doc';
  /** Slash-separated, even number of segments: `companies/c1/projects/p1`. */
  readonly path: string;
  readonly id: string;
  /** Phantom: carries T for inference; never set at run time. */
  readonly __type?: T;
}

export interface CollectionRef<T = DocData> {
  readonly kind: 'collection';
  /** Slash-separated, odd number of segments: `companies/c1/projects`. */
  readonly path: string;
  readonly id: string;
  readonly __type?: T;
}

/** Firestore's special field name for the document id in where / orderBy. */
export const DOCUMENT_ID = '__name__';

export function splitPath(path: string): string[] {
  const segments = path.split('/');
  if (segments.some((s) => s.length === 0)) {
    throw new TypeError(`Invalid path '${path}': empty segment`);
  }
  return segments;
}

export function docRef<T = DocData>(path: string): DocRef<T> {
  const segments = splitPath(path);
  if (segments.length % 2 !== 0) throw new TypeError(`'${path}' is not a document path`);
  return Object.freeze({ kind: 'doc', path, id: segments[segments.length - 1] as string });
}

export function collectionRef<T = DocData>(path: string): CollectionRef<T> {
  const segments = splitPath(path);
  if (segments.length % 2 !== 1) throw new TypeError(`'${path}' is not a collection path`);
  return Object.freeze({ kind: 'collection', path, id: segments[segments.length - 1] as string });
}

export function childDoc<T>(collection: CollectionRef<T>, id: string): DocRef<T> {
  return docRef<T>(`${collection.path}/${id}`);
}

export function childCollection<T = DocData>(doc: DocRef<unknown>, name: string): CollectionRef<T> {
  return collectionRef<T>(`${doc.path}/${name}`);
}

/** The collection a document lives in. */
export function parentOf<T>(doc: DocRef<T>): CollectionRef<T> {
  return collectionRef<T>(doc.path.slice(0, doc.path.lastIndexOf('/')));
}
