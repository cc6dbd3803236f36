/**
 * Requirement classes found studying the fourteenth probe set (docs/decisions.md "Tender facts on
 * the fourteenth probe set: other kinds"): a minimum score to reach before the next stage, the bid
 * form to use completed and signed, evidence no older than some months, a qualified electronic
 * signature, a bid security in more currencies, and a rectification table's corrected text.
 * Wording written for this test, English and Dutch, with the cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const requirements = (...pages: string[]) =>
  extractTenderFacts(pages).requirements.map((r) => `${r.value.kind}: ${r.value.text}`);

describe('a minimum score to reach before the next stage', () => {
  it('English', () => {
    expect(
      requirements(
        'Bidders must achieve a minimum quality score of 60 points to progress to the price evaluation.',
      ),
    ).toEqual([
      'knockout: Bidders must achieve a minimum quality score of 60 points to progress to the price evaluation.',
    ]);
  });

  it('Dutch', () => {
    expect(
      requirements(
        'De inschrijver moet minimaal 55 punten behalen om door te gaan naar de beoordeling van de prijs.',
      ),
    ).toEqual([
      'knockout: De inschrijver moet minimaal 55 punten behalen om door te gaan naar de beoordeling van de prijs.',
    ]);
  });

  it('stays quiet: how many points a criterion carries', () => {
    expect(requirements('The quality criterion carries a maximum of 60 points.')).toEqual([]);
    expect(requirements('Voor kwaliteit zijn maximaal 60 punten te behalen.')).toEqual([]);
  });
});

describe('the bid form to use, completed and signed', () => {
  it('Dutch and English', () => {
    expect(
      requirements(
        'De inschrijver gebruikt alleen het Prijsformulier (bijlage 4), volledig ingevuld en ondertekend.',
      ),
    ).toEqual([
      'declaration: De inschrijver gebruikt alleen het Prijsformulier (bijlage 4), volledig ingevuld en ondertekend.',
    ]);
    expect(
      requirements(
        'The tenderer shall use only the Bid Form in Annex 2, fully completed and signed.',
      ),
    ).toEqual([
      'declaration: The tenderer shall use only the Bid Form in Annex 2, fully completed and signed.',
    ]);
  });

  it('stays quiet: a form used with nothing signed', () => {
    expect(
      requirements('The Authority uses the form in Annex 5 to record the site visit.'),
    ).toEqual([]);
  });
});

describe('evidence from an authority no older than some months', () => {
  it('Dutch and English', () => {
    expect(
      requirements(
        'Zij legt een uittreksel uit het strafregister over, niet ouder dan zes maanden.',
      ),
    ).toEqual([
      'certificate: Zij legt een uittreksel uit het strafregister over, niet ouder dan zes maanden.',
    ]);
    expect(
      requirements(
        'The bidder adds a statement from the social security office, not older than three months.',
      ),
    ).toEqual([
      'certificate: The bidder adds a statement from the social security office, not older than three months.',
    ]);
  });

  it('stays quiet: a photograph no older than a year', () => {
    expect(requirements('Use a photograph of the site not older than one year.')).toEqual([]);
  });
});

describe('a qualified electronic signature on the submission', () => {
  it('Dutch and English', () => {
    expect(
      requirements(
        'De offerte wordt ondertekend met een gekwalificeerde elektronische handtekening.',
      ),
    ).toEqual([
      'other: De offerte wordt ondertekend met een gekwalificeerde elektronische handtekening.',
    ]);
    expect(
      requirements('The submission report must carry a qualified electronic signature.'),
    ).toEqual(['other: The submission report must carry a qualified electronic signature.']);
  });

  it('stays quiet: the buyer signs the contract', () => {
    expect(
      requirements(
        'Het contract wordt door de directeur met een gekwalificeerde elektronische handtekening getekend.',
      ),
    ).toEqual([]);
  });
});

describe('a bid security with its amount in more currencies', () => {
  it('English and Dutch', () => {
    expect(
      requirements('Each bid includes a Bid Security of TZS 12,000,000 from a licensed bank.'),
    ).toEqual(['other: Each bid includes a Bid Security of TZS 12,000,000 from a licensed bank.']);
    expect(requirements('Er wordt een inschrijvingsgarantie van ANG 40.000 bijgevoegd.')).toEqual([
      'other: Er wordt een inschrijvingsgarantie van ANG 40.000 bijgevoegd.',
    ]);
  });
});

describe("a rectification table's corrected text of a selection requirement", () => {
  const quotes = (...rows: string[][]) =>
    structured([{ blocks: [table(...rows)] }]).requirements.map((r) => r.quote);

  it('Dutch: "Bepaling | Oorspronkelijke tekst | Verbeterde tekst" on technische bekwaamheid', () => {
    expect(
      quotes(
        ['Bepaling', 'Oorspronkelijke tekst', 'Verbeterde tekst'],
        [
          'III.2 – technische bekwaamheid',
          'minstens vier vergelijkbare leveringen',
          'minstens drie vergelijkbare leveringen',
        ],
      ),
    ).toEqual(['minstens drie vergelijkbare leveringen']);
  });

  it('English: "Clause | Original text | Corrected text" on technical capacity', () => {
    expect(
      quotes(
        ['Clause', 'Original text', 'Corrected text'],
        [
          '5.3 Technical capacity',
          'four comparable deliveries',
          'three comparable deliveries in Europe',
        ],
      ),
    ).toEqual(['three comparable deliveries in Europe']);
  });

  it('stays quiet: a corrected date', () => {
    expect(
      quotes(
        ['Bepaling', 'Oorspronkelijke tekst', 'Verbeterde tekst'],
        ['I.7 – uiterste datum', '04/05/2027 om 10u00', '18/05/2027 om 10u00'],
      ),
    ).toEqual([]);
  });
});
