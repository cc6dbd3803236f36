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

/**
 * An instruction to acknowledge a change document in the bid ('Tenderers shall confirm receipt
 * of this corrigendum by signing it and enclosing it with their tender', 'De inschrijver voegt
 * deze nota van inlichtingen ondertekend bij zijn inschrijving'): a step in putting the bid
 * together, which the checklist may show, never a subject for the company's evidence
 * (seventeenth set: it was cited to a bid-library FAQ).
 */
const CHANGE_DOCUMENT = String.raw`(?:addend(?:um|a)|amendments?|corrigend(?:um|a)|errat(?:um|a)|clarification\s+notes?|notices?\s+of\s+(?:change|amendment))`;
const NOTA = String.raw`(?:nota(?:'s)?\s+van\s+inlichtingen|rectificaties?|aanvullingen?|wijzigingsberichten?)`;
const ACKNOWLEDGES_CHANGE = new RegExp(
  [
    // en: 'acknowledge / confirm receipt of this addendum'
    String.raw`\b(?:acknowledge|confirm)(?:s|d)?\s+(?:the\s+)?receipt\s+of\s+(?:this|the|each|all|any)\s+${CHANGE_DOCUMENT}\b`,
    // en: 'sign … this addendum … [and attach it] to / with the bid'
    String.raw`\b(?:sign|signed|signing|attach|attached|attaching|enclose|enclosing|return|returning|include|including)\b[^.]{0,40}\b(?:this|the|each|all)\s+${CHANGE_DOCUMENT}\b[^.]{0,60}\b(?:bids?|tenders?|quotes?|quotations?|proposals?|submissions?)\b`,
    // nl: 'ontvangst van deze nota van inlichtingen bevestigen', '… bevestigt de ontvangst van …'
    String.raw`\bontvangst\s+van\s+(?:deze|de|elke|alle)\s+${NOTA}\b`,
    // nl: 'deze nota van inlichtingen … ondertekend bijvoegen / meesturen'
    String.raw`\b(?:deze|de|elke)\s+${NOTA}\b[^.]{0,60}\b(?:ondertekend|ondertekenen|onderteken|bijvoegen|bij\s+te\s+voegen|voegt|meesturen|mee\s+te\s+sturen|toevoegen|toe\s+te\s+voegen)\b`,
  ].join('|'),
  'iu',
);

export function acknowledgesAChangeDocument(text: string): boolean {
  return ACKNOWLEDGES_CHANGE.test(text);
}

/**
 * A demand on the bid as a document and nothing else: the language it is written in ('The
 * Proposal must be in English', 'De inschrijving wordt opgesteld in de Nederlandse taal'), its
 * arrival ('… must be received at the Closing Location before the Closing Time') or a form to
 * complete and sign ('The Declaration Form (Appendix A) must be completed and signed by …', 'Het
 * inschrijvingsformulier moet door een tekenbevoegde zijn ondertekend'). The bid itself meets
 * it; no company passage does (fourteenth set: the three procedural mandatory criteria were each
 * cited to an unrelated document through 'proposal', 'English', 'signed'). A gap for the writer.
 */
const BID = String.raw`(?:proposals?|bids?|tenders?|quotes?|quotations?|responses?|submissions?|offers?|inschrijvingen|inschrijving|offertes?|aanbiedingen|aanbieding)`;
const LANGUAGE = String.raw`(?:english|dutch|french|german|spanish|maltese|engels|nederlands|frans|duits|spaans)`;
const BID_DOCUMENT_ONLY = new RegExp(
  [
    // its language
    String.raw`^(?:(?:the|your|each|all|de|uw|elke|alle)\s+)?${BID}\s+(?:must|shall|should|is\s+to|moet|moeten|dient|dienen|wordt|worden)\s+(?:(?:be\s+|te\s+)?(?:worden\s+)?(?:written|prepared|drawn\s+up|submitted|opgesteld|gesteld|ingediend)\s+)?(?:be\s+)?in\s+(?:the\s+|het\s+|de\s+)?${LANGUAGE}(?:e?\s+(?:language|taal))?\s*\.?$`,
    // its arrival before the deadline
    String.raw`^(?:(?:the|your|each|all|de|uw|elke|alle)\s+)?${BID}\s+(?:must|shall|should|moet|moeten|dient|dienen)\s+(?:be\s+received|arrive|uiterlijk|vóór|voor)\b[^.]{0,80}\b(?:closing|deadline|sluiting|sluitingstijd|sluitingstermijn|ontvangen|binnen\s+zijn)\b`,
    // a form completed and signed
    String.raw`^(?:(?:the|your|a|het|de|uw|een)\s+)?[\p{L}() -]{0,60}?(?:\bform|formulier|\bdeclaration|verklaring)\b[^.]{0,40}\b(?:must|shall|moet|dient)\s+(?:be\s+|door\s+[^.]{1,60}\s+(?:zijn|worden)\s+)?(?:completed|signed|ingevuld|ondertekend)\b`,
  ].join('|'),
  'iu',
);

export function asksOnlyOfTheBidDocument(text: string): boolean {
  return BID_DOCUMENT_ONLY.test(text.trim());
}
