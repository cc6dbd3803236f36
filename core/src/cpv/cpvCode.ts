/**
 * CPV 2008 codes as documents write them: eight digits, a dash and a check digit ('45000000-7').
 * The check digit's algorithm is not published with the vocabulary, so a code is accepted when
 * its shape is right and its first two digits are one of the vocabulary's 45 divisions; a bare
 * eight-digit number is only taken when 'CPV' is written next to it (docs/decisions.md,
 * "CPV codes in tender documents").
 */
export const CPV_DIVISIONS: ReadonlySet<string> = new Set([
  '03',
  '09',
  '14',
  '15',
  '16',
  '18',
  '19',
  '22',
  '24',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '37',
  '38',
  '39',
  '41',
  '42',
  '43',
  '44',
  '45',
  '48',
  '50',
  '51',
  '55',
  '60',
  '63',
  '64',
  '65',
  '66',
  '70',
  '71',
  '72',
  '73',
  '75',
  '76',
  '77',
  '79',
  '80',
  '85',
  '90',
  '92',
  '98',
]);

/** Whether 'NNNNNNNN-D' is shaped like a CPV 2008 code of a real division. */
export function isPlausibleCpvCode(code: string): boolean {
  const m = /^(\d{2})(\d{6})-(\d)$/.exec(code);
  return !!m && CPV_DIVISIONS.has(m[1]!);
}
