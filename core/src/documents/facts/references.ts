/**
 * The tender's reference, from the first pages' lines, their running headers and footers, or the
 * body: a labelled code ('Kenmerk: X', 'RFP No. X', 'Dossiernummer: X'), or the code a procedure
 * is named with on the title ('Open procedure X').
 */
import type { Fact } from '../../model/documentFacts';
import { quoteOf } from './text';

/** Only the first pages hold the cover and the procurement details (the buyer's too). */
export const COVER_PAGES = 5;
const FIRST_PAGES = COVER_PAGES;

/**
 * 'RFP No. 2027-ENG-019', 'ITT reference: X' (the type before its label: third probe set), 'Kenmerk: X',
 * and (eighth probe set) a Belgian or Dutch document type before its code ('BESTEK PZ-LM/2027/014',
 * 'Lastenboek nr. 2027/118', 'Aanbestedingsleidraad INK-2027-04'): the code needs a separator, so
 * that a year or a word after the type is no reference.
 * A code may hold one space before a numbered part ('Kenmerk: ABC-DE 2031-0042', 'RFT No. X'):
 * failure class seen on the fifth probe set, the letters kept and the number lost.
 * Eleventh probe set: an Invitation to Offer's or to Quote's 'ITO No. X', 'ITQ ref: X' (Australia,
 * UK), as the other document types. Sixteenth probe set: 'Tender Ref. X', 'Contract Ref. No. X'
 * (Hong Kong), the abbreviation after the tender's own word. Seventeenth: 'Aanbesteding 2027-017',
 * the procurement's own word before its code (a year range such as '2027-2028' is none).
 * Nineteenth: the mark glued to what it marks ('Aanbestedingskenmerk: X', 'Opdrachtkenmerk') and
 * a project's identification number ('Project Identification No.: X', as bidding documents in the
 * Philippines write it). Twentieth: the type glued to its code, the code begun by it
 * ('RFP-2027-0118 – Transit Fare …', 'ITT/2027/031'), a year or number right after the hyphen;
 * never the tail of a longer code ('BBC-ITT/2027/031').
 */
const REFERENCE =
  /\b(?:(?:RFQ|RFP|RFI|RFO|RFT|ITT|IFB|ITO|ITQ|ITN)\)?\s*(?:(?:reference|ref\.?)\s*)?(?:#|No\.?|Number|nr\.?)?\s*:?\s*|Request for (?:Quotations?|Proposals?|Information|Interest|Offers?)\s*(?:\(\w+\))?\s*(?:#|No\.?|Number)\s*:?\s*|(?:(?:aanbestedings|opdracht|inkoop|dossier)?kenmerk|project identification (?:number|no\.?)|referentienummer|aanbestedingsnummer|inkoopnummer|inkoopkenmerk|tendernummer|zaaknummer|tender (?:number|no\.?)|bid (?:number|no\.?)|projectnummer|dossiernummer|dossiernr\.?|dossier (?:number|no\.?)|file (?:number|no\.?)|opdrachtnummer|besteknummer|tender ?ned[- ]kenmerk|(?:interne|eigen) referentie|internal reference|reference(?: number)?|(?:tender|bid|contract|procurement|quotation) ref\b\.?(?:\s*no\b\.?)?|solicitation(?: number| no\.?)?)\s*[:#]?\s*|(?:bestek|lastenboek|selectieleidraad|aanbestedingsleidraad|aanbesteding|aanbestedingsdocument)\s*(?:nr\.?|n°)?\s*:?\s*(?=[A-Z0-9]+[-–/.][A-Z0-9])(?!\d{4}\s*[-–/]\s*\d{4}\b)|(?<![-–/.])(?=(?:RFQ|RFP|RFI|RFO|RFT|ITT|IFB|ITO|ITQ|ITN)[-–/]\d{2,4}[-–/][A-Z0-9]))([A-Z0-9][A-Z0-9]*(?:[-–/.][A-Z0-9]+)*(?: \d+(?:[-–/.][A-Z0-9]+)+)?)/i;

/**
 * The reference from the first pages' lines, else from their running headers and footers: a
 * reference printed in every page's header ('RFI # CDT-PQVP-0118 (Final) 02/12/18 Page 2 of 56')
 * names the tender as surely as the cover does, and the stored page holds it. (Failure class:
 * with the structure's furniture set apart, a reference only the header gives was lost.)
 */
export function extractReference(
  lines: readonly (readonly string[])[],
  furniture: readonly (readonly string[])[] = [],
  body: readonly (readonly string[])[] = [],
  onPage: (fact: Fact<string>) => boolean = () => true,
): Fact<string> | null {
  // A DOCX's footer is not part of its pages' text: a reference read there cannot be shown with
  // its quote, so the body's is taken instead.
  const kept = (f: Fact<string> | null) => (f && onPage(f) ? f : null);
  return (
    kept(referenceIn(lines, onPage)) ??
    kept(referenceIn(furniture, onPage)) ??
    referenceInBody(body)
  );
}

/**
 * A reference written as '<document type> # <code>' ('RFI # AB-CD-0042', 'Offerteaanvraag nr.
 * INK-2025-07'): the document type, an explicit number sign and a code with a digit and a
 * separator. Strict, because it is read from any page.
 */
const BODY_REFERENCE =
  /\b(?:RFQ|RFP|RFI|RFO|ITT|IFB|ITO|ITQ|Request for (?:Quotations?|Proposals?|Information|Offers?)|aanbesteding|bestek|offerteaanvraag|uitvraag)\s*(?:#|No\.|Number|nr\.?|nummer)\s*:?\s*([A-Z0-9]+(?:[-–/.][A-Z0-9]+)+)/i;

/**
 * Failure class: a reference that neither the cover nor a running header gives (a DOCX's footer
 * is not part of its pages), but that the body names further on, as a form's 'in relation to the
 * RFI # …'. Offered as "check this".
 */
function referenceInBody(lines: readonly (readonly string[])[]): Fact<string> | null {
  for (const [p, pageLines] of lines.entries()) {
    // Joined: 'nr.' before a capital would end a sentence, and the code may sit on the next line.
    const text = pageLines.join(' ').replace(/\s+/g, ' ');
    const m = BODY_REFERENCE.exec(text);
    const value = m?.[1]?.replace(/–/g, '-');
    if (!m || !value || !/\d/.test(value)) continue;
    return {
      value,
      page: p + 1,
      quote: quoteOf(text.slice(Math.max(0, m.index - 60), m.index + 140)),
      confidence: 0.7,
      source: 'rules',
    };
  }
  return null;
}

/**
 * A procedure named with its number on the title ('Open procedure EACMO/2027/OP/0003',
 * 'Openbare procedure INK-2027-12'): failure class seen on the fourth probe set. The code has
 * capitals, a digit and at least two separators, so that a date or a word is no reference.
 */
const PROCEDURE_NUMBER =
  /\b(?:(?:open|restricted|negotiated)\s+procedure|(?:openbare|niet-openbare)\s+(?:procedure|aanbesteding)|onderhandelingsprocedure)\s+(?:(?:No\.?|nr\.?|n°)\s*)?([A-Z0-9]+(?:[-–/.][A-Z0-9]+){2,})\b/gi;

/**
 * The quote around a match, or the match alone when the window is not on the page as printed
 * (failure class seen on the fifth probe set: a postcode line dropped as a page number, or a
 * header and footer joined in another order, left the window's text off the page).
 */
function quoteAround(
  text: string,
  m: RegExpMatchArray,
  page: number,
  onPage: (fact: Fact<string>) => boolean,
): string {
  const window = quoteOf(text.slice(Math.max(0, m.index! - 60), m.index! + 140));
  const probe = { value: '', page, quote: window, confidence: 0, source: 'rules' as const };
  if (onPage(probe)) return window;
  // Only a code with letters or separators is quoted by itself: a bare number after 'RFI #' whose
  // window is not on the page is too weak to give alone.
  return /^\d+$/.test(m[1] ?? '') ? window : quoteOf(m[0].trim());
}

/** The label of a number a publication platform gives ('TenderNed-kenmerk', 'GETS reference'). */
const PLATFORM_NUMBER = /\b(?:tender ?ned|GETS|eTenders?|TED|Mercell|Negometrix|Atamis|notice)\b/i;

function referenceIn(
  lines: readonly (readonly string[])[],
  onPage: (fact: Fact<string>) => boolean,
): Fact<string> | null {
  for (const [p, pageLines] of lines.slice(0, FIRST_PAGES).entries()) {
    // Joined, because a cover puts 'Request for Quotation (RFQ)' and the number on separate lines.
    const text = pageLines.join(' ').replace(/\s+/g, ' ');
    // Every match on the page, not only the first: 'Invitation to Tender (ITT)' on the title line
    // is followed by a word, and the code comes with 'ITT reference: …' further down (failure
    // class seen on the third probe set).
    const codes = [...text.matchAll(new RegExp(REFERENCE.source, 'gi'))].filter((m) => {
      const value = m[1]?.replace(/–/g, '-');
      return value && /\d/.test(value) && value.length >= 4;
    });
    // A platform's number beside the buyer's own reference ('TenderNed-kenmerk 412345 – interne
    // referentie ABC-2027-01'): the buyer's own is the tender's reference, the platform's only
    // when the page gives no other (fifteenth probe set; every set labels the platform's optional).
    const m =
      codes.find(
        (c) =>
          !PLATFORM_NUMBER.test(
            text.slice(Math.max(0, c.index - 20), c.index + c[0].length - c[1]!.length),
          ),
      ) ?? codes[0];
    if (m)
      return {
        value: m[1]!.replace(/–/g, '-'),
        page: p + 1,
        quote: quoteAround(text, m, p + 1, onPage),
        confidence: 0.9,
        source: 'rules',
      };
    for (const m of text.matchAll(PROCEDURE_NUMBER)) {
      const value = m[1]!.replace(/–/g, '-');
      if (!/\d/.test(value) || !/[A-Z]/.test(value) || value !== value.toUpperCase()) continue;
      return {
        value,
        page: p + 1,
        quote: quoteOf(text.slice(Math.max(0, m.index - 60), m.index + 140)),
        confidence: 0.8,
        source: 'rules',
      };
    }
  }
  return null;
}
