/**
 * Requirements about the bidder's standing and the security its bid carries (first seen on the
 * fifteenth probe set, docs/decisions.md
 * "Tender facts on the fifteenth probe set: other kinds"): a bid security the bid must be
 * accompanied by, a pre-qualification or accreditation the bidder must hold, and a professional
 * registration (chartered or registered status) of the bidder or its people. Read by
 * requirements.ts after the other rules.
 */
import type { RequirementKind } from '../../model/documentFacts';
import { gateOf, gatedRule } from './ruleGate';

/**
 * 'Each bid must be accompanied by a bid bond or certified cheque of 5% of the bid', 'De
 * inschrijving moet vergezeld gaan van een bankgarantie van 5% van de inschrijfsom': the security
 * named after the verb, where the earlier rule wants it before 'must'.
 */
const ACCOMPANIED_BY_SECURITY =
  /\b(?:must|shall|is to|are to)\s+be\s+accompanied\s+by\b[^.]{0,40}?\b(?:bond|security|guarantee|cheque|check|deposit)\b|\b(?:moet|moeten|dient|dienen)\b[^.]{0,40}?\bvergezeld\s+(?:te\s+)?(?:gaan\s+)?van\b[^.]{0,40}?(?:garantie|waarborgsom|borgtocht|borgstelling)\b/iu;

/**
 * 'Respondents must hold a current Totara pre-qualification at contract start', 'De inschrijver
 * beschikt over een geldige SafeGuard-prekwalificatie': a scheme's standing the bidder holds, as a
 * certificate is held.
 */
const HELD_STANDING =
  /\b(?:must|shall|(?:is|are) required to)\s+(?:hold|have|possess|maintain)\s+(?:a|an|the)\s+(?:valid\s+|current\s+)?(?:[\p{L}0-9/&-]+\s+){0,4}?(?:pre-?qualification|accreditation)\b|\b(?:beschikt|beschikken|beschik|moet|moeten)\b[^.]{0,20}?\bover\s+(?:een|het|de)\s+(?:geldige?\s+)?(?:[\p{L}0-9/&-]+\s+){0,3}?[\p{L}-]*(?:prekwalificatie|accreditatie)\b/iu;

/**
 * 'The nominated project lead is a Chartered Professional Engineer or holds equivalent
 * professional registration', 'De projectleider is registeringenieur of BIG-geregistreerd': a
 * person's registration in a profession, checked like a certificate.
 */
const PROFESSIONAL_REGISTRATION = gatedRule(
  gateOf('chartered|register|licensed|geregistreerd'),
  /\b(?:is|are|be)\s+(?:a\s+)?(?:chartered|registered|licensed)\s+(?:professional\s+)?(?:engineer|surveyor|architect|accountant|planner|geologist|quantity surveyor)s?\b|\b(?:holds?|has|have)\s+(?:an?\s+)?(?:equivalent\s+|current\s+|valid\s+)?professional registration\b|\b(?:is|zijn)\s+(?:een\s+)?register(?:accountant|architect|ingenieur|taxateur|makelaar)s?\b|\bBIG-geregistreerd\b/iu,
);

export const STANDING_RULES: readonly [RequirementKind, RegExp][] = [
  ['other', ACCOMPANIED_BY_SECURITY],
  ['certificate', HELD_STANDING],
  ['certificate', PROFESSIONAL_REGISTRATION],
];
