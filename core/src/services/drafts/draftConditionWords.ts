/**
 * How a tender's sentence is recognised as the contract's scope, as one of its conditions or as
 * the list of key roles it asks for (issue 19, item 1: the plan's "Understanding of the
 * assignment" and "Compliance with conditions" parts; docs/decisions.md "Draft plan: scope,
 * conditions and key personnel"). English and Dutch, by the forms tenders write them in, never by
 * one tender's words.
 */

/**
 * The conditions a bid answers whatever the award criteria, each by the words that name it. A
 * sentence names a condition by the first of these that matches (their order decides: a conflict
 * of interest clause that mentions a subcontractor is about the conflict).
 */
export const CONDITION_TOPICS: readonly { readonly topic: string; readonly words: RegExp }[] = [
  {
    topic: 'sanctions',
    words:
      /\bsanctions?\s+lists?\b|\bconsolidated\s+list\b|\bsanctielijst|\bsanctieregeling|\bRussische\s+betrokkenheid|\bRussian\s+involvement/i,
  },
  {
    topic: 'conflict',
    words:
      /\bconflicts?\s+of\s+interests?\b|\bbelangenverstrengeling|\bbelangenconflict|\btegenstrijdige?\s+belang/i,
  },
  {
    topic: 'conduct',
    words:
      /\bgedragsverklaring|\bverklaring\s+omtrent\s+(?:het\s+)?gedrag\b|\bcertificate\s+of\s+(?:good\s+)?conduct\b|\bcriminal\s+record\s+(?:check|certificate)\b|\bDBS\s+checks?\b|\bdisclosure\s+and\s+barring\b/i,
  },
  {
    topic: 'reservations',
    words:
      /\bvoorbehouden\s+of\s+eigen\s+voorwaarden\b|\bmet\s+een\s+voorbehoud\b|\bdepartures?\s+from\s+the\s+(?:proposed\s+)?contract\b|\bliability\s+cap\b|\blimitation\s+of\s+liability\b|\baansprakelijkheidsbeperking/i,
  },
  {
    topic: 'subcontracting',
    words: /\bsub-?contract(?:ing|ed|s|or|ors)?\b|\bonderaanne(?:ming|mer|mers)\b/i,
  },
  {
    topic: 'general conditions',
    words:
      /\bUAV(?:-GC)?\s+20\d\d\b|\bARVODI\b|\bARBIT\b|\bgeneral\s+(?:terms\s+and\s+)?conditions\s+of\s+(?:contract|purchase)\b|\balgemene\s+(?:inkoop|rijks)voorwaarden\b|\bTerm\s+Partnering\s+Contract\b|\bNEC\s?[34]\b|\bJCT\b/i,
  },
  {
    topic: 'term',
    words:
      /\b(?:binnen|uiterlijk)\s+(?:\d{1,3}|\w+)\s+(?:weken|maanden|werkdagen|kalenderdagen)\s+na\s+(?:de\s+)?(?:startdatum|aanvang|gunning|opdrachtverlening|bestelling)\b|\bwithin\s+(?:\d{1,3}|\w+)\s+(?:\(\d{1,3}\)\s+)?(?:days|weeks|months)\s+(?:of|after|from)\s+(?:the\s+)?(?:start|commencement|award|order|contract\s+signing)\b|\b(?:initial\s+)?contract\s+(?:period|term|duration)\s+(?:is|of|shall)\b|\blooptijd\s+van\s+de\s+(?:overeenkomst|opdracht)\b/i,
  },
  {
    topic: 'staff transfer',
    words: /\bTUPE\b|\bovergang\s+van\s+personeel\b|\bovername\s+van\s+personeel\b/i,
  },
  {
    topic: 'insurance',
    words:
      /\b(?:public|professional|employers['’]?)\s+liability\s+insurance\b|\bCAR-verzekering|\baansprakelijkheidsverzekering/i,
  },
  {
    topic: 'warranty',
    words:
      /\bdefects\s+liability\s+period\b|\bwarranty\s+period\b|\bgarantietermijn|\bgarantie\s+van\s+ten\s+minste\b/i,
  },
  {
    topic: 'social',
    words: /\bReal\s+Living\s+Wage\b|\bsocial\s+return\b/i,
  },
  { topic: 'translation', words: /\btranslations?\b|\btranslated\b|\bvertaling|\bvertaald\b/i },
  {
    topic: 'submission',
    words:
      /\bseparate\s+(?:e-?mails?|envelopes?)\b|\bpassword[- ]protected\b|\bafzonderlijke\s+(?:e-?mails?|enveloppen)\b/i,
  },
];

/** Any condition's words: a passage without one holds no condition (a cheap filter first). */
const ANY_TOPIC = new RegExp(CONDITION_TOPICS.map((t) => t.words.source).join('|'), 'i');

/**
 * A sentence that binds (a demand, a rule that applies, a thing not allowed), not one that only
 * mentions the condition ('Annex 4: General Conditions of Contract', a table of contents line).
 */
const BINDS =
  /\b(?:shall|must|will\s+be|are\s+to|is\s+to|required|applies|apply|applicable|governed\s+by|subject\s+to|not\s+(?:be\s+)?(?:permitted|allowed|accepted)|disclose|declare|dient|meldt|melden|dienen|moet|moeten|wordt|worden|leidend|van\s+toepassing|toegestaan|verplicht|levert|overlegt)\b/i;

/** The condition a sentence states, or null: named by its words and binding. */
export function conditionTopic(sentence: string): string | null {
  if (!ANY_TOPIC.test(sentence) || !BINDS.test(sentence)) return null;
  if (sentence.split(/\s+/).length < 5) return null;
  return CONDITION_TOPICS.find((t) => t.words.test(sentence))?.topic ?? null;
}

/** Whether a passage may hold a condition at all (before it is split into sentences). */
export const mayHoldCondition = (text: string): boolean => ANY_TOPIC.test(text);

/** Whether a text names the condition `topic` (a planned demand that already answers it). */
export function namesTopic(topic: string): (text: string) => boolean {
  const words = CONDITION_TOPICS.find((t) => t.topic === topic)?.words;
  return (text) => !!words && words.test(text);
}

/**
 * The evidence test of a condition: a sentence answers it only when it names the same condition
 * ('we have no conflict of interest', 'onze onderaannemers …'), never by the demand's other
 * words (a submission form, a contract sum). A requirement naming no condition is met by none.
 */
export function namesSameCondition(requirement: string): (sentence: string) => boolean {
  const words = CONDITION_TOPICS.find((t) => t.words.test(requirement))?.words;
  return (sentence) => !!words && words.test(sentence);
}

/**
 * The contract's subject as the invitation or introduction states it: 'The contract comprises
 * …', 'requests you to submit your tender for the …', 'De opdracht betreft …', 'Het doel van
 * deze aanbesteding is …'.
 */
const SCOPE =
  /\b(?:(?:this|the)\s+(?:contract|assignment|procurement|tender|project|services|works|framework\s+agreement|RFP|RFQ|ITT)\s+(?:comprises?|consists?\s+of|covers?|concerns?|involves?|is\s+for|relates?\s+to)\s|invites?\s+(?:\w+\s+){0,3}(?:tenders|bids|proposals|quotations|offers)\s+(?:from\s+(?:[\w-]+\s+){1,6})?for\s+the\s|(?:is\s+seeking|seeks)\s+(?:contractors|suppliers|service\s+providers|a\s+contractor|a\s+supplier)\s+to\s|(?:wishes|intends)\s+to\s+procure\s|requires\s+a\s+(?:contractor|supplier|service\s+provider)\s+to\s|nodigt\s+(?:\w+\s+){1,3}uit\s+(?:[\w-]+\s+){0,8}(?:voor|op)\s+(?:de|het)\s|besteedt\s+(?:het|de)\s[^.;]{5,200}\suit\b|(?:submit|invites?\s+you\s+to\s+submit|requests?\s+you\s+to\s+submit)\s+(?:your|a)\s+(?:proposal|tender|bid|quotation|offer)\s+for\s+the\s|purpose\s+of\s+this\s+(?:RFP|RFQ|ITT|tender|procurement|contract|call\s+for\s+tenders)\s+is\s+to\s|(?:de|deze)\s+(?:opdracht|aanbesteding|overeenkomst|dienstverlening)\s+(?:betreft|omvat|bestaat\s+uit|behelst|heeft\s+betrekking\s+op)\s|(?:het\s+)?(?:doel|onderwerp)\s+van\s+(?:deze|de)\s+(?:opdracht|aanbesteding)\s+is\s)/i;

/** A letter's salutation before the invitation's first sentence ('Dear Sir / Madam,'). */
export const SALUTATION = /^(?:dear\s+[^,]{1,40}|geachte\s+[^,]{1,40}),\s*/i;

/** A heading over the tender's conditions or instructions: its sentences state them first. */
export const CONDITIONS_HEADING =
  /\b(?:conditions?|terms|instructions?|eligibility|exclusion|voorwaarden|bepalingen|uitsluiting\w*|instructies)\b/i;

/** Whether a passage may state the scope at all (before it is split into sentences). */
export const mayStateScope = (text: string): boolean => SCOPE.test(text);

/** Whether a sentence states the contract's scope (and is long enough to say what it is). */
export function statesTheScope(sentence: string): boolean {
  return SCOPE.test(sentence) && sentence.split(/\s+/).length >= 8;
}

/**
 * A run-in heading naming the key roles, then the roles without a verb: 'Key personnel. Team
 * leader, site engineer and two surveyors.', 'Sleutelfunctionarissen: projectleider,
 * werkvoorbereider en uitvoerder.' The list is what the group captures.
 */
export const KEY_ROLES =
  /(?:^|\n)[ \t]*(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s+)?(?:key\s+(?:personnel|staff|experts)|core\s+team|sleutelfunctionarissen|sleutelpersonen|kernteam)\s*[.:\n]\s*([^\n.;]{10,300}(?:\n[^\n.;]{1,200})?)/i;

/** The roles a passage lists under a key-personnel heading, or null (two roles at least). */
export function keyRoles(text: string): string | null {
  const list = KEY_ROLES.exec(text)?.[1]?.replace(/\s+/g, ' ').trim();
  if (!list || !/,|\band\b|\ben\b/.test(list)) return null;
  // A list of roles states no demand of its own; one with a verb is a statement the reader reads.
  if (BINDS.test(list)) return null;
  return `${list}.`;
}
