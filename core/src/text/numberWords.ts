/**
 * The one place that knows numbers written in words, English and Dutch: the names of numbers
 * ('five', 'vijf', 'twenty', 'twintig', 'hundred', 'honderd'), a reader of one word
 * ('forty-eight', 'achtenveertig', 'tweeëntwintig', 'honderdtwintig', 'duizendtweehonderd') and
 * of a run of words ('one hundred and twenty', 'twee honderd', 'three thousand'). Callers keep
 * their own policy on top: which words they match, whether 'one' and 'een' count (in prose they
 * are mostly articles), whether digits turn back into words. Hand-written: the npm libraries read
 * English only (words-to-numbers) or write numbers rather than read them (written-number); see
 * docs/decisions.md, "Numbers in words: one reader".
 */

export interface NumberName {
  readonly value: number;
  readonly en: string;
  readonly nl: string;
}

/** The numbers with a name of their own: 1–19, the tens, hundred and thousand. */
export const NUMBER_NAMES: readonly NumberName[] = [
  { value: 1, en: 'one', nl: 'een' },
  { value: 2, en: 'two', nl: 'twee' },
  { value: 3, en: 'three', nl: 'drie' },
  { value: 4, en: 'four', nl: 'vier' },
  { value: 5, en: 'five', nl: 'vijf' },
  { value: 6, en: 'six', nl: 'zes' },
  { value: 7, en: 'seven', nl: 'zeven' },
  { value: 8, en: 'eight', nl: 'acht' },
  { value: 9, en: 'nine', nl: 'negen' },
  { value: 10, en: 'ten', nl: 'tien' },
  { value: 11, en: 'eleven', nl: 'elf' },
  { value: 12, en: 'twelve', nl: 'twaalf' },
  { value: 13, en: 'thirteen', nl: 'dertien' },
  { value: 14, en: 'fourteen', nl: 'veertien' },
  { value: 15, en: 'fifteen', nl: 'vijftien' },
  { value: 16, en: 'sixteen', nl: 'zestien' },
  { value: 17, en: 'seventeen', nl: 'zeventien' },
  { value: 18, en: 'eighteen', nl: 'achttien' },
  { value: 19, en: 'nineteen', nl: 'negentien' },
  { value: 20, en: 'twenty', nl: 'twintig' },
  { value: 30, en: 'thirty', nl: 'dertig' },
  { value: 40, en: 'forty', nl: 'veertig' },
  { value: 50, en: 'fifty', nl: 'vijftig' },
  { value: 60, en: 'sixty', nl: 'zestig' },
  { value: 70, en: 'seventy', nl: 'zeventig' },
  { value: 80, en: 'eighty', nl: 'tachtig' },
  { value: 90, en: 'ninety', nl: 'negentig' },
  { value: 100, en: 'hundred', nl: 'honderd' },
  { value: 1000, en: 'thousand', nl: 'duizend' },
];

/** 'één' is 'een' with the stress marks that tell the number from the article. */
const VARIANTS: Readonly<Record<string, number>> = { één: 1 };

const BY_VALUE = new Map(NUMBER_NAMES.map((name) => [name.value, name]));
const BY_WORD = new Map<string, number>([
  ...NUMBER_NAMES.flatMap(({ value, en, nl }) => [[en, value] as const, [nl, value] as const]),
  ...Object.entries(VARIANTS),
]);

/** A number's name in each language (5 → five, vijf); undefined for a number without one (25). */
export function numberName(value: number): NumberName | undefined {
  return BY_VALUE.get(value);
}

/** The value a name stands for ('vijf', 'five' → 5; 'één' → 1); undefined for any other word. */
export function valueOfNumberName(word: string): number | undefined {
  return BY_WORD.get(word);
}

const UNITS = new Map([...BY_WORD].filter(([, value]) => value < 20));
const TENS = new Map([...BY_WORD].filter(([, value]) => value >= 20 && value < 100));

/** 1–99 as one Dutch word ('achtenveertig', 'tweeëntwintig') or an English one ('forty-eight'). */
function belowHundred(w: string): number | null {
  const named = UNITS.get(w) ?? TENS.get(w);
  if (named !== undefined) return named;
  const en = /^([a-z]+)-([a-z]+)$/.exec(w);
  if (en && TENS.has(en[1]!) && (UNITS.get(en[2]!) ?? 10) < 10) {
    return TENS.get(en[1]!)! + UNITS.get(en[2]!)!;
  }
  for (const [word, tens] of TENS) {
    const unit = w.endsWith(word) ? /^(\p{L}+)(?:en|ën)$/u.exec(w.slice(0, -word.length)) : null;
    if (unit && (UNITS.get(unit[1]!) ?? 10) < 10) return tens + UNITS.get(unit[1]!)!;
  }
  return null;
}

/**
 * The value of one word in lower case: 1–99 in either language ('forty-eight', 'achtenveertig')
 * and up to 9999 as Dutch writes it in one word ('honderdtwintig', 'tweehonderdvijftig',
 * 'duizendtweehonderd'). English 'hundred' and 'thousand' alone are not read: they scale the
 * word before them in a run ('a hundred' stays prose).
 */
export function valueOfNumberWord(w: string): number | null {
  const m = /^(\p{L}*?)duizend(\p{L}*)$/u.exec(w);
  if (m) {
    const k = m[1] ? belowHundred(m[1]) : 1;
    const rest = m[2] ? valueOfNumberWord(m[2]) : 0;
    return k !== null && rest !== null ? k * 1000 + rest : null;
  }
  const h = /^(\p{L}*?)honderd(?:en)?(\p{L}*)$/u.exec(w);
  if (h) {
    const c = h[1] ? belowHundred(h[1]) : 1;
    const rest = h[2] ? belowHundred(h[2]) : 0;
    return c !== null && c < 10 && rest !== null ? c * 100 + rest : null;
  }
  return belowHundred(w);
}

/** A number written in one or more words, as it sits in the text. */
export interface NumberWordRun {
  /** Offset of the first word. */
  readonly start: number;
  /** Offset just after the last word. */
  readonly end: number;
  readonly value: number;
  /** The first word, in lower case. */
  readonly first: string;
  /** How many words make the number (a joining 'and' counts). */
  readonly words: number;
}

const WORD = /[\p{L}]+(?:-[\p{L}]+)*/gu;

/**
 * Every number the text writes in words, in order, runs of words read together: 'one hundred
 * and twenty' (120), 'twee honderd' (200), 'three thousand' (3000), 'honderd twintig' (120).
 * Each word is read once: a run's words do not start another.
 */
export function numberWordRuns(text: string): NumberWordRun[] {
  const words = [...text.matchAll(WORD)];
  const runs: NumberWordRun[] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i]!;
    const lower = first[0].toLowerCase();
    let value = valueOfNumberWord(lower);
    if (value === null) continue;
    let end = first.index + first[0].length;
    let j = i;
    for (;;) {
      const next = words[j + 1];
      if (!next || !/^[\s-]*$/.test(text.slice(end, next.index))) break;
      const w = next[0].toLowerCase();
      if ((w === 'hundred' || w === 'honderd') && value < 10) value *= 100;
      else if ((w === 'thousand' || w === 'duizend') && value < 1000) value *= 1000;
      else if (w === 'and' && words[j + 2] && value >= 100) {
        const after = belowHundred(words[j + 2]![0].toLowerCase());
        if (after === null || !/^\s+$/.test(text.slice(next.index + 3, words[j + 2]!.index))) break;
        value += after;
        j += 2;
        end = words[j]!.index + words[j]![0].length;
        continue;
      } else if (value >= 100 && value % 100 === 0 && belowHundred(w) !== null)
        value += belowHundred(w)!;
      else break;
      j++;
      end = next.index + next[0].length;
    }
    runs.push({ start: first.index, end, value, first: lower, words: j - i + 1 });
    i = j;
  }
  return runs;
}
