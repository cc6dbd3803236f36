import { describe, expect, it } from 'vitest';
import { numberName, numberWordRuns, valueOfNumberName, valueOfNumberWord } from './numberWords';

/** Wording written for these tests: numbers as English and Dutch documents write them in words. */
const runs = (text: string) =>
  numberWordRuns(text).map((r) => [text.slice(r.start, r.end), r.value]);

describe('the names of numbers, English and Dutch', () => {
  it('gives a number’s name in each language, and a name’s value', () => {
    expect(numberName(5)).toEqual({ value: 5, en: 'five', nl: 'vijf' });
    expect(numberName(11)).toEqual({ value: 11, en: 'eleven', nl: 'elf' });
    expect(numberName(1000)).toEqual({ value: 1000, en: 'thousand', nl: 'duizend' });
    expect(numberName(25)).toBeUndefined();
    expect(valueOfNumberName('zeventig')).toBe(70);
    expect(valueOfNumberName('nineteen')).toBe(19);
    expect(valueOfNumberName('één')).toBe(1);
    expect(valueOfNumberName('vijfentwintig')).toBeUndefined();
    expect(valueOfNumberName('contract')).toBeUndefined();
  });
});

describe('one word read as a number', () => {
  it('reads 1–99 in either language, English with a hyphen, Dutch in one word', () => {
    expect(valueOfNumberWord('forty-eight')).toBe(48);
    expect(valueOfNumberWord('achtenveertig')).toBe(48);
    expect(valueOfNumberWord('tweeëntwintig')).toBe(22);
    expect(valueOfNumberWord('negentien')).toBe(19);
    expect(valueOfNumberWord('twenty-twelve')).toBeNull();
  });

  it('reads Dutch hundreds and thousands written as one word', () => {
    expect(valueOfNumberWord('honderdtwintig')).toBe(120);
    expect(valueOfNumberWord('tweehonderdvijftig')).toBe(250);
    expect(valueOfNumberWord('duizendtweehonderd')).toBe(1200);
    expect(valueOfNumberWord('tienduizend')).toBe(10000);
    expect(valueOfNumberWord('honderd')).toBe(100);
  });

  it('leaves other words alone, English hundred and thousand on their own too', () => {
    expect(valueOfNumberWord('hundred')).toBeNull();
    expect(valueOfNumberWord('contract')).toBeNull();
    expect(valueOfNumberWord('achterstand')).toBeNull();
    // Names of Object.prototype once read as numbers and wrote 'function Object()' into the text.
    expect(valueOfNumberWord('constructor')).toBeNull();
    expect(valueOfNumberWord('tostring')).toBeNull();
  });
});

describe('runs of number words', () => {
  it('reads a run of words as one number, with its place in the text', () => {
    expect(runs('We employ one hundred and twenty staff.')).toEqual([
      ['one hundred and twenty', 120],
    ]);
    expect(runs('twee honderd, three thousand, vijf duizend')).toEqual([
      ['twee honderd', 200],
      ['three thousand', 3000],
      ['vijf duizend', 5000],
    ]);
    expect(runs('honderd twintig mensen')).toEqual([['honderd twintig', 120]]);
  });

  it('keeps numbers apart that are not one number', () => {
    expect(runs('one and twenty')).toEqual([
      ['one', 1],
      ['twenty', 20],
    ]);
    expect(runs('a hundred people, four, five')).toEqual([
      ['four', 4],
      ['five', 5],
    ]);
    expect(runs('The constructor and the subcontractor')).toEqual([]);
  });
});
