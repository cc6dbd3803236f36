/**
 * The CPV vocabulary port: labels in English and Dutch, search by code or words, children for
 * browsing. It is built from data handed in (the web app fetches /cpv/cpv-2008.json on demand;
 * tests read ../shared/data), so the 9,454 labels never sit in the initial bundle.
 */
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { cpvAncestors, parseCpv, type CpvLevel } from './cpvHierarchy';

export type CpvLocale = 'en' | 'nl';

/** One row of the vocabulary file. */
export type CpvEntry = { code: string; en: string; nl: string };

export type CpvConcept = {
  /** With check digit: '45233140-2'. */
  code: string;
  code8: string;
  level: CpvLevel;
  labels: Record<CpvLocale, string>;
};

export interface CpvVocabulary {
  readonly size: number;
  get(code: string): CpvConcept | null;
  /** The label in the locale; null for a code the vocabulary does not have. */
  label(code: string, locale: CpvLocale): string | null;
  /** Nearest ancestor that exists in the vocabulary. */
  parent(code: string): CpvConcept | null;
  /** Codes whose nearest existing ancestor is this one (top-level divisions for null). */
  children(code: string | null): CpvConcept[];
  /**
   * By code prefix ('4523', '45233140-2') or by words in either language; words in the locale
   * rank first. Every query word must match the start of a word (or, from four letters, a
   * compound part) of the label, after stemming in that label's language.
   */
  search(query: string, locale: CpvLocale, limit?: number): CpvConcept[];
}

const STEMMERS: Record<CpvLocale, (w: string) => string> = {
  en: englishStemmer,
  nl: dutchStemmer,
};

/** Lower case without diacritics ('België' → 'belgie'), split on anything but letters/digits. */
export function cpvWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

type Indexed = { concept: CpvConcept; words: Record<CpvLocale, string[]> };

export function createCpvVocabulary(entries: readonly CpvEntry[]): CpvVocabulary {
  const byCode8 = new Map<string, Indexed>();
  for (const e of entries) {
    const parsed = parseCpv(e.code);
    if (!parsed) continue;
    const concept: CpvConcept = {
      code: parsed.checkDigit ? `${parsed.code8}-${parsed.checkDigit}` : parsed.code8,
      code8: parsed.code8,
      level: parsed.level,
      labels: { en: e.en, nl: e.nl },
    };
    const words = {
      en: cpvWords(e.en).flatMap((w) => [w, englishStemmer(w)]),
      nl: cpvWords(e.nl).flatMap((w) => [w, dutchStemmer(w)]),
    };
    byCode8.set(parsed.code8, { concept, words });
  }
  const sorted = [...byCode8.values()].sort((a, b) =>
    a.concept.code8.localeCompare(b.concept.code8),
  );

  const parentOf = (code8: string): Indexed | null => {
    for (const a of cpvAncestors(code8)) {
      const hit = byCode8.get(a);
      if (hit) return hit;
    }
    return null;
  };
  const children = new Map<string | null, CpvConcept[]>();
  for (const item of sorted) {
    const key = parentOf(item.concept.code8)?.concept.code8 ?? null;
    const list = children.get(key) ?? [];
    list.push(item.concept);
    children.set(key, list);
  }

  const get = (code: string) => {
    const parsed = parseCpv(code);
    return parsed ? (byCode8.get(parsed.code8)?.concept ?? null) : null;
  };

  function matches(words: string[], query: { raw: string; stem: string }[]): number {
    let score = 0;
    for (const q of query) {
      let best = 0;
      for (const w of words) {
        if (w === q.raw || w === q.stem) best = Math.max(best, 3);
        else if (w.startsWith(q.raw) || w.startsWith(q.stem)) best = Math.max(best, 2);
        else if (q.stem.length >= 4 && w.includes(q.stem)) best = Math.max(best, 1);
      }
      if (best === 0) return 0;
      score += best;
    }
    return score;
  }

  return {
    size: byCode8.size,
    get,
    label: (code, locale) => get(code)?.labels[locale] ?? null,
    parent: (code) => {
      const parsed = parseCpv(code);
      return parsed ? (parentOf(parsed.code8)?.concept ?? null) : null;
    },
    children: (code) => {
      if (code === null) return children.get(null) ?? [];
      const parsed = parseCpv(code);
      return parsed ? (children.get(parsed.code8) ?? []) : [];
    },
    search(query, locale, limit = 50) {
      const q = query.trim();
      if (!q) return [];
      const digits = q.replace(/[\s-]/g, '');
      if (/^\d{1,9}$/.test(digits)) {
        const prefix = digits.slice(0, 8);
        return sorted
          .filter((i) => i.concept.code8.startsWith(prefix))
          .slice(0, limit)
          .map((i) => i.concept);
      }
      const other: CpvLocale = locale === 'en' ? 'nl' : 'en';
      const queryIn = (l: CpvLocale) => cpvWords(q).map((raw) => ({ raw, stem: STEMMERS[l](raw) }));
      const own = queryIn(locale);
      const foreign = queryIn(other);
      const hits: { concept: CpvConcept; rank: number }[] = [];
      for (const item of sorted) {
        const inOwn = matches(item.words[locale], own);
        const inOther = inOwn ? 0 : matches(item.words[other], foreign);
        if (!inOwn && !inOther) continue;
        // Own language first, better word matches next, broader codes before narrower ones.
        const level = item.concept.code8.replace(/0+$/, '').length;
        hits.push({
          concept: item.concept,
          rank: (inOwn ? 1000 : 0) + (inOwn || inOther) * 10 - level,
        });
      }
      return hits
        .sort((a, b) => b.rank - a.rank || a.concept.code8.localeCompare(b.concept.code8))
        .slice(0, limit)
        .map((h) => h.concept);
    },
  };
}
