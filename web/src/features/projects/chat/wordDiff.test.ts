import { describe, expect, it } from 'vitest';
import { bodyText, wordDiff } from './wordDiff';

describe('wordDiff', () => {
  it('shows a shortened body as removed words and an extended one as added words', () => {
    const before = bodyText(
      '<p>Wij plannen per brug. <cite data-citation="c1">[1]</cite> Elke fase wordt afgestemd.</p>',
    );
    expect(before).toBe('Wij plannen per brug. [1] Elke fase wordt afgestemd.');
    expect(wordDiff(before, 'Wij plannen per brug. [1]')).toEqual([
      { kind: 'same', text: 'Wij plannen per brug. [1]' },
      { kind: 'removed', text: 'Elke fase wordt afgestemd.' },
    ]);
    expect(wordDiff('Wij plannen.', 'Wij plannen. Wij hebben ISO 14001. [2]')).toEqual([
      { kind: 'same', text: 'Wij plannen.' },
      { kind: 'added', text: 'Wij hebben ISO 14001. [2]' },
    ]);
  });

  it('keeps markup out and decodes entities (the text is rendered as text)', () => {
    expect(bodyText('<p>A &amp; B &lt;script&gt;</p><ul><li>x</li></ul>')).toBe('A & B <script> x');
  });
});
