/**
 * Requirements in wording the earlier rules did not read (tenth probe set, docs/decisions.md
 * "Tender facts on the tenth probe set: parties, requirements, limits and terms"): a buyer that
 * 'will not consider any tender received after' the deadline, a bidder 'deemed to have failed' or
 * 'not further evaluated', variants 'niet toegestaan', text over a limit that 'wordt niet
 * beoordeeld'; the bid form signed by someone authorised, a signed declaration added 'bij uw
 * inschrijving', information the bidder must provide; an account on the portal; and a
 * requirement an amendment deletes and replaces or amends to read. Read by requirements.ts with
 * the other rules (requirementRules.ts): the amendment first, the rest after them.
 */
import type { RequirementKind } from '../../model/documentFacts';
import { gateOf, gatedRule } from './ruleGate';

/** A bid, an offer or its form, in either language. */
const BID = String.raw`(?:bids?|tenders?|offers?|proposals?|responses?|submissions?|quotations?|quotes?|inschrijvingen|inschrijving|offertes?|aanbiedingen|aanbieding)`;
/** Who bids, with the Canadian 'Proponent'. */
const BIDDER = String.raw`(?:inschrijvers?|gegadigden?|vendors?|bidders?|offerors?|proposers?|proponents?|respondents?|tenderers?|suppliers?)`;
/** A requirement's code ('M5', 'CP6', 'KO-2', 'G1', '4.4.2'). */
const CODE = String.raw`(?:[A-Z]{1,3}-?\d{1,2}(?:\.\d{1,2}){0,2}|\d{1,2}(?:\.\d{1,2}){1,3})`;
const REQUIREMENT = String.raw`(?:(?:mandatory |minimum )?(?:requirement|condition|criterion)|eis|voorwaarde|minimumeis|geschiktheidseis|knock-?outeis|selectie-?eis)`;

const CONSEQUENCES = gatedRule(
  gateOf('not|niet|failed'),
  new RegExp(
    [
      // 'The Council will not consider any tender received after that time', 'We will not evaluate
      // a proposal that …'.
      String.raw`\b(?:will|shall) not (?:consider|evaluate|assess|score|open)\s+(?:any|a|an|the)\s+(?:[\p{L}-]+\s+){0,2}?${BID}\b`,
      // 'shall be deemed to have failed', 'wordt geacht niet te voldoen'.
      String.raw`\b(?:is|are|be)\s+deemed\s+to\s+have\s+failed\b|\b(?:wordt|worden)\s+(?:(?:hij|zij|ze|u|je|deze|die|de inschrijver)\s+)?geacht\s+niet\s+te\s+voldoen\b`,
      // 'will not proceed to the evaluation of its tender', 'gaat niet door naar de beoordeling'.
      String.raw`\b(?:will|shall) not (?:proceed|progress|be admitted|be taken forward) to (?:the )?(?:evaluation|assessment)\b|\b(?:gaat|gaan) niet (?:door )?naar de (?:beoordeling|evaluatie)\b`,
      // 'will not be further evaluated', 'will not be evaluated further'.
      String.raw`\b(?:will|shall) not be (?:any )?further (?:evaluated|considered|assessed|scored)\b|\b(?:will|shall) not be (?:evaluated|considered|assessed|scored) (?:any )?further\b`,
      // 'Varianten zijn niet toegestaan', 'Variants are not permitted', 'No alternative offers
      // will be accepted'.
      String.raw`\b(?:variants?|variant ${BID}|alternative ${BID}|varianten|alternatieve (?:aanbiedingen|inschrijvingen|offertes)|alternatieven)\s+(?:(?:are|is|will|shall)\s+not\s+(?:be\s+)?(?:permitted|allowed|accepted|considered)|(?:zijn|is|worden|wordt)\s+niet\s+(?:toegestaan|toegelaten|geaccepteerd))\b|\b(?:het (?:indienen|aanbieden) van )(?:varianten|alternatieven)\s+is\s+niet\s+toegestaan\b`,
      // What exceeds a limit: 'Wat de omvang overschrijdt, wordt niet beoordeeld', 'Tekst die de
      // maximale omvang overschrijdt, lezen wij niet', 'Any text that exceeds the limit will not
      // be scored'.
      String.raw`\b(?:overschrijdt|overschrijden|exceeds?|exceeding)\b[^.]{0,60}?\b(?:(?:wordt|worden)\s+niet\s+(?:beoordeeld|gelezen|meegenomen|gescoord)|(?:lezen|beoordelen|scoren)\s+wij\s+niet|(?:will|shall) not be (?:read|scored|assessed|evaluated|considered|taken into account))\b`,
    ].join('|'),
    'iu',
  ),
);

/** A bid form signed by someone authorised ('Het inschrijvingsbiljet moet rechtsgeldig zijn ondertekend'). */
const SIGNED_FORM = new RegExp(
  String.raw`\b(?:form of (?:tender|bid|offer|proposal)|(?:tender|bid|offer|proposal) form|letter of (?:tender|offer)|inschrijvingsbiljet|inschrijfbiljet|inschrijvingsformulier|inschrijfformulier|offerteformulier|aanbiedingsformulier|aanbiedingsbrief)\b[^.]{0,60}?\b(?:(?:must|shall|is to) be (?:duly |properly )?signed|(?:moet|dient|wordt)\s+(?:[\p{L}-]+\s+){0,8}?ondertekend)\b`,
  'iu',
);

/** A signed declaration added to the bid ('U voegt de ondertekende Verklaring X … bij uw inschrijving'). */
const ADDED_DECLARATION = new RegExp(
  String.raw`\b(?:voeg|voegt|voegen)\s+(?:u\s+|je\s+|hij\s+|zij\s+)?(?:de|het|een)\s+(?:volledig\s+)?(?:ondertekende|ingevulde)\s+\p{L}*(?:verklaring|formulier)\b(?=.{0,140}\bbij\s+(?:uw|je|zijn|haar|de)\s+(?:inschrijving|offerte|aanmelding|aanbieding)\b)`,
  'iu',
);

/** Information the bidder must give ('Tenderers shall provide information about connected persons'). */
const INFORMATION = new RegExp(
  String.raw`\b${BIDDER}\s+(?:must|shall|(?:are|is) required to)\s+(?:provide|submit|give|supply|disclose)\s+(?:full\s+)?(?:information|details)\s+(?:about|on|of|regarding|concerning)\b|\b(?:inschrijvers?|gegadigden?)\s+(?:verstrekt|verstrekken|geeft|geven)\s+(?:(?:de|alle)\s+)?(?:informatie|gegevens)\s+(?:over|omtrent)\b|\bu\s+(?:verstrekt|geeft)\s+(?:(?:de|alle)\s+)?(?:informatie|gegevens)\s+(?:over|omtrent)\b`,
  'iu',
);

/** An account on the portal ('Proponents must hold a BC Bid account', 'u moet beschikken over een account'). */
const ACCOUNT = new RegExp(
  String.raw`\b${BIDDER}\s+(?:must|shall|(?:are|is) required to)\s+(?:hold|have|open|create|obtain|register for)\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,3}?account\b|\b(?:${BIDDER}|u|je)\s+(?:moet|moeten|dient|dienen)\s+(?:te\s+)?(?:beschikken|beschikt)\s+over\s+een\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*account\b|\b(?:${BIDDER}|u|je)\s+(?:moet|moeten|dient|dienen)\b[^.]{0,40}\baccount\b[^.]{0,20}\b(?:hebben|aanmaken|aan te maken)\b`,
  'iu',
);

/**
 * An amendment that deletes and replaces a requirement or amends it to read ('Mandatory criterion
 * M5 is deleted and replaced with: "…"', 'The distance in CP6 is amended to read: "…"',
 * 'Geschiktheidseis 4.4.2 wordt: …', 'In eis E3 wordt "vijf" gewijzigd in "drie"'): its new
 * wording is the requirement now in force.
 */
const AMENDED = new RegExp(
  String.raw`\b${REQUIREMENT}\s+${CODE}\s*(?::\s*|is\s+|are\s+|wordt\s+)?(?:(?:deleted|removed|withdrawn)\s+and\s+)?(?:replaced (?:by|with)|amended to read|amended as follows|gewijzigd in|vervangen door)|\b${REQUIREMENT}\s+${CODE}\s+(?:wordt|luidt|komt te luiden)\s*:|\b(?:in|of|van)\s+(?:${REQUIREMENT}\s+)?${CODE}\s+(?:is|are|wordt|worden)\s+(?:amended to read|changed to|gewijzigd in|vervangen door)`,
  'iu',
);

/**
 * Read first: an amended requirement repeats the old one's words, which a rule read before would
 * take for a repeat of it and drop.
 */
export const AMENDED_RULES: readonly [RequirementKind, RegExp][] = [['other', AMENDED]];

/** Read after the other rules. */
export const FURTHER_RULES: readonly [RequirementKind, RegExp][] = [
  ['knockout', CONSEQUENCES],
  ['declaration', SIGNED_FORM],
  ['declaration', ADDED_DECLARATION],
  ['declaration', INFORMATION],
  ['other', ACCOUNT],
];
