/**
 * The documents' frequent words that the lexicon could not translate until the unseen-h6 study
 * (issue 18; chosen with scripts/untranslated-words.mjs, documentWordsGlossary.ts): each question
 * names a word in one language, and of two passages that differ only in that word, in the other
 * language, the one with its translation clearly wins.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLexicalIndex } from '../lexicalIndex';
import { textChunk } from '../testChunk';
import { createLexicon } from './lexicon';
import type { LexiconData } from './lexiconData';

const lexicon = createLexicon(
  JSON.parse(
    readFileSync(new URL('./bilingualLexicon.json', import.meta.url), 'utf8'),
  ) as LexiconData,
);

const chunk = textChunk;

describe('the documents’ frequent words, translated', () => {
  it('carries pts, special provisions, types, release, narrative, automation and software across languages', () => {
    // The twin without the translated word comes first: a tie would keep that order.
    const passages = buildLexicalIndex(
      [
        chunk('stars', 'A complete answer earns 5 stars.'),
        chunk('pts', 'A complete answer earns 5 pts.'),
        chunk('algemene', 'Voor clouddiensten gelden algemene afspraken.'),
        chunk('bijzondere', 'Voor clouddiensten gelden bijzondere bepalingen.'),
        chunk('groups', 'Three groups of services are offered.'),
        chunk('types', 'Three types of services are offered.'),
        chunk('gewijzigd', 'De uitvraag is in maart gewijzigd.'),
        chunk('uitgebracht', 'De uitvraag is in maart uitgebracht.'),
        chunk('summary', 'The summary may not exceed two pages.'),
        chunk('narrative', 'The narrative may not exceed two pages.'),
        chunk('gedocumenteerd', 'De tests zijn gedocumenteerd.'),
        chunk('geautomatiseerd', 'De tests zijn geautomatiseerd.'),
        chunk('apparatuur', 'De leverancier onderhoudt de apparatuur.'),
        chunk('programmatuur', 'De leverancier onderhoudt de programmatuur.'),
      ],
      { lexicon },
    );
    const wins = (q: string, winner: string, other: string) => {
      const score = (id: string) =>
        passages.search(q, 20).find((h) => h.chunkId === id)?.score ?? 0;
      return [q, score(winner) > score(other) + 1];
    };
    const expectWin = (q: string, winner: string, other: string) =>
      expect(wins(q, winner, other)).toEqual([q, true]);
    expectWin('Hoeveel punten levert een volledig antwoord op?', 'pts', 'stars');
    expectWin('Which special provisions apply to cloud services?', 'bijzondere', 'algemene');
    expectWin('Welke soorten diensten worden aangeboden?', 'types', 'groups');
    expectWin('When was the solicitation released?', 'uitgebracht', 'gewijzigd');
    expectWin('Hoe lang mag de toelichting zijn?', 'narrative', 'summary');
    expectWin('Are the tests automated?', 'geautomatiseerd', 'gedocumenteerd');
    expectWin('Who maintains the software?', 'programmatuur', 'apparatuur');
  });

  it('carries free of charge across languages (unseen-h10 study)', () => {
    const passages = buildLexicalIndex(
      [
        chunk('betaald', 'Exitwerkzaamheden worden betaald verricht.'),
        chunk('kosteloos', 'Exitwerkzaamheden worden kosteloos verricht.'),
        chunk('paid', 'The licence for the prototype is paid.'),
        chunk('free', 'The licence for the prototype is free.'),
      ],
      { lexicon },
    );
    const score = (q: string, id: string) =>
      passages.search(q, 20).find((h) => h.chunkId === id)?.score ?? 0;
    const q1 = 'Are exit activities carried out free of charge?';
    expect([q1, score(q1, 'kosteloos') > score(q1, 'betaald') + 0.5]).toEqual([q1, true]);
    const q2 = 'Is de licentie voor het prototype gratis?';
    expect([q2, score(q2, 'free') > score(q2, 'paid') + 0.5]).toEqual([q2, true]);
  });

  it('carries the general contract words of the unseen-h11 and h12 studies across languages', () => {
    // Twins in one language that differ in one word; the question asks in the other language.
    const twins: readonly (readonly [string, string, string, string])[] = [
      [
        'Welke beoordeling geldt als onaanvaardbaar?',
        'A rating of 2 is unacceptable.',
        'A rating of 2 is exceptional.',
        'r',
      ],
      [
        'Is the statement incorrect?',
        'De verklaring is onjuist.',
        'De verklaring is volledig.',
        'v',
      ],
      [
        'Hoeveel leveranciers worden er ongeveer gekozen?',
        'Approximately five vendors are selected.',
        'Exactly five vendors are selected.',
        's',
      ],
      [
        'What happens after theft of a laptop?',
        'Na diefstal van een laptop volgt een melding.',
        'Na verlies van een laptop volgt een melding.',
        'l',
      ],
      [
        'Wanneer moet de vervanger beginnen?',
        'The replacement must start on Monday.',
        'The replacement must stop on Monday.',
        'm',
      ],
      [
        'Who decides whether the fault is solved?',
        'De opdrachtgever beslist of de storing is opgelost.',
        'De opdrachtgever meldt of de storing is opgelost.',
        'o',
      ],
      [
        'Hoe snel wordt de melding behandeld?',
        'Reports are handled quickly.',
        'Reports are handled carefully.',
        'h',
      ],
      [
        'Wat als wij een fout vinden in de demo?',
        'If you find an error in the demo, report it.',
        'If you cause an error in the demo, report it.',
        'd',
      ],
      ['May we forward the link?', 'U mag de link doorsturen.', 'U mag de link bewaren.', 'k'],
      [
        'Is the whole system tested?',
        'Het gehele systeem wordt getest.',
        'Het nieuwe systeem wordt getest.',
        'g',
      ],
      [
        'Wat als de voorwaarden tegenstrijdig zijn?',
        'If the terms conflict, the order applies.',
        'If the terms change, the order applies.',
        't',
      ],
      [
        'May the buyer refuse a delivery?',
        'De koper mag een levering weigeren.',
        'De koper mag een levering plannen.',
        'r',
      ],
      [
        'Wanneer mag de klant een factuur weigeren?',
        'The customer may refuse an invoice within 30 days.',
        'The customer may query an invoice within 30 days.',
        'w',
      ],
      [
        'Which Dutch law applies to the contract?',
        'Op de overeenkomst is Nederlands recht van toepassing.',
        'Op de overeenkomst is nieuw recht van toepassing.',
        'n',
      ],
      [
        'Moet de app door de Nederlandse overheid zijn goedgekeurd?',
        'The app is approved by the Dutch government.',
        'The app is approved by the local government.',
        'u',
      ],
    ];
    const losers = twins.filter(([q, winner, other, id]) => {
      const passages = buildLexicalIndex(
        [chunk(`${id}-other`, other), chunk(`${id}-winner`, winner)],
        { lexicon },
      );
      const score = (c: string) => passages.search(q, 5).find((h) => h.chunkId === c)?.score ?? 0;
      return !(score(`${id}-winner`) > score(`${id}-other`) + 0.5);
    });
    expect(losers.map(([q]) => q)).toEqual([]);
  });
});
