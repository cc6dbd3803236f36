/**
 * A pre-filter for a heavy rule (issue 17, "Tender facts time: pre-filters and anchored rules" in
 * docs/decisions.md): the rule runs only over a text that holds one of the words the rule cannot
 * match without, so that a long alternation is not tried at every position of every sentence
 * that cannot hold it. The gate must be a necessary condition of the rule — each alternative of
 * the rule contains one of the gate's words (or all the words of one of its word lists) — so that
 * the rule's matches, their positions and groups are the same as without it; only the time
 * changes. The words are lower-case ASCII, looked up in the lower-cased text: what the rule's
 * case-insensitive flag matches, lower case holds (the long s, which /iu folds to 's', is made one).
 */

/** A word the rule needs, or words it needs all of. */
export type RuleGate = readonly (string | readonly string[])[];

// Every rule is tried on the same sentence in turn: the sentence is lower-cased once for all.
let lastText = '';
let lastLower = '';
function lowered(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastLower = text.toLowerCase();
    if (lastLower.includes('\u017f')) lastLower = lastLower.replace(/\u017f/g, 's');
  }
  return lastLower;
}

/** A gate written 'not|niet|dan+val': words separated by '|', words needed together by '+'. */
export function gateOf(words: string): RuleGate {
  return words.split('|').map((w) => (w.includes('+') ? w.split('+') : w));
}

/** Whether the text holds one of the gate's words (or all of one of its word lists). */
export function passesGate(gate: RuleGate, text: string): boolean {
  const lower = lowered(text);
  return gate.some((w) =>
    typeof w === 'string' ? lower.includes(w) : w.every((x) => lower.includes(x)),
  );
}

/**
 * The rule, its exec (and so test, match and search, which call exec) returning null at once when
 * the text fails the gate. For non-global rules only: a global or sticky rule's lastIndex would
 * not be reset on the gate's early null.
 */
export function gatedRule(gate: RuleGate, rule: RegExp): RegExp {
  if (rule.global || rule.sticky)
    throw new Error('gatedRule: the rule is neither global nor sticky');
  const exec = rule.exec.bind(rule);
  Object.defineProperty(rule, 'exec', {
    value: (text: string) => (passesGate(gate, String(text)) ? exec(text) : null),
  });
  return rule;
}

/**
 * A rule written as consecutive groups of its alternatives, each with its own gate (null: always
 * tried): the rule's match is the earliest of the groups' matches, the first group's on a tie —
 * what the joined alternation finds, since it tries its alternatives in order at each position.
 * Only the match and its index are the joined rule's: the groups' captures are numbered apart.
 */
export function splitRule(
  flags: string,
  groups: readonly (readonly [RuleGate | null, string])[],
): RegExp {
  const rule = new RegExp(groups.map(([, source]) => source).join('|'), flags);
  if (rule.global || rule.sticky)
    throw new Error('splitRule: the rule is neither global nor sticky');
  const parts = groups.map(([gate, source]) => [gate, new RegExp(source, flags)] as const);
  Object.defineProperty(rule, 'exec', {
    value: (input: string) => {
      const text = String(input);
      let best: RegExpExecArray | null = null;
      for (const [gate, part] of parts) {
        if (gate && !passesGate(gate, text)) continue;
        const m = part.exec(text);
        if (m && (!best || m.index < best.index)) best = m;
      }
      return best;
    },
  });
  return rule;
}
