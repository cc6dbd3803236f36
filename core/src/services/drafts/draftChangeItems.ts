/**
 * The numbered items of a change document (issue 19, item 1; seventeenth set): an addendum, a
 * corrigendum or a Nota van Inlichtingen lists its changes under short titles ('2. Change of site
 * visit date', '3. Wijziging sluitingstermijn') before saying what changes. Read as demands,
 * the titles were planned and evidence-searched; their one or two words matched passages on
 * anything ('limit' an insurance schedule, 'extension' a certificate's letter). A title is no
 * demand: what the item demands is in the sentences under it.
 */
import { DEMAND, bidderIsSubject, isAsked } from './draftDemandWords';

/** A document that changes or clarifies the tender, as its title or caption names it. */
const CHANGE_DOCUMENT =
  /\b(?:addend(?:um|a)|amendments?|corrigend(?:um|a)|errat(?:um|a)|clarification\s+(?:notes?|notices?|bulletins?)|notices?\s+of\s+(?:change|amendment)|nota(?:'s)?\s+van\s+inlichtingen|rectificaties?|wijzigingsberichten?|aanvullingen\s+op\s+de\s+(?:leidraad|aanbestedingsstukken))\b/i;
/** A numbered item ('2. ', '3) ', '1.1 ') followed by a phrase without sentence punctuation. */
const NUMBERED_TITLE = /^(?:\d{1,2}(?:\.\d{1,2})*[.)]?|[a-z][.)])\s+(\p{L}[^.:;!?]{2,80})$/iu;
/** A finite verb in either language: a sentence, not a title ('3. The site visit is moved'). */
const VERB =
  /\b(?:is|are|was|were|be|been|has|have|had|will|shall|must|may|can|should|would|could|does|do|did|moves?|replaces?|applies|wordt|worden|werd|werden|zijn|heeft|hebben|moet|moeten|mag|mogen|kan|kunnen|zal|zullen|dient|dienen|komt|komen|luidt|vervalt|vervallen|geldt|gelden|verschuift)\b/i;
/** A title is short: a noun phrase of a few words. */
const MAX_WORDS = 7;

/**
 * The text is a change item's title: numbered, at most a few words, no verb, standing in a change
 * document (its document name, or a heading, main heading or caption above it names one).
 */
export function titlesAChange(
  text: string,
  where: readonly (string | null | undefined)[],
): boolean {
  const title = NUMBERED_TITLE.exec(text.trim())?.[1];
  if (!title || title.split(/\s+/).length > MAX_WORDS) return false;
  if (VERB.test(title) || DEMAND.test(title) || isAsked(title) || bidderIsSubject(title)) {
    return false;
  }
  return where.some((w) => !!w && CHANGE_DOCUMENT.test(w));
}
