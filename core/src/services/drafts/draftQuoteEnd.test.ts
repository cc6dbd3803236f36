import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../model/limits';
import { CitationRegistry } from './draftEvidence';
import { endStoredQuote, shortenQuote } from './draftQuoteEnd';
import { gapParagraph } from './draftWriteLocal';

const EN =
  'Bidders shall show an average yearly turnover of at least two million euro over the last three years, delivered by contracts for the maintenance of municipal parks and verges, with references.';
const NL =
  'Inschrijvers tonen een gemiddelde jaaromzet van ten minste twee miljoen euro over de laatste drie jaar aan, behaald met opdrachten voor onderhoud van gemeentelijke parken en bermen, met referenties.';

/** Every word of the shortened quote (its '…' aside) is a whole word of the original. */
function wholeWords(short: string, original: string) {
  const words = new Set(original.split(/\s+/).map((w) => w.replace(/[.,;:]$/, '')));
  return short
    .replace(/\s*…$/, '')
    .split(/\s+/)
    .every((w) => words.has(w.replace(/[.,;:]$/, '')));
}

describe('a shortened quote ends at a word (issue 19, bid-writer review)', () => {
  it.each([EN, NL])('ends after a whole word with an ellipsis, within the limit: %s', (text) => {
    const short = shortenQuote(text, 120);
    expect(short.length).toBeLessThanOrEqual(120);
    expect(short).toMatch(/\p{L}…$/u);
    expect(wholeWords(short, text)).toBe(true);
  });

  it('prefers a sentence end in its second half, in English and Dutch', () => {
    expect(
      shortenQuote('We hold ISO 9001 since 2015. Our audits are done by an accredited body.', 50),
    ).toBe('We hold ISO 9001 since 2015. …');
    expect(
      shortenQuote(
        'Wij zijn VCA-gecertificeerd sinds 2012. De audits doet een erkende instelling.',
        55,
      ),
    ).toBe('Wij zijn VCA-gecertificeerd sinds 2012. …');
  });

  it('leaves a quote that fits as it is', () => {
    expect(shortenQuote('Short enough.', 50)).toBe('Short enough.');
  });

  it('names a long requirement in a gap without a cut word, in English and Dutch', () => {
    const en = gapParagraph(EN, 'en');
    const nl = gapParagraph(NL, 'nl');
    expect(en).toMatch(/\p{L}…”\]/u);
    expect(nl).toMatch(/\p{L}…’\]/u);
    expect(en).not.toMatch(/deli…|verg…/);
    expect(wholeWords(en.match(/“(.*)”/)![1]!, EN)).toBe(true);
    expect(wholeWords(nl.match(/‘(.*)’/)![1]!, NL)).toBe(true);
  });

  it('stores a long cited passage ending at a word, in English and Dutch', () => {
    const registry = new CitationRegistry();
    const origin = {
      source: 'knowledge_base',
      documentId: 'kd1',
      documentName: 'Profiel.pdf',
      page: 1,
    } as const;
    for (const text of [EN.repeat(4), NL.repeat(4)]) {
      const c = registry.cite({ id: 'k1', text, origin } as never, text);
      expect(c.quote.length).toBeLessThanOrEqual(LIMITS.citationQuoteMax);
      expect(c.quote).toMatch(/[.\p{L}] ?…$/u);
    }
  });

  it('ends an old quote stored cut mid-word at its last whole word', () => {
    const cut = NL.repeat(4).slice(0, LIMITS.citationQuoteMax);
    const ended = endStoredQuote(cut, LIMITS.citationQuoteMax);
    expect(ended).toMatch(/ …$|\p{L}…$/u);
    expect(endStoredQuote('Een hele zin.', LIMITS.citationQuoteMax)).toBe('Een hele zin.');
  });
});
