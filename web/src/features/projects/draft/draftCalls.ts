/**
 * The draft callables the project page uses. Part A of issue 8 adds them to core's callable table
 * (and to the demo and functions); until it lands they are not in CallableName, so this is the one
 * place that names them untyped — a call to a callable that does not exist yet rejects like any
 * failed call, and the page shows 'Failed to generate draft'.
 */
import type { Backend } from '../../../backend/types';

export interface DraftCallables {
  generateDraft: { input: { projectId: string }; output: unknown };
  cancelDraftGeneration: { input: { projectId: string }; output: unknown };
  regenerateDraftSection: {
    input: { projectId: string; draftId: string; sectionId: string };
    output: unknown;
  };
}

export function callDraft<N extends keyof DraftCallables>(
  backend: Pick<Backend, 'call'>,
  name: N,
  input: DraftCallables[N]['input'],
): Promise<DraftCallables[N]['output']> {
  // TODO(issue 8 A): drop the cast once these names are in core's CALLABLE_SCHEMAS.
  const call = backend.call as unknown as (name: string, input: unknown) => Promise<unknown>;
  return call(name, input);
}
