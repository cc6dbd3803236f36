/**
 * The candidate with the best evidence is shown once the documents answer (issue 18, unseen-h22
 * study, docs/decisions.md "Retrieval on the twenty-second held-out set").
 */
import { describe, expect, it } from 'vitest';
import { withBestEvidence } from './bestEvidenceSlot';

const item = (id: string, lexicalRank: number | null) => ({ id, ranks: [lexicalRank, null, 1] });

// Six fused candidates: the first five shown, "f" sixth.
const fused = [item('a', 3), item('b', 1), item('c', 7), item('d', 2), item('e', 12), item('f', 4)];
const TEXTS: Record<string, string> = {
  a: 'The ferry booking portal keeps a log of every login for a year.',
  b: 'The ferry booking portal is hosted in the Netherlands.',
  c: 'Ferry tickets are sold at the quay and in the portal.',
  d: 'The portal shows the timetable of every ferry.',
  e: 'Each ferry has a booking desk.',
  f: 'The ferry booking portal keeps a log of failed logins and locks the account after five.',
  g: 'Het veerportaal houdt een logboek bij van mislukte inlogpogingen en blokkeert het account.',
};
const textOf = (id: string) => TEXTS[id];
const order = (items: readonly { id: string }[]) => items.map((i) => i.id).join('');
/** Evidence where "a" answers and "f", sixth, is the best of all. */
const answering = () => new Map(Object.entries({ a: 0.5, b: 0.4, c: 0.3, d: 0.3, e: 0.2, f: 0.9 }));

describe('the best evidence among the candidates', () => {
  const english = 'Does the ferry booking portal lock the account after failed logins?';

  it('takes the last place shown when it is better evidence than every passage shown', () => {
    const evidence = answering();
    expect(order(withBestEvidence(fused, evidence, 5, english, textOf))).toBe('abcdfe');
  });

  it('does the same for a Dutch question, and keeps the order when it is shown already', () => {
    const dutch = 'Blokkeert het veerportaal het account na mislukte inlogpogingen?';
    const withDutch = [...fused.slice(0, 5), item('g', 2), item('f', 4)];
    const evidence = new Map(
      Object.entries({ a: 0.4, b: 0.36, c: 0.2, d: 0.2, e: 0.1, g: 0.85, f: 0.6 }),
    );
    expect(order(withBestEvidence(withDutch, evidence, 5, dutch, textOf))).toBe('abcdgef');
    expect(order(withBestEvidence(withDutch, evidence, 6, dutch, textOf))).toBe('abcdegf');
  });

  it('never turns an abstention into an answer: nothing shown answers, the order stays', () => {
    const evidence = new Map(Object.entries({ a: 0.3, b: 0.2, c: 0.2, d: 0.1, e: 0.1, f: 0.9 }));
    expect(order(withBestEvidence(fused, evidence, 5, english, textOf))).toBe('abcdef');
  });

  it('stays where it is when BM25 ranks it past twice the places shown, or it is no better', () => {
    const far = [...fused.slice(0, 5), item('f', 11)];
    const evidence = answering();
    expect(order(withBestEvidence(far, evidence, 5, english, textOf))).toBe('abcdef');
    evidence.set('f', 0.5);
    expect(order(withBestEvidence(fused, evidence, 5, english, textOf))).toBe('abcdef');
  });

  it('stays where it is when it does not state the detail asked for', () => {
    // "How many" asks for a count: "f" states one ("five"), this passage does not.
    const question = 'After how many failed logins does the ferry booking portal lock the account?';
    const evidence = answering();
    const noCount = (id: string) =>
      id === 'f' ? 'The ferry booking portal locks the account after failed logins.' : TEXTS[id];
    expect(order(withBestEvidence(fused, evidence, 5, question, noCount))).toBe('abcdef');
  });
});
