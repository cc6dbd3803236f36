/**
 * The scoring-sheet class of draftPlanTrialRows.test.ts through the product's path: a tender read
 * with its structure, as the document processor reads it, then the local draft. A row the
 * evaluator scores by measuring the work ('Test Coverage > 80% = 5 pts') is not planned, so a
 * passage on its words is never cited for it; the questions on the bid's description are answered.
 * (The fact rules read such a threshold row in English only: the Dutch side of the class is the
 * planner test's.)
 */
import { describe, expect, it } from 'vitest';
import type { DocumentStructure } from '../../extraction/structure';
import { structuredPageText } from '../../extraction/structure';
import type { Draft } from '../../model/draft';
import { refs } from '../../model/paths';
import { CID, JOB, PID, draftWorld } from './draftTestWorld';
import { generateDraft } from './generateDraft';

const QUESTIONS = [
  'Does the description name the accessibility standard the portal meets?',
  'Does the description explain how releases are rolled back?',
  'Does the description name the hosting provider and its region?',
  'Does the description describe how personal data is encrypted at rest?',
  'Does the description describe the backup schedule?',
  'Does the description name the service desk hours?',
  'Does the description explain how incidents are escalated?',
  'Does the description describe the onboarding of new users?',
  'Does the description describe how the portal is monitored?',
  'Does the description name the person accountable for quality?',
  'Does the description describe how user feedback shapes the next release?',
];

const STRUCTURE: DocumentStructure = {
  pagination: 'fixed',
  pages: [
    {
      index: 1,
      furniture: [],
      blocks: [
        { kind: 'heading', level: 1, text: 'EVALUATION WORKBOOK' },
        { kind: 'heading', level: 2, text: 'DESCRIPTION REVIEW' },
        ...QUESTIONS.map((q, i) => ({
          kind: 'paragraph' as const,
          text: `${i + 1} ${q} Yes = 2 pts; No = 0`,
        })),
        { kind: 'heading', level: 2, text: 'CODE REVIEW' },
        { kind: 'paragraph', text: '12 Test Coverage > 80% = 5 pts' },
        { kind: 'paragraph', text: '> 60% = 2 pts < 60% = 0 pts' },
      ],
    },
  ],
};

const COMPANY = [
  [
    'Engineering practice',
    'Our test coverage stays above 90 percent on every repository we deliver.',
    'Releases are rolled back with one command from the deployment pipeline.',
  ].join('\n'),
];

describe('draft: a row scored by measuring the work is not cited (structured path)', () => {
  it('plans and answers the questions, never the measured row (en)', async () => {
    const w = draftWorld();
    await w.company();
    await w.kbDocument('Engineering practice.pdf', COMPANY);
    await w.project({ draftJob: w.draftJob() });
    const pages = STRUCTURE.pages.map(structuredPageText);
    await w.tenderDocument('Evaluation workbook.pdf', pages, 'award_criteria', STRUCTURE);
    expect(await generateDraft(w.jobDeps, JOB)).toBe('done');
    const draft = (await w.docs.getDoc(refs.draft(CID, PID, 'job1'))).data as Draft;
    const requirements = draft.content.flatMap((s) => s.requirements ?? []);
    const texts = requirements.map((r) => r.text);
    expect(texts).toContain(QUESTIONS[1]);
    expect(texts.some((t) => /Test Coverage/i.test(t))).toBe(false);
    const rollback = requirements.find((r) => r.text === QUESTIONS[1])!;
    expect(rollback.status).toBe('covered');
    // Before: 'Test Coverage' was planned and met by the coverage sentence, a claim the bid does
    // not make for a score the evaluator measures.
    expect(draft.citations.some((c) => /test coverage/i.test(c.quote))).toBe(false);
  });
});
