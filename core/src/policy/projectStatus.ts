/**
 * Project status machine (spec §4 lists the statuses; transitions are our design, see
 * docs/decisions.md). The statuses follow the bid's life in the spec's order:
 * draft → in_progress → review → submitted → approved | rejected; approved → published.
 */
import type { ProjectStatus } from '../model/project';
import { type Actor, type Decision, deny } from './actor';
import { explain } from './permissions';

/** editor: may edit the project (admin, manager, owner). reviewer: admin or manager only. */
export type ProjectTransitionBy = 'editor' | 'reviewer';

export interface ProjectTransition {
  readonly from: ProjectStatus;
  readonly to: ProjectStatus;
  readonly by: ProjectTransitionBy;
}

export const PROJECT_TRANSITIONS: readonly ProjectTransition[] = Object.freeze([
  { from: 'draft', to: 'in_progress', by: 'editor' }, // writing starts
  { from: 'in_progress', to: 'review', by: 'editor' }, // ready for internal review
  { from: 'review', to: 'in_progress', by: 'editor' }, // changes needed
  { from: 'review', to: 'submitted', by: 'reviewer' }, // sent to the contracting authority
  { from: 'submitted', to: 'approved', by: 'reviewer' }, // contract awarded to us
  { from: 'submitted', to: 'rejected', by: 'reviewer' }, // not awarded (final)
  { from: 'approved', to: 'published', by: 'reviewer' }, // award published; project closed (final)
]);

/** Content (documents, drafts, settings) can change only before submission. */
export const PROJECT_EDITABLE_STATUSES: readonly ProjectStatus[] = Object.freeze([
  'draft',
  'in_progress',
  'review',
]);

export function isProjectContentEditable(status: ProjectStatus): boolean {
  return PROJECT_EDITABLE_STATUSES.includes(status);
}

export function nextProjectStatuses(from: ProjectStatus): ProjectStatus[] {
  return PROJECT_TRANSITIONS.filter((t) => t.from === from).map((t) => t.to);
}

export type ProjectFacts = {
  readonly companyId: string;
  readonly ownerId: string;
  readonly status: ProjectStatus;
};

export function explainProjectTransition(
  actor: Actor | null | undefined,
  project: ProjectFacts,
  to: ProjectStatus,
): Decision {
  const asEditor = explain(actor, 'project.edit', project);
  if (!asEditor.allowed) return asEditor;
  const transition = PROJECT_TRANSITIONS.find((t) => t.from === project.status && t.to === to);
  if (!transition) return deny('state');
  if (transition.by === 'reviewer' && actor?.role !== 'admin' && actor?.role !== 'manager')
    return deny('role');
  return asEditor;
}

export function canTransitionProject(
  actor: Actor | null | undefined,
  project: ProjectFacts,
  to: ProjectStatus,
): boolean {
  return explainProjectTransition(actor, project, to).allowed;
}

/**
 * Deleting a project: admins and managers always; its owner only while the content is editable
 * (issue 20: a plain owner deleted a submitted bid). What was under it goes with it
 * (services/projects/deleteProjectContents).
 */
export function explainProjectDelete(
  actor: Actor | null | undefined,
  project: ProjectFacts,
): Decision {
  const allowed = explain(actor, 'project.delete', project);
  if (!allowed.allowed) return allowed;
  if (actor?.role === 'admin' || actor?.role === 'manager') return allowed;
  return isProjectContentEditable(project.status) ? allowed : deny('state');
}
