import { describe, expect, it } from 'vitest';
import { jsonSchemaProblems, parseJsonOutput } from './jsonOutput';

const schema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    score: { type: 'integer' },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 2 },
    level: { type: 'string', enum: ['low', 'high'] },
  },
  required: ['title', 'score'],
};

describe('JSON output', () => {
  it('accepts a valid answer, also inside a Markdown fence', () => {
    expect(parseJsonOutput('```json\n{"title":"A","score":3}\n```', schema)).toEqual({
      title: 'A',
      score: 3,
    });
  });

  it('names every problem of an answer that drifts from the schema', () => {
    expect(
      jsonSchemaProblems({ score: 1.5, tags: ['a', 'b', 'c'], level: 'medium' }, schema),
    ).toEqual([
      '$.title: missing',
      '$.score: expected integer, got number',
      '$.tags: more than 2 items',
      '$.level: not one of low, high',
    ]);
  });

  it('refuses text that is not JSON or not the schema as invalid-output (retryable)', () => {
    expect(() => parseJsonOutput('Sure! Here is', schema)).toThrow(
      expect.objectContaining({ code: 'invalid-output', retryable: true }),
    );
    expect(() => parseJsonOutput('{"title":"A"}', schema)).toThrow(/score: missing/);
  });
});
