/** Footnotes in the exported Word file, as a bid writer reads them (issue 19, bid-writer review). */
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { LIMITS, type Draft } from '@tender/core';
import { createI18n } from '../../../../app/i18n/i18n';
import { docxLabels } from './docxLabels';
import { testCitation, testDraft, testSection } from './testDraft';
import { draftToDocx } from './draftToDocx';

async function exported(draft: Draft, language: 'en' | 'nl') {
  const i18n = await createI18n(language);
  const blob = await draftToDocx(
    draft,
    { companyName: 'Acme', tenderReference: null, projectName: 'P', language },
    docxLabels(i18n.getFixedT(language)),
  );
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const read = (name: string) => {
    const xml = strFromU8(files[name]!);
    // Word refuses a part whose XML does not parse.
    const parsed = new DOMParser().parseFromString(xml, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    return xml;
  };
  return { document: read('word/document.xml'), footnotes: read('word/footnotes.xml') };
}

const cite = (id: string) => `<cite data-citation="${id}">[${id.slice(1)}]</cite>`;

/** A section citing one passage three times, and a second section citing it once more. */
function draftCitingOnePassage(sentences: [string, string, string], quote: string): Draft {
  return testDraft({
    content: [
      testSection({
        id: 's1',
        heading: 'One',
        body: sentences.map((s) => `<p>${s}${cite('c1')}</p>`).join(''),
      }),
      testSection({ id: 's2', heading: 'Two', body: `<p>${sentences[0]}${cite('c1')}</p>` }),
    ],
    citations: [testCitation({ id: 'c1', quote })],
  });
}

const QUOTES = {
  en: 'We maintained 9,400 street lights for the county under a ten-year contract.',
  nl: 'Wij onderhielden 9.400 lichtmasten voor de gemeente in een contract van vijf jaar.',
} as const;
const SENTENCES = {
  en: ['We maintain street lights.', 'Our crews work at night.', 'Faults are fixed in a day.'],
  nl: [
    'Wij onderhouden lichtmasten.',
    'Onze ploegen werken ’s nachts.',
    'Storingen zijn binnen een dag verholpen.',
  ],
} as const;

describe('Word footnotes of one passage', () => {
  it.each(['en', 'nl'] as const)(
    'gives one footnote per section that its markers share (%s)',
    async (language) => {
      const [a, b, c] = SENTENCES[language];
      const { document, footnotes } = await exported(
        draftCitingOnePassage([a, b, c], QUOTES[language]),
        language,
      );
      // Section One: one footnote and two references to it; section Two: a footnote of its own.
      expect(document.match(/<w:footnoteReference /g)).toHaveLength(2);
      expect(footnotes.split(QUOTES[language]).length - 1).toBe(2);
      expect(document.match(/NOTEREF _RefNote1 \\f \\h/g)).toHaveLength(2);
      expect(document).toContain('w:name="_RefNote1"');
    },
  );

  it.each(['en', 'nl'] as const)(
    'ends a quote stored cut mid-word at a whole word (%s)',
    async (language) => {
      const long = `${QUOTES[language]} `.repeat(10);
      const cut = long.slice(0, LIMITS.citationQuoteMax);
      expect(cut).toMatch(/\p{L}$/u); // the stored quote ends inside a word
      const { footnotes } = await exported(
        testDraft({
          content: [testSection({ id: 's1', heading: 'One', body: `<p>x${cite('c1')}</p>` })],
          citations: [testCitation({ id: 'c1', quote: cut })],
        }),
        language,
      );
      const shown = footnotes.match(/\u201C([^\u201D]*)\u201D/)![1]!;
      expect(shown).toMatch(/…$/);
      const words = new Set(long.split(/\s+/));
      expect(
        shown
          .replace(/\s*…$/, '')
          .split(/\s+/)
          .every((w) => words.has(w)),
      ).toBe(true);
    },
  );
});
