/**
 * The deadline classes of issue 17 found studying the eighteenth probe set (docs/decisions.md
 * "Tender facts on the eighteenth probe set: deadlines, criteria and precision"), each on wording
 * written for this test, English and Dutch, with the cases that must stay as they were. The
 * award-criterion classes are in probeEighteenCriterionClasses.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, item, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const withReplaced = (facts: TenderFacts) =>
  facts.deadlines.map((d) => [d.value.kind, d.value.date.slice(0, 16), d.replaced === true]);

describe('an erratum row labelled only by where it changes the text takes the kind it quotes', () => {
  it('Dutch: "Titelblad en 3.2 | <oude tekst> | <nieuwe tekst>"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Bestek'),
          para('Uiterste datum voor het indienen van de offertes: 9 september 2027 vóór 11.00 uur'),
          para('De opening van de offertes gebeurt op 9 september 2027 om 11.00 uur.'),
        ],
      },
      {
        blocks: [
          heading('Erratum nr. 2'),
          table(
            ['Punt', 'Oorspronkelijke tekst', 'Nieuwe tekst'],
            [
              'Titelblad en 3.2',
              '9 september 2027 vóór 11.00 uur',
              '23 september 2027 vóór 11.00 uur',
            ],
          ),
        ],
      },
    ]);
    expect(withReplaced(facts)).toEqual([
      ['submission', '2027-09-09T11:00', true],
      ['opening', '2027-09-09T11:00', false],
      ['submission', '2027-09-23T11:00', false],
    ]);
  });

  it('English: "Cover page and 4.2 | <old text> | <new text>"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Instructions to tenderers'),
          para('Tenders must be received no later than 3:00 pm on 14 October 2027.'),
        ],
      },
      {
        blocks: [
          heading('Corrigendum 1'),
          table(
            ['Clause', 'Original text', 'Corrected text'],
            ['Cover page and 4.2', '3:00 pm on 14 October 2027', '3:00 pm on 28 October 2027'],
          ),
        ],
      },
    ]);
    expect(withReplaced(facts)).toEqual([
      ['submission', '2027-10-14T15:00', true],
      ['submission', '2027-10-28T15:00', false],
    ]);
  });

  it('stays as it was: an old text no deadline quotes gives no deadline', () => {
    const facts = structured([
      {
        blocks: [
          heading('Corrigendum 1'),
          table(
            ['Clause', 'Original text', 'Corrected text'],
            ['Annex B, page 3', 'delivery by 14 October 2027', 'delivery by 28 October 2027'],
          ),
        ],
      },
    ]);
    expect(facts.deadlines).toEqual([]);
  });
});

describe('a paragraph that moves a date and withdraws the old one in its next sentence', () => {
  it('English: the new date current, the old one replaced', () => {
    const facts = structured([
      { blocks: [para('Closing date for tenders: 2:00 pm on Friday, 5 November 2027.')] },
      {
        blocks: [
          heading('Addendum No. 2'),
          item(
            '2.',
            'Closing. The closing date is extended. Tenders must now be lodged no later than 2:00 pm on Friday, 19 November 2027. The original closing date of 2:00 pm on Friday, 5 November 2027 is withdrawn.',
          ),
        ],
      },
    ]);
    expect(withReplaced(facts)).toEqual([
      ['submission', '2027-11-05T14:00', true],
      ['submission', '2027-11-19T14:00', false],
    ]);
  });

  it('Dutch: the new date current, the old one replaced', () => {
    const facts = structured([
      { blocks: [para('Uiterste datum van inschrijving: vrijdag 5 november 2027 om 14.00 uur.')] },
      {
        blocks: [
          heading('Nota van Inlichtingen nr. 2'),
          item(
            '2.',
            'Sluiting. De inschrijvingstermijn wordt verlengd. Inschrijvingen moeten nu uiterlijk vrijdag 19 november 2027 om 14.00 uur binnen zijn. De oorspronkelijke sluitingsdatum van vrijdag 5 november 2027 om 14.00 uur vervalt.',
          ),
        ],
      },
    ]);
    expect(withReplaced(facts)).toEqual([
      ['submission', '2027-11-05T14:00', true],
      ['submission', '2027-11-19T14:00', false],
    ]);
  });
});

describe('a date cancelled as "the previous deadline" is that deadline, as history', () => {
  it('English: "The previous deadline of … is hereby cancelled" is no other deadline', () => {
    const facts = extractTenderFacts([
      'Deadline for submission of offers: 3 June 2027 at 11:00 hrs',
      'Amendment No. 1\n\nThe deadline for submission of offers is extended to 17 June 2027, 11:00 hrs. The previous deadline of 3 June 2027, 11:00 hrs is hereby cancelled.',
    ]);
    expect(withReplaced(facts)).toEqual([
      ['submission', '2027-06-03T11:00', true],
      ['submission', '2027-06-17T11:00', false],
    ]);
  });

  it('Dutch: "De vorige uiterste datum van … komt hierbij te vervallen" is no other deadline', () => {
    const facts = extractTenderFacts([
      'Uiterste termijn voor het indienen van de inschrijving: 3 juni 2027 om 11.00 uur',
      'Nota van Inlichtingen nr. 1\n\nDe termijn voor het indienen van de inschrijving wordt verlengd tot 17 juni 2027 om 11.00 uur. De vorige uiterste datum van 3 juni 2027 om 11.00 uur komt hierbij te vervallen.',
    ]);
    expect(withReplaced(facts)).toEqual([
      ['submission', '2027-06-03T11:00', true],
      ['submission', '2027-06-17T11:00', false],
    ]);
  });
});
