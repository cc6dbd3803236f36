import { describe, expect, it } from 'vitest';
import {
  bestCpvRelation,
  cpvAncestors,
  cpvCode8,
  cpvParent,
  cpvRelation,
  isCpvAncestor,
  parseCpv,
} from './cpvHierarchy';

describe('CPV hierarchy', () => {
  it('parses both written forms and refuses anything else', () => {
    expect(parseCpv('45233140-2')).toEqual({
      code8: '45233140',
      checkDigit: '2',
      significant: '4523314',
      level: 'subcategory',
    });
    expect(parseCpv(' 03000000 ')?.level).toBe('division');
    expect(parseCpv('03000000')?.code8).toBe('03000000');
    for (const bad of ['4523314', '45233140-', '45233140-22', 'abc', '', null, undefined]) {
      expect(parseCpv(bad)).toBeNull();
    }
    expect(cpvCode8('45000000-7')).toBe('45000000');
  });

  it('derives the level from the significant digits', () => {
    expect(parseCpv('45000000')?.level).toBe('division');
    expect(parseCpv('45200000')?.level).toBe('group');
    expect(parseCpv('45230000')?.level).toBe('class');
    expect(parseCpv('45233000')?.level).toBe('category');
    expect(parseCpv('45233100')?.level).toBe('subcategory');
  });

  it('lists ancestors nearest first and knows the parent', () => {
    expect(cpvAncestors('45233140-2')).toEqual([
      '45233100',
      '45233000',
      '45230000',
      '45200000',
      '45000000',
    ]);
    expect(cpvParent('45230000')).toBe('45200000');
    expect(cpvParent('45000000')).toBeNull();
  });

  it('tells ancestors from siblings', () => {
    expect(isCpvAncestor('45230000', '45233140')).toBe(true);
    expect(isCpvAncestor('45000000-7', '45233140-2')).toBe(true);
    expect(isCpvAncestor('45233140', '45230000')).toBe(false);
    expect(isCpvAncestor('45230000', '45230000')).toBe(false);
    expect(isCpvAncestor('45240000', '45233140')).toBe(false);
  });

  it('classifies the relation of a tender code to a company code', () => {
    expect(cpvRelation('45233140', '45233140-2')).toBe('exact');
    expect(cpvRelation('45233140', '45230000')).toBe('narrower');
    expect(cpvRelation('45200000', '45233140')).toBe('broader');
    expect(cpvRelation('45233140', '45231000')).toBe('sameClass');
    expect(cpvRelation('45233140', '45210000')).toBe('sameGroup');
    expect(cpvRelation('45233140', '45400000')).toBe('sameDivision');
    expect(cpvRelation('45233140', '72000000')).toBe('unrelated');
    expect(cpvRelation('bad', '72000000')).toBe('unrelated');
  });

  it('picks the company code closest to the tender code', () => {
    expect(bestCpvRelation('45233140', ['72000000', '45400000', '45230000'])).toEqual({
      relation: 'narrower',
      companyCode: '45230000',
      similarity: 0.9,
    });
    expect(bestCpvRelation('45233140', []).relation).toBe('unrelated');
  });
});
