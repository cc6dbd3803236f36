import { describe, expect, it } from 'vitest';
import { cpvLabels } from './cpvLabels';

describe('cpvLabels', () => {
  it('gives the English and Dutch labels of a code, none for an unknown one', () => {
    expect(cpvLabels('45000000')).toEqual(['Construction work', 'Bouwwerkzaamheden']);
    expect(cpvLabels('99999999')).toEqual([]);
  });
});
