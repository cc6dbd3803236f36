/**
 * The buyer, from the first pages (the reference: references.ts). It is read from, in order:
 * a labelled line ('Aanbestedende dienst: X', 'Contracting authority: X'); a label on its own line
 * with the organisation below ('Issued by:'); a party clause ('..., zijnde de opdrachtgever,
 * hierna te noemen X'); and, as "check this", an organisation named alone on the cover (failure
 * class: buyers named only on the cover or with another label).
 */
import type { Fact } from '../../model/documentFacts';
import type { Segment } from './reading';
import {
  ADDRESS,
  isOrganisation,
  isProperName,
  spelledOut,
  withCapitalsWrapped,
} from './organisations';
import { buyerUnderRoleHeading } from './buyerUnderRoleHeading';
import { buyerInSentences } from './principalBuyer';
import { COVER_PAGES } from './references';
import { actingBody } from './representedBuyer';
import { buyerFact as fact } from './buyerFact';

/** Tenth probe set: a utility's 'Aanbestedende entiteit' (special sectors), 'Procuring entity'. */
const LABELS = String.raw`aanbestedende dienst|aanbestedende overheid|aanbestedende entiteit|aanbestedend bestuur|opdrachtgevend bestuur|opdrachtgever|inkopende organisatie|contracting body|contracting authority|contracting entity|procuring entity|procuring authority|awarding authority|buyer|purchaser|issued by|uitgegeven door|namens`;
const BUYER_LABEL = new RegExp(String.raw`\b(?:${LABELS})\s*[:：]\s*(.+)$`, 'i');
const LABEL_ALONE = new RegExp(String.raw`^(?:${LABELS})\s*:?$`, 'i');
/** '..., zijnde de opdrachtgever ..., hierna te noemen VNG Realisatie' / '(hereinafter "the Authority")'. */
const PARTY_CLAUSE =
  /\b(?:opdrachtgever|aanbestedende dienst|contracting authority|the buyer)\b[^.]{0,160}?\b(?:hierna(?: te noemen)?|hereinafter(?: referred to as)?)[:\s]+["“']?([A-Z][\p{L}0-9&.\- ]{2,60}?)["”']?(?=[,.;)]|\s+(?:gevestigd|located|with|met)\b|$)/iu;
/** The body a submission is addressed to, as capitalised words ('the California Department of Technology'). */
const ADDRESSEE =
  /\b(?:submit(?:s|ting|ted)?|deliver(?:s|ing|ed)?|send(?:s|ing)?|sent|return(?:s|ing|ed)?|addressed|indienen|ingediend|in te dienen|aanbieden|aangeboden|richten)\b[^.]{0,60}?\b(?:to|bij|aan) (?:the |de |het )?((?:[A-Z][\p{L}&'’-]+)(?: (?:[A-Z][\p{L}&'’-]+|of|for|van|voor|en|and)){1,6})/u;
/** A word that makes a name an organisation. */
const ORGANISATION_WORD =
  /\b(?:Department|Ministry|Agency|Authority|Council|Commission|Administration|Office|Trust|Borough|County|City|Gemeente|Stad|OCMW|Agentschap|Provincie|Ministerie|Waterschap|Rijkswaterstaat|Rijksdienst|Dienst|Regio|Realisatie)\b/;
/**
 * What follows a body's name on its address line: its procurement department or its building
 * ('Ardmuir Council Corporate Procurement Team', 'Gemeente X Dienst Aankoop', 'Provincie X
 * Provinciehuis'). Cut off, the body is left (failure class seen on the fourth probe set).
 */
const DEPARTMENT =
  /\s+(?:(?:(?:Corporate|Central|Strategic)\s+)?(?:Procurement|Purchasing|Commercial|Contracts)\s+(?:Team|Sector|Unit|Department|Office|Services?|Division|Section)|(?:Dienst|Afdeling|Team|Cel|Directie)\s+(?:Aankoop|Inkoop|Aanbestedingen|Overheidsopdrachten)|Provinciehuis|Gemeentehuis|Stadhuis|Raadhuis|Town Hall|City Hall|Civic Cent(?:re|er)|County Hall|Council Headquarters)\b.*$/;
const withoutDepartment = (name: string) => name.replace(DEPARTMENT, '').trim();
/**
 * The body a cover's address line opens with ('European Agency for X Procurement Sector, Avenida
 * do Atlantico 410,', 'Provincie X Provinciehuis, Statenplein 1, 8299 ZZ Veldstad'): the part
 * before the first comma, less its department, when an address follows it.
 */
/** A street named without its number ('Harbour Road', 'Marktplein'). */
const STREET =
  /\b(?:Road|Street|Lane|Avenue|Square|Place|Drive|Quay|Way|Crescent|Terrace)\b|\p{L}(?:straat|laan|weg|plein|kade|singel|gracht|dreef)\b/u;
/**
 * A body whose name lists its remits with commas ('Department of Roads, Ports and Harbours',
 * 'Ministry of Housing, Communities and Local Government'): the list, up to the words after its
 * 'and', is the name, not the part before the first comma (failure class seen on the fifth probe
 * set). The name stops before a word that opens a new part ('State of', 'Level 9').
 */
const LISTED_NAME =
  /^[^,\d]+?(?:,\s*[A-Z][\p{L}'’-]+)+,?\s+(?:and|en|&)\s+[A-Z][\p{L}'’-]+(?:\s+(?![A-Z][\p{L}'’-]+\s+(?:of|van|\d))[A-Z][\p{L}'’-]+)*/u;
function bodyOnAddressLine(line: string): string | null {
  const head = LISTED_NAME.exec(line)?.[0] ?? line.split(/,\s*/)[0]!;
  const rest = line.slice(head.length);
  if (head === line || ADDRESS.test(head) || !(ADDRESS.test(rest) || STREET.test(rest)))
    return null;
  const name = withoutDepartment(head);
  return isOrganisation(name) ? name : null;
}
/**
 * 'The European Agency for X (hereafter "the contracting authority")', 'Het Waterschap X (hierna:
 * de aanbestedende dienst)': a body defined as the buyer by the short name after it (failure class
 * seen on the fourth probe set; PARTY_CLAUSE reads the other order).
 * Thirteenth probe set: the role as 'the Client', 'the Employer' or 'the Purchaser', after an
 * abbreviation ('X Limited (hereinafter "XL" or "the Client") invites proposals', 'Y (hierna: "Y"
 * of "de Opdrachtgever")'). Fourteenth probe set: Kenya's 'the Procuring Entity' (its procurement
 * law's word for the buyer).
 */
const DEFINED_AS_BUYER =
  /((?:[A-Z][\p{L}'’&-]+)(?:\s+(?:[A-Z][\p{L}'’&-]+|of|for|and|on|van|voor|en|der)){0,9})\s*\(\s*(?:hereafter|hereinafter|hierna)(?:\s+(?:referred to as|called|te noemen|genoemd))?\s*[:,]?\s*(?:["“'‘]?\p{Lu}[\p{L}-]{1,15}["”'’]?\s+(?:or|of)\s+)?["“'‘]?(?:the |de |het )?(?:contracting (?:authority|entity)|awarding authority|aanbestedende (?:dienst|overheid|entiteit)|[Oo]pdrachtgever|buyer|[Cc]lient|[Ee]mployer|[Pp]urchaser|[Pp]rocuring (?:[Ee]ntity|[Aa]uthority))\b/u;

const FIRST_PAGES = COVER_PAGES;

/**
 * 'Issued by: X Shared Services - Procurement, on behalf of the Health Board', 'Uitgegeven door:
 * Inkoopbureau X namens de gemeente' (failure class seen on the seventh probe set): an agent issues
 * the tender, the buyer is the body it acts for. Named in full after 'on behalf of', that name;
 * named by its kind ('the Health Board'), the organisation on the cover whose name ends in those
 * words. Otherwise the agent stays the buyer, offered as "check this".
 */
const ISSUED_BY = /^(?:issued by|uitgegeven door)\s*[:：]/i;
const FOR_PRINCIPAL =
  /\b(?:on behalf of|namens)\s+(?:(the|de|het)\s+)?([A-Z\p{Ll}][\p{L}'’&-]*(?:\s+[\p{L}'’&-]+){0,8})\s*[.,;]?$/iu;
function principalOf(
  line: string,
  page: number,
  first: readonly (readonly string[])[],
): Fact<string> | null {
  if (!ISSUED_BY.test(line)) return null;
  const m = FOR_PRINCIPAL.exec(line);
  if (!m) return null;
  const named = m[2]!.trim();
  const kind = named.toLowerCase();
  for (const [p, pageLines] of first.entries()) {
    const org = pageLines.find(
      (l) => isOrganisation(l.trim()) && l.trim().toLowerCase().endsWith(kind),
    );
    if (org) return fact(org.trim(), p + 1, org.trim(), 0.8);
  }
  return isOrganisation(named) ? fact(named, page, line, 0.6) : null;
}

/**
 * 'De aanbestedende overheid is de Stad X', 'The contracting authority is Y County Council': the
 * role named in a sentence with the body after 'is' (failure class: a buyer named without a
 * label line). The name is its capitalised words.
 */
const ROLE_IS =
  /\b(?:[Aa]anbestedende (?:dienst|overheid|entiteit)|[Oo]pdrachtgever|[Oo]pdrachtgevend bestuur|[Cc]ontracting (?:[Aa]uthority|[Ee]ntity|[Bb]ody)|[Aa]warding [Aa]uthority|the [Bb]uyer)\s+(?:is|zijn)\s+(?:de |het |the )?((?:[A-Z][\p{L}'’&-]+)(?:\s+(?:[A-Z][\p{L}'’&-]+|of|for|van|voor|and|en)){0,6}(?:\s+(?:N\.V\.|B\.V\.|Ltd\.?|plc|Inc\.))?)/u;

/**
 * 'X Homes is a registered provider … and a contracting authority under the Act', 'Woonstichting
 * X is een toegelaten instelling en aanbestedende dienst': the body, as the sentence's subject,
 * said to be the buyer's role (sixth probe set). Fifteenth probe set: with its article, its short
 * name and its seat between ('Het Universitair Medisch Centrum X (hierna: UMCX), gevestigd te Y,
 * is een … aanbestedende dienst').
 */
const BODY_IS_ROLE =
  /^(?:(?:The|De|Het)\s+)?((?:[A-Z][\p{L}'’&-]+)(?:\s+(?:[A-Z][\p{L}'’&-]+|of|for|van|voor|and|en)){0,6})(?:\s*\((?:hierna|hereinafter|hereafter)\b[^)]{0,40}\))?(?:,\s*(?:gevestigd|located|based)\s+(?:te|in|at)\s+[^,]{1,40},)?\s+(?:is|acts as|treedt op als)\s+(?:[^.]{0,160}?\s(?:and|en)\s+)?(?:(?:a|an|een|de|the)\s+)?(?:contracting (?:authority|entity)|aanbestedende (?:dienst|overheid|entiteit))\b/u;

/**
 * The body that invites the bids, as the sentence's subject: 'The Caroni Plains Regional
 * Corporation (the "Corporation"), a municipal corporation established under …, invites
 * Proposals', 'Stichting X (hierna: SX) nodigt ondernemers uit' (seventeenth probe set's study:
 * the buyer named only so, missed). Its short name and a description between commas may follow
 * the name.
 */
const INVITES =
  /^((?:The |De |Het )?[A-Z][\p{L}'’&-]+(?:\s+(?:[A-Z][\p{L}'’&-]+|of|for|and|van|voor|en|der)){1,8})\s*(?:\([^()]{1,40}\))?(?:,(?:[^.,]|\.(?=\s?\d)){1,120}(?:,(?:[^.,]|\.(?=\s?\d)){1,60})?,)?\s+(?:hereby\s+)?(?:invites\s+(?:sealed\s+|electronic\s+|written\s+)?(?:proposals|tenders|bids|offers|quotations|applications)|nodigt\s+(?:u|ondernemers|inschrijvers|gegadigden|marktpartijen|leveranciers)\s+uit)\b/iu;

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
        const acting = actingBody(line.trim(), p + 1, segments, first);
        if (acting) return acting;
        const principal = principalOf(line.trim(), p + 1, first);
        if (principal) return principal;
        // The name ends where an address or a description after a comma begins ('Omgevingsdienst
        // X, openbaar lichaam op grond van …', 'Y Council, a local authority'): failure class seen
        // on the third probe set, the description kept as the buyer.
        // Also where a street and its number follow the comma, and less its department
        // ('Gemeente X Dienst Aankoop, Kerkplein 2'; fourth probe set).
        const name = m[1]!.split(
          /\s{2,}|,\s*(?=\d)|,\s*(?=[^,\d]{2,40}\s\d)|\s+(?=\d{4}\s?[A-Z]{2}\b)|\s+\|\s+|,\s+(?=[a-z])|\s*\((?:the|hereinafter|hereafter|hierna)\b/,
        )[0]!;
        // An acronym the document spells out elsewhere: the full name, where it is spelled out.
        const full = spelledOut(name.trim(), segments.slice(0, 80));
        if (full) return fact(full.name, full.segment.page, full.segment.text.slice(full.at), 0.85);
        // An agent whose principal is not found: offered as "check this".
        const agent = ISSUED_BY.test(line.trim()) && FOR_PRINCIPAL.test(line.trim());
        return fact(withoutDepartment(name) || name, p + 1, line.trim(), agent ? 0.6 : 0.9);
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
    const m = DEFINED_AS_BUYER.exec(s.text);
    const name = m?.[1]?.replace(/^(?:The|De|Het)\s+/, '').trim();
    if (m && name && isProperName(name) && !ADDRESS.test(name))
      return fact(name, s.page, s.text.slice(Math.max(0, m.index)), 0.85);
  }
  for (const s of segments) {
    if (s.page > FIRST_PAGES + 3) break;
    const m = ROLE_IS.exec(s.text);
    const name = m?.[1]?.replace(/\s+(?:of|for|van|voor|and|en)$/, '').trim();
    if (m && name && isProperName(name) && !ADDRESS.test(name)) {
      return fact(name, s.page, s.text.slice(Math.max(0, m.index)), 0.8);
    }
  }
  for (const s of segments) {
    if (s.page > FIRST_PAGES) break;
    const name = BODY_IS_ROLE.exec(s.text)?.[1]?.replace(/\s+(?:of|for|van|voor|and|en)$/, '');
    if (!name || !isProperName(name) || ADDRESS.test(name)) continue;
    // 'LBV is aanbestedende dienst' after 'Het Landelijk Bureau Vakexamens (hierna: LBV)': the
    // full name where the document spells the short one out (seventeenth probe set's study).
    const full = spelledOut(name, segments.slice(0, 80));
    if (full) return fact(full.name, full.segment.page, full.segment.text.slice(full.at), 0.85);
    return fact(name, s.page, s.text, 0.8);
  }
  const principal = buyerInSentences(segments, FIRST_PAGES);
  if (principal) return principal;
  const underRole = buyerUnderRoleHeading(segments, FIRST_PAGES);
  if (underRole) return underRole;
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
  const at = cover.findIndex((l) => isOrganisation(l.trim()));
  if (at >= 0) {
    const org = withCapitalsWrapped(cover, at);
    return fact(org, 1, org, 0.6);
  }
  // Or the body an address line on the cover opens with (fourth probe set).
  for (const line of cover) {
    const body = bodyOnAddressLine(line.trim());
    if (body) return fact(body, 1, line.trim(), 0.6);
  }
  // The body that invites the bids, where no label, role or cover names the buyer.
  for (const s of segments) {
    if (s.page > FIRST_PAGES + 3) break;
    // Cheap test first: the verb of the invitation.
    if (!/\binvites\b|\bnodigt\b/.test(s.text)) continue;
    const name = INVITES.exec(s.text)?.[1]
      ?.replace(/^(?:The|De|Het)\s+/, '')
      .trim();
    if (name && isProperName(name) && !ADDRESS.test(name)) return fact(name, s.page, s.text, 0.8);
  }
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

export { COVER_PAGES, extractReference } from './references';
