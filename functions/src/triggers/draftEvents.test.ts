import { Timestamp, type Project } from '@tender/core';
import { describe, expect, it } from 'vitest';
import { newDraftJob } from './draftEvents';

const lock = (jobId: string, claimed = false) => ({
  jobId,
  requestedBy: 'u1',
  startedAt: Timestamp.fromMillis(0),
  deadlineAt: Timestamp.fromMillis(1),
  knowledgeBaseIds: null,
  claimedAt: claimed ? Timestamp.fromMillis(0) : null,
});
const project = (draftJob: Project['draftJob']) => ({ draftJob }) as Project;

describe('newDraftJob', () => {
  it('runs a job only when a new, unclaimed lock appears', () => {
    expect(newDraftJob(project(null), project(lock('j1')))).toBe('j1');
    expect(newDraftJob(project(lock('j0')), project(lock('j1')))).toBe('j1');
    // The claim, a cancel and unrelated project edits start nothing.
    expect(newDraftJob(project(lock('j1')), project(lock('j1', true)))).toBeNull();
    expect(newDraftJob(project(lock('j1')), project(null))).toBeNull();
    expect(newDraftJob(project(lock('j1')), project(lock('j1')))).toBeNull();
  });
});
