/**
 * Evidence classes found on the fifteenth draft-coverage set (issue 19, item 2), each in both
 * languages with wording written for these tests:
 * - a conditions table's assessment cell read into its row's line ('… Pass/Fail', '… Scored 0-5;
 *   minimum score 3', '… Voldaan/niet voldaan') is how the buyer marks it, not what the company
 *   shows;
 * - a turnover demand is answered only by a sentence that states an amount, however well another
 *   says 'annual' ('jaarlijkse controle-audits'), and a figure for a financial year ending on a
 *   date ('year to 30 June 2026 GBP …') is an annual one; a tax office's name ('the Revenue
 *   Commissioners') or a turnover that only conditions the demand is no turnover demand;
 * - a lead-in to the conditions below names them one by one too ('every condition below').
 */
import { describe, expect, it } from 'vitest';
import { requirementSubject } from './draftRequirementSubject';
import { withPhrases } from './draftPhrases';
import { pointsElsewhere } from './draftSubjectless';
import { asksForTurnover } from './draftTurnoverEvidence';
import { quoted } from './draftTestWorld';

const EN_OTHERS = [
  'Describe how you will plan the mowing rounds across the district.',
  'Set out how you will keep the public informed about closures.',
  'Explain how you will recruit apprentices from the area.',
];
const NL_OTHERS = [
  'Beschrijf hoe u de maairondes in het district plant.',
  'Geef aan hoe u omwonenden informeert over afsluitingen.',
  'Licht toe hoe u leerlingen uit de regio werft.',
];

describe('an assessment cell is no subject', () => {
  it.each([
    ['PQ3 Public liability insurance of £2 million Pass/Fail', 'Public liability insurance of'],
    [
      'PQ5 Three examples of tree surgery contracts in the last five years Scored 0-10; minimum score 6',
      'tree surgery contracts',
    ],
    [
      'G2 De inschrijver beschikt over een erkenning als boomverzorger Voldaan/niet voldaan',
      'een erkenning als boomverzorger',
    ],
  ])('%s', (requirement, subject) => {
    expect(requirementSubject(requirement)).toBe(subject);
  });

  it('keeps a scale that is what the demand asks about', () => {
    // A score asked of the company's own customers is its subject, not the buyer's marking.
    expect(requirementSubject('Customer satisfaction scored 8 or higher by our tenants')).toMatch(
      /scored 8 or higher/,
    );
  });
});

describe('a turnover demand is answered by an amount', () => {
  it('en: a sentence about annual audits does not answer the annual turnover', async () => {
    expect(
      await quoted(
        ['Minimum annual turnover of £400,000 in the last financial year Pass/Fail', ...EN_OTHERS],
        'The certificate stays valid as long as the annual surveillance audits are passed.',
      ),
    ).toEqual([]);
  });

  // A guard: the Dutch demand was not answered by it before either.
  it('nl: een zin over jaarlijkse audits is geen jaaromzet', async () => {
    expect(
      await quoted(
        ['De jaaromzet bedraagt ten minste € 400.000 Voldaan/niet voldaan', ...NL_OTHERS],
        'Het certificaat blijft geldig zolang de jaarlijkse controle-audits worden doorstaan.',
      ),
    ).toEqual([]);
  });

  it('en: the figure for a financial year ending on a date answers it', async () => {
    const line = 'Greenway Arborists Ltd: year to 30 June 2026 GBP 980,000.';
    expect(withPhrases(line)).toMatch(/annual/);
    expect(
      await quoted(
        ['Minimum annual turnover of £400,000 in the most recent financial year', ...EN_OTHERS],
        `Company profile\n\nTurnover (audited):\n${line}`,
      ),
    ).toContain(line);
  });

  it('nl: een boekjaar dat op een datum eindigt is een jaarcijfer', () => {
    expect(withPhrases('Boekjaar eindigend op 31 maart 2026: € 1,2 miljoen.')).toMatch(/jaarlijks/);
  });
});

describe('what is no turnover demand', () => {
  it.each([
    ['The Revenue Commissioners must confirm the tenderer is tax compliant.', false],
    ['Bidders with a turnover of £40 million or more shall publish a carbon plan.', false],
    ['Inschrijvers met een jaaromzet boven € 50 miljoen leveren een CO2-plan.', false],
    ['Minimum annual revenue of £1 million', true],
    ['De gemiddelde jaaromzet bedraagt ten minste € 800.000.', true],
  ])('%s', (text, asks) => {
    expect(asksForTurnover(text)).toBe(asks);
  });

  it('a lead-in to the conditions below, one by one, is no demand', () => {
    expect(pointsElsewhere('Applicants must satisfy every condition below.')).toBe(true);
    expect(pointsElsewhere('De gegadigde voldoet aan elke onderstaande eis.')).toBe(true);
  });
});
