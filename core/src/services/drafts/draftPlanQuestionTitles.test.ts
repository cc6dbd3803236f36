/**
 * Two classes of the plan found on the sixth draft-coverage set (issue 19, item 1), each in both
 * languages with wording written for these tests:
 * - a questions appendix that repeats each criterion's title with its weight ('Q2.1 Delivery
 *   (weighting 30%)') and asks its question below it: the question is the criterion's demand, and
 *   neither the title nor the row of a length-limit table ('Q2.1 Delivery 2,000 words') is one;
 * - a qualification part under the names procurement law gives it ('Conditions of participation',
 *   'Technical ability', 'Voorwaarden voor deelname', 'Technische bekwaamheid'): its demands are
 *   the qualification section's, an exclusion ground stated by its consequence ('… will be
 *   excluded', '… wordt van deelname uitgesloten') among them.
 */
import { describe, expect, it } from 'vitest';
import { criterion, planOf, requirementsBySection } from './planTestWorld';

const plan = planOf;
const bySection = requirementsBySection;

describe('a questions appendix: the question under a criterion title is its demand', () => {
  it('en: titles with their weighting, and a table of length limits', () => {
    const p = plan(
      [
        '3. Award',
        '',
        'Q2.1 Delivery approach 2,000 words',
        'Q2.2 Account management three (3) sides of A4',
        '',
        'Appendix B: Questions to answer',
        'Bidders must answer every question in the form provided.',
        '',
        'Q2.1 Delivery approach (weighting 30%)',
        '',
        'Explain how you will roll out the new booking system to all libraries.',
        '',
        'Q2.2 Account management (weighting 20%)',
        '',
        'Set out how you will report on performance each quarter.',
      ].join('\n'),
      [criterion('Delivery approach', 30), criterion('Account management', 20)],
      'en',
    );
    const sections = bySection(p);
    expect(sections['Delivery approach']).toEqual([
      'Explain how you will roll out the new booking system to all libraries.',
    ]);
    expect(sections['Account management']).toEqual([
      'Set out how you will report on performance each quarter.',
    ]);
  });

  it('nl: titels met hun weging, en een tabel met het maximale aantal pagina’s', () => {
    const p = plan(
      [
        '3 Gunning',
        '',
        'K2.1 Aanpak van de uitrol maximaal 3 pagina’s',
        'K2.2 Contractmanagement 1.500 woorden',
        '',
        'Bijlage B: Te beantwoorden vragen',
        'De Inschrijver beantwoordt elke vraag in het bijgevoegde format.',
        '',
        'K2.1 Aanpak van de uitrol (weging 30%)',
        '',
        'Beschrijf hoe je het nieuwe reserveringssysteem in alle bibliotheken invoert.',
        '',
        'K2.2 Contractmanagement (weging 20%)',
        '',
        'Geef aan hoe je elk kwartaal over de prestaties rapporteert.',
      ].join('\n'),
      [criterion('Aanpak van de uitrol', 30), criterion('Contractmanagement', 20)],
      'nl',
    );
    const sections = bySection(p);
    expect(sections['Aanpak van de uitrol']).toEqual([
      'Beschrijf hoe je het nieuwe reserveringssysteem in alle bibliotheken invoert.',
    ]);
    expect(sections['Contractmanagement']).toEqual([
      'Geef aan hoe je elk kwartaal over de prestaties rapporteert.',
    ]);
  });
});

describe('a qualification part under the names procurement law gives it', () => {
  it('en: conditions of participation, technical ability', () => {
    const p = plan(
      [
        '6. Conditions of participation',
        '',
        '6.1 Technical ability',
        '',
        '• Bidders must hold a current ISO 22301 certificate for business continuity.',
        '• Bidders must provide three references from similar library contracts.',
        '',
        '6.2 Insurance',
        '',
        'The bidder must hold public liability insurance of at least £10 million.',
        '',
        '6.3 Exclusion grounds',
        '',
        'A bidder to whom one of the mandatory exclusion grounds applies will be excluded from the procedure.',
      ].join('\n'),
      [criterion('Delivery approach', 60), criterion('Price', 40)],
      'en',
    );
    expect(bySection(p)['Qualification']).toEqual([
      'Bidders must hold a current ISO 22301 certificate for business continuity.',
      'Bidders must provide three references from similar library contracts.',
      'The bidder must hold public liability insurance of at least £10 million.',
      'A bidder to whom one of the mandatory exclusion grounds applies will be excluded from the procedure.',
    ]);
  });

  it('nl: voorwaarden voor deelname, technische bekwaamheid', () => {
    const p = plan(
      [
        '6 Voorwaarden voor deelname',
        '',
        '6.1 Technische bekwaamheid',
        '',
        '• De Inschrijver beschikt over een geldig ISO 22301-certificaat voor bedrijfscontinuïteit.',
        '• De Inschrijver noemt drie referenties van vergelijkbare opdrachten voor bibliotheken.',
        '',
        '6.2 Verzekering',
        '',
        'De Inschrijver heeft een aansprakelijkheidsverzekering van ten minste EUR 2.500.000.',
        '',
        '6.3 Uitsluitingsgronden',
        '',
        'Een Inschrijver op wie een van de facultatieve uitsluitingsgronden van toepassing is, wordt van deelname uitgesloten.',
      ].join('\n'),
      [criterion('Aanpak van de uitrol', 60), criterion('Prijs', 40)],
      'nl',
    );
    expect(bySection(p)['Geschiktheid']).toEqual([
      'De Inschrijver beschikt over een geldig ISO 22301-certificaat voor bedrijfscontinuïteit.',
      'De Inschrijver noemt drie referenties van vergelijkbare opdrachten voor bibliotheken.',
      'De Inschrijver heeft een aansprakelijkheidsverzekering van ten minste EUR 2.500.000.',
      'Een Inschrijver op wie een van de facultatieve uitsluitingsgronden van toepassing is, wordt van deelname uitgesloten.',
    ]);
  });
});

describe('a group row over its parts is no section when a stray row keeps the weights flat', () => {
  it.each([
    [
      'en',
      [
        criterion('Quality', 60),
        criterion('Delivery approach', 30),
        criterion('Account management', 30),
        criterion('Price', 40),
        criterion('The lowest compliant price receives the full', 40),
      ],
      'Quality',
    ],
    [
      'nl',
      [
        criterion('Kwaliteit', 60),
        criterion('Aanpak van de uitrol', 30),
        criterion('Contractmanagement', 30),
        criterion('Prijs', 40),
        criterion('De laagste prijs krijgt de volle', 40),
      ],
      'Kwaliteit',
    ],
  ] as const)('%s', (language, criteria, group) => {
    const p = plan('1 Inleiding\n\nDit document beschrijft de opdracht.', [...criteria], language);
    const headings = p.sections.map((s) => s.heading);
    expect(headings).not.toContain(group);
    expect(headings).toContain(criteria[1].value.name);
    expect(headings).toContain(criteria[2].value.name);
  });
});
