/**
 * Demands a tender states outside its qualification lists, or in forms the demand words do not
 * read (issue 19, item 1; nineteenth and fourteenth sets):
 * - a bid guarantee ('A tender guarantee of €5,000 is required', 'Bij de inschrijving voegt u een
 *   inschrijvingsgarantie …') stands in the instructions, under 'Tender guarantee' or
 *   'Bankgarantie', and its knock-out is said by the fate of a bid without it ('Tenders not
 *   accompanied by the guarantee will be rejected', 'Een inschrijving zonder
 *   inschrijvingsgarantie is ongeldig'): planned nowhere, the company's bank letter was never
 *   asked for. It is a condition every bid must meet: the qualification section plans it;
 * - a run-in numbered clause of the qualification part ('4.4.2 Referenties: twee opdrachten …',
 *   '3.2.1 Quality management: a valid ISO 9001 certificate'): its title before a colon, then what
 *   the tenderer must have, with no verb that asks;
 * - the tax exclusion ground said by its consequence ('Een inschrijver die niet aan zijn fiscale
 *   verplichtingen voldoet, wordt uitgesloten'): it names an obligation of its own, so it is no
 *   rule about bids that fail the demands listed (failedBidsFate) but an exclusion ground.
 */
import { terms } from '../../ai/localText';

/** A guarantee, bond or security the bid must carry ('tender guarantee', 'bid bond'). */
const BID_GUARANTEE =
  /\b(?:(?:tender|bid|offer)\s+(?:guarantees?|bonds?|securit(?:y|ies))|inschrijvings?garanties?|bankgaranties?|biedgaranties?|inschrijvingszekerheid)\b/i;
/** A guarantee that is not asked ('No tender guarantee is required for Lot 2', 'geen bankgarantie'). */
const NOT_ASKED = /\b(?:no|geen)\s+(?:\p{L}+\s+)?(?:guarantee|bond|security|\p{L}*garantie)\b/iu;
/** What becomes of a bid without it. */
const FATE =
  /\b(?:(?:will|shall)\s+be\s+(?:rejected|disqualified|excluded|set aside)|(?:is|wordt|worden)\s+(?:ongeldig|terzijde gelegd|afgewezen|uitgesloten)|\bongeldig\b|not\s+be\s+(?:accepted|considered))\b/i;

/** A sentence that states or enforces the bid's guarantee (not one that says none is asked). */
export function asksForAGuarantee(text: string): boolean {
  return BID_GUARANTEE.test(text) && !NOT_ASKED.test(text) && terms(text).length >= 5;
}

/**
 * What a guarantee demand asks of the company's evidence: the guarantee itself ('tender
 * guarantee', 'inschrijvingsgarantie'), that its bank gives one. The amount, the lot and the date
 * it must run to are the buyer's terms; in the query they outweighed it (nineteenth set: the bid
 * library's 'our bank issues tender guarantees' scored 0.24, and the knock-out's 'ongeldig' drew a
 * subcontractor's note 'not ours').
 */
export function guaranteeSubject(text: string): string | null {
  if (!asksForAGuarantee(text)) return null;
  return BID_GUARANTEE.exec(text)?.[0] ?? null;
}

/** A guarantee given by a bank ('Rift Commercial Bank issues them', 'de bank geeft garanties af'). */
const GUARANTEE_WORD = /\b(?:guarantees?|securit(?:y|ies)|bonds?|\p{L}*garanties?)\b/iu;
const BANK = /\b(?:bank|banco|banque|surety|insurer|verzekeraar|borgsteller)\b/iu;

/**
 * A passage that can answer a guarantee demand: it names a bid guarantee, or a guarantee with a
 * bank that gives it. Not a product's warranty ('garantie' is 'warranty' to the lexicon; the
 * seventeenth set's PV component warranty sheet answered 'inschrijvingsgarantie').
 */
export const namesABidGuarantee = (text: string): boolean =>
  BID_GUARANTEE.test(text) || (GUARANTEE_WORD.test(text) && BANK.test(text));

/** A bid's guarantee enforced by the fate of a bid without it: a demand, whatever its verb. */
export const guaranteeKnockOut = (text: string): boolean =>
  asksForAGuarantee(text) && FATE.test(text);

/**
 * A numbered clause with its run-in title before a colon ('4.4.4 Kwaliteitsmanagement: u
 * beschikt over …'); a demand in the qualification part, verb or not.
 */
export const RUN_IN_CLAUSE = /^\d{1,2}(?:\.\d{1,2}){1,3}\.?\s+[^:.;]{3,60}:\s+\S/u;

/** An obligation the failing bidder has not met, named: the tax or social security ground. */
const OWN_OBLIGATION =
  /\b(?:fiscale|belasting|sociale[ -]?(?:zekerheids|verzekerings)?|tax(?:ation)?|social security)\s*(?:verplichtingen|obligations|premies|afdrachten|contributions)\b/i;

export const namesOwnObligation = (text: string): boolean => OWN_OBLIGATION.test(text);
