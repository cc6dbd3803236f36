/**
 * What a criterion's points look like in text, and the points that are no criterion's: a
 * scoring rule ('De laagste prijs krijgt 40 punten'), a threshold ('at least 6 points') or a
 * score out of the points ('49 out of 70 points').
 */
import { NAME } from './criterionNames';

/**
 * A verb between a criterion and its points: 'Methodology carries 30 points', 'Plant and equipment
 * is worth 25 points', 'Key personnel now carries 10 points', 'Het plan van aanpak weegt 40
 * punten', 'Duurzaamheid telt voor 20 punten' (seventeenth probe set's study: the verb read as
 * part of the name, or the sentence skipped for its 'is worth'). No part of the name.
 */
const POINTS_VERB = String.raw`(?:\s+(?:now\s+|nu\s+)?(?:carries|carry|is worth|are worth|weighs|counts for|accounts for|attracts|weegt(?:\s+nu)?(?:\s+(?:voor|mee\s+met))?|telt(?:\s+nu)?(?:\s+(?:voor|mee\s+voor))?|is (?:nu )?goed voor))?`;
/**
 * The whole the points are of, after them: '30 points out of 100', '40 punten van de 100' (no
 * name of the next criterion: '… out of 100, and local content 10 points' read 'Out of 100, and
 * local content' as one).
 */
const OUT_OF_WHOLE = String.raw`(?:\s+(?:out of|van de|op)\s+\d{2,4}\b(?!\s*%))?`;
/** 'Kwaliteit: maximaal 60 punten', 'Technical approach (max. 40 points)'. */
export const MAX_POINTS = new RegExp(
  String.raw`${NAME}${POINTS_VERB}\s*[:(\-–]?\s*(?:max(?:imaal|imum)?\.?\s*)?(\d{1,4})\s*(?:punten|points|pts|marks)\b${OUT_OF_WHOLE}`,
  'gi',
);
/**
 * A line that is a criterion and its points and nothing else ('Plan van aanpak 400 punten',
 * 'Delivery plan – max. 20 points'): a points table read as text, one row per line.
 */
export const POINTS_LINE = new RegExp(
  String.raw`^${NAME}${POINTS_VERB}\s*[:(\-–]?\s*(?:max(?:imaal|imum)?\.?\s*)?(\d{1,4})\s*(?:punten|points|pts|marks)\)?\.?$`,
  'i',
);
/**
 * A list item that is a criterion and its points and nothing else, its name longer than a
 * sentence's criterion may be ('2.2 Responstijd en inzet van de storingsdienst buiten
 * kantooruren: 20 punten.', '- Approach to maintaining the fleet at remote island depots: 25
 * points;'): anchored at both ends, a long name cannot be a sentence's words before its points
 * (failure class seen on the fourteenth probe set, a 66-letter sub-criterion missed).
 */
export const POINTS_ITEM = new RegExp(
  String.raw`^(?:\d{1,2}(?:\.\d{1,2})*[.)]?\s+)?([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9 &/'’,-]{2,120}?(?:\s*\([^()]{1,60}\))?)\s*[:(\-–]?\s*(?:max(?:imaal|imum)?\.?\s*)?(\d{1,4})\s*(?:punten|points|pts|marks)\)?[.;]?$`,
  'i',
);
/**
 * A subject that receives points is a scoring rule, not a criterion ('De laagste prijs krijgt 40
 * punten', 'the fastest delivery receives 10 points'): failure class seen on the probe tenders;
 * also with the points called full or maximum ('receives the full 35 points', 'krijgt de volle 40
 * punten'): seventh probe set. 'score' after a name is the noun ('Technical score (St) 70%',
 * 'Technische score'), the verb only after its subject or an auxiliary ('bids that score 40
 * points'): fourteenth probe set's study, a weighted score read as a scoring rule.
 */
export const SCORED_VERB =
  /\b(?:krijgt|krijgen|ontvangt|ontvangen|behaalt|behalen|verdient|receives?|gets?|earns?|scores|(?:will|shall|to|who|that|which|may|must|can|they|bids?|tenders?) score|(?:is|are) (?:awarded|given)|wordt toegekend)(?:\s+(?:the|de|het|a|an|all))?(?:\s+(?:full|maximum|highest|volle|volledige|maximale|hoogste))?\s*$/i;
/**
 * Points after a comparison are a threshold, not what a criterion is worth ('wie minder dan 5
 * punten haalt', 'a score below 3 points', 'at least 6 points'): failure class seen on the second
 * probe set.
 */
const THRESHOLD =
  /\b(?:minder dan|meer dan|lager dan|hoger dan|ten minste|tenminste|minimaal|minstens|onder de|less than|more than|fewer than|lower than|higher than|at least|a minimum of|below|above)\s*$/i;
/**
 * A score out of the criterion's points ('minder dan 6 van de 10 punten', '49 out of 70 points'):
 * a threshold, not what a criterion is worth (failure class seen on the third probe set).
 */
const OUT_OF = /\b\d{1,4}\s+(?:van de|van|uit|out of|of)\s*$/i;

/**
 * The scale all criteria are judged on ('De gunningscriteria worden beoordeeld op 100 punten',
 * 'The criteria are marked out of 100 points'): failure class seen on the fourth probe set.
 */
const JUDGED_ON =
  /\b(?:beoordeeld|gescoord|gewaardeerd|gewogen|scored|marked|assessed|evaluated|rated|judged|weighted)\s+(?:op|on|out of|over|against)\s*(?:(?:een|a)\s+)?(?:(?:totaal|total|maximum)\s+(?:van|of)\s+)?$/i;

/**
 * Points there to be had, the whole score's, not a criterion's ('Per perceel zijn maximaal 100
 * punten te behalen', 'A maximum of 100 points can be scored per lot', 'In total 1,000 points are
 * available'): the words before name no criterion, they open a sentence with its verb (failure
 * class seen on the eleventh probe set, 'Per perceel zijn' read as a criterion of 100 points).
 * The verb may come before the points and its participle after them ('Per inschrijving worden
 * maximaal 100 punten toegekend', 'Per bid are 100 points awarded'): eighteenth probe set's study.
 */
const TO_BE_HAD =
  /^\s*(?:(?:in total|in totaal|totaal)\s+)?(?:te (?:behalen|verdienen|halen|scoren|vergeven)\b|(?:(?:zijn|is|are)\s+)?(?:beschikbaar|available)\b|(?:can|may|could|will) be (?:scored|awarded|earned|gained|achieved|obtained|won)\b|(?:(?:are|is) )?to be (?:scored|awarded|earned|gained|won|had)\b|(?:are|is) (?:scored|awarded|earned|won|at stake)\b|(?:toegekend|vergeven|verdeeld|awarded|given)\b)/i;
/** Before the points: a verb after no name but the whole's scope ('Per perceel zijn', 'There are'). */
const SCOPE_VERB =
  /^(?:(?:(?:per|voor (?:elk|ieder)e?|for (?:each|every|the)|in (?:each|every)|across (?:the|all))\s+(?:perceel|lot|inschrijving|offerte|tender|bid|submission|proposal)s?|in (?:total|totaal)|totaal|overall|er|there|hier)\s*,?\s*)*(?:zijn|is|are|worden|wordt|kunnen|kan)(?:\s+(?:er|there))?$/i;

/**
 * A threshold named as the subject of its sentence, 'The minimum qualifying technical score is 70
 * marks', 'De drempelwaarde voor kwaliteit bedraagt 60 punten', 'the pass mark is set at 65
 * points': the score a bid must reach, not a criterion (failure class seen on the thirteenth probe
 * set, 'Minimum qualifying technical score is' read as a criterion of 70 points). The name ends in
 * its verb; a criterion named 'Minimum requirements' does not.
 */
const THRESHOLD_NAMED =
  /\b(?:minimum|minimal|qualifying|threshold|pass(?:ing)? (?:mark|score)|cut-?off|drempel\w*|minimumscore|minimale|ondergrens)\b[^.;:]{0,50}?\b(?:is|are|of|bedraagt|ligt|van|op|(?:is|wordt) (?:set|fixed|vastgesteld|gesteld) (?:at|op))\s*$/i;

/** Whether a MAX_POINTS match is a scoring rule, a threshold or a score, not a criterion. */
export function notCriterionPoints(match: RegExpMatchArray): boolean {
  const before = match[1]!;
  const after = (match.input ?? '').slice((match.index ?? 0) + match[0].length);
  return (
    (TO_BE_HAD.test(after) && SCOPE_VERB.test(before.trim())) ||
    /\bpoints? (of|for)\b/i.test(match[0]) ||
    SCORED_VERB.test(before) ||
    THRESHOLD.test(before) ||
    THRESHOLD_NAMED.test(before) ||
    OUT_OF.test(before) ||
    JUDGED_ON.test(before)
  );
}
