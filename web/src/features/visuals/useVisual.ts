import { type Visual, refs } from '@tender/core';
import { useDocById } from '../../backend/hooks/useDocById';

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
  const state = useDocById(visualId, (id) => refs.visual(companyId, id));
  return state.status === 'ready' ? { status: 'ready', visual: state.data } : state;
}
