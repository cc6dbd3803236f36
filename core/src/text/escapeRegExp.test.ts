import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escapeRegExp';

describe('escapeRegExp', () => {
  it('matches a certificate number, a path and a bracketed heading literally', () => {
    for (const text of ['Q-12.3/4', 'ISO 9001 (2015)', 'a+b*c?', '[K1] {x} ^$|\\']) {
      const re = new RegExp(`^${escapeRegExp(text)}$`, 'u');
      expect(re.test(text)).toBe(true);
      expect(re.test(`${text}x`)).toBe(false);
    }
    expect(new RegExp(escapeRegExp('Q.1')).test('QX1')).toBe(false);
  });
});
