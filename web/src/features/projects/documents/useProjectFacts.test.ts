import { describe, expect, it } from 'vitest';
import { type DeadlineFact, emptyTenderFacts } from '@tender/core';
import { mergeFacts } from './useProjectFacts';

const submission = (date: string): DeadlineFact => ({
  value: { kind: 'submission', date, label: 'Sluiting' },
  page: 1,
  quote: `Sluiting ${date}`,
});
const documents = [
  {
    id: 'guide',
    name: 'guide.pdf',
    facts: { ...emptyTenderFacts(), deadlines: [submission('2024-11-28T12:00')] },
  },
  {
    id: 'planning',
    name: 'planning.docx',
    facts: { ...emptyTenderFacts(), deadlines: [submission('2024-12-02T12:00')] },
  },
];

describe('mergeFacts', () => {
  it('leaves a superseded fact out, so the old deadline is never offered again', () => {
    const merged = mergeFacts(documents, (id) => (id === 'guide' ? 'superseded' : 'current'));
    expect(merged.deadlines.map((d) => [d.documentName, d.value.date])).toEqual([
      ['planning.docx', '2024-12-02T12:00'],
    ]);
  });
  it('without a history every fact is kept, in document order', () => {
    expect(mergeFacts(documents).deadlines.map((d) => d.documentId)).toEqual(['guide', 'planning']);
  });
});
