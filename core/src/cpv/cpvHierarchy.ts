/**
 * CPV 2008 hierarchy from the code alone: the significant digits (before the trailing zeros)
 * give the level — 2 division, 3 group, 4 class, 5 category, 6–8 subcategory — and every shorter
 * prefix is an ancestor. No vocabulary is needed, so matching runs without loading labels.
 */

export const CPV_LEVELS = ['division', 'group', 'class', 'category', 'subcategory'] as const;
export type CpvLevel = (typeof CPV_LEVELS)[number];

export type ParsedCpv = {
  /** Eight digits. */
  code8: string;
  /** The check digit when written ('45000000-7' → '7'), else null. */
  checkDigit: string | null;
  /** Digits before the trailing zeros, at least the two of the division. */
  significant: string;
  level: CpvLevel;
};

/**
 * Parsed codes by input: matching compares the same few thousand codes millions of times (a day
 * of notices against 1,000 profiles, issue 22), and the regular expressions were a fifth of it.
 * Bounded: cleared when it holds more than the vocabulary's codes twice over.
 */
const parsed = new Map<string, ParsedCpv | null>();
const PARSED_MAX = 20_000;

/** Accepts 'NNNNNNNN' and 'NNNNNNNN-D' (spaces around are ignored); null for anything else. */
export function parseCpv(input: string | null | undefined): ParsedCpv | null {
  if (typeof input !== 'string') return null;
  const known = parsed.get(input);
  if (known !== undefined) return known;
  if (parsed.size >= PARSED_MAX) parsed.clear();
  const m = /^(\d{8})(?:-(\d))?$/.exec(input.trim());
  let result: ParsedCpv | null = null;
  if (m) {
    const code8 = m[1]!;
    const significant = significantDigits(code8);
    result = Object.freeze({
      code8,
      checkDigit: m[2] ?? null,
      significant,
      level: levelOf(significant.length),
    });
  }
  parsed.set(input, result);
  return result;
}

/** '45233140-2' → '45233140'; null when it is not a CPV code. */
export function cpvCode8(input: string | null | undefined): string | null {
  return parseCpv(input)?.code8 ?? null;
}

function significantDigits(code8: string): string {
  const trimmed = code8.replace(/0+$/, '');
  return trimmed.length >= 2 ? trimmed : code8.slice(0, 2);
}

function levelOf(digits: number): CpvLevel {
  if (digits <= 2) return 'division';
  if (digits === 3) return 'group';
  if (digits === 4) return 'class';
  if (digits === 5) return 'category';
  return 'subcategory';
}

const pad = (prefix: string) => prefix.padEnd(8, '0');

/**
 * Structural ancestors, nearest first ('45233140' → 4523314, 452331, 45233, 4523, 452, 45 padded).
 * Some of these codes do not exist in the vocabulary; CpvVocabulary.parent skips those.
 */
export function cpvAncestors(code: string): string[] {
  const parsed = parseCpv(code);
  if (!parsed) return [];
  const out: string[] = [];
  for (let n = parsed.significant.length - 1; n >= 2; n--) {
    out.push(pad(parsed.significant.slice(0, n)));
  }
  return out;
}

/** The nearest structural ancestor, or null for a division. */
export function cpvParent(code: string): string | null {
  return cpvAncestors(code)[0] ?? null;
}

/** Whether `ancestor` is strictly above `code` in the hierarchy. */
export function isCpvAncestor(ancestor: string, code: string): boolean {
  const a = parseCpv(ancestor);
  const c = parseCpv(code);
  if (!a || !c || a.code8 === c.code8) return false;
  return c.code8.startsWith(a.significant) && a.significant.length < c.significant.length;
}

export const CPV_RELATIONS = [
  'exact',
  'narrower',
  'broader',
  'sameClass',
  'sameGroup',
  'sameDivision',
  'unrelated',
] as const;
/**
 * How a tender's code relates to a company's code: 'narrower' = the tender's code lies under
 * the company's (45233140 under 45230000), 'broader' = the tender's code is above it.
 */
export type CpvRelation = (typeof CPV_RELATIONS)[number];

/** Similarity 0–1 per relation; documented in docs/decisions.md (Signaling foundations). */
export const CPV_RELATION_SIMILARITY: Record<CpvRelation, number> = {
  exact: 1,
  narrower: 0.9,
  broader: 0.7,
  sameClass: 0.6,
  sameGroup: 0.45,
  sameDivision: 0.25,
  unrelated: 0,
};

export function cpvRelation(tenderCode: string, companyCode: string): CpvRelation {
  const t = parseCpv(tenderCode);
  const c = parseCpv(companyCode);
  if (!t || !c) return 'unrelated';
  if (t.code8 === c.code8) return 'exact';
  if (isCpvAncestor(c.code8, t.code8)) return 'narrower';
  if (isCpvAncestor(t.code8, c.code8)) return 'broader';
  const common = commonPrefixLength(t.code8, c.code8);
  if (common >= 4) return 'sameClass';
  if (common === 3) return 'sameGroup';
  if (common === 2) return 'sameDivision';
  return 'unrelated';
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < 8 && a[i] === b[i]) i++;
  return i;
}

/** The best relation of a tender code to any of the company's codes, and which code gave it. */
export function bestCpvRelation(
  tenderCode: string,
  companyCodes: readonly string[],
): { relation: CpvRelation; companyCode: string | null; similarity: number } {
  let best: { relation: CpvRelation; companyCode: string | null; similarity: number } = {
    relation: 'unrelated',
    companyCode: null,
    similarity: 0,
  };
  for (const companyCode of companyCodes) {
    const relation = cpvRelation(tenderCode, companyCode);
    const similarity = CPV_RELATION_SIMILARITY[relation];
    if (similarity > best.similarity) best = { relation, companyCode, similarity };
    if (similarity === 1) break;
  }
  return best;
}
