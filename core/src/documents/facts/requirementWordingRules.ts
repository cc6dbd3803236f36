/**
 * Requirements in wording the earlier rules did not read (ninth probe set, docs/decisions.md
 * "Tender facts on the ninth probe set: parties, requirements, limits and terms"): consequences a
 * bid or bidder meets ('will not be recommended for award', 'render the tender non-conforming',
 * 'wordt niet in de beoordeling betrokken', 'mag geen offerte indienen', 'kom je niet in
 * aanmerking', what exceeds a limit that 'wordt niet gelezen'), who alone may respond, and
 * undertakings without 'must' (a questionnaire to complete, the bid form filled in and signed, the
 * buyer's conditions accepted without reservation). Read by requirements.ts with the other rules.
 */
import type { RequirementKind } from '../../model/documentFacts';
import { gateOf, gatedRule } from './ruleGate';

/** A bid, an offer or its form, in either language. */
const BID = String.raw`(?:bids?|tenders?|offers?|proposals?|responses?|submissions?|quotations?|quotes?|inschrijvingen|inschrijving|offertes?|aanbiedingen|aanbieding)`;

/** Consequences: read right after the consequences of requirementRules.ts, as knock-outs. */
/** Pre-filter (ruleGate.ts): each consequence below holds one of these words. */
const MORE_CONSEQUENCES_GATE = gateOf(
  'not|niet|geen|conforming|informal|ineligible|uitgesloten|gelegd|unopened|ongeopend|geschoven|reserve|behoudt|liable|summarily',
);
export const MORE_CONSEQUENCES = gatedRule(
  MORE_CONSEQUENCES_GATE,
  new RegExp(
    [
      // A bidder that 'will not be recommended for award' or 'will not be considered for the
      // contract' after a minimum score or a missed condition.
      String.raw`\b(?:will|shall) not be (?:recommended|shortlisted|considered) for (?:the )?(?:award|contract award|appointment|the contract|contract)\b`,
      // A failure that 'renders the tender non-conforming' or 'non-compliant'; a bid 'deemed
      // non-conforming'.
      String.raw`\b(?:render|renders|rendering|make|makes|making)\s+(?:the|a|an|your|its|their|such)\s+${BID}\s+(?:non-?conforming|nonconforming|informal)\b|\b(?:is|are|be|being)\s+(?:deemed|considered|declared|treated as)\s+(?:non-?conforming|nonconforming|informal)\b`,
      // A bid 'not taken into the evaluation' ('wordt niet in de beoordeling betrokken', 'will not
      // be included in the evaluation').
      String.raw`\b(?:wordt|worden)\s+(?:dan\s+)?niet\s+(?:in|bij)\s+de\s+(?:beoordeling|evaluatie|vergelijking|gunning)\s+(?:betrokken|meegenomen|opgenomen)\b|\b(?:will|shall) not be (?:included|taken forward|carried forward) (?:in|into|to) (?:the )?(?:evaluation|assessment|scoring)\b`,
      // A bidder that may not bid after missing a condition ('mag geen offerte indienen', 'may not
      // submit a tender', 'is not permitted to tender').
      String.raw`\b(?:mag|mogen|kan|kunnen)\s+(?:(?:hij|zij|ze|u|je|deze|die)\s+)?(?:dan\s+)?(?:geen\s+${BID}\s+(?:indienen|uitbrengen|doen)|niet\s+(?:in(?:schrijven|dienen)|meedingen|deelnemen aan de (?:aanbesteding|procedure)))\b|\b(?:may|can|will) not (?:be permitted to |be allowed to |be eligible to )?(?:submit|lodge) (?:a|an|any) ${BID}\b|\b(?:is|are|will be) (?:not permitted|not allowed|ineligible) to (?:tender|bid|submit a ${BID})\b`,
      // The je-form's inverted verb ('Scoort je offerte …, dan kom je niet in aanmerking').
      String.raw`\b(?:kom|word)\s+(?:je|jij|u)\s+niet\s+(?:meer\s+)?(?:in aanmerking|toegelaten)\b|\bword\s+(?:je|jij)\s+uitgesloten\b`,
      // Bids set aside all together ('worden alle terzijde gelegd', 'worden beide ter zijde gelegd').
      String.raw`\b(?:wordt|worden)\s+(?:alle|allemaal|beide|ze|zij)\s+(?:ter zijde|terzijde)\s+gelegd\b`,
      // What exceeds a limit and 'will not be read' ('Gegevens die de maximale omvang
      // overschrijden, worden niet gelezen', 'Anything exceeding the word count will not be read').
      String.raw`\b(?:(?:wordt|worden) niet (?:meer )?(?:gelezen|gescoord|bekeken)|(?:will|shall) not be (?:read|scored|considered|marked))\b(?<=\b(?:overschrijd\w*|overschreden|exceed\w*|beyond|in excess of|above the|boven het|boven de|over the)\b[^.]{0,80})`,
      // A late bid 'returned unopened' / 'ongeopend teruggestuurd', a bid 'terzijde geschoven', and
      // the buyer's right to reject one ('reserves the right to reject any tender that …', 'behoudt
      // zich het recht voor inschrijvingen … af te wijzen').
      String.raw`\b(?:will|shall) be returned unopened\b|\b(?:wordt|worden)\s+(?:dan\s+)?ongeopend\s+(?:teruggestuurd|geretourneerd|retour gezonden|teruggegeven|teruggezonden)\b|\b(?:wordt|worden)\s+(?:dan\s+)?(?:ter zijde|terzijde)\s+geschoven\b|\breserves? the right to (?:reject|exclude|disqualify|set aside)\s+(?:any|a|the|all)\s+${BID}\b|\bbehoudt\s+zich\s+het\s+recht\s+voor\b[^.]{0,80}?\b${BID}\b[^.]{0,60}?\b(?:af te wijzen|uit te sluiten|terzijde te leggen|ter zijde te leggen|ongeldig te verklaren)\b`,
      // Thirteenth probe set: a bid 'liable for rejection' or 'liable to be rejected', and one
      // 'summarily rejected'; a bidder 'van deelname uitgesloten' (no article before deelname).
      String.raw`\b(?:is|are|shall be|will be|becomes?)\s+liable\s+(?:for|to)\s+(?:rejection|disqualification|exclusion|be (?:rejected|disqualified|excluded))\b(?<=\b${BID}\b[^.]{0,200})|\b(?:will|shall|may) be summarily (?:rejected|disqualified|excluded)\b|\b(?:wordt|worden)\s+(?:dan\s+)?(?:van|uit)\s+(?:verdere\s+)?deelname\s+uitgesloten\b`,
    ].join('|'),
    'iu',
  ),
);

/** Undertakings and eligibility: read after the rules of requirementRules.ts. */
export const WORDING_RULES: readonly [RequirementKind, RegExp][] = [
  // Who alone may respond ('Only suppliers on Lot 2 of the framework are eligible to respond',
  // 'Alleen de uitgenodigde ondernemers mogen inschrijven', 'Only firms admitted to the DPS may
  // bid').
  [
    'suitability',
    /\b(?:only|uitsluitend|alleen)\b[^.]{0,120}?\b(?:(?:is|are) eligible to (?:respond|tender|bid|submit|participate|apply)|may (?:respond|tender|bid|submit (?:a |an )?(?:tender|bid|offer|response))|(?:mag|mogen|kan|kunnen) (?:inschrijven|een (?:inschrijving|offerte) (?:indienen|doen|uitbrengen)|deelnemen aan (?:deze|de) (?:aanbesteding|procedure|minicompetitie))|(?:komt|komen) in aanmerking voor (?:deelname|gunning))\b/iu,
  ],
  // Membership of a body the bidder must hold ('Tenderers must hold current membership of the
  // Master Builders Association', 'must be a member of an approved scheme', 'Inschrijvers moeten
  // lid zijn van de branchevereniging').
  [
    'suitability',
    /\b(?:must|shall|(?:is|are) required to)\s+(?:hold\s+(?:a\s+)?(?:current\s+|valid\s+)?membership\s+of|be\s+(?:a\s+)?(?:current\s+)?members?\s+of)\b|\b(?:moet|moeten|dient|dienen)\s+(?:(?:hij|zij|u|je)\s+)?(?:te\s+)?(?:zijn\s+)?(?:aangesloten\s+bij|lid\s+(?:te\s+)?zijn\s+van|lid\s+van)\b/iu,
  ],
  // A questionnaire or schedule to complete ('Tenderers shall complete the Supplier
  // Questionnaire in Schedule 4', 'Bidders must fill in the pricing schedule', 'Inschrijvers
  // dienen de vragenlijst duurzaamheid in te vullen').
  [
    'declaration',
    /\b(?:inschrijvers?|gegadigden?|vendors?|bidders?|quoters?|offerors?|proposers?|respondents?|tenderers?|suppliers?|leveranciers?)\b[^.]{0,60}?\b(?:(?:must|shall|(?:is|are) required to)\s+(?:also\s+)?(?:complete|fill in|fill out)\s+(?:and (?:return|submit|sign)\s+)?(?:the|a|an|each|all)\s+(?:[\p{L}-]+\s+){0,4}?(?:questionnaire|schedules?|returnables?)\b|(?:dient|dienen|moet|moeten)\b[^.]{0,80}?\b(?:vragenlijst|formulier|bijlage)\b[^.]{0,40}?\b(?:in te vullen|invullen|ingevuld)\b)/iu,
  ],
  // The bid form completed and signed, passive and without 'must' ('Het inschrijfbiljet wordt
  // volledig ingevuld en ondertekend door een tekenbevoegde', 'The Form of Tender is to be
  // completed and signed by an authorised officer', 'The pricing schedule shall be completed and
  // signed').
  [
    'other',
    /\b(?:inschrijfbiljet|inschrijvingsbiljet|prijsblad|prijsformulier|offerteformulier|aanbiedingsbrief|form of (?:tender|bid|offer|quotation)|(?:tender|bid|offer|quotation|pricing) (?:form|schedule))\b[^.]{0,40}?\b(?:(?:wordt|worden|dient|moet)\s+(?:te\s+)?(?:volledig\s+)?(?:ingevuld|in te vullen)\s+en\s+(?:te\s+)?(?:rechtsgeldig\s+)?(?:ondertekend|onderteken)|(?:is to|are to|must|shall) be (?:fully )?completed and signed)\b/iu,
  ],
  // The buyer's conditions accepted without reservation ('Je accepteert de Algemene
  // Inkoopvoorwaarden zonder voorbehoud', 'De inschrijver aanvaardt de voorwaarden
  // onvoorwaardelijk', 'The Tenderer accepts the Conditions of Contract without qualification').
  [
    'other',
    /\b(?:accepteert|accepteer|accepteren|aanvaardt|aanvaard|aanvaarden|accepts?|agrees? to)\b[^.]{0,100}?\b\p{L}*(?:voorwaarden|conditions|terms)\b[^.]{0,60}?\b(?:zonder (?:enig )?voorbehoud|onvoorwaardelijk|without (?:any )?(?:reservation|qualification|amendment|condition)s?|unconditionally|in full)\b/iu,
  ],
];
