import { describe, expect, it } from 'vitest';
import { REQUIREMENT_RULES } from './requirementRules';
import { gateOf, gatedRule, passesGate, splitRule } from './ruleGate';

describe('rule gates (issue 17: pre-filters keep every match)', () => {
  it('reads words, words needed together, and case-insensitively', () => {
    const gate = gateOf('niet|dan+val');
    expect(passesGate(gate, 'Dit wordt NIET gelezen.')).toBe(true);
    expect(passesGate(gate, 'Scoort zij te laag, dan valt zij af.')).toBe(true);
    expect(passesGate(gate, 'In accordance with the plan.')).toBe(false);
    // /iu folds the long s to 's': the gate does too.
    expect(passesGate(gateOf('aside'), 'will be ſet aſide')).toBe(true);
  });

  it('a gated rule finds what the rule finds, and nothing where its words are missing', () => {
    const source = String.raw`\b(?:will|shall) not be opened\b|\bis void\b`;
    const plain = new RegExp(source, 'iu');
    const gated = gatedRule(gateOf('not be|void'), new RegExp(source, 'iu'));
    for (const text of [
      'A late envelope will not be opened.',
      'Any offer sent by fax is void.',
      'The envelope is opened in public.',
    ]) {
      expect(gated.exec(text)?.[0]).toBe(plain.exec(text)?.[0]);
      expect(gated.test(text)).toBe(plain.test(text));
    }
  });

  it('a split rule keeps the joined rule’s leftmost match and its first alternative on a tie', () => {
    const groups = [
      [gateOf('rejected'), String.raw`\bbe rejected\b`],
      [null, String.raw`\bbe\b`],
      [gateOf('ongeldig'), String.raw`\bongeldig\b`],
    ] as const;
    const joined = new RegExp(groups.map(([, s]) => s).join('|'), 'iu');
    const split = splitRule('iu', groups);
    for (const text of [
      'Bids may be rejected when late.',
      'It will be fine; een bod is ongeldig.',
      'Een bod is ongeldig en kan be rejected.',
    ]) {
      const a = joined.exec(text);
      const b = split.exec(text);
      expect([b?.index, b?.[0]]).toEqual([a?.index, a?.[0]]);
    }
  });

  it('the requirement rules read invented consequences in both languages', () => {
    const kindOf = (s: string) => REQUIREMENT_RULES.find(([, r]) => r.test(s))?.[0];
    expect(kindOf('A quotation lodged after noon will not be opened by the board.')).toBe(
      'knockout',
    );
    expect(kindOf('Een aanbieding die te laat binnenkomt, wordt ter zijde gelegd.')).toBe(
      'knockout',
    );
    expect(kindOf('Offers received by fax shall be rejected without review.')).toBe('knockout');
  });
});
