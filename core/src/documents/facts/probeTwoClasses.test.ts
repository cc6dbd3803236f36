/**
 * Failure classes found on the second held-out probe set (issue 17, docs/decisions.md "Tender facts
 * on the second probe set"): each class is proven here on wording written for this test in English
 * and Dutch, not copied from the probe documents, with the precision cases beside them.
 */
import { describe, expect, it } from 'vitest';
import { para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const deadlines = (facts: { deadlines: readonly { value: { kind: string; date: string } }[] }) =>
  facts.deadlines.map((d) => `${d.value.kind} ${d.value.date}`);

describe('Irish time, stated once for the document or after the time', () => {
  it('English: GMT in winter, an hour on in summer', () => {
    const facts = structured([
      {
        blocks: [
          para('All times in this document refer to Irish time.'),
          table(
            ['Step', 'When'],
            ['Deadline for queries', '4 February 2026 at 10:00'],
            ['Tender return date', '8 July 2026, 14:00'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      'questions 2026-02-04T10:00+00:00',
      'submission 2026-07-08T14:00+01:00',
    ]);
  });

  it('Dutch: "Ierse tijd" is not a zone the rules guess at; Dutch time stays local', () => {
    const facts = extractTenderFacts([
      'Alle tijden zijn Nederlandse tijd. De inschrijving moet uiterlijk 9 maart 2026 om 12:00 uur binnen zijn.',
    ]);
    expect(deadlines(facts)).toEqual(['submission 2026-03-09T12:00']);
  });
});

describe('the buyer answering questions is not the questions deadline', () => {
  it('English: "response to clarification questions", "replies to queries"', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Milestone', 'Date'],
            ['Clarification questions close', '2 March 2026'],
            ['Authority response to clarification questions', '9 March 2026'],
            ['Replies to queries circulated', '10 March 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual(['questions 2026-03-02']);
  });
});

describe('a meeting bidders may attend is a date to note, not the bid deadline', () => {
  it('English: a pre-bid or pre-proposal meeting, a site visit', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Activity', 'Date'],
            ['Pre-proposal meeting (optional)', 'June 3, 2026'],
            ['Site visit for bidders', 'June 5, 2026'],
            ['Proposals due', 'June 30, 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual([
      'other 2026-06-03',
      'other 2026-06-05',
      'submission 2026-06-30',
    ]);
  });

  it('Dutch: een schouw of plaatsbezoek is geen inschrijvingsdatum', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Onderdeel', 'Datum'],
            ['Schouw voor inschrijvers', '12 mei 2026'],
            ['Sluiting inschrijving', '2 juni 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual(['other 2026-05-12', 'submission 2026-06-02']);
  });
});

describe('sending out a leidraad under a compound name is the buyer’s step', () => {
  it('Dutch: "Toezending aanbestedingsleidraad", "Verzending offerteleidraad"', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Activiteit', 'Datum'],
            ['Toezending aanbestedingsleidraad aan de kandidaten', '4 mei 2026'],
            ['Verzending offerteleidraad', '5 mei 2026'],
            ['Uiterste datum indienen inschrijving', '1 juni 2026'],
          ),
        ],
      },
    ]);
    expect(deadlines(facts)).toEqual(['submission 2026-06-01']);
  });
});

describe('the date of a law is never a deadline', () => {
  it('Dutch: "de wet van", "het koninklijk besluit van"', () => {
    const facts = extractTenderFacts([
      'De inschrijver verklaart dat hij voldoet aan artikel 12 van de wet van 3 april 2019. Hij leeft het besluit van 8 mei 2020 na. De offerte moet uiterlijk 4 juni 2026 zijn ingediend.',
    ]);
    expect(deadlines(facts)).toEqual(['submission 2026-06-04']);
  });

  it('English: "the Act of", "the Regulations of"', () => {
    const facts = extractTenderFacts([
      'The tenderer must comply with section 4 of the Act of 12 May 2015. Tenders must be received no later than 1 June 2026.',
    ]);
    expect(deadlines(facts)).toEqual(['submission 2026-06-01']);
  });
});

describe('a move written with weekdays: the old date is replaced', () => {
  it('English: "moved from Monday, X to Friday, Y"', () => {
    const facts = extractTenderFacts([
      'The closing date for tenders is moved from Monday, 4 May 2026 to Friday, 15 May 2026.',
    ]);
    expect(facts.deadlines.map((d) => `${d.value.date}${d.replaced ? ' replaced' : ''}`)).toEqual([
      '2026-05-04 replaced',
      '2026-05-15',
    ]);
  });

  it('Dutch: "verschoven van maandag X naar vrijdag Y"', () => {
    const facts = extractTenderFacts([
      'De sluitingsdatum voor inschrijvingen is verschoven van maandag 4 mei 2026 naar vrijdag 15 mei 2026.',
    ]);
    expect(facts.deadlines.map((d) => `${d.value.date}${d.replaced ? ' replaced' : ''}`)).toEqual([
      '2026-05-04 replaced',
      '2026-05-15',
    ]);
  });
});
