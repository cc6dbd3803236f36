/**
 * Classes of the plan found on the seventh draft-coverage set (issue 19, item 1), each in both
 * languages with wording written for these tests:
 * - a scoring scale's grades ('3 Adequate: …', '6 Voldoende: …') are no demands;
 * - a criteria row with its weight after a dash or colon ('A1 Ease of use - 40%') is the
 *   criterion, never a demand under the price;
 * - an award table's rows read as coded titles under the price are the quality criterion's parts;
 * - a section's requirements stand in the tender's order.
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { allRequirements, criterion, planOf, requirementsBySection } from './planTestWorld';

const plan = (lines: string[], criteria: AwardCriterionFact[], language: 'en' | 'nl') =>
  planOf(lines.join('\n'), criteria, language);
const bySection = requirementsBySection;

describe('a scoring scale is no demand', () => {
  it('en: grades of the quality answers', () => {
    const p = plan(
      [
        '5. Evaluation',
        '',
        '5.1 Marking of quality answers',
        '',
        'Each answer is marked from 0 to 5 by the panel:',
        '• 5 Excellent: a complete answer backed by evidence',
        '• 3 Adequate: answers most of the question',
        '• 0 Unacceptable: no answer given',
        '',
        'Bidders must describe how they will move the archive to the new platform within six months.',
      ],
      [criterion('Quality', 70), criterion('Price', 30)],
      'en',
    );
    const planned = allRequirements(p).join('\n');
    expect(planned).not.toMatch(/Excellent|Adequate|Unacceptable/);
    expect(planned).toMatch(/move the archive/);
  });

  it('nl: cijfers van de kwaliteitsbeoordeling', () => {
    const p = plan(
      [
        '5 Beoordeling',
        '',
        '5.1 Beoordeling van de kwaliteit',
        '',
        'Elk antwoord krijgt van de commissie een score van 0 tot 10:',
        '• 10 Uitstekend: de aanpak is volledig en onderbouwd',
        '• 6 Voldoende: de aanpak sluit grotendeels aan',
        '• 2 Onvoldoende: de aanpak ontbreekt',
        '',
        'De inschrijver moet beschrijven hoe hij het archief binnen zes maanden overzet.',
      ],
      [criterion('Kwaliteit', 70), criterion('Prijs', 30)],
      'nl',
    );
    const planned = allRequirements(p).join('\n');
    expect(planned).not.toMatch(/Uitstekend|Voldoende|Onvoldoende/);
    expect(planned).toMatch(/archief/);
  });
});

describe('a criteria row with its weight after a dash or a colon is the criterion', () => {
  it('en: no row of the table planned as a demand, with its weight', () => {
    const p = plan(
      [
        '6. Award',
        '',
        'Price: 35%',
        'Quality: 65%, as follows:',
        '• A1 Ease of use of the app - 40%',
        '• A2 Handover to the next supplier – 25%',
      ],
      [
        criterion('Price', 35),
        criterion('Quality', 65),
        criterion('Ease of use of the app', 40),
        criterion('Handover to the next supplier', 25),
      ],
      'en',
    );
    expect(allRequirements(p).filter((t) => /%/.test(t))).toEqual([]);
  });

  it('nl: geen rij van de tabel als eis, met haar weging', () => {
    const p = plan(
      [
        '6 Gunning',
        '',
        'Prijs: 30%',
        'Kwaliteit: 70%, als volgt opgebouwd:',
        '• W1 Gebruiksgemak van de app - 40%',
        '• W2 Overdracht aan de volgende leverancier – 30%',
      ],
      [
        criterion('Prijs', 30),
        criterion('Kwaliteit', 70),
        criterion('Gebruiksgemak van de app', 40),
        criterion('Overdracht aan de volgende leverancier', 30),
      ],
      'nl',
    );
    expect(allRequirements(p).filter((t) => /%/.test(t))).toEqual([]);
  });
});

describe('coded titles of the award table under the price are the quality criterion’s parts', () => {
  it('en: the table follows the price paragraph', () => {
    const p = plan(
      [
        '4. Evaluation',
        '',
        '4.1 Price',
        '',
        'The lowest compliant price receives the full 40%.',
        '',
        'Award criteria and weightings',
        '',
        '• C1. Service design and onboarding of users',
        '• C2. Hosting, backup and recovery',
        '• C3. Social value: local jobs',
      ],
      [criterion('Quality', 60), criterion('Price', 40)],
      'en',
    );
    const sections = bySection(p);
    expect(sections['Quality']?.join('\n')).toMatch(/Service design[\s\S]*Hosting[\s\S]*Social/);
    expect(sections['Price']?.join('\n') ?? '').not.toMatch(/Service design|Hosting|Social/);
  });

  it('nl: de tabel volgt op de alinea over de prijs', () => {
    const p = plan(
      [
        '4 Beoordeling',
        '',
        '4.1 Prijs',
        '',
        'De laagste geldige prijs krijgt de volle 40%.',
        '',
        'Gunningscriteria en wegingen',
        '',
        '• C1. Dienstontwerp en inwerken van gebruikers',
        '• C2. Hosting, back-up en herstel',
        '• C3. Sociale waarde: lokale banen',
      ],
      [criterion('Kwaliteit', 60), criterion('Prijs', 40)],
      'nl',
    );
    const sections = bySection(p);
    expect(sections['Kwaliteit']?.join('\n')).toMatch(/Dienstontwerp[\s\S]*Hosting[\s\S]*Sociale/);
    expect(sections['Prijs']?.join('\n') ?? '').not.toMatch(/Dienstontwerp|Hosting|Sociale/);
  });
});

describe('a section’s requirements in the tender’s order', () => {
  it('en: the specification’s demands before the criterion’s own, as the tender has them', () => {
    const p = plan(
      [
        '2 Functional requirements',
        '',
        '• The Supplier must export every case to CSV.',
        '• The Supplier must keep an audit trail of every change.',
        '',
        '3 Award criteria',
        '',
        '3.1 Approach',
        '',
        'Describe how you will migrate the existing cases.',
      ],
      [criterion('Approach', 100)],
      'en',
    );
    const texts = bySection(p)['Approach'] ?? [];
    const at = (re: RegExp) => texts.findIndex((t) => re.test(t));
    expect(at(/CSV/)).toBeGreaterThanOrEqual(0);
    expect(at(/CSV/)).toBeLessThan(at(/audit trail/));
    expect(at(/audit trail/)).toBeLessThan(at(/migrate/));
  });

  it('nl: de eisen uit het programma vóór die onder het criterium, zoals de leidraad ze noemt', () => {
    const p = plan(
      [
        '2 Eisen',
        '',
        '• Het systeem moet elke zaak naar CSV exporteren.',
        '• Het systeem moet elke wijziging in een logboek vastleggen.',
        '',
        '3 Gunningscriteria',
        '',
        '3.1 Plan van aanpak',
        '',
        'Beschrijf hoe je de bestaande zaken overzet.',
      ],
      [criterion('Plan van aanpak', 100)],
      'nl',
    );
    const texts = bySection(p)['Plan van aanpak'] ?? [];
    const at = (re: RegExp) => texts.findIndex((t) => re.test(t));
    expect(at(/CSV/)).toBeGreaterThanOrEqual(0);
    expect(at(/CSV/)).toBeLessThan(at(/logboek/));
    expect(at(/logboek/)).toBeLessThan(at(/overzet/));
  });
});
