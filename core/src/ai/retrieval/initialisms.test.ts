/**
 * Initials the documents write out (issue 18, unseen-h17 study, docs/decisions.md "Retrieval on
 * the seventeenth held-out set"): "PvE", "DPIA" typed in a question met nothing in documents that
 * say "Programma van Eisen", "Data Protection Impact Assessment", and weighed as words no
 * document says.
 */
import { describe, expect, it } from 'vitest';
import { initialismsOf, typedInitials } from './initialisms';
import { textIndex } from './testChunk';

describe('initials of the documents', () => {
  it('are read from runs of capitalised words, with and without the linking words', () => {
    const found = initialismsOf([
      'Het Programma van Eisen voor de parkeerapp wordt na de pilot herzien.',
      'The Bill of Quantities for the bridge works is final.',
    ]);
    expect(found.get('pve')).toEqual(['programma', 'eisen']);
    // Two letters are too few to be sure of.
    expect(found.get('pe')).toBeUndefined();
    expect(found.get('boq')).toEqual(['bill', 'quantities']);
  });

  it('are not read across a line, from words in capitals, or from one word', () => {
    const found = initialismsOf([
      'D.2 Submission Rules Summary\nIncumbent firms need not resubmit.',
      'The BPA Holder signs.',
      'Parkeerapp is de naam.',
    ]);
    expect(found.get('srsi')).toBeUndefined();
    expect(found.get('bph')).toBeUndefined();
    expect([...found.keys()]).toEqual(['srs']);
  });

  it('are read in a question only where typed with capitals', () => {
    expect(typedInitials('Wordt het PvE van de parkeerapp herzien?')).toEqual(new Set(['pve']));
    expect(typedInitials('Is the BoQ for the bridge works final?')).toEqual(new Set(['boq']));
    // A name in camel case is no initials, nor a word typed in lower case.
    expect(typedInitials('Is the boq of ParkeerPlus final?')).toEqual(new Set());
  });
});

describe('a question typing initials the documents write out', () => {
  const TEXTS = {
    pve: 'Het Programma van Eisen voor de parkeerapp wordt na de pilot herzien.',
    pilot: 'De parkeerapp wordt na de pilot in drie wijken uitgerold en herzien.',
    boq: 'The Bill of Quantities for the bridge works is final after the site survey.',
    survey: 'The bridge works start after the site survey, which is final in May.',
  };
  const index = () => textIndex(TEXTS);

  it('finds the passage that writes them out, in Dutch', async () => {
    const lexical = await index();
    const question = 'Wordt het PvE van de parkeerapp nog herzien?';
    expect(lexical.search(question, 1)[0]?.chunkId).toBe('pve');
    expect(lexical.evidence(question, TEXTS.pve)).toBeGreaterThan(
      lexical.evidence(question, TEXTS.pilot),
    );
  });

  it('and in English', async () => {
    const lexical = await index();
    const question = 'Is the BoQ for the bridge works final?';
    expect(lexical.search(question, 1)[0]?.chunkId).toBe('boq');
    expect(lexical.evidence(question, TEXTS.boq)).toBeGreaterThan(
      lexical.evidence(question, TEXTS.survey),
    );
  });
});
