/**
 * Classes of the plan found on the twelfth draft-coverage set (issue 19, item 1), each in both
 * languages with wording written for these tests:
 * - an award table headed 'No. | Award criterion | Weighting' ('Nr. | Gunningscriterium |
 *   Weging') gives its rows as the criteria the bid answers, when the facts named only the split
 *   between price and quality: its header's 'No.' is an abbreviation, not a sentence's end;
 * - a lots table ('Lot | Description', 'Perceel | Omschrijving') names what the bid may be for:
 *   its rows are no demands;
 * - the ESPD's section ('4.1 European Single Procurement Document', '4.1 Uniform Europees
 *   Aanbestedingsdocument') is part of the qualification, its demands planned there, even when
 *   the chapter's own title above it was not read as a heading.
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { allRequirements, criterion, planOf } from './planTestWorld';

const plan = (lines: string[], criteria: AwardCriterionFact[], language: 'en' | 'nl') =>
  allRequirements(planOf(lines.join('\n'), criteria, language)).join('\n');

describe("an award table's rows are the criteria the bid answers", () => {
  it('en: No. | Award criterion | Weighting', () => {
    const planned = plan(
      [
        '6 Award',
        '',
        'The contract goes to the best price-quality ratio: price 40% and quality 60%.',
        '',
        'No. | Award criterion | Weighting',
        'Q1 | Mobilisation of the cleaning teams | 20%',
        'Q2 | Hygiene standards in the kitchens | 25%',
        'Q3 | Waste separation and reporting | 15%',
        'P | Price | 40%',
      ],
      [criterion('Price', 40), criterion('Quality', 60)],
      'en',
    );
    expect(planned).toMatch(/Mobilisation of the cleaning teams/);
    expect(planned).toMatch(/Hygiene standards in the kitchens/);
    expect(planned).toMatch(/Waste separation and reporting/);
  });

  it('nl: Nr. | Gunningscriterium | Weging', () => {
    const planned = plan(
      [
        '6 Gunning',
        '',
        'De opdracht wordt gegund op de beste prijs-kwaliteitverhouding: prijs 40% en kwaliteit 60%.',
        '',
        'Nr. | Gunningscriterium | Weging',
        'Q1 | Inzet van de schoonmaakploegen | 20%',
        'Q2 | Hygiëne in de keukens | 25%',
        'Q3 | Afvalscheiding en rapportage | 15%',
        'P | Prijs | 40%',
      ],
      [criterion('Prijs', 40), criterion('Kwaliteit', 60)],
      'nl',
    );
    expect(planned).toMatch(/Inzet van de schoonmaakploegen/);
    expect(planned).toMatch(/Hygiëne in de keukens/);
    expect(planned).toMatch(/Afvalscheiding en rapportage/);
  });
});

describe("a lots table's rows are no demands", () => {
  it('en: Lot | Description', () => {
    const planned = plan(
      [
        '2 The contract',
        '',
        'Lot | Description',
        'A | Daily cleaning of the offices and meeting rooms (about 9,000 m²)',
        'B | Window cleaning of the high-rise buildings, twice a year',
        '',
        '3 Requirements',
        '',
        'The contractor must provide its own cleaning materials and equipment.',
      ],
      [criterion('Price', 40), criterion('Quality', 60)],
      'en',
    );
    expect(planned).not.toMatch(/Daily cleaning of the offices|Window cleaning/);
    expect(planned).toMatch(/own cleaning materials/);
  });

  it('nl: Perceel | Omschrijving', () => {
    const planned = plan(
      [
        '2 De opdracht',
        '',
        'Perceel | Omschrijving',
        'A | Dagelijkse schoonmaak van kantoren en vergaderruimten (circa 9.000 m²)',
        'B | Glasbewassing van de hoogbouw, twee keer per jaar',
        '',
        '3 Eisen',
        '',
        'De opdrachtnemer moet eigen schoonmaakmiddelen en materieel leveren.',
      ],
      [criterion('Prijs', 40), criterion('Kwaliteit', 60)],
      'nl',
    );
    expect(planned).not.toMatch(/Dagelijkse schoonmaak|Glasbewassing/);
    expect(planned).toMatch(/eigen schoonmaakmiddelen/);
  });
});

describe("the ESPD's demands are qualification demands", () => {
  it('en: European Single Procurement Document', () => {
    const planned = plan(
      [
        '4.1 European Single Procurement Document',
        '',
        '4.1.1 Every bidder must submit a completed ESPD together with its tender.',
        '4.1.2 A bidder to whom a mandatory ground for exclusion applies shall be excluded.',
      ],
      [criterion('Price', 40), criterion('Quality', 60)],
      'en',
    );
    expect(planned).toMatch(/completed ESPD/);
  });

  it('nl: Uniform Europees Aanbestedingsdocument', () => {
    const planned = plan(
      [
        '4.1 Uniform Europees Aanbestedingsdocument',
        '',
        '4.1.1 Elke inschrijver moet het UEA volledig ingevuld meesturen met zijn inschrijving.',
        '4.1.2 Een inschrijver op wie een verplichte uitsluitingsgrond van toepassing is, wordt uitgesloten.',
      ],
      [criterion('Prijs', 40), criterion('Kwaliteit', 60)],
      'nl',
    );
    expect(planned).toMatch(/UEA volledig ingevuld/);
  });
});
