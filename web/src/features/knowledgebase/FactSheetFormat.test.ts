/** How fact-sheet values read: a description the extraction cut is not shown cut mid-word. */
import { describe, expect, it } from 'vitest';
import { shownDescription } from './FactSheetFormat';

// The knowledge base's reference documents as the fact sheet kept them (300 characters, cut there):
// draft-coverage-5's "Reference - Markermeer levee supervision" and "Referentie dijkversterking
// Lekdijk-Oost", seen on the knowledge base page ending "… risk-based sampling, a" and
// "… (onder meer de ondergrond bij".
const MARKERMEER =
  "Dijkman Infra supervised the construction of 4.2 kilometres of levee reinforcement under a UAV-GC design-and-build contract, as the client's site supervisor and contract administrator (directievoering). Contract value EUR 1.1 million.\nOur four supervisors checked the contractor's work against the contract by risk-based sampling, a".slice(
    0,
    300,
  );
const LEKDIJK =
  "Het ontwerp combineerde een binnenwaartse kruinverhoging met een verankerde damwand op twee trajecten waar huizen tegen de dijk staan, zodat niemand hoefde te verhuizen.\nBij de start stelden wij met de opdrachtgever een risicodossier op met 64 risico's; de tien grootste (onder meer de ondergrond bij de wielen".slice(
    0,
    300,
  );

describe('shownDescription', () => {
  it('ends a cut English description at its last whole sentence, marked as shortened', () => {
    expect(MARKERMEER).toHaveLength(300);
    expect(shownDescription(MARKERMEER)).toBe(
      "Dijkman Infra supervised the construction of 4.2 kilometres of levee reinforcement under a UAV-GC design-and-build contract, as the client's site supervisor and contract administrator (directievoering). Contract value EUR 1.1 million. …",
    );
  });

  it('does the same for a Dutch one', () => {
    expect(shownDescription(LEKDIJK)).toBe(
      'Het ontwerp combineerde een binnenwaartse kruinverhoging met een verankerde damwand op twee trajecten waar huizen tegen de dijk staan, zodat niemand hoefde te verhuizen. …',
    );
  });

  it('cuts at a whole word when the description has no sentence end', () => {
    const words = `${'kademuur herstel '.repeat(18)}kadem`.slice(0, 300);
    const shown = shownDescription(words);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown).not.toMatch(/\bkadem…$/);
  });

  it('leaves a short or finished description as it is', () => {
    expect(shownDescription('Renovatie van de kademuur')).toBe('Renovatie van de kademuur');
  });
});
