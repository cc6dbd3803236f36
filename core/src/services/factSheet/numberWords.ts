/**
 * Numbers written in words, English and Dutch ('forty-eight', 'one hundred and twenty',
 * 'achtenveertig', 'honderdtwintig', 'vier miljoen'), as digits, so that a headcount or a
 * turnover written in a sentence reads like one written in figures. Hand-written: the npm
 * libraries read English only (words-to-numbers) or write numbers rather than read them
 * (written-number). 'one' and 'een' alone are left as they are: in prose they are mostly
 * articles ('een team van …') or pronouns.
 */

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  een: 1,
  één: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  elf: 11,
  twaalf: 12,
  dertien: 13,
  veertien: 14,
  vijftien: 15,
  zestien: 16,
  zeventien: 17,
  achttien: 18,
  negentien: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  twintig: 20,
  dertig: 30,
  veertig: 40,
  vijftig: 50,
  zestig: 60,
  zeventig: 70,
  tachtig: 80,
  negentig: 90,
};

/** 1–99 as one Dutch word ('achtenveertig', 'tweeëntwintig') or an English one ('forty-eight'). */
function belowHundred(w: string): number | null {
  if (w in UNITS) return UNITS[w]!;
  if (w in TENS) return TENS[w]!;
  const en = /^([a-z]+)-([a-z]+)$/.exec(w);
  if (en && en[1]! in TENS && (UNITS[en[2]!] ?? 10) < 10) return TENS[en[1]!]! + UNITS[en[2]!]!;
  for (const [word, tens] of Object.entries(TENS)) {
    const unit = w.endsWith(word) ? /^(\p{L}+)(?:en|ën)$/u.exec(w.slice(0, -word.length)) : null;
    if (unit && (UNITS[unit[1]!] ?? 10) < 10) return tens + UNITS[unit[1]!]!;
  }
  return null;
}

/** 1–9999 in one Dutch word: 'honderdtwintig', 'tweehonderdvijftig', 'duizendtweehonderd'. */
function dutchWord(w: string): number | null {
  const m = /^(\p{L}*?)duizend(\p{L}*)$/u.exec(w);
  if (m) {
    const k = m[1] ? belowHundred(m[1]) : 1;
    const rest = m[2] ? dutchWord(m[2]) : 0;
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

const WORD = /[\p{L}]+(?:-[\p{L}]+)*/gu;

/**
 * The text with every number written in words replaced by its digits. Runs of words ('one
 * hundred and twenty', 'twee honderd') are read together.
 */
export function digitsForWords(text: string): string {
  const words = [...text.matchAll(WORD)];
  const out: string[] = [];
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    const first = words[i]!;
    const lower = first[0].toLowerCase();
    let value = dutchWord(lower);
    if (value === null) continue;
    let end = first.index + first[0].length;
    let j = i;
    // 'one hundred and twenty', 'twee honderd', 'three thousand'
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
    if (j === i && (lower === 'one' || lower === 'een' || lower === 'één')) continue;
    out.push(text.slice(at, first.index), String(value));
    at = end;
    i = j;
  }
  out.push(text.slice(at));
  return out.join('');
}
