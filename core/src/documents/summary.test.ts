import { describe, expect, it } from 'vitest';
import { analyseDocument } from './analyse';
import { summariseDocument } from './summary';

const dutch = [
  [
    'Aanbestedende dienst: Gemeente Utrecht',
    '',
    '1 Inleiding',
    'Deze aanbesteding betreft de levering van een zaaksysteem voor de gemeente. De opdracht omvat implementatie, migratie en beheer gedurende vier jaar.',
    '',
    'Postbus 16200, 3500 CE Utrecht',
    '',
    'De inschrijving moet uiterlijk 12 maart 2024 om 12:00 uur zijn ingediend.',
  ].join('\n'),
  'De inschrijver levert een plan van aanpak waarin de aanpak van de migratie wordt beschreven.',
];

describe('summary', () => {
  it('opens with the facts in the document’s language, then what the document is about', () => {
    const { facts, language } = analyseDocument(dutch);
    const summary = summariseDocument(dutch, facts, language);
    expect(language).toBe('nl');
    expect(summary).toMatch(
      /^Aanbestedende dienst: Gemeente Utrecht\. Uiterste inschrijvingsdatum: 2024-03-12 12:00\. /,
    );
    expect(summary).toContain('Deze aanbesteding betreft de levering van een zaaksysteem');
    // Not the heading glued to the sentence, nor the postal address.
    expect(summary).not.toContain('1 Inleiding');
    expect(summary).not.toContain('Postbus');
  });

  it('is the tender brief as text when the document states facts (issue 17)', () => {
    const { summary } = analyseDocument(dutch);
    expect(summary).toContain('Door wie\n- Aanbestedende dienst: Gemeente Utrecht (blz. 1)');
    expect(summary).toContain('Termijnen\n- Inschrijving: 12 maart 2024 om 12:00 (blz. 1)');
  });

  it('is deterministic and at most eight sentences', () => {
    const long = Array.from(
      { length: 30 },
      (_, i) =>
        `The contract scope covers service line number ${i + 1} for the buyer and its users.`,
    );
    const a = analyseDocument([long.join('\n\n')]).summary;
    expect(analyseDocument([long.join('\n\n')]).summary).toBe(a);
    expect(a.split(/(?<=\.)\s+/)).toHaveLength(8);
  });

  it('is empty for a document without text (a scanned PDF)', () => {
    expect(analyseDocument(['']).summary).toBe('');
  });
});
