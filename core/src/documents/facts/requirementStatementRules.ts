/**
 * Requirements in wording the earlier rules did not read (eleventh probe set, docs/decisions.md
 * "Tender facts on the eleventh probe set: parties, requirements, limits and terms"): an
 * amendment that replaces a paragraph with a new requirement; the bidder's declaration made by
 * submitting the bid; an addendum the bidder must acknowledge; the exclusion situations of a law's
 * articles; a product that must bear the CE marking or meet a Belgian NBN standard; a bid that
 * 'wordt niet gegund' after a minimum score; an inverted Dutch consequence with an adverb ('dan
 * wordt de inschrijving alsnog terzijde gelegd'). Thirteenth probe set: a requirement amended in
 * its clause, a signed declaration as a list entry, a licence held, bidding together ruled out.
 * Read by requirements.ts with the other rules.
 */
import type { RequirementKind } from '../../model/documentFacts';
import { LATER_CODES } from './valueWording';

/** A bid, an offer or its form, in either language. */
const BID = String.raw`(?:bids?|tenders?|offers?|proposals?|responses?|submissions?|quotations?|quotes?|inschrijvingen|inschrijving|offertes?|aanbiedingen|aanbieding)`;

/**
 * Thirteenth probe set: what a clause requires amended from its old value to a new sentence ('the
 * required grading in clause T2.1 is amended from 6CE or higher to: The bidder must have …', 'de
 * omzeteis in artikel B3 wordt gewijzigd van € 2 miljoen naar: De inschrijver moet …').
 */
const AMENDED_IN_CLAUSE = String.raw`\b(?:in|of|van)\s+(?:clause|paragraph|section|paragraaf|artikel|punt)\s+[A-Z]?\d{1,2}(?:\.\d{1,2}){0,3}\s+(?:is|are|wordt|worden)\s+(?:amended|changed|gewijzigd|aangepast)\s+(?:(?:from|van)\s+[^.:]{1,80}?\s+)?(?:to|in|naar)\s*:(?=[^]{0,240}\b(?:must|shall|is required to|are required to|moet|moeten|dient|dienen)\b)`;

/**
 * 'Paragraph 4.4 is replaced by: "For Lot 2 the tenderer must name …"', 'Artikel 3.2 wordt
 * vervangen door: "De inschrijver moet …"': the new wording is a requirement only when it says
 * what the bidder must do (a paragraph about a date or a venue is none). Read first, as the other
 * amendments (requirementFurtherRules.ts).
 */
const PARAGRAPH_REPLACED = new RegExp(
  String.raw`\b(?:paragraph|clause|section|paragraaf|artikel|punt)\s+\d{1,2}(?:\.\d{1,2}){0,3}\s+(?:is|wordt)\s+(?:replaced by|amended to read|vervangen door|gewijzigd in)\s*:?(?=[^]{0,240}\b(?:must|shall|is required to|are required to|moet|moeten|dient|dienen)\b)|${AMENDED_IN_CLAUSE}`,
  'iu',
);

/**
 * A declaration the bidder makes by submitting ('Door het loutere feit van de indiening van zijn
 * offerte verklaart de inschrijver dat …', 'By submitting a tender, the tenderer confirms that
 * …', 'Door in te schrijven verklaart u …').
 */
const BY_SUBMITTING = new RegExp(
  String.raw`\b(?:by (?:the (?:mere |very )?(?:fact|act) of )?(?:submitting|lodging)|door (?:het (?:loutere |enkele )?feit van )?(?:de |het )?(?:indiening|indienen)|door (?:in te schrijven|een ${BID} in te dienen))\b[^.]{0,80}?\b(?:declares?|confirms?|certif(?:y|ies)|accepts?|agrees?|verklaart|verklaren|verklaar|bevestigt|bevestigen|aanvaardt|aanvaarden|aanvaard)\b`,
  'iu',
);

/**
 * An addendum the bidder must acknowledge ('Offerers must acknowledge this Addendum in Schedule
 * 1', 'Tenderers shall acknowledge receipt of all clarification notices', 'De inschrijver
 * verklaart kennis te hebben genomen van de nota's van inlichtingen').
 */
const ACKNOWLEDGED = new RegExp(
  String.raw`\b(?:must|shall|(?:is|are) required to)\s+(?:also\s+)?acknowledge\s+(?:(?:receipt|the receipt) of\s+)?(?:this|the|each|all|every|any)\s+(?:[\p{L}-]+\s+){0,2}?(?:addend(?:um|a)|amendments?|clarification notices?|bulletins?)\b|\b(?:verklaart|verklaren|verklaar|bevestigt|bevestigen|bevestig|moet|moeten|dient|dienen)\b[^.]{0,60}?\b(?:kennis (?:te )?(?:hebben )?genomen|de ontvangst)\s+van\s+(?:de|het|deze|dit|alle)\s+(?:nota(?:'s)? van inlichtingen|rectificaties?|addend(?:um|a)|bericht(?:en)? van rectificatie)\b`,
  'iu',
);

/**
 * The exclusion situations of a law's articles ('De inschrijver mag zich niet in een van de
 * situaties bevinden die zijn bedoeld in de artikelen 67 tot 69', 'The tenderer must not be in
 * any of the situations referred to in Articles 136 to 141').
 */
const EXCLUSION_SITUATIONS =
  /\bniet in (?:een|één) van de (?:situaties|gevallen|toestanden)\b[^.]{0,60}?\b(?:bedoeld|vermeld|opgesomd|genoemd)\b[^.]{0,20}?\b(?:in|bij)\s+(?:de\s+)?(?:artikel|artikelen|art\.)|\bnot (?:be )?in any of the (?:situations|circumstances|cases)\b[^.]{0,60}?\b(?:referred to|listed|set out|described|mentioned) in\s+(?:the\s+)?(?:Articles?|sections?|regulations?)\b/iu;

/**
 * What is supplied must bear the CE marking or meet a Belgian standard ('De containers dragen de
 * CE-markering en voldoen aan NBN EN 13071-1', 'All equipment must bear the CE mark').
 */
const CE_OR_NBN =
  /\b(?:dragen|draagt|voorzien van|bear|bears|carry|carries)\s+(?:de|het|een|the|a)\s+CE[- ]?(?:markering|mark(?:ing)?)\b|\b(?:voldoe[nt]|voldoet|comply|complies|conform|conforms)\s+(?:aan\s+|with\s+|to\s+)?(?:(?:de|het|the)\s+)?(?:(?:norm|standard)\s+)?NBN(?:[ -]EN)?[ -]?\d{3,5}\b/iu;

/**
 * Consequences: a bid that 'wordt niet gegund' / 'will not be awarded' (after a minimum score);
 * an inverted Dutch consequence with an adverb before it ('dan wordt de inschrijving alsnog
 * terzijde gelegd', 'wordt de offerte dan ook uitgesloten').
 */
const CONSEQUENCES = new RegExp(
  [
    // The bid before the verb, looked back for only where the verb is (a cheaper scan).
    String.raw`\b(?:(?:wordt|worden)\s+niet\s+gegund|(?:will|shall)\s+not\s+be\s+awarded)\b(?<=\b${BID}\b[^.]{0,180})`,
    String.raw`\b(?:wordt|worden)\s+(?:(?:de|het|uw|je|zijn|haar|hun)\s+[\p{L}-]+\s+)?(?:(?:dan|daarom|ook|alsnog|eveneens|direct|alsdan|evenzeer)\s+){1,2}(?:terzijde gelegd|ter zijde gelegd|ongeldig verklaard|uitgesloten|geweerd|niet in behandeling genomen)\b`,
  ].join('|'),
  'iu',
);

/** Read first, with the other amendments. */
export const REPLACED_PARAGRAPH_RULES: readonly [RequirementKind, RegExp][] = [
  ['other', PARAGRAPH_REPLACED],
];

/**
 * Thirteenth probe set: a signed declaration named as a list's entry ('de ondertekende
 * integriteitsverklaring (bijlage 3).', 'the signed Declaration of Independence (Form 6)'): a
 * document the bidder hands in, though no verb says so. Only at the start of the text.
 */
const SIGNED_ENTRY =
  /^(?![^.;]*\b(?:is|are|was|were|wordt|worden|werd|will|shall|zal|zullen|kan|may)\b)(?:de|het|een|the|a|an)\s+(?:(?:ingevulde|completed)\s+(?:en|and)\s+)?(?:ondertekende|getekende|signed)\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]*(?:verklaring|formulier|declaration|form|statement|pact|undertaking)\b/iu;

/**
 * Thirteenth probe set: a licence or recognition the bidder holds ('De inschrijver beschikt over
 * een installateur met een geldige NV-erkenning', 'The bidder must hold a valid electrical
 * contractor licence').
 */
const VALID_LICENCE = new RegExp(
  String.raw`\b(?:valid|current|geldige?)\s+(?:[\p{L}-]+\s+){0,2}?(?:[\p{L}-]*erkenning|licen[cs]e|accreditation|accreditatie|vergunning)\b(?<=\b(?:inschrijvers?|gegadigden?|bidders?|tenderers?|suppliers?|beschikt|beschikken)\b[^.]{0,100})`,
  'iu',
);

/**
 * Thirteenth probe set: bidding together ruled out ('Joint Venture / Consortium is not
 * permitted', 'Inschrijven als combinatie is niet toegestaan', 'Combinaties zijn niet toegelaten').
 */
const NO_COMBINATIONS =
  /\b(?:joint ventures?|consortium|consortia|combinations?|combinaties?|samenwerkingsverbanden?)\b[^.]{0,40}\b(?:(?:is|are) not (?:permitted|allowed|accepted)|(?:is|zijn) niet (?:toegestaan|toegelaten))\b/i;

/**
 * Thirteenth probe set: a bid security named with its amount and no verb ('Earnest Money Deposit
 * (EMD) of ₹ 7,50,000/- …', 'Tender security of R 50 000,00', 'een waarborgsom van € 5.000').
 */
const SECURITY_AMOUNT = new RegExp(
  String.raw`\b(?:[Ee]arnest [Mm]oney(?: [Dd]eposit)?|EMD|[Bb]id [Ss]ecurity|[Tt]ender [Ss]ecurity|[Bb]id [Bb]ond|inschrijvingsgarantie|bankgarantie|waarborgsom)\b(?:\s*\([A-Z]{2,5}\))?[^.]{0,30}?\b(?:of|van|ter hoogte van|amounting to)\s+(?:€|£|\$|₹|USD|EUR|INR|ZAR|SRD|${LATER_CODES}|S\$|R(?=\s?\d)|Rs\.?)\s?\d`,
  'u',
);

/** Read after the other rules. */
export const STATEMENT_RULES: readonly [RequirementKind, RegExp][] = [
  ['knockout', CONSEQUENCES],
  ['exclusion', EXCLUSION_SITUATIONS],
  ['declaration', BY_SUBMITTING],
  ['declaration', ACKNOWLEDGED],
  ['certificate', CE_OR_NBN],
  ['declaration', SIGNED_ENTRY],
  ['certificate', VALID_LICENCE],
  ['other', NO_COMBINATIONS],
  ['other', SECURITY_AMOUNT],
];
