/**
 * The buyer and the tender's reference, from the first pages. The buyer is read from, in order:
 * a labelled line ('Aanbestedende dienst: X', 'Contracting authority: X'); a label on its own line
 * with the organisation below ('Issued by:'); a party clause ('..., zijnde de opdrachtgever,
 * hierna te noemen X'); and, as "check this", an organisation named alone on the cover (failure
 * class: buyers named only on the cover or with another label).
 */
import type { Fact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { quoteOf, shorten } from './text';

const LABELS = String.raw`aanbestedende dienst|aanbestedende overheid|aanbestedend bestuur|opdrachtgevend bestuur|opdrachtgever|contracting body|contracting authority|contracting entity|awarding authority|buyer|purchaser|issued by|uitgegeven door|namens`;
const BUYER_LABEL = new RegExp(String.raw`\b(?:${LABELS})\s*[:：]\s*(.+)$`, 'i');
const LABEL_ALONE = new RegExp(String.raw`^(?:${LABELS})\s*:?$`, 'i');
/** '..., zijnde de opdrachtgever ..., hierna te noemen VNG Realisatie' / '(hereinafter "the Authority")'. */
const PARTY_CLAUSE =
  /\b(?:opdrachtgever|aanbestedende dienst|contracting authority|the buyer)\b[^.]{0,160}?\b(?:hierna(?: te noemen)?|hereinafter(?: referred to as)?)[:\s]+["“']?([A-Z][\p{L}0-9&.\- ]{2,60}?)["”']?(?=[,.;)]|\s+(?:gevestigd|located|with|met)\b|$)/iu;
/** An organisation as a cover names it. */
const ORGANISATION =
  /^(?:(?:Gemeente|Stad|OCMW|Intercommunale|Politiezone|Hulpverleningszone|Agentschap|Provincie|Ministerie van|Waterschap|Hoogheemraadschap|Rijkswaterstaat|Rijksdienst|Veiligheidsregio|Omgevingsdienst|Regio|Stichting|Vereniging|Universiteit|Hogeschool|Department of|Ministry of|City of|County of|State of|Borough of|District of|Municipality of|Town of|Government of|Council of|Agency for|Office of)\b.{2,80}|.{2,60}\b(?:Agency|Authority|Council|Department|Administration|Commission|Trust|Board|Gemeente|Ministerie|Provincie|Waterschap|Realisatie)(?:\s*\([A-Z]{2,8}\))?)$/;
/** A line in capitals as the cover prints it ('GEMEENTE OOSTERVELD'), to test as a name. */
const titleCase = (line: string) =>
  line === line.toUpperCase() && /[A-Z]{3}/.test(line)
    ? line
        .toLowerCase()
        .replace(/(^|[\s(-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
    : line;
/**
 * Words that name a role or a kind of body, not a body: 'the Contracting Authority', 'Procurement
 * Department', 'de Aanbestedende Dienst' name whoever the document is about, and are no buyer.
 */
const ROLE_WORD =
  /^(?:contracting|awarding|procurement|purchasing|commercial|central|authority|department|agency|council|office|team|unit|buyer|purchaser|entity|body|dienst|aanbestedende|opdrachtgever|inkoop|afdeling|gemeente|stad|provincie|ministerie|waterschap|regio|the|de|het|of|for|van|voor|and|en)$/i;
/** A name with at least one word of its own beside the role words. */
const isProperName = (name: string) => name.split(/\s+/).some((w) => !ROLE_WORD.test(w));
const isOrganisation = (line: string) =>
  !ADDRESS.test(line) &&
  isProperName(line) &&
  (ORGANISATION.test(line) ||
    ORGANISATION.test(titleCase(line)) ||
    // 'gemeente Lindewaard': Dutch writes the kind of body in lower case before its name.
    ORGANISATION.test(line.charAt(0).toUpperCase() + line.slice(1)));
/** The body a submission is addressed to, as capitalised words ('the California Department of Technology'). */
const ADDRESSEE =
  /\b(?:submit(?:s|ting|ted)?|deliver(?:s|ing|ed)?|send(?:s|ing)?|sent|return(?:s|ing|ed)?|addressed|indienen|ingediend|in te dienen|aanbieden|aangeboden|richten)\b[^.]{0,60}?\b(?:to|bij|aan) (?:the |de |het )?((?:[A-Z][\p{L}&'’-]+)(?: (?:[A-Z][\p{L}&'’-]+|of|for|van|voor|en|and)){1,6})/u;
/** A word that makes a name an organisation. */
const ORGANISATION_WORD =
  /\b(?:Department|Ministry|Agency|Authority|Council|Commission|Administration|Office|Trust|Borough|County|City|Gemeente|Stad|OCMW|Agentschap|Provincie|Ministerie|Waterschap|Rijkswaterstaat|Rijksdienst|Dienst|Regio|Realisatie)\b/;
const ADDRESS = /\d|@|\b(PO Box|Postbus|straat|street|suite)\b/i;

/** Only the first pages hold the cover and the procurement details. */
export const COVER_PAGES = 5;
const FIRST_PAGES = COVER_PAGES;

const fact = (value: string, page: number, quote: string, confidence: number): Fact<string> => ({
  value: shorten(value, 120),
  page,
  quote: quoteOf(quote),
  confidence,
  source: 'rules',
});

/** 'de Staat, vertegenwoordigd door de Minister van X', 'the Crown, represented by …'. */
const REPRESENTED = /\b(?:vertegenwoordigd door|represented by|acting through|acting by)\b/i;
/** '…, namens deze de Rijksdienst voor X (RDD)', '…, on behalf of which the Y Agency'. */
const ON_BEHALF = new RegExp(
  String.raw`\b(?:namens deze(?:n)?|namens wie|on (?:whose|its) behalf|on behalf of (?:which|whom))\s*,?\s+(?:de |het |the )?([A-Z][\p{L}0-9&'’\- ]{2,80}?)(?=\s*(?:[,.;(]|$))`,
  'u',
);

/**
 * A buyer named as a chain of representation (failure class seen on the probe tenders): the State
 * represented by a minister, on whose behalf a service acts. The body that runs the tender is the
 * last one named; the label's line is cut where the PDF wraps, so the sentence is read whole.
 */
function actingBody(line: string, page: number, segments: readonly Segment[]): Fact<string> | null {
  if (!REPRESENTED.test(line)) return null;
  const sentence = segments.find((s) => s.page === page && s.text.includes(line))?.text;
  const m = sentence ? ON_BEHALF.exec(sentence) : null;
  return m && sentence ? fact(m[1]!, page, quoteOf(sentence, m.index), 0.85) : null;
}

/**
 * 'De aanbestedende overheid is de Stad X', 'The contracting authority is Y County Council': the
 * role named in a sentence with the body after 'is' (failure class: a buyer named without a
 * label line). The name is its capitalised words.
 */
const ROLE_IS =
  /\b(?:[Aa]anbestedende (?:dienst|overheid)|[Oo]pdrachtgever|[Oo]pdrachtgevend bestuur|[Cc]ontracting (?:[Aa]uthority|[Ee]ntity|[Bb]ody)|[Aa]warding [Aa]uthority|the [Bb]uyer)\s+(?:is|zijn)\s+(?:de |het |the )?((?:[A-Z][\p{L}'’&-]+)(?:\s+(?:[A-Z][\p{L}'’&-]+|of|for|van|voor|and|en)){0,6})/u;

/** A running header's parts ('Stad X - Bestek nr. 12', 'Y County Council | RFT 3'). */
const HEADER_PART = /\s+[|–—-]\s+|\s{2,}/;

export function extractBuyer(
  lines: readonly (readonly string[])[],
  segments: readonly Segment[],
  furniture: readonly (readonly string[])[] = [],
  onPage: (fact: Fact<string>) => boolean = () => true,
): Fact<string> | null {
  const first = lines.slice(0, FIRST_PAGES);
  for (const [p, pageLines] of first.entries()) {
    for (const line of pageLines) {
      const m = BUYER_LABEL.exec(line.trim());
      if (m && m[1]!.trim().length >= 3 && !ADDRESS.test(m[1]!.slice(0, 3))) {
        const acting = actingBody(line.trim(), p + 1, segments);
        if (acting) return acting;
        // The name ends where an address or a description after a comma begins ('Omgevingsdienst
        // X, openbaar lichaam op grond van …', 'Y Council, a local authority'): failure class seen
        // on the third probe set, the description kept as the buyer.
        const name = m[1]!.split(
          /\s{2,}|,\s*(?=\d)|\s+(?=\d{4}\s?[A-Z]{2}\b)|\s+\|\s+|,\s+(?=[a-z])/,
        )[0]!;
        return fact(name, p + 1, line.trim(), 0.9);
      }
    }
  }
  for (const [p, pageLines] of first.entries()) {
    const at = pageLines.findIndex((l) => LABEL_ALONE.test(l.trim()));
    if (at < 0) continue;
    const below = pageLines.slice(at + 1).filter((l) => l.trim() !== '');
    const top = below[0];
    if (!top || ADDRESS.test(top)) continue;
    const second = below[1];
    // 'STATE OF CALIFORNIA' / 'Department of Technology': a capitalised jurisdiction and its body.
    const name =
      top === top.toUpperCase() && second && !ADDRESS.test(second) ? `${top}, ${second}` : top;
    const quote = [pageLines[at], top, name === top ? undefined : second].filter(Boolean).join(' ');
    return fact(name, p + 1, quote, 0.85);
  }
  for (const s of segments) {
    if (s.page > FIRST_PAGES + 3) break;
    const m = PARTY_CLAUSE.exec(s.text);
    // 'hierna: de gemeente' defines a role as the short name, which names no buyer.
    if (m && isProperName(m[1]!.trim()))
      return fact(m[1]!.trim(), s.page, s.text.slice(Math.max(0, m.index)), 0.8);
  }
  for (const s of segments) {
    if (s.page > FIRST_PAGES + 3) break;
    const m = ROLE_IS.exec(s.text);
    const name = m?.[1]?.replace(/\s+(?:of|for|van|voor|and|en)$/, '').trim();
    if (m && name && isProperName(name) && !ADDRESS.test(name)) {
      return fact(name, s.page, s.text.slice(Math.max(0, m.index)), 0.8);
    }
  }
  // The body the bid goes to: 'you are submitting to the X Department', 'in te dienen bij de
  // Gemeente X' — the addressee of the submission is the buyer; for the user to check.
  for (const s of segments) {
    if (s.page > FIRST_PAGES) break;
    const m = ADDRESSEE.exec(s.text);
    const name = m?.[1]?.trim();
    if (name && ORGANISATION_WORD.test(name) && isProperName(name) && !ADDRESS.test(name)) {
      return fact(name, s.page, s.text.slice(Math.max(0, m!.index)), 0.6);
    }
  }
  // The cover alone: an organisation named on a line of its own on page 1.
  const cover = first[0] ?? [];
  const org = cover.find((l) => isOrganisation(l.trim()));
  if (org) return fact(org.trim(), 1, org.trim(), 0.6);
  return buyerInHeader(furniture, onPage);
}

/**
 * The running header alone: an organisation that a header part names ('Stad X - Bestek nr. 12').
 * Only a header the stored page holds can be quoted (a DOCX's header is not in its pages' text).
 * Offered as "check this".
 */
function buyerInHeader(
  furniture: readonly (readonly string[])[],
  onPage: (fact: Fact<string>) => boolean,
): Fact<string> | null {
  for (const [p, pageLines] of furniture.entries()) {
    for (const line of pageLines) {
      for (const part of line.split(HEADER_PART)) {
        if (!isOrganisation(part.trim())) continue;
        const found = fact(part.trim(), p + 1, part.trim(), 0.6);
        if (onPage(found)) return found;
      }
    }
  }
  return null;
}

/** 'RFP No. 2027-ENG-019', 'ITT reference: X' (the type before its label: third probe set), 'Kenmerk: X'. */
const REFERENCE =
  /\b(?:(?:RFQ|RFP|RFI|RFO|ITT|IFB)\)?\s*(?:(?:reference|ref\.?)\s*)?(?:#|No\.?|Number|nr\.?)?\s*:?\s*|Request for (?:Quotations?|Proposals?|Information|Interest|Offers?)\s*(?:\(\w+\))?\s*(?:#|No\.?|Number)\s*:?\s*|(?:kenmerk|referentienummer|aanbestedingsnummer|zaaknummer|projectnummer|tender ?ned[- ]kenmerk|reference(?: number)?|solicitation(?: number| no\.?)?)\s*[:#]?\s*)([A-Z0-9][A-Z0-9]*(?:[-–/.][A-Z0-9]+)*)/i;

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
  return kept(referenceIn(lines)) ?? kept(referenceIn(furniture)) ?? referenceInBody(body);
}

/**
 * A reference written as '<document type> # <code>' ('RFI # AB-CD-0042', 'Offerteaanvraag nr.
 * INK-2025-07'): the document type, an explicit number sign and a code with a digit and a
 * separator. Strict, because it is read from any page.
 */
const BODY_REFERENCE =
  /\b(?:RFQ|RFP|RFI|RFO|ITT|IFB|Request for (?:Quotations?|Proposals?|Information|Offers?)|aanbesteding|bestek|offerteaanvraag|uitvraag)\s*(?:#|No\.|Number|nr\.?|nummer)\s*:?\s*([A-Z0-9]+(?:[-–/.][A-Z0-9]+)+)/i;

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

function referenceIn(lines: readonly (readonly string[])[]): Fact<string> | null {
  for (const [p, pageLines] of lines.slice(0, FIRST_PAGES).entries()) {
    // Joined, because a cover puts 'Request for Quotation (RFQ)' and the number on separate lines.
    const text = pageLines.join(' ').replace(/\s+/g, ' ');
    // Every match on the page, not only the first: 'Invitation to Tender (ITT)' on the title line
    // is followed by a word, and the code comes with 'ITT reference: …' further down (failure
    // class seen on the third probe set).
    for (const m of text.matchAll(new RegExp(REFERENCE.source, 'gi'))) {
      const value = m[1]?.replace(/–/g, '-');
      if (!value || !/\d/.test(value) || value.length < 4) continue;
      return {
        value,
        page: p + 1,
        quote: quoteOf(text.slice(Math.max(0, m.index - 60), m.index + 140)),
        confidence: 0.9,
        source: 'rules',
      };
    }
  }
  return null;
}
