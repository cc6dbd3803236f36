import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { planDraft } from './draftPlanTender';
import type { TenderPassage } from './draftSources';

let seq = 0;
const passage = (heading: string | null, text: string, page = 1, role = 'main_tender') =>
  ({
    id: `t${++seq}`,
    text,
    role,
    heading,
    origin: {
      source: 'tender',
      documentId: 'd1',
      documentName: 'PvE.pdf',
      knowledgeBaseId: null,
      page,
    },
  }) satisfies TenderPassage;

const criterion = (
  name: string,
  weight: number | null,
  parent: string | null = null,
  points: number | null = null,
): AwardCriterionFact => ({ value: { name, weight, points, parent }, page: 3, quote: name });

describe('planDraft', () => {
  it('without award criteria: one section per main requirement heading, each with its requirements', () => {
    const tender = [
      passage('1 Inleiding', 'Dit document beschrijft de app en haar achtergrond.'),
      passage('5 Functionele eisen', '5 Functionele eisen\nDit hoofdstuk beschrijft de eisen.'),
      passage(
        '5.1.2 Bedienen',
        'F4. De gebruiker kan de app op elk moment permanent verwijderen.\nF5. De app kan tijdelijk worden uitgeschakeld door de gebruiker.',
        9,
      ),
      // A footnote read as a heading does not start a new section.
      passage(
        '5 https://www.w3.org/TR/WCAG21/',
        'F6. De app verzamelt anonieme contactcodes van gebruikers.',
        9,
      ),
      passage(
        '6 Niet-functionele eisen',
        'Q1. De app is een aanvulling op bestaande processen.\nQ2. Er is afstemming met buurlanden over de app.',
        11,
      ),
      // A heading with one incidental demand is no section of its own.
      passage('7 Overzicht', 'De oplossing vereist twee onderdelen: een app en een server.', 12),
    ];
    const plan = planDraft({ confirmed: [], extracted: [], tender, limits: [], language: 'nl' });
    expect(plan.basis).toBe('headings');
    expect(
      plan.sections.map((s) => [s.heading, s.requirements?.map((r) => r.text.slice(0, 3))]),
    ).toEqual([
      ['Functionele eisen', ['F4.', 'F5.', 'F6.']],
      ['Niet-functionele eisen', ['Q1.', 'Q2.']],
    ]);
    // The length follows how many requirements a section answers (3:2 of the default 3,000).
    expect(plan.sections.map((s) => s.targetWords)).toEqual([1800, 1200]);
    expect(plan.sections[0]!.requirements![0]).toMatchObject({ documentName: 'PvE.pdf', page: 9 });
    expect(new Set(plan.sections.flatMap((s) => s.requirements!.map((r) => r.id))).size).toBe(5);
  });

  it("a list item's marker is not part of the requirement", () => {
    const tender = [
      passage(
        '3 Eisen',
        [
          '• De app moet werken zonder account.',
          '– The service must be available in English and Dutch.',
          '* De leverancier moet ISO 27001 gecertificeerd zijn.',
        ].join('\n'),
        4,
      ),
    ];
    const plan = planDraft({ confirmed: [], extracted: [], tender, limits: [], language: 'nl' });
    const texts = plan.sections.flatMap((s) => s.requirements!.map((r) => r.text));
    expect(texts).toContain('De app moet werken zonder account.');
    expect(texts).toContain('The service must be available in English and Dutch.');
    expect(texts).toContain('De leverancier moet ISO 27001 gecertificeerd zijn.');
  });

  it('an item cut in two by a passage boundary, and a wrapped bracket, lose no requirement', () => {
    const tender = [
      passage(
        '6 Niet-functionele eisen',
        ['Q15. De gebruikersinterface van de app is ontworpen met een zo plezierig mogelijke'].join(
          '\n',
        ),
        11,
      ),
      passage(
        '6 Niet-functionele eisen',
        [
          'gebruikersbeleving en is voorafgaand aan inproductiename daarop getoetst.',
          'Q17. De app voldoet aan de richtlijnen uit de Web Content Accessibility Guidelines',
          '',
          '(WCAG2.1',
          '',
          '5).',
          'Q18. De app is aantoonbaar bruikbaar door burgers met beperkte digitale vaardigheden.',
          'Q35. Functionaliteit in de app kan worden getest in een testomgeving.',
          'Q36.',
        ].join('\n'),
        12,
      ),
      passage(
        '6 Niet-functionele eisen',
        'De communicatie tussen de app en de server kan worden getest in een testomgeving.\nQ37. Het installeren van de app moet eenvoudig en laagdrempelig zijn.',
        12,
      ),
    ];
    const plan = planDraft({ confirmed: [], extracted: [], tender, limits: [], language: 'nl' });
    expect(plan.sections.map((s) => s.heading)).toEqual(['Niet-functionele eisen']);
    expect(plan.sections[0]!.requirements!.map((r) => r.text.slice(0, 4))).toEqual([
      'Q15.',
      'Q17.',
      'Q18.',
      'Q35.',
      'Q36.',
      'Q37.',
    ]);
    expect(plan.sections[0]!.requirements![0]).toMatchObject({
      text: 'Q15. De gebruikersinterface van de app is ontworpen met een zo plezierig mogelijke gebruikersbeleving en is voorafgaand aan inproductiename daarop getoetst.',
      page: 11,
    });
    expect(plan.sections[0]!.requirements![4]!.text).toBe(
      'Q36. De communicatie tussen de app en de server kan worden getest in een testomgeving.',
    );
  });

  it("a footnote's number on a line of its own does not cut an item", () => {
    const tender = [
      passage(
        '5 Functionele eisen',
        [
          'F1. Na installatie vraagt de app om toestemming (informed consent',
          '3)',
          'van de gebruiker; die kan hij later alsnog geven.',
          'F2. Zonder informed consent kan de gebruiker de app niet gebruiken.',
        ].join('\n'),
        9,
      ),
    ];
    const plan = planDraft({ confirmed: [], extracted: [], tender, limits: [], language: 'nl' });
    expect(plan.sections.flatMap((s) => s.requirements!.map((r) => r.text))).toEqual([
      'F1. Na installatie vraagt de app om toestemming (informed consent van de gebruiker; die kan hij later alsnog geven.',
      'F2. Zonder informed consent kan de gebruiker de app niet gebruiken.',
    ]);
  });

  it('per award criterion: its sub-criteria and the demands under its heading, by weight', () => {
    const tender = [
      passage(
        '4 Gunning',
        'De gunning vindt plaats op basis van de beste prijs-kwaliteitverhouding.',
      ),
      passage(
        '4.2 Plan van aanpak',
        'Beschrijf hoe u de implementatie in fasen uitvoert.\nDe inschrijver moet een planning met mijlpalen leveren.',
      ),
      passage('4.3 Duurzaamheid', 'Licht toe hoe u de CO2-uitstoot van de hosting beperkt.'),
    ];
    const plan = planDraft({
      confirmed: [],
      extracted: [
        criterion('Plan van aanpak', 60),
        criterion('Risicobeheersing', null, 'Plan van aanpak'),
        criterion('Duurzaamheid', 40),
      ],
      tender,
      limits: [],
      language: 'nl',
    });
    expect(plan.basis).toBe('criteria');
    expect(
      plan.sections.map((s) => [s.heading, s.weight, s.requirements?.map((r) => r.text)]),
    ).toEqual([
      [
        'Plan van aanpak',
        60,
        [
          'Risicobeheersing',
          'Beschrijf hoe u de implementatie in fasen uitvoert.',
          'De inschrijver moet een planning met mijlpalen leveren.',
        ],
      ],
      ['Duurzaamheid', 40, ['Licht toe hoe u de CO2-uitstoot van de hosting beperkt.']],
    ]);
  });

  it('a scoring sheet of many scored questions: the questions are requirements of one section', () => {
    const questions = Array.from({ length: 12 }, (_, i) =>
      criterion(`Does the description reference practice number ${i + 1}?`, null, null, 2),
    );
    const plan = planDraft({
      confirmed: [],
      extracted: questions,
      tender: [passage(null, 'Scoring.')],
      limits: [],
      language: 'en',
    });
    expect(plan.sections).toHaveLength(1);
    expect(plan.sections[0]).toMatchObject({ heading: 'Assessment criteria' });
    expect(plan.sections[0]!.requirements).toHaveLength(12);
  });

  it('a tender with neither criteria nor requirements: one general section, and the plan says so', () => {
    const plan = planDraft({
      confirmed: [],
      extracted: [],
      tender: [passage(null, 'Welkom bij deze aanbesteding.')],
      limits: [],
      language: 'en',
    });
    expect(plan.basis).toBe('general');
    expect(plan.sections.map((s) => s.heading)).toEqual(['Our approach']);
  });
});
