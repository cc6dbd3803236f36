/** What follows draft events, as plain logic (the trigger wrappers are draftTriggers.ts). */
import type { Project } from '@tender/core';

/** The jobId of a lock that appeared or changed (a new job to run), else null. */
export function newDraftJob(
  before: Project | undefined,
  after: Project | undefined,
): string | null {
  const job = after?.draftJob;
  if (!job || job.claimedAt) return null;
  return before?.draftJob?.jobId === job.jobId ? null : job.jobId;
}
