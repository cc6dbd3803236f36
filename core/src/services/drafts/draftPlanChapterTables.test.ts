/**
 * Classes of the plan found on the ninth draft-coverage set (issue 19, item 1), each in both
 * languages with wording written for these tests:
 * - a chapter's title the layout reads as a list item ('5. Mandatory checks' after '4.2 …') opens
 *   the next chapter: its demands are no longer the previous chapter's;
 * - an award table of weighted questions ('Ref | Question | Weighting') names the criteria the bid
 *   answers: each row is planned under the quality criterion, a two-word title too; a group's row
 *   over its parts ('Q1' over 'Q1.1', 'Q1.2') and the total are none.
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { allRequirements, criterion, planOf, requirementsBySection } from './planTestWorld';

const plan = (lines: string[], criteria: AwardCriterionFact[], language: 'en' | 'nl') =>
  planOf(lines.join('\n'), criteria, language);

describe('a chapter title read as a list item opens the next chapter', () => {
  it('en: the mandatory checks are a section of their own, not the delivery section', () => {
    const p = plan(
      [
        '4. Delivery',
        '',
        '4.1 Schedule',
        '',
        'The contractor must deliver all lockers before the start of term.',
        'The contractor must remove the packaging from the site on the day of delivery.',
        '',
        '5. Mandatory checks',
        '',
        'Each check below is marked as met or not met.',
        'The bidder must hold public liability cover of at least £5 million.',
        'The bidder must provide two references from schools.',
      ],
      [],
      'en',
    );
    const sections = requirementsBySection(p);
    expect(Object.keys(sections)).toContain('Mandatory checks');
    expect(sections['Mandatory checks']!.join('\n')).toMatch(/liability cover/);
    expect((sections['Schedule'] ?? sections['Delivery'] ?? []).join('\n')).not.toMatch(
      /liability cover|references/,
    );
  });

  it('nl: de verplichte toetsing is een eigen sectie, niet die van de levering', () => {
    const p = plan(
      [
        '4. Levering',
        '',
        '4.1 Planning',
        '',
        'De opdrachtnemer moet alle kluisjes voor het begin van het schooljaar leveren.',
        'De opdrachtnemer moet de verpakking op de dag van levering afvoeren.',
        '',
        '5. Verplichte toetsing',
        '',
        'Elk punt hieronder wordt getoetst als voldaan of niet voldaan.',
        'De inschrijver moet een aansprakelijkheidsverzekering van ten minste € 2 miljoen hebben.',
        'De inschrijver moet twee referenties van scholen overleggen.',
      ],
      [],
      'nl',
    );
    const sections = requirementsBySection(p);
    expect(Object.keys(sections)).toContain('Verplichte toetsing');
    expect(sections['Verplichte toetsing']!.join('\n')).toMatch(/aansprakelijkheidsverzekering/);
    expect((sections['Planning'] ?? sections['Levering'] ?? []).join('\n')).not.toMatch(
      /aansprakelijkheidsverzekering|referenties/,
    );
  });

  it('en: a numbered list that counts on stays a list under its chapter', () => {
    const p = plan(
      [
        '3 Delivery',
        '',
        '3.1 Conditions on site',
        '',
        'The contractor must meet these conditions on every delivery:',
        '',
        '1. Deliveries between 8am and 4pm only',
        '2. Drivers reporting to the school office on arrival',
        '3. No vehicles in the playground during breaks',
        '4. Waste taken away on the day itself',
        '',
        '3.2 Acceptance',
        '',
        'The contractor must repair any damage found at acceptance within five days.',
      ],
      [],
      'en',
    );
    expect(p.sections.map((s) => s.heading)).not.toContain('Waste taken away on the day itself');
    expect(allRequirements(p).join('\n')).toMatch(/Waste taken away/);
  });
});

describe('an award table of weighted questions names the criteria the bid answers', () => {
  it('en: each question row is planned under quality, a two-word title too', () => {
    const p = plan(
      [
        '6. Evaluation',
        '',
        'The contract goes to the best bid on a quality:price split of 70:30.',
        '',
        'Ref | Question | Weighting | Word limit',
        'Q1 | The lockers offered | 30% | 800 words',
        'Q1.1 | Locker design and durability | 20% |',
        'Q1.2 | Locks and keys | 10% |',
        'Q2 | Delivery plan | 25% | 600 words',
        'Q3 | Aftercare | 15% | 400 words',
        'C1 | Price (pricing sheet) | 30% | n/a',
        'Total | | 100% |',
      ],
      [criterion('Quality', 70, 1), criterion('Price', 30, 1)],
      'en',
    );
    const quality = requirementsBySection(p)['Quality']!.join('\n');
    expect(quality).toMatch(/Locker design and durability/);
    expect(quality).toMatch(/Locks and keys/);
    // The group's row stands over its parts, and the total is no question.
    expect(quality).not.toMatch(/The lockers offered|Total/);
    expect(quality).toMatch(/Delivery plan/);
    expect(quality).toMatch(/Aftercare/);
    expect(quality).not.toMatch(/pricing sheet/);
  });

  it('nl: elke vraag wordt onder kwaliteit gepland, ook een titel van één woord', () => {
    const p = plan(
      [
        '6. Beoordeling',
        '',
        'De opdracht gaat naar de beste prijs-kwaliteitverhouding, kwaliteit 70% en prijs 30%.',
        '',
        'Nr | Vraag | Weging | Maximale omvang',
        'V1 | De aangeboden kluisjes | 30% | 2 pagina’s',
        'V1.1 | Ontwerp en duurzaamheid van de kluisjes | 20% |',
        'V1.2 | Sloten en sleutels | 10% |',
        'V2 | Leveringsplan | 25% | 1 pagina',
        'V3 | Nazorg en garantie | 15% | 1 pagina',
        'P1 | Prijs (prijsblad) | 30% | n.v.t.',
        'Totaal | | 100% |',
      ],
      [criterion('Kwaliteit', 70, 1), criterion('Prijs', 30, 1)],
      'nl',
    );
    const quality = requirementsBySection(p)['Kwaliteit']!.join('\n');
    expect(quality).toMatch(/Ontwerp en duurzaamheid/);
    expect(quality).toMatch(/Sloten en sleutels/);
    // De groep staat boven haar delen, en het totaal is geen vraag.
    expect(quality).not.toMatch(/De aangeboden kluisjes|Totaal/);
    expect(quality).toMatch(/Leveringsplan/);
    expect(quality).toMatch(/Nazorg en garantie/);
    expect(quality).not.toMatch(/prijsblad/);
  });

  it('en: a clarifications table asks the buyer: its questions are no demands', () => {
    const p = plan(
      [
        '7. Clarifications',
        '',
        'No. | Question | Answer',
        '1 | Can lockers be delivered in two batches? | Yes, if both arrive before term.',
      ],
      [criterion('Quality', 70, 1), criterion('Price', 30, 1)],
      'en',
    );
    expect(allRequirements(p).join('\n')).not.toMatch(/two batches/);
  });
});
