/**
 * The words bid managers use for a kind of fact (issue 18), in English and Dutch: "knock-outs",
 * "KO-criteria", "uitsluitingsgronden", "EMVI", "maximale omvang", "looptijd", "percelen",
 * "hoe indienen". These kinds share words with their neighbours (a knock-out "criterion" is no
 * award criterion, a "maximum" length is no contract value, a bid submitted how is no deadline),
 * so each is recognised by its own words before factIntent reads the rest through the lexicon.
 * The words are the procurement vocabulary of both languages, not any one document's wording.
 */
import type { RequirementKind } from '../../model/documentFacts';
import type { FactIntent } from './factIntent';

// The pass/fail conditions by the kind a bid manager names: a knock-out, a ground for exclusion,
// a suitability (selection) requirement; "minimum requirements" and "pass/fail" name either of
// the first and last.
const KNOCKOUT = /knock-?\s?outs?|\bko\b|\bko-/i;
const EXCLUSION = /uitsluitingsgrond\w*|\bexclusion\b/i;
const SUITABILITY =
  /geschiktheids\w*|selection criteri\w*|selectiecriteri\w*|suitability|eligibility|conditions for participation/i;
const MINIMUM =
  /minimum\s?(requirements?|eisen|eis)\b|minimumeis\w*|minimale eisen|pass\s?\/\s?fail|pass or fail/i;
const WEIGHT_WORD = /\bweigh\w*|\bweeg\w*|\bweging\w*/i;
const WEIGHT_CONTEXT = /criteri|\bpri[cj]\w*|quality|kwaliteit|score|punten|points|gunning|award/i;
const PRICE_QUALITY = /prijs-?\s?kwaliteit\w*|price\s?[/-]\s?quality/i;
const CRITERIA_NAMED =
  /\b(emvi|bpkv|meat|most economically advantageous|economisch meest voordelige)\b|gunningscriteri|award criteri|evaluation criteri|beoordelingscriteri|on what basis\b.*\bawarded|op basis van welke\b.*\b(gegund|gunning)/i;
const DEADLINE_WORD =
  /\b(when|wanneer|deadline|uiterlijk|hoe laat|date|datum|sluitingsdatum)\b|inschrijfdatum|inschrijvingstermijn/i;
const DURATION =
  /\b(duration|looptijd\w*|contractduur|duur|duurt|contract term|extend\w*|extension\w*|verleng\w*)\b|\bterm of the (contract|agreement|framework)|how long (does|will|is) the (contract|agreement|framework)|hoe lang (duurt|loopt)/i;
const LIMIT_UNIT =
  /\b(pages?|words?|characters?|sides? of A4|pagina'?s?|woorden|tekens|karakters)\b|\bA4\b/i;
const LIMIT_BOUND =
  /\bmax\w*|\blimit\w*|\bat most\b|how many|hoeveel|ten hoogste|niet meer dan|exceed\w*|overschrijd\w*/i;
const SIZE_WORD = /\b(length|long|size|omvang|lengte|groot|lang)\b/i;
const SIZE_BOUND = /\bmax\w*|\blimit\w*|how long|hoe lang|hoe groot|\bmay\b|\bmag\b|allowed/i;
const ANSWER_WORD =
  /\b(responses?|answers?|antwoord\w*|beantwoording|plan van aanpak|method statement|submission|proposal|bid|inschrijving|offerte|section|paragraaf|tekst|text|essay)\b/i;
const MONEY =
  /\b(value|worth|budget\w*|ceiling|plafond\w*|raming|geraamd\w*|begroting|bedrag\w*|maximumbedrag|waarde|price cap)\b/i;
const LOTS = /(?<!\ba )\blots?\b|\bperce+l\w*/i;
const LANGUAGE = /\b(language|languages|taal|talen|english|engels|dutch|nederlands)\b/i;
const METHOD =
  /\b(how (do|should|must|can|to)|hoe (dien\w*|moet\w*|kan|kunnen|lever\w*)|via welk\w*|(which|what) portal|op welke (manier|wijze)|per e-?mail|by e-?mail|portal|platform|tenderned|negometrix|method|methode|wijze van)\b/i;
const SUBMIT_WORD =
  /submi\w*|deliver\w*|\bsend\b|upload\w*|indien\w*|ingediend|inschrij\w*|aanlever\w*|\blever\w*/i;

/** A money word: only then is a question about the contract's value ("maximum" alone is not). */
export function asksMoney(question: string): boolean {
  return MONEY.test(question);
}

/** The kind a question names in a bid manager's words, or null (factIntent reads it further). */
export function askedKindWord(question: string): FactIntent | null {
  const q = question;
  const requirements: RequirementKind[] = [
    ...(KNOCKOUT.test(q) || MINIMUM.test(q) ? (['knockout'] as const) : []),
    ...(EXCLUSION.test(q) ? (['exclusion'] as const) : []),
    ...(SUITABILITY.test(q) || MINIMUM.test(q) ? (['suitability'] as const) : []),
  ];
  if (requirements.length) return { kind: 'knockouts', requirements };
  if (PRICE_QUALITY.test(q) || (WEIGHT_WORD.test(q) && WEIGHT_CONTEXT.test(q))) {
    return { kind: 'weights' };
  }
  if (CRITERIA_NAMED.test(q)) return { kind: 'criteria' };
  const asksDate = DEADLINE_WORD.test(q);
  if (!asksDate && DURATION.test(q)) return { kind: 'duration' };
  if (!MONEY.test(q)) {
    if (LIMIT_UNIT.test(q) && LIMIT_BOUND.test(q)) return { kind: 'limits' };
    if (SIZE_WORD.test(q) && SIZE_BOUND.test(q) && ANSWER_WORD.test(q)) return { kind: 'limits' };
  }
  if (LOTS.test(q)) return { kind: 'lots' };
  if (LANGUAGE.test(q)) return { kind: 'language' };
  if (!asksDate && METHOD.test(q) && SUBMIT_WORD.test(q)) return { kind: 'submission' };
  return null;
}
