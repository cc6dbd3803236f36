/** The number, letter or bullet a paragraph starts with, and the look-alikes that are not one. */
import { describe, expect, it } from 'vitest';
import { splitLeadingMarker } from './leadingMarker';

describe('splitLeadingMarker', () => {
  it.each([
    ['2.1 Planning', '2.1', 'Planning', 2],
    ['3.4.2. Gunning', '3.4.2.', 'Gunning', 3],
    ['1.0 INSTRUCTIONS TO QUOTERS', '1.0', 'INSTRUCTIONS TO QUOTERS', 1],
    ['A.1 PQVP AD-DS Key Action Dates', 'A.1', 'PQVP AD-DS Key Action Dates', 2],
    ['3. Put the needs of users first', '3.', 'Put the needs of users first', 1],
    ['12) Verzekering', '12)', 'Verzekering', 1],
    ['a) Kwaliteit', 'a)', 'Kwaliteit', 0],
    ['(iv) the fourth ground', '(iv)', 'the fourth ground', 0],
    ['B. Pool Two - Development', 'B.', 'Pool Two - Development', 0],
    ['F12. De waarschuwing is duidelijk.', 'F12.', 'De waarschuwing is duidelijk.', 0],
    ['• Prijs', '•', 'Prijs', 0],
    ['– Kwaliteit', '–', 'Kwaliteit', 0],
  ])('%s → %s', (line, number, text, depth) => {
    expect(splitLeadingMarker(line)).toEqual({ number, text, depth });
  });

  it.each([
    '12 januari 2024 is de publicatiedatum.',
    '1.000 euro per maand',
    'B. de Vries is de contactpersoon.',
    '2019 was een druk jaar',
    'U.S. Digital Services Playbook',
    '-3 graden',
  ])('%s is no marker', (line) => {
    expect(splitLeadingMarker(line)).toBeNull();
  });

  it('takes a bare number only where a heading may use one', () => {
    expect(splitLeadingMarker('1 Inleiding')).toBeNull();
    expect(splitLeadingMarker('1 Inleiding', { allowBare: true })).toEqual({
      number: '1',
      text: 'Inleiding',
      depth: 1,
    });
  });
});
