/**
 * Knock-outs phrased as consequences the earlier rules did not read (issue 17, the studied probe
 * sets' knock-outs, docs/decisions.md "Knock-outs and requirements on the studied probes"):
 * - an adverb between 'be' and the rejection ('shall be automatically rejected');
 * - a bid 'rated "failed"' or 'beoordeeld als "niet voldaan"';
 * - the Dutch inverted verb with a pronoun ('…, dan wordt hij uitgesloten');
 * - a bidder, not only a bid, 'not retained' ('wordt niet weerhouden');
 * - a bid 'niet (verder) in aanmerking genomen', 'niet geaccepteerd', the subject found before it
 *   across a time's or an amount's dot ('na 10.00 uur');
 * - a bid taken as never submitted ('wordt als niet-ingediend beschouwd', 'deemed not received');
 * - only the bids that pass go on ('Only Proposals that obtain … will have their Financial
 *   Proposals opened', 'Enkel inschrijvers die … voldoen, worden uitgenodigd');
 * - a failure that causes all (or any) bids to be rejected.
 * Each alternative is anchored on its rare consequence or on 'only' and a bid word right after
 * it; the subject is checked behind the anchor, so that no frequent word starts a long scan.
 */
import { gateOf, gatedRule, splitRule } from './ruleGate';

/** A bid, an offer or a bidder in either language (requirementRules.ts's BID and BIDDER). */
const WHO = String.raw`(?:bids?|tenders?|offers?|proposals?|responses?|submissions?|quotations?|applications?|inschrijvingen|inschrijving|offertes?|aanbiedingen|aanbieding|aanmeldingen|aanmelding|inschrijvers?|gegadigden?|bidders?|tenderers?|proposers?|offerors?|respondents?|candidates?|kandida(?:at|ten)|consultants?)`;
/** A stretch of a sentence: no full stop but the one inside a number or a time ('10.00', '1.500'). */
const STRETCH = (n: number) => String.raw`(?:[^.]|\.(?=\d)){0,${n}}`;

/** The Dutch inverted verb's pronoun: 'dan wordt hij …', 'worden zij …'. */
const PRONOUN = String.raw`(?:hij|zij|ze|deze|die|u)`;

/**
 * Consecutive groups, each run only where its words stand (ruleGate.ts): most sentences hold none
 * of them, and 'only' or 'received' must not start every alternative's scan.
 */
export const CONSEQUENCE_WORDING = splitRule('iu', [
  // 'Bids … shall be automatically rejected at bid opening'.
  [
    gateOf('rejected|disqualified|excluded|eliminated'),
    String.raw`\b(?:will|shall|may)\s+be\s+(?:automatically|immediately|forthwith|outright|then|therefore|also)\s+(?:rejected|disqualified|excluded|eliminated)\b`,
  ],
  // 'A bid without the Statement … shall be rated "failed"'; 'wordt beoordeeld als "niet voldaan"'.
  [
    gateOf('fail|niet voldaan'),
    String.raw`\b(?:will|shall|is|are)\s+(?:be\s+)?(?:rated|marked|scored|graded|assessed|evaluated|deemed)\s+(?:as\s+)?(?:a\s+)?["“'‘]?(?:failed|fail)\b(?!\s*(?:or\b|and\b|\/))`,
  ],
  [
    gateOf('fail|niet voldaan'),
    String.raw`\b(?:wordt|worden)\s+(?:dan\s+)?(?:beoordeeld|gescoord|aangemerkt)\s+als\s+["“'‘]?(?:niet voldaan|fail)\b`,
  ],
  // '…, dan wordt hij geweerd', '… wordt zij niet geselecteerd' (an exclusion: PRONOUN_EXCLUDED).
  [
    gateOf('geweerd|afgewezen|geselecteerd|weerhouden|toegelaten'),
    String.raw`\b(?:wordt|worden)\s+${PRONOUN}\s+(?:dan\s+|daarom\s+|alsnog\s+)?(?:geweerd|afgewezen|niet (?:geselecteerd|weerhouden|toegelaten))\b`,
  ],
  // 'Een inschrijver die niet voldoet aan een minimumeis, wordt niet weerhouden'.
  [
    gateOf('weerhouden|retained'),
    String.raw`\b(?:(?:wordt|worden)\s+(?:dan\s+)?niet\s+weerhouden|(?:will|shall)\s+not\s+be\s+retained)\b(?<=\b${WHO}\b[^.]{0,200})`,
  ],
  // 'Een offerte die … minder dan 15 punten behaalt, wordt niet verder in aanmerking genomen';
  // 'Inschrijvingen per e-mail of na 10.00 uur worden niet geaccepteerd'.
  [
    gateOf('aanmerking|geaccepteerd|aanvaard'),
    String.raw`\b(?:wordt|worden)\s+(?:dan\s+|daarom\s+|ook\s+)?niet\s+(?:(?:meer|verder)\s+)?(?:in\s+aanmerking\s+genomen|geaccepteerd|aanvaard)\b(?<=\b${WHO}\b${STRETCH(200)})`,
  ],
  // 'Een offerte die op een andere wijze wordt ingediend, wordt als niet-ingediend beschouwd';
  // 'A tender sent by fax will be deemed not to have been submitted'.
  [
    gateOf('ingediend|not+submitted|not+received|not+lodged'),
    String.raw`\b(?:wordt|worden)\s+(?:dan\s+)?(?:als\s+niet[- ]ingediend\s+beschouwd|geacht\s+niet\s+(?:te\s+zijn\s+)?ingediend)|\b(?:will|shall|is|are)\s+(?:be\s+)?(?:deemed|treated|considered|regarded)\s+(?:as\s+)?not\s+(?:to\s+have\s+been\s+)?(?:submitted|received|lodged)\b(?<=\b${WHO}\b[^.]{0,200})`,
  ],
  // 'Only Proposals that obtain at least 490 points will have their Financial Proposals
  // opened'; 'Enkel inschrijvers die aan alle minimale eisen voldoen, worden uitgenodigd'.
  [
    gateOf('only|enkel|alleen|uitsluitend'),
    String.raw`\b(?:only|enkel|alleen|uitsluitend)\s+(?:those\s+|de\s+)?${WHO}\s+(?:that|which|who|whose|die|dat|waarvan)\b${STRETCH(160)}?\b(?:will|shall|worden|wordt)\b[^.]{0,60}?\b(?:opened|evaluated|invited|considered|admitted|selected|shortlisted|uitgenodigd|toegelaten|geselecteerd|geopend|geëvalueerd)\b`,
  ],
  // 'will cause all Proposals in which it participates to be rejected'.
  [
    gateOf('cause|lead to|leads to'),
    String.raw`\b(?:cause|causes|lead to|leads to)\s+(?:all|any|each|every)\s+(?:(?:the|such|of the|its|their)\s+)?(?:bids?|tenders?|offers?|proposals?|submissions?)\b[^.]{0,60}?\bto\s+be\s+(?:rejected|disqualified|excluded|eliminated)\b`,
  ],
]);

/**
 * 'Legt hij deze niet tijdig over, dan wordt hij uitgesloten': the bidder excluded, said with the
 * inverted verb and a pronoun (the exclusion rule reads 'wordt de inschrijver uitgesloten' by its
 * 'uitsluit' words only when a ground is named). An exclusion, read after the exclusion rule so
 * that a sentence naming the ground keeps that rule's reading.
 */
export const PRONOUN_EXCLUDED = gatedRule(
  gateOf('uitgesloten'),
  new RegExp(
    String.raw`\b(?:wordt|worden)\s+${PRONOUN}\s+(?:dan\s+|daarom\s+|alsnog\s+)?uitgesloten\b`,
    'iu',
  ),
);
