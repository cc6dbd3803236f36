/**
 * What a requirement is measured by (issue 19, draft coverage on set 3): the words of its subject,
 * not the item's number, the bidder's undertaking around it, a pointer to a note or an
 * abbreviation it defines. Wording written for these tests, in English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import { requirementSubject } from './draftRequirementSubject';
import { quoted } from './draftTestWorld';

const NL_OTHERS = [
  '2.1. De opdrachtnemer levert een maandelijkse rapportage over de beschikbaarheid.',
  '2.2. De opdrachtnemer meldt storingen binnen een uur.',
  '2.4. De opdrachtnemer houdt een register van wijzigingen bij.',
];
const EN_OTHERS = [
  '3.1. The supplier delivers a monthly report on availability.',
  '3.2. The supplier reports outages within one hour.',
  '3.4. The supplier keeps a register of changes.',
];

describe('the words a requirement is measured by', () => {
  it("leaves out the item's number or letter, not a number the requirement says", () => {
    expect(requirementSubject('2.3. De back-ups staan in twee datacenters.')).toBe(
      'De back-ups staan in twee datacenters.',
    );
    expect(requirementSubject('1.7 Data stays in the Netherlands.')).toBe(
      'Data stays in the Netherlands.',
    );
    expect(requirementSubject('b. wrote unit tests for their code')).toBe(
      'wrote unit tests for their code',
    );
    expect(requirementSubject('24 uur per dag is de servicedesk bereikbaar.')).toBe(
      '24 uur per dag is de servicedesk bereikbaar.',
    );
  });

  it("leaves out the bidder's undertaking, in either language", () => {
    expect(
      requirementSubject('De opdrachtnemer garandeert dat alle back-ups versleuteld zijn.'),
    ).toBe('alle back-ups versleuteld zijn.');
    expect(requirementSubject('De inschrijver zorgt ervoor dat de data binnen de EU blijft.')).toBe(
      'de data binnen de EU blijft.',
    );
    expect(requirementSubject('The supplier shall ensure that all backups are encrypted.')).toBe(
      'all backups are encrypted.',
    );
    expect(requirementSubject('The tenderer guarantees, where a subcontractor hosts, that …')).toBe(
      'where a subcontractor hosts, that …',
    );
    // A bidder that does something is the subject, not an undertaking.
    expect(requirementSubject('De opdrachtnemer levert een maandrapportage.')).toBe(
      'De opdrachtnemer levert een maandrapportage.',
    );
  });

  it('leaves out a pointer to a note or an annex in brackets, not an example', () => {
    expect(requirementSubject('include people (see note #1) in the design process')).toBe(
      'include people in the design process',
    );
    expect(
      requirementSubject('De inschrijver levert een exitplan (zie bijlage 4) bij de offerte.'),
    ).toBe('De inschrijver levert een exitplan bij de offerte.');
    expect(requirementSubject('Koppelingen gebruiken beveiligde protocollen (zoals TLS).')).toBe(
      'Koppelingen gebruiken beveiligde protocollen (zoals TLS).',
    );
    // An annex named alone in brackets is the same pointer (seventeenth set).
    expect(requirementSubject('de ingevulde gedragscode voor leveranciers (bijlage 6)')).toBe(
      'de ingevulde gedragscode voor leveranciers',
    );
    expect(requirementSubject('The completed supplier code of conduct (Annex 6).')).not.toMatch(
      /Annex|6/,
    );
  });

  it('counts an abbreviation the requirement defines once', () => {
    expect(requirementSubject('Data blijft binnen de Europese Economische Ruimte (EER).')).toBe(
      'Data blijft binnen de Europese Economische Ruimte.',
    );
    expect(requirementSubject('Hosted on a Platform as a Service (PaaS) provider.')).toBe(
      'Hosted on a Platform as a Service provider.',
    );
    // Brackets that do not spell the words before them stay.
    expect(requirementSubject('The app follows the guidelines (WCAG) for all screens.')).toBe(
      'The app follows the guidelines (WCAG) for all screens.',
    );
  });
});

describe('evidence for a requirement framed as an undertaking or numbered', () => {
  it('is met by a sentence that states the subject (nl)', async () => {
    expect(
      await quoted(
        [
          '2.3. De opdrachtnemer garandeert dat alle back-ups versleuteld worden bewaard.',
          ...NL_OTHERS,
        ],
        'Beheer\nOnze back-ups zijn versleuteld.',
      ),
    ).toEqual(['Onze back-ups zijn versleuteld.']);
  });

  it('is met by a sentence that states the subject (en)', async () => {
    expect(
      await quoted(
        ['3.3. The supplier shall ensure that every backup is stored encrypted.', ...EN_OTHERS],
        'Operations\nAll our backups are encrypted.',
      ),
    ).toEqual(['All our backups are encrypted.']);
  });

  it('still leaves a requirement on another subject a gap', async () => {
    expect(
      await quoted(
        [
          '2.3. De opdrachtnemer garandeert dat alle back-ups versleuteld worden bewaard.',
          ...NL_OTHERS,
        ],
        'Beheer\nWij leveren elke maand een rapportage over de beschikbaarheid van de diensten.',
      ),
    ).toEqual([]);
  });
});
