/**
 * Suitability demands written with a figure that the earlier rules did not read (issue 17, the
 * studied probe sets' requirements, docs/decisions.md "Knock-outs and requirements on the
 * studied probes"):
 * - years of experience with a possessive or a qualifier ('at least eight (8) years'
 *   post-registration experience', 'minimaal vijf jaar aantoonbare werkervaring');
 * - similar services, works or supplies rather than 'contracts' ('minstens drie gelijkaardige
 *   diensten', 'at least two comparable works');
 * - a single contract ('at least one (1) contract for …') and a compound 'opdracht'
 *   ('ten minste één WOZ-taxatieopdracht van …', 'minimaal twee onderhoudsopdrachten');
 * - a named standard met 'demonstrably' ('voldoet aantoonbaar aan NEN-EN 1729') and an
 *   accreditation to a standard ('geaccrediteerd volgens NEN-EN-ISO/IEC 17020').
 * Each rule opens on its rare minimum or verb, so no long scan starts at a frequent word.
 */
import type { RequirementKind } from '../../model/documentFacts';
import { gateOf, gatedRule } from './ruleGate';

const SMALL = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|één|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|twaalf|vijftien|twintig)(?:\s*\(\d{1,2}\))?`;
const AT_LEAST = String.raw`(?:at least|a minimum of|minimum of|not less than|no fewer than|minstens|ten minste|tenminste|minimaal)`;

const EXPERIENCE = gatedRule(
  gateOf('experience|ervaring'),
  new RegExp(
    String.raw`\b${AT_LEAST}\s+${SMALL}\s+years?['’]?\s+(?:of\s+)?(?:[\p{L}-]+\s+){0,2}?experience\b|\b${AT_LEAST}\s+${SMALL}\s+jaar\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}]*ervaring\b`,
    'iu',
  ),
);

const TRACK_RECORD = gatedRule(
  gateOf('at least|minimum|not less|no fewer|minstens|ten minste|tenminste|minimaal'),
  new RegExp(
    [
      String.raw`\b${AT_LEAST}\s+${SMALL}\s+(?:similar|comparable|gelijkaardige|vergelijkbare|soortgelijke)\s+(?:[\p{L}-]+\s+)?(?:services|works|supplies|deliveries|diensten|werken|leveringen|opdrachten)\b`,
      String.raw`\b${AT_LEAST}\s+(?:one|1|één|een)(?:\s*\(1\))?\s+(?:[\p{L}-]+\s+){0,2}?(?:contract|project|assignment|engagement|[\p{L}-]*opdracht|overeenkomst)\s+(?:for|of|in|with|performed|completed|delivered|voor|van|met|op|uitgevoerd)\b`,
      String.raw`\b${AT_LEAST}\s+${SMALL}\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+opdrachten\b`,
    ].join('|'),
    'iu',
  ),
);

const STANDARD = String.raw`(?:(?:de|het|the)\s+)?(?:(?:norm|standard)\s+)?(?:NEN-EN-ISO\/IEC|NEN-EN-ISO|NEN-EN|EN ISO\/IEC|EN ISO|ISO\/IEC|DIN|NEN|EN|ISO|BS(?: EN)?|IEC)[ -]?\d{3,5}`;
const STANDARD_MET = gatedRule(
  gateOf('aantoonbaar|volledig|demonstrably|fully|accredit'),
  new RegExp(
    [
      String.raw`\b(?:voldoen|voldoet|complies|comply|conforms?)\s+(?:aantoonbaar|volledig|demonstrably|fully)\s+(?:aan|with|to)\s+${STANDARD}\b`,
      String.raw`\b(?:geaccrediteerd|accredited)\s+(?:volgens|conform|naar|onder|to|against|under)\s+${STANDARD}\b`,
    ].join('|'),
    'iu',
  ),
);

export const FIGURE_RULES: readonly [RequirementKind, RegExp][] = [
  ['suitability', EXPERIENCE],
  ['references', TRACK_RECORD],
  ['certificate', STANDARD_MET],
];
