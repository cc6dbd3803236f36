/** The buyer and the tender's reference, from labelled lines on the first pages. */
import type { Fact } from '../../model/documentFacts';
import { quoteOf, shorten } from './text';

const BUYER_LABEL =
  /\b(?:aanbestedende dienst|opdrachtgever|contracting authority|contracting entity|buyer|issued by|uitgegeven door)\s*[:：]\s*(.+)$/i;
const REFERENCE =
  /\b(?:(?:RFQ|RFP|RFI|RFO|ITT|IFB)\)?\s*(?:#|No\.?|Number|nr\.?)?\s*:?\s*|(?:kenmerk|referentienummer|aanbestedingsnummer|zaaknummer|projectnummer|tender ?ned[- ]kenmerk|reference(?: number)?|solicitation(?: number| no\.?)?)\s*[:#]?\s*)([A-Z0-9][A-Z0-9]*(?:[-–/.][A-Z0-9]+)*)/i;
const ADDRESS = /\d|@|\b(PO Box|Postbus|straat|street|suite)\b/i;

/** Only the first pages hold the cover and the procurement details. */
const FIRST_PAGES = 5;

export function extractBuyer(pages: readonly string[]): Fact<string> | null {
  for (let p = 0; p < Math.min(FIRST_PAGES, pages.length); p++) {
    for (const line of pages[p]!.split('\n')) {
      const m = BUYER_LABEL.exec(line.trim());
      if (m && m[1]!.trim().length >= 3) {
        const name = m[1]!.split(/\s{2,}|,\s*(?=\d)|\s+(?=\d{4}\s?[A-Z]{2}\b)/)[0]!;
        return { value: shorten(name, 120), page: p + 1, quote: quoteOf(line.trim()) };
      }
    }
  }
  // A cover page lists 'Issued by:' on its own line and the organisation on the lines below.
  for (let p = 0; p < Math.min(FIRST_PAGES, pages.length); p++) {
    const lines = pages[p]!.split('\n').map((l) => l.trim());
    const at = lines.findIndex((l) =>
      /^(issued by|uitgegeven door|opdrachtgever|aanbestedende dienst)\s*:?$/i.test(l),
    );
    if (at < 0) continue;
    const below = lines.slice(at + 1).filter((l) => l !== '');
    const first = below[0];
    if (!first || ADDRESS.test(first)) continue;
    const second = below[1];
    // 'STATE OF CALIFORNIA' / 'Department of Technology': a capitalised jurisdiction and its body.
    const name =
      first === first.toUpperCase() && second && !ADDRESS.test(second)
        ? `${first}, ${second}`
        : first;
    return {
      value: shorten(name, 120),
      page: p + 1,
      quote: quoteOf([lines[at], first, second].filter(Boolean).join(' ')),
    };
  }
  return null;
}

export function extractReference(pages: readonly string[]): Fact<string> | null {
  for (let p = 0; p < Math.min(FIRST_PAGES, pages.length); p++) {
    // Joined, because a cover puts 'Request for Quotation (RFQ)' and the number on separate lines.
    const text = pages[p]!.replace(/\s+/g, ' ');
    const m = REFERENCE.exec(text);
    const value = m?.[1]?.replace(/–/g, '-');
    if (m && value && /\d/.test(value) && value.length >= 4) {
      return {
        value,
        page: p + 1,
        quote: quoteOf(text.slice(Math.max(0, m.index - 60), m.index + 140)),
      };
    }
  }
  return null;
}
