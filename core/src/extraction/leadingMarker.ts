/**
 * The number, letter or bullet a paragraph starts with ('2.1', '3.', 'a)', '(iv)', '•'), split
 * from its text. Shared by the PDF layout (where numbers are printed text) and DOCX paragraphs
 * that type their number instead of using Word's numbering (issue 17).
 */

export interface LeadingMarker {
  /** The marker as printed, without the space after it ('2.1', '3.', 'a)', '•'). */
  readonly number: string;
  /** The text after the marker. */
  readonly text: string;
  /** Depth of a section number ('2' and '2.0' → 1, '2.1' → 2, '2.1.3' → 3); 0 for letters and bullets. */
  readonly depth: number;
}

/** A number of more than one part ('2.1', '1.0', 'A.1'): a section, never a plain list count. */
export function isSectionNumber(number: string): boolean {
  return /^(?:\d{1,2}|[A-Z])\.\d/.test(number);
}

const BULLET = /^([•·▪◦○■□➢►▸‣∙\-–—*])\s+(?=\S)/u;
/** '2.1', '2.1.', 'A.1', '3.' and '3)'; a bare '3' only when the caller allows it (see below). */
const SECTION = /^((?:\d{1,2}|[A-Z])(?:\.\d{1,3})+\.?|\d{1,3}[.)])\s+(?=\S)/;
const BARE = /^(\d{1,2})\s+(?=\p{Lu})/u;
/** 'a)', 'a.', '(a)', '(iv)', 'iv.', 'B)', 'B.' (then a capital: 'B. Pool Two', not 'B. de Vries'). */
const LETTER =
  /^(\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)|[a-z][.)]|[ivx]{1,4}[.)]|[A-Z]\)|[A-Z]\.(?=\s+\p{Lu}))\s+(?=\S)/u;
/** A requirement's identifier: 'F1.', 'Q12.', 'R-3)' (programmes of requirements number them so). */
const REQUIREMENT = /^([A-Z]{1,4}-?\d{1,3}[.)])\s+(?=\S)/;

/**
 * `allowBare` accepts a lone number without a full stop ('1 Inleiding'), which only a heading may
 * use: in running text '12 januari 2024' or '3 weken' start with a number too.
 */
export function splitLeadingMarker(
  text: string,
  options: { allowBare?: boolean } = {},
): LeadingMarker | null {
  const bullet = BULLET.exec(text);
  if (bullet) return { number: bullet[1]!, text: text.slice(bullet[0].length), depth: 0 };
  const section = SECTION.exec(text);
  if (section) {
    const number = section[1]!;
    // '1.000 euro' is an amount with a thousands separator, not section 1.000.
    if (/^\d{1,2}\.\d{3}$/.test(number)) return null;
    // '10.00 uur.', '2.30 pm on' opening a wrapped line is a time, not section 10.00 (issue 17).
    const rest = text.slice(section[0].length);
    if (/^\d{1,2}\.\d{2}$/.test(number) && /^(?:uur|u|h|hrs?|[ap]\.?m)\b/i.test(rest)) return null;
    const parts = number.replace(/[.)]$/, '').split('.');
    // '1.0 Instructions' is chapter 1, as deep as '1 Instructions'.
    while (parts.length > 1 && /^0+$/.test(parts[parts.length - 1]!)) parts.pop();
    const depth = parts.length;
    return { number, text: text.slice(section[0].length), depth };
  }
  const letter = LETTER.exec(text) ?? REQUIREMENT.exec(text);
  if (letter) return { number: letter[1]!, text: text.slice(letter[0].length), depth: 0 };
  if (options.allowBare) {
    const bare = BARE.exec(text);
    if (bare) return { number: bare[1]!, text: text.slice(bare[0].length), depth: 1 };
  }
  return null;
}
