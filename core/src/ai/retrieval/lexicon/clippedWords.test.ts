/**
 * A clipped word is its whole word (issue 18, unseen-h17 study, docs/decisions.md "Retrieval on
 * the seventeenth held-out set"): "repo", "info", "reqs" met no passage and weighed as words no
 * document says.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from '../abstention';
import { textIndex } from '../testChunk';
import { clippedExpansions } from './clippedWords';

const TEXTS = {
  repository:
    'Parkway ticketing app: the supplier keeps the source code in a public repository from the first sprint.',
  conduct:
    'Parkway ticketing app: a public code of conduct applies to the team, and the code of conduct is reviewed yearly.',
  informatie:
    'Parkeerapp Stadshaven: de maandrapportage bevat informatie over storingen en de oplostijd.',
  papier:
    'Parkeerapp Stadshaven: de maandrapportage over storingen wordt op papier bezorgd, de maandrapportage over de omzet per mail.',
};

const index = () => textIndex(TEXTS);

describe('a clipped word', () => {
  it('stands for its whole word, and only a listed clipping does', () => {
    expect(clippedExpansions('repo')).toEqual(['repository']);
    expect(clippedExpansions('reqs')).toEqual(['requirements']);
    expect(clippedExpansions('report')).toEqual([]);
    expect(clippedExpansions('constructor')).toEqual([]);
  });

  it('finds the passage that writes it whole, in an English question', async () => {
    const lexical = await index();
    const question = 'Parkway app: public repo for the code?';
    expect(lexical.search(question, 1)[0]?.chunkId).toBe('repository');
    expect(lexical.evidence(question, TEXTS.repository)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(question, TEXTS.repository)).toBeGreaterThan(
      lexical.evidence(question, TEXTS.conduct),
    );
  });

  it('does so in a Dutch question, in either language of the passage', async () => {
    const lexical = await index();
    const across = 'Moet de code van de Parkway-app in een openbare repo staan?';
    expect(lexical.search(across, 1)[0]?.chunkId).toBe('repository');
    expect(lexical.evidence(across, TEXTS.repository)).toBeGreaterThan(
      lexical.evidence(across, TEXTS.conduct),
    );
    const dutch = 'Welke info over storingen geeft de maandrapportage van de parkeerapp?';
    expect(lexical.search(dutch, 1)[0]?.chunkId).toBe('informatie');
    expect(lexical.evidence(dutch, TEXTS.informatie)).toBeGreaterThan(
      lexical.evidence(dutch, TEXTS.papier),
    );
  });
});
