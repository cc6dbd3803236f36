/**
 * Limits, knock-outs and buyers: the failure classes of issue 17, each proven on short snippets written for
 * this test in English and Dutch (not taken from the labelled documents in bench/data), so that a
 * rule passes because the mechanism is general, not because it knows one document's wording. The
 * structure cases use hand-built DocumentStructures (classSnippets.ts).
 */
import { describe, expect, it } from 'vitest';
import { heading, table, structured } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

describe('limits written out, "maximum of", "no longer than", sides of A4', () => {
  it('English', () => {
    const { limits } = extractTenderFacts([
      [
        'Each answer should be no more than three hundred words.',
        '',
        'The CV of each key person is limited to 2 sides of A4.',
        '',
        'Case study: maximum of 600 words.',
      ].join('\n'),
    ]);
    expect(limits.map((l) => [l.value.kind, l.value.value])).toEqual([
      ['words', 300],
      ['pages', 2],
      ['words', 600],
    ]);
  });

  it('Dutch', () => {
    const { limits } = extractTenderFacts([
      [
        'Het implementatieplan mag niet langer zijn dan zes pagina’s.',
        '',
        'De samenvatting bevat maximaal vijfhonderd woorden.',
      ].join('\n'),
    ]);
    expect(limits.map((l) => [l.value.kind, l.value.value])).toEqual([
      ['pages', 6],
      ['words', 500],
    ]);
  });
});

describe('knock-outs phrased as consequences', () => {
  it('English and Dutch', () => {
    const { requirements } = extractTenderFacts([
      [
        'A submission without the signed form of tender will be deemed non-compliant.',
        '',
        'Omissions may result in the response being rejected.',
        '',
        'Een inschrijver zonder geldig VCA-certificaat komt niet in aanmerking voor gunning.',
        '',
        'Onvolledige inschrijvingen worden niet verder beoordeeld.',
      ].join('\n'),
    ]);
    expect(requirements.filter((r) => r.value.kind === 'knockout')).toHaveLength(4);
  });
});

describe('buyers named only on the cover', () => {
  it('English: a borough in title case', () => {
    const { buyer } = extractTenderFacts([
      'Invitation to Tender\n\nWinter gritting services\n\nBorough of Eastmere\n\nMay 2025',
    ]);
    expect(buyer).toMatchObject({ value: 'Borough of Eastmere', status: 'check' });
  });

  it('Dutch: a municipality printed in capitals', () => {
    const { buyer } = extractTenderFacts([
      'Aanbestedingsleidraad\n\nLevering van strooizout\n\nGEMEENTE ZUIDERVEEN\n\nmei 2025',
    ]);
    expect(buyer).toMatchObject({ value: 'GEMEENTE ZUIDERVEEN', status: 'check' });
  });
});

describe('a length column', () => {
  it('a length column gives each part its limit (English and Dutch)', () => {
    const { limits } = structured([
      {
        blocks: [
          heading('What to submit'),
          table(
            ['Part', 'Maximum length'],
            ['Delivery plan', '6 pages'],
            ['Team CVs', '3 x 2 pages'],
          ),
          table(['Onderdeel', 'Omvang'], ['Visiedocument', '900 woorden']),
        ],
      },
    ]);
    expect(limits.map((l) => [l.value.kind, l.value.value, l.value.scope])).toEqual([
      ['pages', 6, 'Delivery plan'],
      ['pages', 2, 'Team CVs'],
      ['words', 900, 'Visiedocument'],
    ]);
  });
});

describe('precision: consequences that are no knock-outs', () => {
  it('"not be considered liable" and an unacceptable payment are no knock-outs', () => {
    const { requirements } = extractTenderFacts([
      'The authority will not be considered liable for bidding costs.\n\nLate payment is unacceptable to the supplier.',
    ]);
    expect(requirements).toEqual([]);
  });
});

describe('a buyer named as the body the bid is submitted to', () => {
  it('English and Dutch, offered to check', () => {
    expect(
      extractTenderFacts([
        'Tick each form you are sending to the Harbour Department of Eastmere with your offer.',
      ]).buyer,
    ).toMatchObject({ value: 'Harbour Department of Eastmere', status: 'check' });
    expect(
      extractTenderFacts([
        'De formulieren zijn in te dienen bij de Gemeente Zuiderveen, afdeling Inkoop.',
      ]).buyer,
    ).toMatchObject({ value: 'Gemeente Zuiderveen', status: 'check' });
  });
});

describe('a document to submit, with a relative clause between the bidder and "must"', () => {
  it('Dutch', () => {
    const { requirements } = extractTenderFacts([
      'Inschrijvers die een deel van het werk uitbesteden of als combinatie inschrijven, dienen het formulier Onderaanneming bij te voegen.',
    ]);
    expect(requirements.map((r) => r.value.kind)).toEqual(['declaration']);
  });

  it('English', () => {
    const { requirements } = extractTenderFacts([
      'Tenderers who intend to subcontract more than a quarter of the works, or who form a consortium, must submit Form 7: Supply Chain Declaration with their tender.',
    ]);
    expect(requirements.map((r) => r.value.kind)).toEqual(['declaration']);
  });
});

describe('a role is no buyer', () => {
  it('"the Contracting Authority", "de Aanbestedende Dienst" name no body', () => {
    expect(
      extractTenderFacts([
        'Tender Pack\n\nProcurement Department\n\nAll bids must be submitted to the Contracting Authority by e-mail.',
      ]).buyer,
    ).toBeNull();
    expect(
      extractTenderFacts(['De stukken zijn in te dienen bij de Aanbestedende Dienst.']).buyer,
    ).toBeNull();
  });
});
