/** Page and word limits: 'maximaal 10 pagina's', 'not exceed 20 pages', 'no greater than 750 words'. */
import type { LimitFact } from '../../model/documentFacts';
import { type Segment, quoteOf, shorten } from './text';

const NUMBER = String.raw`(\d{1,3}(?:[,.]\d{3})+|\d{1,5})`;
const LIMIT = new RegExp(
  String.raw`\b(?:maximaal|max\.?|niet meer dan|ten hoogste|hooguit|maximum (?:of )?|not (?:to )?exceed(?:ing)?|no (?:more|greater|longer) than|limited to|at most|up to|under|less than|minder dan)\s+(?:de |het |a |een )?${NUMBER}\s+(?:\(\d+\)\s+)?(pagina['’]?s|pagina|pages?|A4['’]?s?|woorden|words)\b|\b${NUMBER}[- ](?:page|woorden|word|pagina['’]?s?)[- ](?:limit|maximum|limiet)\b|\b(page|word)[- ]limit (?:of |is )?${NUMBER}\b`,
  'gi',
);

const toNumber = (s: string) => Number(s.replace(/[,.]/g, ''));

export function extractLimits(segments: readonly Segment[]): LimitFact[] {
  const out: LimitFact[] = [];
  const seen = new Set<string>();
  for (const segment of segments) {
    for (const m of segment.text.matchAll(LIMIT)) {
      let value: number;
      let unit: string;
      if (m[1]) {
        value = toNumber(m[1]);
        unit = m[2]!;
      } else if (m[3]) {
        value = toNumber(m[3]);
        unit = m[0].replace(m[3], '');
      } else {
        value = toNumber(m[5]!);
        unit = m[4]!;
      }
      if (!(value > 0)) continue;
      const kind = /woord|word/i.test(unit) ? 'words' : 'pages';
      const before =
        segment.text
          .slice(0, m.index)
          .split(/[.;:?]\s/)
          .pop() ?? '';
      const scope = shorten(before.replace(/^\d{1,3}\s+/, '')) || shorten(segment.text, 80);
      // A rule is often repeated in the next sentence, or on every copy of a scoring sheet.
      const keys = [`${kind}|${value}|p${segment.page}`, `${kind}|${value}|${scope.toLowerCase()}`];
      if (keys.some((k) => seen.has(k))) continue;
      keys.forEach((k) => seen.add(k));
      out.push({
        value: { kind, value, scope },
        page: segment.page,
        quote: quoteOf(segment.text, m.index),
      });
    }
  }
  return out;
}
