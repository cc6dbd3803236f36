/**
 * Requirements that have no subject of their own for the company's evidence (issue 19, item 2):
 * what the tender's other requirements do not name, the price alone, another document's
 * requirements or those listed below. Each is a gap for the writer, never 'met' by a passage.
 */

import { DEMAND, isAsked } from './draftDemandWords';

/**
 * A requirement that asks for what the tender's other requirements do not name ('any other
 * useful features not mentioned above', 'andere functies die niet hierboven zijn genoemd') has
 * no subject of its own: the words it shares with a passage ('useful', 'features') are chance,
 * and what to offer is the bid writer's choice. It is a gap to write, never 'met' by a passage.
 */
const UNLISTED =
  /\b(?:any|other|additional|further|else)\b.*\bnot\s+(?:(?:already|yet|otherwise|previously)\s+)?(?:mentioned|listed|covered|named|specified|described|addressed)\b|\b(?:andere|overige|aanvullende|extra)\b.*\bniet\s+(?:(?:al|reeds|eerder|hierboven|hiervoor|elders)\s+)*(?:zijn\s+|is\s+)?(?:genoemd|vermeld|beschreven|opgenomen|gevraagd)\b/i;

export function asksForTheUnlisted(text: string): boolean {
  return UNLISTED.test(text);
}

/**
 * A requirement that is only the price criterion's name ('Price', 'Prijs', 'Tender price',
 * 'Tendered price (rates applied to the estimated quantities)', 'Aangeboden prijs (…)',
 * 'Prijs (inschrijfsom fictieve opdracht)', 'Kosten', the tender sum by its name: 'Inschrijvingssom',
 * 'Aanneemsom', 'Tender sum'): the price is given in the pricing schedule
 * or the price form, never shown by a company passage, and its one word matched passages on
 * costs of anything ('milieukosten', 'an estimate of cost and delay'). A gap for the writer.
 */
const PRICE_ONLY =
  /^(?:the\s+|total\s+|tender(?:ed)?\s+|contract\s+|offered\s+|quoted\s+|evaluated\s+|aangeboden\s+|geoffreerde\s+)?(?:price|pricing|costs?|fees?|prijs|prijzen|kosten|inschrijfsom|inschrijvingssom|aanneemsom|tarieven|(?:tender|bid|contract)\s+sum)\b\s*(?:\([^)]{0,60}\))?\s*[.:]?$/i;

export function namesOnlyThePrice(text: string): boolean {
  return PRICE_ONLY.test(text.trim());
}

/**
 * A demand whose subject is another document's requirements ('Describe how your solution meets
 * each requirement of the Specification', 'Toon aan dat je voldoet aan alle eisen uit het
 * Programma van Eisen'), or those listed below it (a chapter's lead-in: 'Tenderers must meet
 * each of the minimum standards below', 'De inschrijver voldoet aan alle onderstaande eisen'): it
 * names nothing the company's evidence could state ('solution' matched 'de structurele
 * oplossing' of a service desk). Those requirements are planned where the tender states them;
 * this one is a gap for the writer, never 'met' by a passage.
 */
const POINTS_ELSEWHERE =
  /\b(?:each|every|all)\s+(?:of\s+)?(?:the\s+)?(?:minimum\s+)?(?:standards?|requirements?|criteri(?:a|on)|conditions?)\s+(?:set\s+out\s+|listed\s+|stated\s+)?below\b|\b(?:alle|elk\s+van\s+de|elke)\s+(?:hieronder\s+(?:genoemde|vermelde|gestelde)|onderstaande)\s+(?:eisen|eis|criteria|criterium|voorwaarden|voorwaarde|minimumeisen|minimumeis)\b|\b(?:each|every|all|the)\s+(?:of\s+the\s+)?requirements?\s+(?:of|in|set\s+out\s+in|listed\s+in|stated\s+in)\s+the\s+(?:specification|statement\s+of\s+requirements|appendix|annex|schedule)\b|\b(?:alle|elke|de)\s+eisen\s+(?:uit|van|in)\s+(?:het|de)\s+(?:programma\s+van\s+eisen|bijlage|beschrijving)\b/i;

export function pointsElsewhere(text: string): boolean {
  return POINTS_ELSEWHERE.test(text);
}

/**
 * A criterion that awards points for who the bidder is, not for the work: preference points,
 * specific goals, B-BBEE status, a social-return or fictitious-discount score ('Specific goals
 * 20', 'Preference points (B-BBEE)', 'Fictieve korting SROI', 'Voorkeurspunten'). Like the
 * price, it is scored from a form or a certificate the bid attaches; seventeenth set: read as a
 * heading, 'Specific goals' collected every demand after it, an addendum's included.
 */
const PREFERENCE =
  /\b(?:specific\s+goals?|preference\s+points?|preferential\s+(?:procurement|points?)|points?\s+for\s+preference|b-?bbee|bbbee|broad[- ]based\s+black\s+economic\s+empowerment|voorkeurspunten|fictieve\s+korting|fictieve\s+kortingen|social\s+return\s+(?:on\s+investment\s+)?points?)\b/i;

/** The criterion's name is that of a point-based preference goal (issue 19, seventeenth set). */
export function namesAPreferenceGoal(text: string): boolean {
  // The name alone ('Specific goals', 'Preference points (B-BBEE)'), never a demand about it.
  if (DEMAND.test(text) || isAsked(text)) return false;
  return PREFERENCE.test(text) && text.trim().split(/\s+/).length <= 6;
}

/** The price or a preference goal: a criterion the company's passages never answer. */
const PRICE_WORDS =
  /\b(?:price|pricing|costs?|fees?|rates?|prijs|prijzen|kosten|tarie(?:f|ven)|inschrijvingssom|inschrijfsom|aanneemsom|(?:tender|bid|contract)\s+sum)\b/i;

/**
 * A price-side criterion ('Price 80', 'Prijs', 'Specific goals 20', 'Fictieve korting'): it owns
 * no demands for standing after it in the document (draftRequirementGroups.ts).
 */
export function isPriceSide(name: string): boolean {
  return PRICE_WORDS.test(name) || namesAPreferenceGoal(name);
}

/**
 * What the buyer does, not the bidder: paying ('Payment shall be made within 30 days of …',
 * 'Invoices will be paid within …', 'Betaling geschiedt binnen 30 dagen …', 'De opdrachtgever
 * betaalt …') and where the goods are received ('Delivery shall be to the Central Store, …',
 * 'Levering vindt plaats op het depot te …'). The company's passages say nothing of it: the
 * eighteenth set's payment term cited an after-sales note ('delivery', 'units'), the delivery
 * address a reference letter ('delivered', 'County', 'Health'). A gap for the writer.
 */
const BUYERS_PART =
  /^(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:(?:payment|payments|invoices?)\s+(?:shall|will|is|are)\s+(?:be\s+)?(?:made|paid|effected|settled)\b|(?:the\s+)?(?:buyer|client|employer|purchaser|procuring\s+entity|contracting\s+authority)\s+(?:shall|will)\s+pay\b|(?:de\s+)?(?:betaling|betalingen|facturen?)\s+(?:geschiedt|geschieden|vindt|vinden|wordt|worden)\s+(?:plaats\s+)?(?:binnen|na|in|uiterlijk|betaald)\b|(?:de\s+)?(?:opdrachtgever|aanbestedende\s+dienst)\s+betaalt\b|(?:delivery|deliveries)\s+shall\s+be\s+(?:made\s+)?(?:to|at)\s+the\s+(?!satisfaction|standards?|specifications?|requirements?)\w+|(?:de\s+)?(?:levering|aflevering)\s+(?:geschiedt|vindt\s+plaats)\s+(?:op|te|aan|bij)\s+)/iu;

export function isTheBuyersPart(text: string): boolean {
  return BUYERS_PART.test(text.trim());
}
