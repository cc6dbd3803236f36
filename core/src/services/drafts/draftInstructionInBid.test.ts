/**
 * Set 10's class of an instruction (issue 19, item 2), with demands written for these tests:
 * where in the bid the answer goes may stand inside the instruction ('describe in Q3 how they
 * will', 'beschrijven in hun antwoord op K2 hoe zij'). The question's code and the instruction
 * are frame, not what the company's evidence must say: measured with them, a code no document
 * holds weighed most, and the damp-and-mould procedure that states the timescales asked for
 * fell below the threshold. So is how many examples the buyer wants ('Three examples of …',
 * 'Drie voorbeelden van …'): the company names its contracts one by one, never 'examples', and a
 * brochure's 'deliver planned programmes' outscored them. What is measured keeps the subject.
 */
import { describe, expect, it } from 'vitest';
import { requirementSubject } from './draftRequirementSubject';

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u);

describe('an instruction with where in the bid the answer goes is frame', () => {
  it('en: "describe in Q3 how they will …"', () => {
    const subject = requirementSubject(
      'All bidders shall describe in Q3 how they will meet the repair times for lift breakdowns.',
    );
    expect(words(subject)).not.toEqual(expect.arrayContaining(['q3']));
    expect(words(subject)).not.toEqual(expect.arrayContaining(['describe']));
    expect(subject).toMatch(/meet the repair times for lift breakdowns/);
  });

  it('nl: "beschrijven in hun antwoord op K2 hoe zij …"', () => {
    const subject = requirementSubject(
      'Alle inschrijvers beschrijven in hun antwoord op K2 hoe zij de hersteltijden voor liftstoringen halen.',
    );
    expect(words(subject)).not.toEqual(expect.arrayContaining(['k2']));
    expect(words(subject)).not.toEqual(expect.arrayContaining(['antwoord']));
    expect(subject).toMatch(/de hersteltijden voor liftstoringen halen/);
  });

  it('keeps a question code that is the subject itself ("Describe how you meet ISO 9001")', () => {
    expect(requirementSubject('Describe how you meet ISO 9001.')).toMatch(/ISO 9001/);
  });
});

describe('how many examples the buyer wants is frame', () => {
  it('en: "Three examples of …"', () => {
    const subject = requirementSubject(
      'Three examples of school cleaning contracts delivered since 2023.',
    );
    expect(words(subject)).not.toEqual(expect.arrayContaining(['examples']));
    expect(subject).toMatch(/school cleaning contracts delivered since 2023/);
  });

  it('nl: "Drie voorbeelden van …"', () => {
    const subject = requirementSubject(
      'Drie voorbeelden van schoonmaakopdrachten voor scholen, uitgevoerd sinds 2023.',
    );
    expect(words(subject)).not.toEqual(expect.arrayContaining(['voorbeelden']));
    expect(subject).toMatch(/schoonmaakopdrachten voor scholen/);
  });
});
