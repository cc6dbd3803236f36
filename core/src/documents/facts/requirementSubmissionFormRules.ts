/**
 * Requirements about how the bid is submitted and carried forward (first seen on the fourteenth
 * probe set, docs/decisions.md
 * "Tender facts on the fourteenth probe set: other kinds"): a minimum score the bidder must reach
 * to go on to the next stage; the bid form the bidder must use, completed and signed; evidence
 * from an authority that may be no older than some months; the qualified electronic signature a
 * submission carries. Read by requirements.ts after the other rules.
 */
import type { RequirementKind } from '../../model/documentFacts';

/**
 * 'Tenderers must attain a minimum technical score of 75 marks to proceed to the financial
 * evaluation', 'De inschrijver moet minimaal 60 punten behalen om door te gaan naar de
 * prijsbeoordeling': a gate, stated as what must be reached rather than as its consequence.
 */
const MINIMUM_SCORE_TO_PROCEED = new RegExp(
  [
    String.raw`\b(?:must|shall|(?:is|are) required to|needs? to)\s+(?:attain|achieve|obtain|score|reach|get|secure)\s+(?:a\s+|an\s+)?(?:minimum|at least|not less than|no (?:fewer|less) than)\b[^.]{0,90}?\b(?:marks|points|score|per ?cent|%)[^.]{0,40}?\b(?:to|in order to)\s+(?:proceed|progress|qualify|pass|be considered|go on|move on)\b`,
    String.raw`\b(?:moet|moeten|dient|dienen)\b[^.]{0,30}?\b(?:minimaal|ten minste|minstens)\s+(?:een\s+score\s+van\s+)?\d{1,4}(?:[.,]\d{1,2})?\s*(?:punten|%|procent)\b[^.]{0,30}?\b(?:te\s+)?(?:behalen|halen|scoren)\b[^.]{0,10}?\bom\b[^.]{0,60}?\b(?:door te (?:gaan|stromen)|in aanmerking te komen|verder (?:te gaan|beoordeeld te worden)|toegelaten te worden)\b`,
  ].join('|'),
  'iu',
);

/**
 * 'De inschrijver gebruikt uitsluitend het Inschrijvingsbiljet (bijlage 1), volledig ingevuld en
 * rechtsgeldig ondertekend', 'The tenderer shall use only the Bid Form in Annex A, fully completed
 * and signed': the form is the bid's own, to hand in signed.
 */
const FORM_USED_SIGNED =
  /\b(?:gebruikt|gebruiken|gebruik|uses?|shall use|must use)\s+(?:uitsluitend\s+|alleen\s+|only\s+)?(?:het|de|the|its|their)\s+(?:[\p{L}-]+\s+){0,2}?(?:[\p{L}]*(?:biljet|formulier)|(?:[\p{L}-]+\s+)?form(?:\s+of\s+(?:tender|bid|offer))?)\b[^.]{0,80}?\b(?:ondertekend|signed)\b/iu;

/**
 * 'Hij voegt een verklaring van de Inspectie der Belastingen … bij, beide niet ouder dan drie
 * maanden', 'a tax clearance certificate not older than three months': evidence from an
 * authority, dated, that the bid must carry.
 */
const DATED_EVIDENCE =
  /\b(?:verklaring|uittreksel|attest|certificaat|bewijs|certificate|statement|extract|clearance)\b[^.]{0,140}?\b(?:niet ouder dan|not older than|no older than|issued (?:no|not) (?:more|earlier) than)\s+(?:\d{1,2}|één|een|twee|drie|vier|vijf|zes|twaalf|one|two|three|four|five|six|twelve)\s+(?:maanden|months|weken|weeks)\b/iu;

/**
 * 'Het indieningsrapport wordt met een gekwalificeerde elektronische handtekening ondertekend',
 * 'The submission report must bear a qualified electronic signature': how the bid is signed.
 */
const QUALIFIED_SIGNATURE =
  /\b(?:gekwalificeerde|qualified)\s+(?:elektronische|electronic)\s+(?:handtekening|signature)\b(?<=\b(?:indieningsrapport|offertes?|inschrijvings?|submission report|bids?|tenders?|offers?|proposals?)\b[^.]{0,120})/iu;

export const SUBMISSION_FORM_RULES: readonly [RequirementKind, RegExp][] = [
  ['knockout', MINIMUM_SCORE_TO_PROCEED],
  ['declaration', FORM_USED_SIGNED],
  ['certificate', DATED_EVIDENCE],
  ['other', QUALIFIED_SIGNATURE],
];
