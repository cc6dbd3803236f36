import { describe, expect, it } from 'vitest';
import { completedWorkflowSteps } from './workflowProgress';

const project = {
  awardCriteria: [],
  additionalInfo: { writingStyle: '', focusAreas: '', notes: ' ' },
};

describe('completedWorkflowSteps', () => {
  it('ticks Documents once the main tender document is processed, not before', () => {
    const steps = (
      documents: {
        role: 'main_tender' | 'annex';
        status: 'uploaded' | 'processing' | 'processed' | 'failed';
      }[],
    ) => completedWorkflowSteps({ project, documents }).documents;
    expect(steps([])).toBe(false);
    expect(steps([{ role: 'annex', status: 'processed' }])).toBe(false);
    expect(steps([{ role: 'main_tender', status: 'uploaded' }])).toBe(false);
    expect(steps([{ role: 'main_tender', status: 'processing' }])).toBe(false);
    expect(steps([{ role: 'main_tender', status: 'failed' }])).toBe(false);
    expect(
      steps([
        { role: 'annex', status: 'failed' },
        { role: 'main_tender', status: 'processed' },
      ]),
    ).toBe(true);
  });

  it('ticks Award Criteria with a criterion and Additional Info with any text', () => {
    expect(completedWorkflowSteps({ project, documents: [] })).toEqual({
      documents: false,
      awardCriteria: false,
      additionalInfo: false,
    });
    expect(
      completedWorkflowSteps({
        project: {
          awardCriteria: [{ id: 'a', description: 'Kwaliteit', weight: 60 }],
          additionalInfo: { writingStyle: '', focusAreas: 'Duurzaamheid', notes: '' },
        },
        documents: [],
      }),
    ).toEqual({ documents: false, awardCriteria: true, additionalInfo: true });
  });
});
