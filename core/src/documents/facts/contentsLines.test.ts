/**
 * A table of contents names chapters with a requirement's words ("Minimumeisen en
 * uitsluitingsgronden", "Conditions for participation (pass/fail)", "Page limits"): no requirement
 * or limit is read from it, while the chapters themselves still give theirs. Found in a bid
 * manager's review of the key facts (docs/decisions.md "Tender screens reviewed as a bid manager").
 * Wording written for this test.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, item, para, structured } from './classSnippets';

const requirementQuotes = (facts: TenderFacts) => facts.requirements.map((r) => r.quote);
const limitQuotes = (facts: TenderFacts) => facts.limits.map((l) => l.quote);

const CASES = {
  en: {
    contents: 'Table of contents',
    lines: [
      '1 Introduction and scope of the contract',
      '4 Conditions for participation (pass/fail) 7',
      '5 Grounds for mandatory exclusion of suppliers 8',
      '6 Page limits: no more than 10 pages per answer 9',
    ],
    chapter: '4 Conditions for participation',
    demand: 'Tenderers must hold a valid ISO 9001 certificate at the closing date.',
    limit: 'The method statement must not exceed 6 pages of A4.',
  },
  nl: {
    contents: 'Inhoudsopgave',
    lines: [
      '1 Aanleiding en doel van de opdracht',
      '4 Minimumeisen en uitsluitingsgronden voor inschrijvers',
      '5 Verplichte uitsluitingsgronden en de Eigen Verklaring 8',
      '6 Omvang van het plan van aanpak: maximaal 10 pagina’s 9',
    ],
    chapter: '4 Minimumeisen',
    demand: 'De inschrijver moet beschikken over een geldig ISO 9001-certificaat.',
    limit: 'Het plan van aanpak mag niet meer dan 6 pagina’s A4 beslaan.',
  },
} as const;

describe.each(['en', 'nl'] as const)('a table of contents (%s)', (lang) => {
  const c = CASES[lang];
  const contentsPage = {
    blocks: [heading(c.contents), ...c.lines.map((line, i) => item(String(i + 1), line))],
  };
  const chapterPage = { blocks: [heading(c.chapter), para(c.demand), para(c.limit)] };

  it('gives no requirement or limit, and the chapter still gives its own', () => {
    const facts = structured([contentsPage, chapterPage]);
    for (const line of c.lines) {
      expect(requirementQuotes(facts)).not.toContain(line);
      expect(limitQuotes(facts).some((q) => line.includes(q) || q.includes(line))).toBe(false);
    }
    expect(requirementQuotes(facts)).toContain(c.demand);
    expect(limitQuotes(facts).length).toBeGreaterThan(0);
  });

  it('does not swallow a document whose chapters were not read as headings', () => {
    // The contents heading, then plain paragraphs only: the demand two pages on is still read.
    const plain = { blocks: [para(c.chapter)] };
    const later = { blocks: [para(c.demand)] };
    const facts = structured([contentsPage, plain, later]);
    expect(requirementQuotes(facts)).toContain(c.demand);
  });
});
