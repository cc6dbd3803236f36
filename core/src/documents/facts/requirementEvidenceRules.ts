/**
 * Requirements stated as the evidence or standing a bidder must have rather than as 'must'
 * (eighth probe set): insurance cover named by its type and amount, tax compliance, staff
 * vetting, a qualified electronic signature, a licence or 'erkenning', and a requirement an
 * amendment rewords without a number. Each is a requirement for the user to check ('other' or
 * 'certificate'), read after the rules of requirementRules.ts. A rule with a common subject
 * ('staff', 'the requirement') is anchored on its rare word and checks the subject behind it.
 */
import type { RequirementKind } from '../../model/documentFacts';
import { gateOf, gatedRule } from './ruleGate';

const AMOUNT = String.raw`(?:€|£|\$|EUR|GBP|USD)\s?\d`;

export const EVIDENCE_RULES: readonly [RequirementKind, RegExp][] = [
  // Insurance cover named by its type and an amount, without the word 'insurance' ('Public
  // Liability £10 million', 'Employer's Liability cover of €13,000,000', 'Professional Indemnity:
  // £2m', 'beroepsaansprakelijkheid minimaal € 1.000.000 per aanspraak', 'dekking van minimaal €
  // 1.500.000 per aanspraak').
  [
    'other',
    new RegExp(
      String.raw`\b(?:(?:public|product|employer['’]?s|professional|third[- ]party)\s+(?:liability|indemnity)|(?:beroeps|bedrijfs|product)aansprakelijkheid)\b[^.]{0,40}?${AMOUNT}|\b(?:dekking|verzekerd bedrag|cover|coverage|limit of indemnity)\s+(?:van|of)\s+(?:minimaal\s+|ten minste\s+|minstens\s+|at least\s+|not less than\s+)?${AMOUNT}[\d.,]*[^.]{0,40}?\b(?:per (?:aanspraak|gebeurtenis|claim|occurrence|event|jaar|year)|in the aggregate)\b`,
      'iu',
    ),
  ],
  // Tax compliance the bidder must show ('A valid Tax Clearance Access Number', 'a current tax
  // compliance certificate', 'Verklaring betalingsgedrag nakoming fiscale verplichtingen', 'een
  // attest waaruit blijkt dat hij in orde is met zijn fiscale schulden').
  [
    'other',
    gatedRule(
      gateOf('tax |betalingsgedrag|fiscale|sociale zekerheid'),
      /\b(?:valid|current|up-to-date)\s+(?:[\p{L}-]+\s+){0,2}?tax (?:clearance|compliance)\b|\btax clearance (?:certificate|access number|cert)\b|\bverklaring (?:omtrent het )?betalingsgedrag\b|\b(?:attest|bewijs|verklaring)\b[^.]{0,60}\b(?:fiscale (?:en sociale )?(?:schulden|verplichtingen)|sociale zekerheid)\b/iu,
    ),
  ],
  // Staff vetting or screening the people must hold ('All staff … must hold … Non Police Personnel
  // Vetting Level 2', 'must have a valid DBS check', 'Medewerkers beschikken over een VOG').
  [
    'other',
    /\b(?:vetting|security clearance|(?:enhanced )?DBS(?: check| clearance)?|Disclosure and Barring|verklaring omtrent het gedrag|VOG|veiligheidsonderzoek|veiligheidsmachtiging|veiligheidsattest|screening)\b(?<=\b(?:staff|personnel|employees|operatives|consultants|medewerkers|personeel|werknemers|personeelsleden)\b[^.]{0,200})(?<=\b(?:must|shall|moeten|dienen|beschikken|hebben)\b[^.]{0,120})/iu,
  ],
  // The bid or its report signed with an electronic signature ('must be signed with a qualified
  // electronic signature', 'Het indieningsrapport wordt ondertekend met een gekwalificeerde
  // elektronische handtekening').
  [
    'other',
    /\b(?:signed|ondertekend|getekend)\b[^.]{0,40}?\b(?:with|using|by means of|met|door middel van)\s+(?:a|an|een|de)\s+(?:(?:qualified|advanced|gekwalificeerde|geavanceerde)\s+)?(?:electronic signature|e-signature|elektronische handtekening)\b/iu,
  ],
  // A licence or recognition the bidder holds ('Een erkenning als carrossier', 'erkend in
  // categorie C, klasse 4', 'must hold a valid operator's licence', 'accredited by UKAS').
  [
    'certificate',
    gatedRule(
      gateOf('erken|licen|accredit'),
      /\b(?:een|de|geldige)\s+erkenning\s+(?:als|in|voor|van)\b|\berkend\s+(?:als|in (?:de )?categorie|in klasse)\b|\b(?:must|shall)\s+(?:hold|have|possess)\s+(?:a|an|the)\s+(?:valid\s+|current\s+)?(?:[\p{L}'’-]+\s+){0,2}?(?:licen[cs]e|accreditation)\b|\baccredited (?:by|to|under)\s+(?:the\s+)?(?:UKAS|RvA|BELAC|COFRAC|DAkkS|INAB|NATA)\b/iu,
    ),
  ],
  // A requirement an amendment rewords, named by its words rather than a number ('De eis van een
  // werkplaats op 40 km wordt vervangen door: …', 'The requirement for ISO 9001 is replaced by …').
  [
    'other',
    /\b(?:wordt vervangen door|komt te luiden|wordt gewijzigd in|(?:is|shall be|has been) (?:replaced by|amended to read|changed to))(?<=\b(?:de|het|the)\s+(?:eis|vereiste|voorwaarde|minimumeis|selectie-?eis|geschiktheidseis|requirement|condition|minimum standard|selection criterion)\b[^.:]{0,160})/iu,
  ],
];
