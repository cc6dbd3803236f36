import { type DocRef, isDocumentId } from '@tender/core';
import { useLiveDoc } from './useLiveQuery';

export type DocByIdState<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'notFound' }
  | { status: 'ready'; data: T };

/**
 * One document addressed by an id from the URL, live. A malformed id, a deleted document and one
 * the rules refuse (another company's) all read as not found: nothing tells whether a foreign id
 * exists. Other failures are errors.
 */
export function useDocById<T>(id: string, refOf: (id: string) => DocRef<T>): DocByIdState<T> {
  const valid = isDocumentId(id);
  const live = useLiveDoc(valid ? refOf(id) : null, { retryRefusals: false });
  if (!valid) return { status: 'notFound' };
  if (live.status === 'loading') return { status: 'loading' };
  if (live.status === 'error') {
    const code = (live.error as { code?: string }).code;
    return code === 'permission-denied' || code === 'not-found'
      ? { status: 'notFound' }
      : { status: 'error' };
  }
  return live.data.data ? { status: 'ready', data: live.data.data } : { status: 'notFound' };
}
