import { type Visual, isDocumentId, refs } from '@tender/core';
import { useLiveDoc } from '../../backend/hooks/useLiveQuery';

export type VisualState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'notFound' }
  | { status: 'ready'; visual: Visual };

/**
 * One visual, live. A bad id, a deleted visual and another company's visual (the rules refuse
 * the read) all read as not found: nothing tells whether a foreign id exists.
 */
export function useVisual(companyId: string, visualId: string): VisualState {
  const valid = isDocumentId(visualId);
  const live = useLiveDoc(valid ? refs.visual(companyId, visualId) : null);
  if (!valid) return { status: 'notFound' };
  if (live.status === 'loading') return { status: 'loading' };
  if (live.status === 'error') {
    const code = (live.error as { code?: string }).code;
    return code === 'permission-denied' || code === 'not-found'
      ? { status: 'notFound' }
      : { status: 'error' };
  }
  return live.data.data ? { status: 'ready', visual: live.data.data } : { status: 'notFound' };
}
