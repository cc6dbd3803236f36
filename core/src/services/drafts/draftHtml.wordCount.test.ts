/** A section's word count is what has been written, not its citation markers or gaps still to write. */
import { describe, expect, it } from 'vitest';
import { wordCount } from './draftHtml';

describe('wordCount of a draft body', () => {
  it('counts written words and leaves citation markers out', () => {
    expect(
      wordCount('<p>We meet the <strong>deadline</strong>.<cite data-citation="c1">[1]</cite></p>'),
    ).toBe(4);
  });

  it('leaves a gap still to write out, in English and in Dutch', () => {
    const en =
      '<p>Our approach follows.</p><p><mark>[To write: how we meet “24/7 support”]</mark></p>';
    const nl =
      '<p>Onze aanpak volgt.</p><p><mark>[Nog te schrijven: hoe wij voldoen aan ‘24/7 support’]</mark></p>';
    expect(wordCount(en)).toBe(3);
    expect(wordCount(nl)).toBe(3);
  });

  it('reads a section of gaps only as no words written', () => {
    expect(wordCount('<p><mark>[To write: how we meet “ISO 9001”]</mark></p>')).toBe(0);
  });
});
