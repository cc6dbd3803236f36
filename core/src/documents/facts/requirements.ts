/**
 * Knock-out and suitability requirements: the sentences that name exclusion grounds, the
 * UEA/ESPD and other declarations, certificates, minimum turnover, references and suitability
 * or minimum requirements. At most MAX_PER_KIND per kind, the first ones in the document.
 */
import type { RequirementFact, RequirementKind } from '../../model/documentFacts';
import { type Segment, quoteOf } from './text';

export const MAX_PER_KIND = 8;

const RULES: readonly [RequirementKind, RegExp][] = [
  ['exclusion', /uitsluitingsgrond|exclusion grounds?|grounds for exclusion|\bdebar(red|ment)\b/i],
  [
    'declaration',
    /\bUEA\b|\bESPD\b|uniform europees aanbestedingsdocument|european single procurement document|gedragsverklaring aanbesteden|\bGVA\b|eigen verklaring|self[- ]declaration/i,
  ],
  [
    'certificate',
    /\bISO[ -]?(9001|14001|27001|27002|45001|22301|20000)\b|\bNEN[ -]?7510\b|CO2[- ]prestatieladder/i,
  ],
  ['turnover', /\b(jaar)?omzet\b|\bturnover\b/i],
  [
    'references',
    /\breferentie(s|opdracht(en)?|project(en)?)\b|\b(client|customer|project) references?\b|\breferences? (from|of|for) (previous|past|similar|comparable)/i,
  ],
  [
    'suitability',
    /geschiktheidseis|geschiktheidscriteri|suitability|selection criteri|selectiecriteri|knock-?out|\bKO[- ]criteri|minimumeis|minimum (qualification|requirement)s?/i,
  ],
];

const QUESTION_START =
  /^(\d{1,3}\s+)?(what|which|is|are|does|do|can|could|will|would|should|how|why|when|wat|welke|kan|kunnen|mag|moet|hoe|waarom|wanneer|wordt|worden)\b/i;

function isQuestion(text: string): boolean {
  return /\?\s*$/.test(text) || QUESTION_START.test(text);
}

export function extractRequirements(segments: readonly Segment[]): RequirementFact[] {
  const out: RequirementFact[] = [];
  const counts = new Map<RequirementKind, number>();
  const seen = new Set<string>();
  for (const s of segments) {
    // Table-of-contents lines ('3.2 Uitsluitingsgronden ........ 6') are not requirements.
    // A question (in a Q&A document) asks about a requirement; it does not set one.
    if (/\.{5,}/.test(s.text) || s.text.length < 25 || isQuestion(s.text)) continue;
    for (const [kind, rule] of RULES) {
      const m = rule.exec(s.text);
      if (!m) continue;
      if ((counts.get(kind) ?? 0) >= MAX_PER_KIND) continue;
      const text = quoteOf(s.text, m.index);
      // One per kind and page: legal boilerplate repeats the same requirement sentence after sentence.
      const key = `${kind}|${s.page}`;
      if (seen.has(key)) continue;
      seen.add(key);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      out.push({ value: { kind, text }, page: s.page, quote: text });
      break;
    }
  }
  return out;
}
