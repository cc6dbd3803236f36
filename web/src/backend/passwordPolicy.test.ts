import { describe, expect, it } from 'vitest';
import { passwordProblems } from './passwordPolicy';

describe('password policy', () => {
  it('never allows fewer than 6 characters, whatever the server says', () => {
    expect(passwordProblems('12345', { minLength: 4 })).toEqual(['tooShort']);
    expect(passwordProblems('123456', { minLength: 4 })).toEqual([]);
  });
  it('applies the server-set requirements', () => {
    const strict = {
      minLength: 8,
      maxLength: 12,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    };
    expect(passwordProblems('abcdefgh', strict)).toEqual([
      'needsUppercase',
      'needsNumber',
      'needsSymbol',
    ]);
    expect(passwordProblems('Abcdef1!', strict)).toEqual([]);
    expect(passwordProblems('Abcdef1!Abcdef1!', strict)).toEqual(['tooLong']);
  });
});
