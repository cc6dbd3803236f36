/**
 * Award criteria with their weight (percent) or points. Percentages are only read on pages that
 * talk about awarding or scoring (gunningscriteria, EMVI/BPKV, award/evaluation criteria,
 * weging, weight), so that service levels ('95%') and payment terms are not mistaken for weights.
 */
import type { AwardCriterionFact } from '../../model/documentFacts';
import { type Segment, quoteOf } from './text';

const AWARD_CONTEXT =
  /gunningscriteri|gunningsmaatsta|beoordelingscriteri|\bEMVI\b|\bBPKV\b|beste prijs[- ]kwaliteit|prijs\s*\/\s*kwaliteit|weging|wegingsfactor|award criteri|evaluation criteri|evaluation factor|weighting|\bweights?\b|scoring/i;

const NAME = String.raw`([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9 &/'’,-]{2,60}?)`;
/** 'Kwaliteit 60%', 'Prijs: 40 %', 'Plan van aanpak (30%)', 'Price – 40 percent'. */
const WEIGHTED = new RegExp(
  String.raw`${NAME}\s*(?:[:\-–(]|weging|weight(?:ing)?|=)?\s*(\d{1,2}(?:[,.]\d)?|100)\s*(?:%|procent|percent)\)?`,
  'gi',
);
/** 'prijs/kwaliteit 40/60' */
const PRICE_QUALITY =
  /\bprijs\s*\/\s*kwaliteit\D{0,20}(\d{1,2})\s*\/\s*(\d{1,2})\b|\bprice\s*\/\s*quality\D{0,20}(\d{1,2})\s*\/\s*(\d{1,2})\b/i;
/** Scoring tables: '7 Is the narrative under 2,000 words? Yes = 5 pts; No = 0' (one row per line). */
const POINTS_ROW = /^(.*?)\s*\bYes\s*=\s*(\d{1,3})\s*(?:pts|points|punten)\b/i;
/** 'Kwaliteit: maximaal 60 punten', 'Technical approach (max. 40 points)'. */
const MAX_POINTS = new RegExp(
  String.raw`${NAME}\s*[:(\-–]?\s*(?:max(?:imaal|imum)?\.?\s*)?(\d{1,4})\s*(?:punten|points|pts)\b`,
  'gi',
);
/** 'Factor 1: Technical Approach', 'Factor 2, Price'. */
const FACTOR = /\bFactor (\d)\s*[:,]\s*([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,3})/g;

const STOP_NAMES =
  /^(de|het|een|the|a|an|of|and|en|of the|totaal|total|max(imum)?|score|points?|punten)$/i;

function cleanName(raw: string): string | null {
  const trimmed = raw
    .replace(/^[\s*•\-–:;,.)]+|[\s*•\-–:;,(]+$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^(en|and|of|de|het|the)\s+/i, '');
  const name = trimmed.length > 160 ? `${trimmed.slice(0, 159)}…` : trimmed;
  if (name.length < 3 || STOP_NAMES.test(name) || !/[A-Za-zÀ-ÿ]{3}/.test(name)) return null;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Rows of a scoring table, read line by line (a row's question ends in '?', which would split
 * it from its points as a sentence). A row whose question wrapped onto the lines above takes
 * them along.
 */
function scoringRows(
  pages: readonly string[],
): { name: string; points: number; page: number; quote: string }[] {
  const rows: { name: string; points: number; page: number; quote: string }[] = [];
  pages.forEach((text, i) => {
    const lines = text.split('\n').map((l) => l.trim());
    lines.forEach((line, at) => {
      const m = POINTS_ROW.exec(line);
      if (!m) return;
      let name = m[1]!.replace(/^\d{1,3}\s+/, '').trim();
      for (
        let back = at - 1;
        name.replace(/[^A-Za-z]/g, '').length < 8 && back >= 0 && at - back <= 3;
        back--
      ) {
        if (lines[back] === '' || POINTS_ROW.test(lines[back]!)) break;
        name = `${lines[back]!.replace(/^\d{1,3}\s+/, '')} ${name}`.trim();
      }
      rows.push({
        name,
        points: Number(m[2]),
        page: i + 1,
        quote: quoteOf(`${name} ${line.slice(m[1]!.length)}`.trim()),
      });
    });
  });
  return rows;
}

export function extractAwardCriteria(
  segments: readonly Segment[],
  pages: readonly string[],
): AwardCriterionFact[] {
  const out: AwardCriterionFact[] = [];
  const seen = new Set<string>();
  const push = (
    name: string | null,
    weight: number | null,
    points: number | null,
    s: Segment,
    at: number,
  ) => {
    if (!name) return;
    const key = name.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ value: { name, weight, points }, page: s.page, quote: quoteOf(s.text, at) });
  };
  for (const row of scoringRows(pages)) {
    const name = cleanName(row.name);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push({
      value: { name, weight: null, points: row.points },
      page: row.page,
      quote: row.quote,
    });
  }
  const awardPages = new Set(segments.filter((s) => AWARD_CONTEXT.test(s.text)).map((s) => s.page));
  for (const s of segments) {
    const pq = PRICE_QUALITY.exec(s.text);
    if (pq) {
      const nl = pq[1] !== undefined;
      push(nl ? 'Prijs' : 'Price', Number(pq[1] ?? pq[3]), null, s, pq.index);
      push(nl ? 'Kwaliteit' : 'Quality', Number(pq[2] ?? pq[4]), null, s, pq.index);
    }
    for (const f of s.text.matchAll(FACTOR)) push(cleanName(f[2]!), null, null, s, f.index);
    if (!awardPages.has(s.page)) continue;
    if (!/\bYes\s*=/i.test(s.text)) {
      for (const p of s.text.matchAll(MAX_POINTS)) {
        if (/\bpoints? (of|for)\b/i.test(p[0])) continue;
        push(cleanName(p[1]!), null, Number(p[2]), s, p.index);
      }
    }
  }
  // Weights are read line by line: a criteria table puts one criterion on each line.
  pages.forEach((text, i) => {
    if (!awardPages.has(i + 1)) return;
    for (const line of text.split('\n')) {
      for (const w of line.matchAll(WEIGHTED)) {
        const weight = Number(w[2]!.replace(',', '.'));
        if (weight <= 0 || weight > 100) continue;
        const at: Segment = { page: i + 1, text: line.trim(), index: -1 };
        push(cleanName(w[1]!), weight, null, at, w.index);
      }
    }
  });
  return out;
}
