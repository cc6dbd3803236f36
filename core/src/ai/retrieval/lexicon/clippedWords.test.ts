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
  regulations:
    'Quay renewal: the port safety regulations were issued by the harbour master in 2019.',
  permits:
    'Quay renewal: the port safety permits were issued by the harbour master for each crane.',
  internationaal:
    'Kadevernieuwing: internationale onderaannemers mogen meewerken als zij de veiligheidscursus volgen.',
  lokaal:
    'Kadevernieuwing: onderaannemers uit de regio mogen meewerken als zij de veiligheidscursus volgen.',
};

const index = () => textIndex(TEXTS);

describe('a clipped word', () => {
  it('stands for its whole word, and only a listed clipping does', () => {
    expect(clippedExpansions('repo')).toEqual(['repository']);
    expect(clippedExpansions('reqs')).toEqual(['requirements']);
    expect(clippedExpansions('report')).toEqual([]);
    expect(clippedExpansions('constructor')).toEqual([]);
    // The second batch (unseen-h18 study).
    expect(clippedExpansions('regs')).toEqual(['regulations']);
    expect(clippedExpansions('intl')).toEqual(['international']);
    expect(clippedExpansions('feds')).toEqual(['federal']);
  });

  it('of the second batch finds its whole word, in English and in Dutch', async () => {
    const lexical = await index();
    const english = 'Who issued the port safety regs for the quay renewal?';
    expect(lexical.search(english, 1)[0]?.chunkId).toBe('regulations');
    expect(lexical.evidence(english, TEXTS.regulations)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(english, TEXTS.regulations)).toBeGreaterThan(
      lexical.evidence(english, TEXTS.permits),
    );
    const dutch = 'Mogen intl onderaannemers meewerken aan de kadevernieuwing?';
    expect(lexical.search(dutch, 1)[0]?.chunkId).toBe('internationaal');
    expect(lexical.evidence(dutch, TEXTS.internationaal)).toBeGreaterThan(
      lexical.evidence(dutch, TEXTS.lokaal),
    );
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
