/**
 * Dates a label names that are no deadline of this tender, whatever due words stand beside them:
 * the document's own dates (answers, versions, issue dates), validity periods and other
 * contracts' dates, the day the clock changes, and the day a notice was posted. deadlineKinds.ts
 * asks this before it reads a label's kind.
 */
import { ZONE_WORDS } from './zones';

/**
 * Failure class: the document's own dates (answers, versions, issue dates) are never deadlines;
 * also the buyer's responses named by the buyer's kind ('Last date for Health Board responses',
 * 'Council replies issued': seventh probe set), not the bidders' responses. The buyer's last day
 * for issuing its answers ('Last date for issuing clarifications', 'Uiterste datum verzending
 * antwoorden'): sixteenth probe set's study, read as the questions deadline. The answers as the
 * subject of their publishing ('Responses will be published on the portal …, not later than',
 * 'De reacties worden gepubliceerd'): seventeenth probe set's study, read as the submission.
 */
const OWN_DATE =
  /\b(?:issu(?:e|es|ing)|publish(?:es|ing)?|circulat(?:e|es|ing)|releas(?:e|es|ing)) (?:of )?(?:the )?(?:clarifications?|clarification notes?|answers|replies|responses)\b(?! (?:requests?|questions))|\b(?:uitgifte|verzending|publicatie) (?:van )?(?:de )?(?:verduidelijkingen|antwoorden)\b|\b(?:buyer|authority|council|board|district|trust|department|agency|ministry|county|city|municipality|client|customer|purchaser)(?:'s|’s)? (?:responses?|replies)\b|beantwoording|antwoorden|\banswers?\b|\b(?:responses?|replies|reply) to (?:the )?(?:clarification|questions|queries|requests)|\b(?:responses|replies|clarifications|reacties|verduidelijkingen) (?:will|shall|are to|worden) (?:be )?(?:published|issued|circulated|posted|uploaded|gepubliceerd|verzonden|verstuurd)\b|version|versie|dated|gedateerd|documenthistorie|effective date of this|\bissue date|date of issue|uitgiftedatum|datum (?:van )?uitgifte|datum (?:van )?publicatie/i;
/**
 * Dates that are no deadline of this tender (ninth probe set's study, widened): the end of the
 * period for which a tender stays open for acceptance ('Tenders shall remain valid until', 'De
 * inschrijving blijft geldig tot', 'gestanddoeningstermijn'); the current contract's end
 * ('The current contract expires on', 'De huidige overeenkomst loopt af op'); an earlier
 * tender's dates ('The previous tender closed on', 'de vorige aanbesteding'). A guarantee, bond
 * or certificate that must be valid until a date ('A tender guarantee … valid until', 'een
 * bankgarantie, geldig tot'): its term, no deadline (sixteenth probe set's study, read as the
 * submission for its 'tender').
 */
const NOT_THIS_TENDER =
  /\bvalid (?:until|till|through|up to)\b|\bgeldig (?:tot(?: en met)?|t\/m)\b|\b(?:remains?|stays?|be kept)\s+(?:valid|open|binding)\b|\bopen for acceptance\b|\bvalidity (?:period|of (?:the |your )?(?:tenders?|bids?|offers?|quotes?|quotations?|proposals?))\b|\b(?:tender|bid|offer) validity\b|\b(?:blijft|blijven)\s+(?:\w+\s+)?(?:geldig|bindend)\b|\bgestand\w*\b|\bgeldigheids(?:duur|termijn)\b|\b(?:current|existing|incumbent|present)\s+(?:\w+\s+)?(?:contracts?|agreements?|framework|suppliers?|providers?|contractors?)\b|\b(?:previous|earlier|prior|last)\s+(?:\w+\s+)?(?:contracts?|agreements?|tenders?|procurements?|tendering exercise)\b|\b(?:huidige|bestaande|lopende|zittende)\s+(?:\w+\s+)?(?:overeenkomst|contract|raamovereenkomst|leverancier|dienstverlener|opdrachtnemer)\b|\b(?:vorige|eerdere|voorgaande)\s+(?:\w+\s+)?(?:overeenkomst|contract|raamovereenkomst|aanbesteding|opdracht)\b/i;
/**
 * The day the clock changes, no deadline: 'All times are UK time: GMT until 28 March 2027', 'EST
 * from', 'Summer time begins on', 'tijden in CET tot', 'De zomertijd gaat in op' (failure class
 * seen on the eleventh probe set: the zone statement's 'tender pack' read it as the submission).
 * With the zone in brackets and the Sunday named, 'Central European Summer Time (CEST) begins on
 * Sunday', 'De zomertijd (CEST) gaat in op zondag': twenty-first probe set's study, read as the
 * contract's start for its 'begins on'.
 */
const CLOCK_CHANGE = new RegExp(
  String.raw`\b(?:${ZONE_WORDS})\)?\s*(?:until|till|up to|from|as of|tot(?: en met)?|vanaf|t/m)\s*$|\b(?:(?:british )?summer time|daylight sav\w+(?: time)?|zomertijd|wintertijd)(?:\s*\([A-Z]{3,5}\))?\s+(?:starts?|begins?|ends?|gaat in|begint|eindigt)(?:\s+(?:on|op))?(?:\s+(?:sunday|zondag))?\s*$`,
  'i',
);
/**
 * The day a notice or document was put on the portal ('Posted on BC Bid on', 'Published on the
 * tender portal on', 'This addendum was uploaded to …', 'Geplaatst op TenderNed op'): its own
 * date, no deadline, whatever the portal's name says ('Bid': tenth probe set's study).
 */
const POSTED =
  /^\W*(?:(?:this|the|deze|dit|de|het)\s+(?:[\w-]+\s+){0,4}(?:was|is|has been|werd|wordt)\s+)?(?:posted|published|uploaded|placed|geplaatst|gepubliceerd|gepost|ge[uü]pload)\s+(?:on|to|via|at|in|op|in|naar)\b/i;
/**
 * The posting line at the end of a label that runs on from a signature or a heading above it
 * ('… Chairperson, Tender Committee Posted on the portal and the agency website:', '… Secretaris
 * Gepubliceerd op TenderNed:'): a line that starts with the capital participle names the date's
 * own day (nineteenth probe set's study, read as the award because the committee's name held
 * 'Awards'). Capitals only, so that a sentence's 'must be posted on' stays what it was.
 */
const POSTED_LINE =
  /(?:^|\s)(?:Posted|Published|Uploaded|Geplaatst|Gepubliceerd|Gepost)\s+(?:on|to|via|at|in|op|naar)\s[^.;]{0,80}$/;

/** Whether a label (`words`; `whole` is its full text) names one of the dates above. */
export function namesNoDeadline(words: string, whole: string): boolean {
  return (
    OWN_DATE.test(whole) ||
    POSTED.test(words) ||
    POSTED_LINE.test(words) ||
    NOT_THIS_TENDER.test(words) ||
    CLOCK_CHANGE.test(words)
  );
}
