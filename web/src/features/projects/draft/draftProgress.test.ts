/** How the job's progress reads as the step list: states, times, a job that died, the gaps between steps. */
import { describe, expect, it } from 'vitest';
import { DRAFT_GENERATION_STEPS, type DraftProgress } from '@tender/core';
import { formatElapsed, jobPhase, stepRows } from './draftProgress';

const NOW = 1_000_000;

function progress(over: Partial<DraftProgress> = {}): DraftProgress {
  return {
    jobId: 'j1',
    state: 'running',
    startedAt: NOW - 10_000,
    deadlineAt: NOW + 60_000,
    current: null,
    steps: {
      loadingProjectDocuments: { startedAt: NOW - 10_000, endedAt: NOW - 8_000 },
      readingDocuments: { startedAt: NOW - 8_000, endedAt: NOW - 7_000 },
    },
    draftId: null,
    error: null,
    ...over,
  };
}

describe('stepRows', () => {
  it('between two steps the next one shows as under way, without a time yet', () => {
    const rows = stepRows(progress(), NOW);
    expect(rows.map((r) => r.state)).toEqual([
      'done',
      'done',
      'running',
      ...Array(DRAFT_GENERATION_STEPS.length - 3).fill('pending'),
    ]);
    expect(rows[0]!.elapsedMs).toBe(2000);
    expect(rows[2]!.elapsedMs).toBeNull();
  });

  it('a step under way counts its time up to now', () => {
    const p = progress({
      current: 'checkingTenderingGuideline',
      steps: {
        ...progress().steps,
        checkingTenderingGuideline: { startedAt: NOW - 3_000, endedAt: null },
      },
    });
    const rows = stepRows(p, NOW);
    expect(rows[2]).toEqual({
      step: 'checkingTenderingGuideline',
      state: 'running',
      elapsedMs: 3000,
    });
    expect(rows.filter((r) => r.state === 'running')).toHaveLength(1);
  });

  it('past its deadline a running job is failed, its open step marked failed, timed up to the deadline', () => {
    const p = progress({
      deadlineAt: NOW - 1_000,
      steps: {
        ...progress().steps,
        checkingTenderingGuideline: { startedAt: NOW - 5_000, endedAt: null },
      },
    });
    expect(jobPhase(p, NOW)).toBe('failed');
    const rows = stepRows(p, NOW);
    expect(rows[2]).toEqual({
      step: 'checkingTenderingGuideline',
      state: 'failed',
      elapsedMs: 4000,
    });
    expect(rows.some((r) => r.state === 'running')).toBe(false);
  });

  it('a cancelled job leaves its open step waiting, not failed', () => {
    const p = progress({
      state: 'cancelled',
      steps: {
        ...progress().steps,
        checkingTenderingGuideline: { startedAt: NOW - 5_000, endedAt: null },
      },
    });
    expect(stepRows(p, NOW)[2]!.state).toBe('pending');
  });
});

describe('formatElapsed', () => {
  it("writes the reader's decimal mark and minutes past a minute", () => {
    expect(formatElapsed(2500, 'en')).toMatch(/^2\.5 sec/);
    expect(formatElapsed(2500, 'nl')).toMatch(/^2,5 sec/);
    expect(formatElapsed(65_000, 'en')).toMatch(/^1 min 05 sec/);
  });
});
