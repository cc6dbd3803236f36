/**
 * Terms stated without the words contractTerms.ts reads them by (thirteenth probe set,
 * docs/decisions.md "Tender facts on the thirteenth probe set: other kinds"): a contract that runs
 * a length with no 'for' between, and a term with its options written as a sum.
 */
import { NUMBER } from './numbers';

/** The units of a term, captured. */
export const UNIT = String.raw`(jaar|jaren|years?|maanden|months?|weken|weeks?|dagen|days?)`;

/**
 * A Dutch contract word, also as the compound that names what it is for ('onderhoudscontract',
 * 'dienstverleningsovereenkomst', 'raamcontract': sixteenth probe set's study, 'Het
 * onderhoudscontract loopt drie jaar … en kan één keer met één jaar worden verlengd' unread).
 */
export const CONTRACT_NL = String.raw`(?:raam|onderhouds|dienstverlenings|beheer|mantel|huur|service|leverings)?(?:overeenkomst(?:en)?|contract(?:en)?)`;

/**
 * The contract said to run a length, with no 'for' or 'gedurende' between ('De overeenkomst loopt
 * vier jaar vanaf …', 'The agreement runs three years from …': thirteenth probe set).
 */
export const TERM_RUNS = new RegExp(
  String.raw`\b(?:contracts?|agreements?|${CONTRACT_NL}|opdracht|assignment)\b[^.;]{0,60}\b(?:loopt|lopen|duurt|duren|runs|lasts)\s+(?=(?:${NUMBER})(?:\s*\(\d{1,3}\))?\s+${UNIT})`,
  'i',
);
/**
 * A term and its options written as a sum ('een onderhoudscontract van 2 + 1 + 1 jaar', 'a term
 * of 3+1+1 years': thirteenth probe set): the first number is the initial term, each later one an
 * option to extend. Read only in a paragraph about the contract or its term.
 */
const TERM_SUM = new RegExp(
  String.raw`(?<![\d.,+])(\d{1,2})((?:\s*\+\s*\d{1,2})+)\s*${UNIT}\b`,
  'gi',
);
const ABOUT_TERM = /contract|overeenkomst|looptijd|\bterm\b|agreement|opdracht/i;
/**
 * A sum right after the option to extend is the options alone ('een looptijd van 3 jaar met een
 * optie tot verlenging van 1 + 1 jaar', 'with an option to extend by 1+1 years'): twenty-first
 * probe set's study, its first number read as a second initial term.
 */
const OPTION_BEFORE =
  /\b(?:verleng\w*|opties?|options?|extend\w*|extensions?|renew\w*)\b[^.;\d]{0,30}$/i;

/** The initial term and the options a sum states, in a paragraph about a contract or its term. */
export function termsAsSum(text: string): {
  at: number;
  kind: 'initial' | 'extension';
  amount: number;
  unit: string;
  count: number;
}[] {
  if (!ABOUT_TERM.test(text)) return [];
  return [...text.matchAll(TERM_SUM)].flatMap((m) => {
    if (OPTION_BEFORE.test(text.slice(Math.max(0, m.index - 50), m.index))) {
      const parts = [m[1]!, ...m[2]!.split('+').slice(1)].map(Number);
      if (!parts.every((o) => o === parts[0])) return [];
      const unit = m[3]!;
      return [
        { at: m.index, kind: 'extension' as const, amount: parts[0]!, unit, count: parts.length },
      ];
    }
    const options = m[2]!.split('+').slice(1).map(Number);
    const initial = {
      at: m.index,
      kind: 'initial' as const,
      amount: Number(m[1]),
      unit: m[3]!,
      count: 1,
    };
    // Options of one length ('2 + 1 + 1') are one option twice; unequal ones are left unread.
    return options.every((o) => o === options[0])
      ? [
          initial,
          { ...initial, kind: 'extension' as const, amount: options[0]!, count: options.length },
        ]
      : [initial];
  });
}
