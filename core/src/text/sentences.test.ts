import { describe, expect, it } from 'vitest';
import { sentenceSpans, sentences } from './sentences';

describe('sentences: never cut at abbreviations, numbers or line wraps (issue 18)', () => {
  it('keeps English and Dutch abbreviations inside their sentence', () => {
    expect(
      sentences(
        'See art. 5 of the Act. Send it, e.g. The form in annex 2. Item no. 12 applies. Done.',
      ),
    ).toEqual([
      'See art. 5 of the Act.',
      'Send it, e.g. The form in annex 2.',
      'Item no. 12 applies.',
      'Done.',
    ]);
    expect(
      sentences(
        'Dit geldt o.a. voor Van Dijk B.V. Zie bijv. Nr. 5 van de leidraad. Lever het t.a.v. De inkoper. Klaar.',
      ),
    ).toEqual([
      'Dit geldt o.a. voor Van Dijk B.V. Zie bijv. Nr. 5 van de leidraad.',
      'Lever het t.a.v. De inkoper.',
      'Klaar.',
    ]);
    expect(sentences('Contact J. Smith by e-mail. Then wait.')).toEqual([
      'Contact J. Smith by e-mail.',
      'Then wait.',
    ]);
  });

  it('keeps decimal and thousands numbers whole', () => {
    expect(
      sentences('The weight is 3.5 points. The value is EUR 1.000.000 per year. End.'),
    ).toEqual(['The weight is 3.5 points.', 'The value is EUR 1.000.000 per year.', 'End.']);
  });

  it('joins wrapped lines, but keeps list items and headings apart', () => {
    const text =
      'The Contractor shall deliver the\nServices within 30 days of the\nstart date. Payment follows,\nnot before.\n1.\nIntroduction\n- first item\n- second item';
    expect(sentences(text)).toEqual([
      'The Contractor shall deliver the Services within 30 days of the start date.',
      'Payment follows, not before.',
      '1. Introduction',
      '- first item',
      '- second item',
    ]);
  });

  it('still ends a sentence at a real full stop before a capital', () => {
    expect(sentences('The bid is due on Friday. Late bids are rejected.')).toEqual([
      'The bid is due on Friday.',
      'Late bids are rejected.',
    ]);
  });

  it('gives exact slices of the text (for marking a cited sentence on its page)', () => {
    const text = '  Intro line\nThe offer must be\nsigned, e.g. by a director. Next one.';
    for (const s of sentenceSpans(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
    expect(sentenceSpans(text).map((s) => s.text)).toContain(
      'The offer must be\nsigned, e.g. by a director.',
    );
  });
});
