/**
 * Issue 18, unseen-h19/h20 study (docs/decisions.md, "Retrieval on the nineteenth and twentieth
 * held-out sets"): everyday words of a bid the general glossary lacked. An English bid manager
 * calls a Dutch municipality "the council"; a Dutch one calls an order under a framework an
 * "afroep", a table's column a "kolom", and phones ("bellen") the helpdesk. Each met no passage in
 * the other language and weighed as a word the documents never say.
 */
import { describe, expect, it } from 'vitest';
import { textIndex } from '../testChunk';

describe('the general glossary’s everyday bid words', () => {
  it('covers "the council" with the municipality (en → nl, nl → en)', async () => {
    const texts = {
      leverancier: 'De leverancier keurt elke onderaannemer vooraf schriftelijk goed.',
      gemeente: 'De gemeente keurt elke onderaannemer vooraf schriftelijk goed.',
      supplier: 'The supplier approves each subcontractor in writing before work starts.',
      council: 'The council approves each subcontractor in writing before work starts.',
    };
    const index = await textIndex(texts);
    const covered = (question: string, word: string, id: keyof typeof texts) =>
      index.evidenceParts(question, texts[id]).find((p) => p.word === word)?.coverage ?? 0;
    const english = 'Must the council approve each subcontractor first?';
    expect(covered(english, 'council', 'gemeente')).toBeGreaterThan(0.9);
    expect(covered(english, 'council', 'leverancier')).toBe(0);
    const dutch = 'Keurt de gemeente elke onderaannemer goed?';
    expect(covered(dutch, 'gemeent', 'council')).toBeGreaterThan(0.9);
    expect(covered(dutch, 'gemeent', 'supplier')).toBe(0);
  });

  it('reads "kolom" as a column and "afroep" as an order (nl → en)', async () => {
    const index = await textIndex({
      sheet: 'Sheet D of the price file lists the hourly rates of each role.',
      column: 'Column D of the price file lists the hourly rates of each role.',
      framework: 'Every year placed under the framework follows its terms.',
      order: 'Every order placed under the framework follows its terms.',
    });
    expect(index.search('In welke kolom staan de uurtarieven?', 1)[0]?.chunkId).toBe('column');
    expect(index.search('Gelden de voorwaarden voor elke afroep?', 1)[0]?.chunkId).toBe('order');
  });

  it('reads "bellen" as phoning the helpdesk (nl → en)', async () => {
    const index = await textIndex({
      mail: 'You can write to the helpdesk on working days from eight to six.',
      phone: 'You can phone the helpdesk on working days from eight to six.',
    });
    expect(index.search('Wanneer kan ik de helpdesk bellen?', 1)[0]?.chunkId).toBe('phone');
  });
});
