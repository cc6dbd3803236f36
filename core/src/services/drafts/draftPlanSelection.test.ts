/**
 * Classes of the plan found on the eighth draft-coverage set (issue 19, item 1), in both
 * languages with wording written for these tests: Belgian and EU procurement name the
 * qualification part 'kwalitatieve selectie' / 'qualitative selection' (or 'Uitsluiting en
 * selectie' / 'Exclusion and selection'), and its demands are planned in the qualification section.
 */
import { describe, expect, it } from 'vitest';
import { allRequirements, criterion, planOf } from './planTestWorld';

const planned = (lines: string[], names: string[], language: 'en' | 'nl') =>
  allRequirements(
    planOf(
      lines.join('\n'),
      names.map((n) => criterion(n, 100 / names.length, 3)),
      language,
      'Bestek.docx',
    ),
  ).join('\n');

describe('a qualitative-selection part is the qualification part', () => {
  it('en', () => {
    const text = planned(
      [
        'Part 2. Exclusion and selection',
        '',
        '2.2 Qualitative selection',
        '',
        '- The tenderer must hold a registration with the national food safety agency for preparing meals.',
        '- The tenderer must add at least three references of cleaning contracts for offices in the last five years.',
        '',
        'Part 3. Award criteria',
        '',
        '1. Price - 60 points',
        '2. Working method - 40 points',
      ],
      ['Price', 'Working method'],
      'en',
    );
    expect(text).toMatch(/national food safety agency/);
    expect(text).toMatch(/three references of cleaning contracts/);
  });

  it('nl', () => {
    const text = planned(
      [
        'Deel 2. Uitsluiting en selectie',
        '',
        '2.2 Kwalitatieve selectie',
        '',
        '- De inschrijver moet beschikken over een erkenning als aannemer in categorie D.',
        '- De inschrijver moet minstens drie referenties van schoonmaak van kantoren in de laatste vijf jaar toevoegen.',
        '',
        'Deel 3. Gunningscriteria',
        '',
        '1. Prijs - 60 punten',
        '2. Werkwijze - 40 punten',
      ],
      ['Prijs', 'Werkwijze'],
      'nl',
    );
    expect(text).toMatch(/erkenning als aannemer/);
    expect(text).toMatch(/drie referenties van schoonmaak/);
  });
});

describe("EU procurement's 'exclusion criteria' are the qualification part", () => {
  it('en', () => {
    const text = planned(
      [
        '4.1 Exclusion criteria',
        '',
        'Every tenderer must sign the declaration on honour of Annex II stating that it is not bankrupt.',
        '',
        '4.2 Delivery schedule',
        '',
        'Deliveries are made on weekdays.',
        '',
        '5. Award criteria',
        '',
        '1. Price - 60 points',
        '2. Working method - 40 points',
      ],
      ['Price', 'Working method'],
      'en',
    );
    expect(text).toMatch(/declaration on honour of Annex II/);
  });

  it('nl', () => {
    const text = planned(
      [
        '4.1 Uitsluitingscriteria',
        '',
        'Elke inschrijver moet de verklaring op erewoord van bijlage II ondertekenen waarin staat dat hij niet failliet is.',
        '',
        '4.2 Leveringsschema',
        '',
        'De leveringen gebeuren op weekdagen.',
        '',
        '5. Gunningscriteria',
        '',
        '1. Prijs - 60 punten',
        '2. Werkwijze - 40 punten',
      ],
      ['Prijs', 'Werkwijze'],
      'nl',
    );
    expect(text).toMatch(/verklaring op erewoord van bijlage II/);
  });
});
