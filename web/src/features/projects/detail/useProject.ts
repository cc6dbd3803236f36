import { isDocumentId, refs, type Project } from '@tender/core';
import { useLiveDoc } from '../../../backend/hooks/useLiveQuery';

export type ProjectState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; project: Project };

/**
 * The project, live. A malformed id, a project of another company (its path is never under the
 * user's company, so it simply does not exist there) and a deleted one are all 'notFound'.
 */
export function useProject(companyId: string, projectId: string): ProjectState {
  const valid = isDocumentId(projectId);
  const result = useLiveDoc(valid ? refs.project(companyId, projectId) : null);
  if (!valid) return { status: 'notFound' };
  if (result.status === 'loading') return { status: 'loading' };
  if (result.status === 'error') return { status: 'error', error: result.error };
  const project = result.data.data;
  return project ? { status: 'ready', project } : { status: 'notFound' };
}
