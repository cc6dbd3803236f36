/**
 * Terms the nineteenth probe set's follow-up study found unread (docs/decisions.md "Tender facts
 * on the nineteenth probe set", "Follow-up"): a supply contract's term as the time to deliver,
 * counted from the contract's start ('The Supplier shall deliver the goods within ninety (90)
 * calendar days from receipt of the Notice to Proceed', 'levert binnen 90 kalenderdagen na
 * ontvangst van de opdrachtbevestiging'); a term stated as the work's (estimated) total duration;
 * and a phase of the work extended ('may extend the supervision phase by up to six months').
 * Used by contractDurations.ts.
 */

/**
 * The start of the contract a delivery time is counted from. A time counted from anything else
 * ('within 5 days of each call-off', 'within 10 days of the request') is a per-order time, no
 * term. The literal test runs first: the rule reads no paragraph without one of these words.
 */
const CONTRACT_START =
  /Notice to Proceed|contract signature|signing of the (?:contract|agreement)|opdrachtbevestiging|ondertekening van de overeenkomst|sluiting van de overeenkomst/i;
const DELIVERY_FROM_START = new RegExp(
  String.raw`\b(?:deliver|supply|install|levert|leveren|geleverd|installeert|installeren)\b[^.]{0,100}?\b(?:within|binnen)\s+(?=[^.]{0,40}?\b(?:from|after|of|na|vanaf)\s+(?:the\s+|de\s+|het\s+)?(?:(?:date of|receipt of|ontvangst van)\s+(?:the\s+|de\s+)?)?(?:${CONTRACT_START.source}))`,
  'i',
);

/** Where a delivery time counted from the contract's start begins, or null. */
export function deliveryFromStart(text: string): RegExpExecArray | null {
  return CONTRACT_START.test(text) ? DELIVERY_FROM_START.exec(text) : null;
}

/**
 * The work said to have an (estimated) total duration ('the assignment has an estimated total
 * duration of twenty (20) months', 'de opdracht heeft een geschatte totale duur van 20 maanden'):
 * its initial term, unless the paragraph counts options in it ('including the extension').
 */
const TOTAL_DURATION =
  /\b(?:contracts?|agreements?|assignment|project|services|works|opdracht|overeenkomst|contract)\b[^.;]{0,40}\b(?:has|have|heeft|hebben)\s+(?:an?|een)\s+(?:(?:estimated|expected|anticipated|geschatte|verwachte)\s+)?(?:total|overall|totale)\s+(?:duration|duur|looptijd)\s+(?:of|van)\s/i;
const COUNTS_OPTIONS =
  /\b(?:includ\w*|inclusief|option|options|optie|opties|extension|extensions|verlenging\w*|renewals?)\b/i;
/** The literal the rule cannot match without: it reads no other paragraph. */
const TOTAL_WORDS = /\b(?:total|overall|totale)\s+(?:duration|duur|looptijd)\b/i;

/** Where a total duration's number starts, as the match ending there, or null. */
export function totalDuration(text: string): RegExpExecArray | null {
  if (!TOTAL_WORDS.test(text) || COUNTS_OPTIONS.test(text)) return null;
  return TOTAL_DURATION.exec(text);
}

/**
 * A phase or stage of the work, as what is extended ('the construction phase', 'uitvoeringsfase');
 * never one of the procedure ('the tender phase', 'de aanbestedingsfase'), whose extension in
 * weeks is a deadline's.
 */
export const PHASE_EN = String.raw`(?<!\b(?:tender|tendering|bid|bidding|submission|selection|procurement|award|standstill|clarification|question|evaluation)\s)(?:phase|stage)`;
export const PHASE_NL = String.raw`(?:uitvoerings|bouw|ontwerp|realisatie|onderhouds|beheer|exploitatie|toezichts?|implementatie|leverings)?fase`;
