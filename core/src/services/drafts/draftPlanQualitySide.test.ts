/**
 * The quality side of a price/quality split that the facts read with its parts (issue 19 item 1):
 * each part is a section of its own, answered and scored on its own, and the group is no section;
 * a criterion's own sub-criteria stay lines under it.
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { criterion, planOf } from './planTestWorld';

const part = (name: string, weight: number, parent: string): AwardCriterionFact => ({
  ...criterion(name, weight),
  value: { name, weight, points: null, parent },
});

describe('the quality side read with its parts', () => {
  it('(en) plans each question of "Quality" as its own section, not one "Quality" section', () => {
    const plan = planOf(
      'The contract is awarded on the most advantageous tender. Bidders answer each question ' +
        'separately.',
      [
        criterion('Quality', 70),
        part('Q1 Working method', 30, 'Quality'),
        part('Q2 Staffing and supervision', 25, 'Quality'),
        part('Q3 Waste reduction', 15, 'Quality'),
        criterion('Price', 30),
      ],
      'en',
    );
    const headings = plan.sections.map((s) => s.heading);
    expect(headings.some((h) => /Working method/.test(h))).toBe(true);
    expect(headings.some((h) => /Staffing and supervision/.test(h))).toBe(true);
    expect(headings.some((h) => /Waste reduction/.test(h))).toBe(true);
    expect(headings.some((h) => /^Quality$/i.test(h.trim()))).toBe(false);
  });

  it('(nl) plant elk onderdeel van "Kwaliteit" als eigen sectie', () => {
    const plan = planOf(
      'De opdracht wordt gegund op basis van de beste prijs-kwaliteitverhouding.',
      [
        criterion('Kwaliteit', 60),
        part('K1 Aanpak van de werkzaamheden', 35, 'Kwaliteit'),
        part('K2 Inzet van personeel', 25, 'Kwaliteit'),
        criterion('Prijs', 40),
      ],
      'nl',
    );
    const headings = plan.sections.map((s) => s.heading);
    expect(headings.some((h) => /Aanpak van de werkzaamheden/.test(h))).toBe(true);
    expect(headings.some((h) => /Inzet van personeel/.test(h))).toBe(true);
    expect(headings.some((h) => /^Kwaliteit$/i.test(h.trim()))).toBe(false);
  });

  it("keeps a criterion's own sub-criteria as lines under it (not a quality side)", () => {
    const plan = planOf(
      'De opdracht wordt gegund op basis van de beste prijs-kwaliteitverhouding.',
      [
        criterion('K1 Plan van aanpak', 60),
        part('K1a Planning', 30, 'K1 Plan van aanpak'),
        part('K1b Risico’s', 30, 'K1 Plan van aanpak'),
        criterion('Prijs', 40),
      ],
      'nl',
    );
    const headings = plan.sections.map((s) => s.heading);
    expect(headings.some((h) => /Plan van aanpak/.test(h))).toBe(true);
    expect(headings.some((h) => /^K1a|Planning$/.test(h.trim()))).toBe(false);
  });
});
