/**
 * Demands on the bid's own form (issue 19, item 2): what no company passage answers because it
 * says how the response is laid out, not what the company does.
 */

/**
 * A demand on the response's own layout and nothing else ('The quality response must be submitted
 * in the structure below.', 'De inschrijving moet worden opgesteld volgens de onderstaande
 * indeling.'): the form the bid takes, not something the company's evidence states. Measured by
 * its words, 'quality' and 'structure' matched a certificate register (twelfth set). A gap for the
 * writer, who follows the form; never 'met' by a passage.
 */
const RESPONSE_FORM_ONLY = new RegExp(
  [
    // en: '[the] [quality] response[s] must be submitted in the structure below'
    String.raw`^(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:(?:the|your|all|each|a)\s+)?(?:[\p{L}-]+\s+){0,2}(?:responses?|tenders?|bids?|submissions?|answers?|proposals?)\s+(?:must|shall|should|are to|is to|will)\s+be\s+(?:submitted|presented|structured|set out|laid out|arranged|ordered|provided|written)\s+(?:in|using|according to|following|in line with)\s+(?:the\s+)?(?:following\s+)?(?:structure|format|order|template|layout|sequence)(?:\s+(?:below|above|shown below|set out below|given below))?\s*[.:]?$`,
    // nl: 'de inschrijving moet [worden opgesteld] volgens de onderstaande indeling'
    String.raw`^(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:(?:de|je|uw|alle|elke)\s+)?(?:[\p{L}-]+\s+){0,2}(?:inschrijvingen|inschrijving|antwoorden|antwoord|beantwoording|offerte)\s+(?:moet|moeten|dient|dienen|wordt|worden)\s+(?:(?:te\s+)?(?:worden\s+)?(?:ingediend|opgesteld|aangeleverd|opgebouwd|ingedeeld)\s+)?(?:in|volgens)\s+(?:de|het)\s+(?:onderstaande\s+|volgende\s+|hierna\s+volgende\s+)?(?:opbouw|structuur|volgorde|format|indeling|sjabloon)(?:\s+(?:te\s+)?(?:worden\s+)?(?:ingediend|opgesteld|aangeleverd|opgebouwd|ingedeeld))?\s*[.:]?$`,
  ].join('|'),
  'iu',
);

export function describesOnlyTheResponseForm(text: string): boolean {
  return RESPONSE_FORM_ONLY.test(text.trim());
}
