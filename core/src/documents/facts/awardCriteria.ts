/**
 * Award criteria with their weight (percent) or points, their sub-criteria, and the price/quality
 * split. Read from, in order of trust:
 *  - criterion table rows: a name cell beside a weight or points cell (failure class: the weight
 *    in its own table cell); a row numbered '1.1' or lettered under a numbered one is a
 *    sub-criterion of it;
 *  - scoring sheets: 'Is X? Yes = 5 pts; No = 0' rows;
 *  - list items and lines: 'Kwaliteit 60%', '- Plan van aanpak (30%)', '2. Price: 40 points'
 *    (failure class: criteria introduced by a dash or a number);
 *  - sentences: 'prijs/kwaliteit 40/60', 'Factor 1: Technical Approach'.
 * Percentages and points are only read in an award context (a section or page about award,
 * evaluation or scoring), so that service levels ('95%') and payment terms are not weights; and a
 * sentence about the maximum or total score is not a criterion (failure class: sentences about
 * maximum points listed as criteria).
 */
import type { AwardCriterionFact, PriceQualityFact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { quoteOf } from './text';

const AWARD_CONTEXT =
  /gunningscriteri|gunningsmaatsta|beoordelingscriteri|subcriteri|\bEMVI\b|\bBPKV\b|beste prijs[- ]kwaliteit|prijs\s*\/\s*kwaliteit|weging|wegingsfactor|award criteri|evaluation criteri|evaluation factor|weighting|\bweights?\b|scoring|scored|te behalen punten|maximum score/i;

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
const POINTS_ROW = /^(.*?)\s*\|?\s*\bYes\s*=\s*(\d{1,3})\s*(?:pts|points|punten)\b/i;
/** A scored row whose points are a threshold scale: 'Code Climate Score > 3.5 = 10 pts'. */
const SCALE_ROW =
  /^(?:\d{1,3}\s+)?([A-Z][A-Za-z ]{3,40}?)\s*\|?\s*>\s*[\d.,]+\s*%?\s*=\s*(\d{1,3})\s*pts?\b/;
/** 'Kwaliteit: maximaal 60 punten', 'Technical approach (max. 40 points)'. */
const MAX_POINTS = new RegExp(
  String.raw`${NAME}\s*[:(\-–]?\s*(?:max(?:imaal|imum)?\.?\s*)?(\d{1,4})\s*(?:punten|points|pts)\b`,
  'gi',
);
/** 'Factor 1: Technical Approach', 'Factor 2, Price', 'Factor 2- Price'. */
const FACTOR = /\bFactor (\d)\s*[:,\-–]\s*([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,3})/g;

const STOP_NAMES =
  /^(de|het|een|the|a|an|of|and|en|of the|totaal|total|max(imum)?|score|points?|punten|weging|weight(ing)?|percentage|criteri(um|on|a)|gunningscriteri(um|a))$/i;
/** A sentence about the scale, not a criterion: 'maximum number of points', 'in totaal'. */
const SCALE_WORDS =
  /\b(maximum|maximaal aantal|totaal|total|in total|score of|aantal punten|number of points|te behalen|can be (?:awarded|scored)|kan worden|worden toegekend|is worth|per criterium|each criterion|minimum score|drempel)\b/i;

function cleanName(raw: string): string | null {
  const trimmed = raw
    .replace(/^\s*(?:\d{1,2}(?:\.\d{1,2})*[.)]?|[a-z][.)]|[-•▪◦●*–])\s+/i, '')
    .replace(/^[\s*•\-–:;,.)|]+|[\s*•\-–:;,(|]+$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^(en|and|of|de|het|the)\s+/i, '');
  const name = trimmed.length > 160 ? trimmed.slice(0, 160).trim() : trimmed;
  if (name.length < 3 || STOP_NAMES.test(name) || !/[A-Za-zÀ-ÿ]{3}/.test(name)) return null;
  if (SCALE_WORDS.test(name)) return null;
  return name;
}

const PERCENT_CELL = /^(\d{1,2}(?:[,.]\d)?|100)\s*(?:%|procent|percent)$/i;
const POINTS_CELL = /^(?:max(?:imaal|imum)?\.?\s*)?(\d{1,4})\s*(?:punten|points|pts|p)?$/i;
const WEIGHT_HEADER = /weging|weight|gewicht|%|percentage/i;
const POINTS_HEADER = /punten|points|score|max/i;
const SUB_NUMBER = /^(\d{1,2})\.(\d{1,2})\b/;
/** One step of a scoring scale: 'Yes = 5 pts', 'Somewhat Easy = 10', '> 85% = 5 pts'. */
const GRADE = /=\s*(\d{1,3})\s*(?:pts?|points|punten)?(?![\d.,%])/g;

interface Found {
  name: string;
  weight: number | null;
  points: number | null;
  parent: string | null;
  segment: Segment;
  quote: string;
  confidence: number;
}

/**
 * Criterion table rows: a table is a criteria table when a header cell names weight or points or
 * its section or the text above is about award criteria. The first text cell is the name; a
 * percentage cell, or a number under a 'weging'/'punten' header, gives the weight or points.
 */
function fromTables(segments: readonly Segment[], awardPages: Set<number>): Found[] {
  const out: Found[] = [];
  const byTable = new Map<number, Segment[]>();
  for (const s of segments) {
    if (s.kind === 'row' && s.table !== undefined) {
      byTable.set(s.table, [...(byTable.get(s.table) ?? []), s]);
    }
  }
  for (const rows of byTable.values()) {
    const header = rows[0]!.cells ?? [];
    const weightCol = header.findIndex((c) => WEIGHT_HEADER.test(c) && c.length < 30);
    const pointsCol = header.findIndex((c) => POINTS_HEADER.test(c) && c.length < 30);
    const inContext =
      weightCol >= 0 ||
      pointsCol >= 0 ||
      AWARD_CONTEXT.test(rows[0]!.section ?? '') ||
      awardPages.has(rows[0]!.page);
    if (!inContext) continue;
    let parent: { name: string; number: string | null } | null = null;
    for (const row of rows) {
      const cells = row.cells ?? [];
      let weight: number | null = null;
      let points: number | null = null;
      cells.forEach((cell, i) => {
        // A scale in one cell ('Yes = 5 pts; No = 0', 'Very Easy = 15 ... Very Difficult = 0'):
        // the criterion is worth the top of the scale.
        const grades = [...cell.matchAll(GRADE)].map((g) => Number(g[1]));
        if (grades.length >= 2 && points === null) {
          points = Math.max(...grades);
          return;
        }
        const pct = PERCENT_CELL.exec(cell);
        if (pct && weight === null) weight = Number(pct[1]!.replace(',', '.'));
        else if (i === weightCol && weight === null && POINTS_CELL.test(cell)) {
          weight = Number(POINTS_CELL.exec(cell)![1]);
        } else if (
          (i === pointsCol || /punten|points|pts/i.test(cell)) &&
          points === null &&
          POINTS_CELL.test(cell)
        ) {
          points = Number(POINTS_CELL.exec(cell)![1]);
        }
      });
      if (weight === null && points === null) continue;
      const nameCell = cells.find(
        (c) => /[A-Za-zÀ-ÿ]{3}/.test(c) && !PERCENT_CELL.test(c) && !/=\s*\d/.test(c),
      );
      const numberCell = cells.find((c) => /^\d{1,2}(?:\.\d{1,2})*\.?$|^[a-z][.)]$/i.test(c));
      const number = SUB_NUMBER.exec(numberCell ?? nameCell ?? '')?.[0] ?? numberCell ?? null;
      const name = nameCell ? cleanName(nameCell) : null;
      if (!name) continue;
      const isSub =
        parent !== null &&
        ((number !== null && SUB_NUMBER.test(number) && number.startsWith(`${parent.number}.`)) ||
          /^[a-z][.)]\s|^[-–•]\s/.test(nameCell ?? ''));
      if (weight !== null && weight > 100) continue;
      out.push({
        name,
        weight,
        points,
        parent: isSub ? parent!.name : null,
        segment: row,
        quote: row.text,
        confidence: 0.9,
      });
      if (!isSub) parent = { name, number: number?.replace(/\.$/, '') ?? null };
    }
  }
  return out;
}

/** Rows of a scoring sheet read line by line; a question wrapped onto the lines above is joined. */
function scoringRows(lines: readonly (readonly string[])[], segments: readonly Segment[]): Found[] {
  const rows: Found[] = [];
  lines.forEach((pageLines, i) => {
    const page = i + 1;
    const segment: Segment = segments.find((s) => s.page === page) ?? {
      page,
      text: '',
      index: -1,
      kind: 'sentence',
    };
    pageLines.forEach((line, at) => {
      // A table row the extractor gave is read cell by cell (fromTables).
      if (line.includes(' | ')) return;
      const m = POINTS_ROW.exec(line);
      const scale = m ? null : SCALE_ROW.exec(line);
      if (!m && !scale) return;
      if (scale) {
        rows.push({
          name: scale[1]!.trim(),
          weight: null,
          points: Number(scale[2]),
          parent: null,
          segment: { ...segment, page },
          quote: line,
          confidence: 0.7,
        });
        return;
      }
      let name = m![1]!.replace(/^\d{1,3}\s+/, '').trim();
      let quote = line;
      // A name that starts in lower case is the wrapped end of the question above: read on up.
      for (
        let back = at - 1;
        (name.replace(/[^A-Za-z]/g, '').length < 8 || /^[a-z]/.test(name)) &&
        back >= 0 &&
        at - back <= 3;
        back--
      ) {
        if (pageLines[back] === '' || POINTS_ROW.test(pageLines[back]!)) break;
        name = `${pageLines[back]!.replace(/^\d{1,3}\s+/, '')} ${name}`.trim();
        quote = `${pageLines[back]!} ${quote}`;
      }
      // Failure class: a scored question's note ('(These can be original records ...)') wrapped
      // into its name. The question ends at its question mark.
      const question = /^[^?]{8,}\?/.exec(name);
      if (question) name = question[0];
      rows.push({
        name,
        weight: null,
        points: Number(m![2]),
        parent: null,
        segment: { ...segment, page },
        quote,
        confidence: 0.85,
      });
    });
  });
  return rows;
}

export interface AwardFacts {
  readonly criteria: AwardCriterionFact[];
  readonly priceQuality: PriceQualityFact | null;
}

/**
 * `printed` is each page's lines as the stored page prints them (reading.ts printedLinesOf), for
 * scoring sheets read line by line: where the extractor found no table, its blocks can put a
 * wrapped question's number, note and scale in an order the page does not print (a question
 * whose note wraps below it, row number and 'Yes = 1 pts' on lines of their own), so a quote
 * built from the blocks is not on the page. The printed lines keep the page's order.
 */
export function extractAwardCriteria(
  segments: readonly Segment[],
  lines: readonly (readonly string[])[],
  printed: readonly (readonly string[])[] = lines,
): AwardFacts {
  const found: Found[] = [];
  let priceQuality: PriceQualityFact | null = null;
  const awardPages = new Set(
    segments
      .filter((s) => AWARD_CONTEXT.test(s.text) || AWARD_CONTEXT.test(s.section ?? ''))
      .map((s) => s.page),
  );
  found.push(...fromTables(segments, awardPages));
  found.push(...scoringRows(printed, segments));
  const add = (
    name: string | null,
    weight: number | null,
    points: number | null,
    s: Segment,
    at: number,
    confidence: number,
    parent: string | null = null,
  ) => {
    if (name) {
      found.push({
        name,
        weight,
        points,
        parent,
        segment: s,
        quote: quoteOf(s.text, at),
        confidence,
      });
    }
  };
  let listParent: { name: string; number: string } | null = null;
  for (const s of segments) {
    if (s.kind === 'row' && (s.cells?.length ?? 0) > 1) continue;
    const pq = PRICE_QUALITY.exec(s.text);
    if (pq) {
      const nl = pq[1] !== undefined;
      const price = Number(pq[1] ?? pq[3]);
      const quality = Number(pq[2] ?? pq[4]);
      add(nl ? 'Prijs' : 'Price', price, null, s, pq.index, 0.6);
      add(nl ? 'Kwaliteit' : 'Quality', quality, null, s, pq.index, 0.6);
      priceQuality ??= {
        value: { price, quality },
        page: s.page,
        quote: quoteOf(s.text, pq.index),
        ...(s.section ? { section: s.section } : {}),
        confidence: 0.9,
        source: 'rules',
      };
    }
    for (const f of s.text.matchAll(FACTOR)) add(cleanName(f[2]!), null, null, s, f.index, 0.8);
    if (!awardPages.has(s.page)) continue;
    if (/\bYes\s*=/i.test(s.text) || SCALE_WORDS.test(s.text.slice(0, 60))) continue;
    // A list item: '1. Plan van aanpak (30%)' opens a criterion, 'a) Planning 10%' under it is a
    // sub-criterion (failure class: criteria introduced by a dash or a number).
    const isList = s.kind === 'listItem';
    const numbered = isList && /^\(?\d/.test(s.number ?? '');
    const sub = isList && !numbered && listParent !== null;
    for (const p of s.text.matchAll(MAX_POINTS)) {
      if (/\bpoints? (of|for)\b/i.test(p[0])) continue;
      const name = cleanName(p[1]!);
      add(name, null, Number(p[2]), s, p.index, isList ? 0.85 : 0.7, sub ? listParent!.name : null);
      if (name && numbered) listParent = { name, number: s.number! };
    }
  }
  // Weights line by line: a criteria table read as text puts one criterion on each line.
  lines.forEach((pageLines, i) => {
    if (!awardPages.has(i + 1)) return;
    for (const line of pageLines) {
      if (SCALE_WORDS.test(line.slice(0, 60))) continue;
      for (const w of line.matchAll(WEIGHTED)) {
        const weight = Number(w[2]!.replace(',', '.'));
        if (weight <= 0 || weight > 100) continue;
        const segment = segments.find((s) => s.page === i + 1 && s.text.includes(line.trim()));
        const at: Segment = segment ?? {
          page: i + 1,
          text: line.trim(),
          index: -1,
          kind: 'sentence',
        };
        add(cleanName(w[1]!), weight, null, { ...at, text: line.trim() }, w.index, 0.85);
      }
    }
  });
  const seen = new Set<string>();
  const criteria: AwardCriterionFact[] = [];
  for (const f of found) {
    const key = f.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    criteria.push({
      value: {
        name: f.name.charAt(0).toUpperCase() + f.name.slice(1),
        weight: f.weight,
        points: f.points,
        parent: f.parent,
      },
      page: f.segment.page,
      quote: quoteOf(f.quote, Math.max(0, f.quote.indexOf(f.name))),
      ...(f.segment.section ? { section: f.segment.section } : {}),
      confidence: f.confidence,
      source: 'rules',
    });
  }
  return { criteria, priceQuality };
}
