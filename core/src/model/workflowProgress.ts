/**
 * Which steps of the project's guided workflow hold what they ask for (ticked in the stepper).
 * Pure, so the project page and anything else that reports progress decide the same way (issue 19:
 * the Documents step was never shown as done).
 */
import type { Project, ProjectWorkflowStep } from './project';
import type { ProjectDocument } from './projectDocument';

export function completedWorkflowSteps(input: {
  readonly project: Pick<Project, 'awardCriteria' | 'additionalInfo'>;
  readonly documents: readonly Pick<ProjectDocument, 'role' | 'status'>[];
}): Record<ProjectWorkflowStep, boolean> {
  const { project, documents } = input;
  return {
    // Done when the tender itself has been read: an uploaded or failed main document, or only
    // annexes, leave nothing for the draft to answer yet.
    documents: documents.some((d) => d.role === 'main_tender' && d.status === 'processed'),
    awardCriteria: project.awardCriteria.length > 0,
    additionalInfo: Object.values(project.additionalInfo).some((v) => v.trim() !== ''),
  };
}
