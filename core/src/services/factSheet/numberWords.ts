/**
 * Numbers written in words, English and Dutch ('forty-eight', 'one hundred and twenty',
 * 'achtenveertig', 'honderdtwintig', 'vier miljoen'), as digits, so that a headcount or a
 * turnover written in a sentence reads like one written in figures. The words are read by
 * text/numberWords.ts. 'one' and 'een' alone are left as they are: in prose they are mostly
 * articles ('een team van …') or pronouns.
 */
import { numberWordRuns } from '../../text/numberWords';

const ARTICLES = new Set(['one', 'een', 'één']);

/**
 * The text with every number written in words replaced by its digits. Runs of words ('one
 * hundred and twenty', 'twee honderd') are read together.
 */
export function digitsForWords(text: string): string {
  const out: string[] = [];
  let at = 0;
  for (const run of numberWordRuns(text)) {
    if (run.words === 1 && ARTICLES.has(run.first)) continue;
    out.push(text.slice(at, run.start), String(run.value));
    at = run.end;
  }
  out.push(text.slice(at));
  return out.join('');
}
