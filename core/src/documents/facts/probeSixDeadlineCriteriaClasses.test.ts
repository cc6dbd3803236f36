/**
 * Deadline and award-criterion classes of issue 17 found studying the sixth probe set
 * (docs/decisions.md "Tender facts on the sixth probe set: deadlines and criteria"), each on
 * wording written for this test, English and Dutch, with the cases that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { splitLeadingMarker } from '../../extraction/leadingMarker';
import { buildLine } from '../../extraction/pdf/lines';
import { tableAt } from '../../extraction/pdf/tables';
import type { TenderFacts } from '../../model/documentFacts';
import { heading, para, structured, table } from './classSnippets';
import { kindOf } from './deadlineKinds';
import { extractTenderFacts } from './extractTenderFacts';
import { priceQualityInWords } from './priceQualitySplit';
import { shorten } from './text';

const deadlines = (facts: TenderFacts) =>
  facts.deadlines.map((d) => [d.value.kind, d.value.date, d.replaced === true]);
const names = (facts: TenderFacts) =>
  facts.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points]);

describe('the successful bidder notified is the award date', () => {
  it('English: a timetable row telling the winner', () => {
    expect(kindOf('Successful Tenderer(s) notified')?.kind).toBe('award');
    expect(kindOf('Preferred supplier informed')?.kind).toBe('award');
    expect(kindOf('Notification of outcome to all bidders')?.kind).toBe('award');
  });

  it('Dutch: de winnaar of de uitslag bekendgemaakt', () => {
    expect(kindOf('Winnende inschrijver geïnformeerd')?.kind).toBe('award');
    expect(kindOf('Bekendmaking uitslag aan inschrijvers')?.kind).toBe('award');
  });

  it('stays as it was: the bidder notifying the buyer is no award', () => {
    expect(kindOf('Bidders notify intention to submit')?.kind).not.toBe('award');
    expect(kindOf('Release of the tender documents')).toBeNull();
  });
});

describe("the invitation's own name and the dialogue's closing are the buyer's steps", () => {
  it('English: closing the dialogue and inviting final tenders is no submission', () => {
    expect(kindOf('Dialogue closed, invitation to submit final tenders')?.kind).not.toBe(
      'submission',
    );
    expect(kindOf('Closing date for final tenders')?.kind).toBe('submission');
  });

  it('Dutch: sluiting dialoog, uitnodiging tot inschrijving is geen sluitingstermijn', () => {
    expect(kindOf('Sluiting dialoog en uitnodiging tot inschrijving')?.kind).not.toBe('submission');
    expect(kindOf('Sluitingstermijn inschrijvingen na de dialoog')?.kind).toBe('submission');
  });
});

describe('selection criteria in points are no award criteria', () => {
  it('English: a selection criteria table with maximum points', () => {
    const facts = structured([
      {
        blocks: [
          heading('5 Selection of candidates'),
          table(
            ['Ref', 'Selection criterion', 'Maximum points'],
            ['S1', 'Relevance of reference projects', '60'],
            ['S2', 'Approach to accessibility', '40'],
          ),
          heading('6 Award criteria'),
          table(['Criterion', 'Weighting'], ['Quality', '70%'], ['Price', '30%']),
        ],
      },
    ]);
    expect(names(facts)).toEqual([
      ['Quality', 70, null],
      ['Price', 30, null],
    ]);
  });

  it('Dutch: selectiecriteria met punten onder de selectie', () => {
    const facts = structured([
      {
        blocks: [
          heading('6 Selectie'),
          para('De vijf gegadigden met de hoogste score worden uitgenodigd. Weging per criterium:'),
          table(
            ['Nr.', 'Selectiecriterium', 'Punten'],
            ['S1', 'Ervaring met vergelijkbare opdrachten', '70'],
            ['S2', 'Visie op samenwerking', '30'],
          ),
        ],
      },
    ]);
    expect(names(facts)).toEqual([]);
  });

  it('stays as it was: an award criteria table in points', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria'),
          table(
            ['Nr.', 'Criterium', 'Punten'],
            ['K1', 'Plan van aanpak', '60'],
            ['P', 'Prijs', '40'],
          ),
        ],
      },
    ]);
    expect(names(facts)).toEqual([
      ['Plan van aanpak', null, 60],
      ['Prijs', null, 40],
    ]);
  });
});

describe("a share within quality ('of which social value 10%') names the share", () => {
  it('English: of which', () => {
    const facts = structured([
      {
        blocks: [
          heading('7.1 Award criteria'),
          para('The split is 70% quality (of which sustainability 15%) and 30% price.'),
        ],
      },
    ]);
    expect(facts.awardCriteria.map((c) => c.value.name).filter((n) => /which/i.test(n))).toEqual(
      [],
    );
  });

  it('Dutch: waarvan', () => {
    const facts = structured([
      {
        blocks: [
          heading('7.1 Gunningscriteria'),
          para('De verdeling is 60% kwaliteit (waarvan duurzaamheid 10%) en 40% prijs.'),
        ],
      },
    ]);
    expect(facts.awardCriteria.map((c) => c.value.name).filter((n) => /waarvan/i.test(n))).toEqual(
      [],
    );
  });
});

describe('a date moved in a sentence keeps the time after it', () => {
  it("English: 'is extended to Tuesday 25 May 2027 before 10.00'", () => {
    const facts = extractTenderFacts([
      'Timetable\n\nDeadline for requests to participate | Tuesday 11 May 2027 | 10:00\n\nChanges to the timetable\n\nThe deadline for requests to participate is extended to Tuesday 25 May 2027 before\n10.00. Other dates stay as they were.',
    ]);
    expect(deadlines(facts)).toContainEqual(['submission', '2027-05-25T10:00', false]);
  });

  it("Dutch: 'wordt verschoven naar dinsdag 25 mei 2027 vóór 10.00 uur'", () => {
    const facts = extractTenderFacts([
      'Planning\n\nSluitingstermijn verzoeken tot deelneming | dinsdag 11 mei 2027 | 10:00 uur\n\nWijziging planning\n\nDe sluitingstermijn voor de verzoeken tot deelneming wordt verschoven naar dinsdag 25 mei 2027 vóór\n10.00 uur. De overige data blijven gelijk.',
    ]);
    expect(deadlines(facts)).toContainEqual(['submission', '2027-05-25T10:00', false]);
  });
});

describe('a wrapped line that opens with a time is no numbered item', () => {
  it("Dutch: '10.00 uur.' and English: '2.30 pm on' continue the sentence above", () => {
    expect(splitLeadingMarker('10.00 uur. De overige data blijven gelijk.')).toBeNull();
    expect(splitLeadingMarker('2.30 pm on the same day.')).toBeNull();
  });

  it('stays as it was: section 10.10 and a numbered heading', () => {
    expect(splitLeadingMarker('10.10 Uurtarieven')?.number).toBe('10.10');
    expect(splitLeadingMarker('2.3 Hours of service')?.number).toBe('2.3');
  });
});

/** A PDF line of 9 pt text items, each at its x and as wide as given. */
const pdfLine = (y: number, ...items: [number, number, string][]) =>
  buildLine(items.map(([x, w, str]) => ({ x, y, w, size: 9, str })));

describe("a cell filled to its edge stays apart from the next cell under the header's columns", () => {
  it("English: a notice of change's 'Was | Is now' row, both dates wrapped", () => {
    const lines = [
      pdfLine(634, [67, 20, 'Step'], [256, 19, 'Was'], [397, 28, 'Is now']),
      pdfLine(
        615,
        [67, 91, 'Closing time'],
        [256, 130, '3:00pm (NZST) Monday 12'],
        [397, 130, '3:00pm (NZST) Monday 19'],
      ),
      pdfLine(603, [256, 41, 'July 2027'], [397, 41, 'July 2027']),
    ];
    expect(tableAt(lines, 0)?.rows).toEqual([
      ['Step', 'Was', 'Is now'],
      ['Closing time', '3:00pm (NZST) Monday 12 July 2027', '3:00pm (NZST) Monday 19 July 2027'],
    ]);
  });

  it("Dutch: 'Oud | Nieuw', and a line with an empty first cell keeps its runs", () => {
    const lines = [
      pdfLine(634, [67, 40, 'Activiteit'], [256, 19, 'Oud'], [397, 28, 'Nieuw']),
      pdfLine(
        615,
        [67, 91, 'Sluitingstermijn'],
        [256, 130, 'maandag 12 juli 2027 10.00'],
        [397, 130, 'maandag 19 juli 2027 10.00'],
      ),
    ];
    expect(tableAt(lines, 0)?.rows[1]).toEqual([
      'Sluitingstermijn',
      'maandag 12 juli 2027 10.00',
      'maandag 19 juli 2027 10.00',
    ]);
    const partial = pdfLine(600, [256, 130, 'een lange vraag tot de rand'], [397, 60, 'Ja.']);
    expect(partial.segments).toHaveLength(1);
  });
});

describe("a long sentence's label cut at a space starts with a word", () => {
  it('English and Dutch: no leading space', () => {
    const en = 'Please note that the closing time for the requests to participate is extended to';
    const nl = 'De sluitingstermijn voor de verzoeken tot deelneming wordt verschoven naar dinsdag';
    for (const text of [`xy ${en}`, `ab ${nl}`]) {
      const label = shorten(text, text.length - 2);
      expect(label).toBe(label.trim());
      expect(label.split(' ')[0]).toMatch(/^(Please|De)$/);
      expect(text.endsWith(label)).toBe(true);
    }
  });
});

describe('the price/quality split around a bracket or as a ratio', () => {
  const split = (text: string) =>
    priceQualityInWords({ page: 1, text, index: 0, kind: 'sentence' })?.value ?? null;

  it('English: a share within quality in brackets, a bracket explaining price, a ratio', () => {
    expect(split('The split is 70% quality (of which sustainability 15%) and 30% price.')).toEqual({
      price: 30,
      quality: 70,
    });
    expect(split('Price (the whole-life cost over six years) weighs 45%, quality 55%.')).toEqual({
      price: 45,
      quality: 55,
    });
    expect(split('The ratio of price to quality is 30:70.')).toEqual({ price: 30, quality: 70 });
  });

  it('Dutch: waarvan, een toelichting tussen haakjes, een verhouding', () => {
    expect(split('De verdeling is 60% kwaliteit (waarvan duurzaamheid 10%) en 40% prijs.')).toEqual(
      { price: 40, quality: 60 },
    );
    expect(split('De prijs (totale kosten over de looptijd) weegt 30%, de kwaliteit 70%.')).toEqual(
      {
        price: 30,
        quality: 70,
      },
    );
    expect(split('De verhouding tussen kwaliteit en prijs is 60/40.')).toEqual({
      price: 40,
      quality: 60,
    });
  });

  it('stays as it was: a bracketed weight is the weight; a date is no ratio', () => {
    expect(split('Quality (60%) and price (40%) are weighed.')).toEqual({ price: 40, quality: 60 });
    expect(split('Prijs en kwaliteit worden op 12/05 bekendgemaakt.')).toBeNull();
  });
});
