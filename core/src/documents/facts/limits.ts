/**
 * Page, word and character limits per part: 'maximaal 10 pagina's', 'not exceed twenty (20)
 * pages', 'no greater than 750 words', 'a 5-page limitation', 'maximaal 2.000 tekens'. Failure
 * classes addressed: numbers written out in words, the digit repeated in brackets, a limit that
 * wraps onto the next line (segments join wrapped lines), and the 'N-page limitation' form.
 */
import type { LimitFact, LimitKind } from '../../model/documentFacts';
import { NUMBER, parseNumber } from './numbers';
import type { Segment } from './reading';
import { quoteOf, shorten } from './text';

const UNIT = String.raw`(pagina['’]?s|pagina|pages?|sides? of A4|A4[- ]sides?|A4['’]?s|A4|kantjes?|zijden|woorden|words?|tekens|karakters|characters?)`;
const QUALIFIER = String.raw`(?:maximaal|max\.?|maximum(?: of)?|niet (?:meer|langer) (?:zijn |bedragen |beslaan )?dan|ten hoogste|hooguit|(?:shall|must|may|will|should) not exceed|not (?:to )?exceed(?:ing)?|no (?:more|greater|longer) than|not (?:more|longer) than|limited to|at most|up to|less than|minder dan|under)`;
const BRACKET = String.raw`(?:\s*\((\d{1,5}(?:[,.]\d{3})?)\))?`;

const LIMIT = new RegExp(
  [
    String.raw`\b${QUALIFIER}\s+(?:de |het |a |een |of )?(${NUMBER})${BRACKET}\s+(?:A4[- ])?${UNIT}\b`,
    String.raw`\b(${NUMBER})${BRACKET}[- ](page|word|character|pagina|woorden|tekens)[- ]?(?:limit(?:ation)?|maximum|limiet)\b`,
    String.raw`\b(page|word|character)[- ](?:limit|count) (?:of |is )?(${NUMBER})\b`,
    String.raw`\b(${NUMBER})${BRACKET}\s+(?:A4[- ])?${UNIT}\s+(?:maximum|max(?:imaal)?\.?)(?!\s*\d)`,
    // 'the 2,000 word Technical Approach', 'a 500-word summary': the length of a named part.
    String.raw`\b(?:the|a|an|de|het|een)\s+(\d{1,3}(?:,\d{3})?|\d+)[- ](word|page)\s+(?=[A-Z]|summary|narrative|description|essay|statement|response|proposal|document)`,
  ].join('|'),
  'gi',
);

function kindOf(unit: string): LimitKind {
  if (/woord|word/i.test(unit)) return 'words';
  if (/teken|karakter|character/i.test(unit)) return 'characters';
  return 'pages';
}

/** The number a match states: the digit in brackets when given, else the written number. */
function valueOf(written: string | undefined, bracket: string | undefined): number | null {
  if (bracket) return parseNumber(bracket);
  return written ? parseNumber(written) : null;
}

export function extractLimits(segments: readonly Segment[]): LimitFact[] {
  const out: LimitFact[] = [];
  const seen = new Set<string>();
  for (const segment of segments) {
    if (segment.kind === 'heading') continue;
    // Table-of-contents lines are not limits.
    if (/\.{5,}/.test(segment.text)) continue;
    // A table row is read cell by cell, and the cell is the quote: a limit stated in a cell of
    // prose (a Q&A table's question or answer) belongs to that cell, not to the row's number or
    // section cells, which a PDF page does not always print beside it.
    const texts = segment.kind === 'row' ? (segment.cells ?? [segment.text]) : [segment.text];
    for (const text of texts) limitsIn(segment, text);
  }
  return out;

  function limitsIn(segment: Segment, text: string) {
    for (const m of text.matchAll(LIMIT)) {
      let value: number | null;
      let unit: string;
      if (m[1] !== undefined) {
        value = valueOf(m[1], m[2]);
        unit = m[3]!;
      } else if (m[4] !== undefined) {
        value = valueOf(m[4], m[5]);
        unit = m[6]!;
      } else if (m[7] !== undefined) {
        value = parseNumber(m[8]!);
        unit = m[7];
      } else if (m[9] !== undefined) {
        value = valueOf(m[9], m[10]);
        unit = m[11]!;
      } else {
        value = parseNumber(m[12]!);
        unit = m[13]!;
      }
      if (value === null || !(value > 0) || value > 1_000_000) continue;
      const kind = kindOf(unit);
      const before =
        text
          .slice(0, m.index)
          .split(/[.;:?]\s/)
          .pop() ?? '';
      const scope = shorten(before.replace(/^\d{1,3}\s+/, '')) || shorten(text, 80);
      // A rule is often repeated in the next sentence, or on every copy of a scoring sheet.
      const keys = [`${kind}|${value}|p${segment.page}`, `${kind}|${value}|${scope.toLowerCase()}`];
      if (keys.some((k) => seen.has(k))) continue;
      keys.forEach((k) => seen.add(k));
      out.push({
        value: { kind, value, scope },
        page: segment.page,
        quote: quoteOf(text, m.index),
        ...(segment.section ? { section: segment.section } : {}),
        // 'the 2,000 word X' names a length without saying it is a maximum: for the user to check.
        confidence: m[12] !== undefined ? 0.6 : 0.9,
        source: 'rules',
      });
    }
  }
}
