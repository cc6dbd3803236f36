/**
 * PDF table rows found studying the fifth probe set (docs/decisions.md "Tender facts on the fifth
 * probe set: deadlines and criteria"): a row that ends in a number, like a table of contents
 * line, stays in its table. Dutch and English rows written for this test.
 */
import { describe, expect, it } from 'vitest';
import type { Line } from '../../extraction/pdf/lines';
import { tableAt } from '../../extraction/pdf/tables';

/** A PDF line of pieces at x-ranges, 9 pt. */
const line = (y: number, ...pieces: [number, number, string][]): Line => ({
  y,
  x0: pieces[0]![0],
  x1: pieces[pieces.length - 1]![1],
  size: 9,
  text: pieces.map((p) => p[2]).join(' '),
  segments: pieces.map(([x0, x1, text]) => ({ x0, x1, text })),
});

describe('a PDF table row that ends in a number is no table of contents line', () => {
  it('Dutch: a sub-criterion row with points and an empty last cell stays in the table', () => {
    const lines = [
      line(
        700,
        [60, 90, 'Code'],
        [110, 250, 'Criterium'],
        [300, 360, 'Punten'],
        [400, 480, 'Omvang'],
      ),
      line(
        680.5,
        [60, 80, 'Q1'],
        [110, 240, 'Werkwijze'],
        [300, 320, '400'],
        [400, 470, '5 pagina’s'],
      ),
      line(661, [60, 85, 'Q1.1'], [110, 245, 'Aanpak van de levering'], [300, 320, '250']),
      line(641.5, [60, 85, 'Q1.2'], [110, 230, 'Risico’s'], [300, 320, '150']),
      line(622, [60, 80, 'P'], [110, 200, 'Prijs'], [300, 320, '600'], [400, 460, 'prijsblad']),
    ];
    expect(tableAt(lines, 0)?.rows).toEqual([
      ['Code', 'Criterium', 'Punten', 'Omvang'],
      ['Q1', 'Werkwijze', '400', '5 pagina’s'],
      ['Q1.1', 'Aanpak van de levering', '250', ''],
      ['Q1.2', 'Risico’s', '150', ''],
      ['P', 'Prijs', '600', 'prijsblad'],
    ]);
  });

  it('English: a date wrapped to the next line, its year alone in the last cell', () => {
    const lines = [
      line(700, [60, 100, 'Event'], [250, 280, 'Was'], [400, 430, 'Now']),
      line(
        680.5,
        [60, 120, 'Closing time'],
        [250, 360, '4.00pm AEDT Friday 26'],
        [400, 520, '4.00pm AEST Friday 9 April'],
      ),
      line(669, [250, 300, 'March 2027'], [400, 420, '2027']),
      line(
        649.5,
        [60, 140, 'Contract award'],
        [250, 330, 'Friday 7 May 2027'],
        [400, 480, 'Friday 21 May 2027'],
      ),
    ];
    expect(tableAt(lines, 0)?.rows).toEqual([
      ['Event', 'Was', 'Now'],
      ['Closing time', '4.00pm AEDT Friday 26 March 2027', '4.00pm AEST Friday 9 April 2027'],
      ['Contract award', 'Friday 7 May 2027', 'Friday 21 May 2027'],
    ]);
  });

  it('a contents line under a lone header row still ends the table', () => {
    const lines = [
      line(700, [60, 120, 'Chapter'], [480, 510, 'Page']),
      line(680, [60, 200, '1 Introduction'], [490, 500, '3']),
      line(660, [60, 200, '2 Procedure'], [490, 500, '5']),
    ];
    expect(tableAt(lines, 0)).toBeNull();
  });
});
