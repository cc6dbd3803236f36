/**
 * Requirement and lot classes of issue 17 found studying the thirteenth probe set (docs/decisions.md
 * "Tender facts on the thirteenth probe set: other kinds"): consequences ('liable for rejection',
 * 'summarily rejected', 'ongeopend teruggegeven', 'van deelname uitgesloten'), an obligation and
 * its knock-out joined by a semicolon, a requirement amended in its clause, a signed declaration
 * as a list entry, a licence held, bidding together ruled out, a bid security with its amount, an
 * amendment table's revised provision, and lettered or wrapped lots in a PDF table. Wording
 * written for this test, English and Dutch, with the cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { para, structured } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const requirements = (...pages: string[]) =>
  extractTenderFacts(pages).requirements.map((r) => `${r.value.kind}: ${r.value.text}`);

describe('consequences in more words', () => {
  it('English', () => {
    expect(
      requirements('Offers that qualify the conditions of contract shall be liable for rejection.'),
    ).toEqual([
      'knockout: Offers that qualify the conditions of contract shall be liable for rejection.',
    ]);
    expect(requirements('Tenders without the signed form will be summarily rejected.')).toEqual([
      'knockout: Tenders without the signed form will be summarily rejected.',
    ]);
  });

  it('Dutch', () => {
    expect(
      requirements('Aanbiedingen die te laat binnenkomen, worden ongeopend teruggezonden.'),
    ).toEqual(['knockout: Aanbiedingen die te laat binnenkomen, worden ongeopend teruggezonden.']);
    expect(
      requirements('Een gegadigde die valse informatie verstrekt, wordt van deelname uitgesloten.'),
    ).toEqual([
      'knockout: Een gegadigde die valse informatie verstrekt, wordt van deelname uitgesloten.',
    ]);
  });

  it('stays quiet: liability of the contractor, no bid as subject', () => {
    expect(requirements('The contractor is liable for damage caused to the site.')).toEqual([]);
  });
});

describe('an obligation and its knock-out joined by a semicolon are two', () => {
  it('English and Dutch', () => {
    expect(
      requirements(
        'The tenderer shall sign the Code of Conduct declaration; tenders without the signed declaration will be rejected.',
      ),
    ).toEqual([
      'declaration: The tenderer shall sign the Code of Conduct declaration',
      'knockout: tenders without the signed declaration will be rejected.',
    ]);
    expect(
      requirements(
        'De inschrijver levert de ondertekende gedragsverklaring in; een inschrijving zonder deze verklaring wordt terzijde gelegd.',
      ),
    ).toEqual([
      'declaration: De inschrijver levert de ondertekende gedragsverklaring in',
      'knockout: een inschrijving zonder deze verklaring wordt terzijde gelegd.',
    ]);
  });

  it('stays one: a first half that states no requirement of its own', () => {
    expect(
      requirements(
        'The price schedule must be filled in completely; a tender with gaps in the price schedule will be rejected.',
      ),
    ).toHaveLength(1);
  });
});

describe('a requirement amended in its clause, a signed declaration listed, a licence held', () => {
  it('English', () => {
    expect(
      requirements(
        'After the site meeting, the experience required in clause B2.3 is amended from ten years to: The bidder must have at least seven years of experience.',
      ),
    ).toHaveLength(1);
    expect(requirements('the signed Declaration of Independence (Form 6).')).toEqual([
      'declaration: the signed Declaration of Independence (Form 6).',
    ]);
    expect(
      requirements('The bidder must hold a valid gas installer licence issued by the regulator.'),
    ).toEqual([
      'certificate: The bidder must hold a valid gas installer licence issued by the regulator.',
    ]);
    expect(requirements('Joint ventures are not permitted in this procurement.')).toEqual([
      'other: Joint ventures are not permitted in this procurement.',
    ]);
  });

  it('Dutch', () => {
    expect(
      requirements(
        'De omzeteis in artikel 4.2 wordt gewijzigd van € 2 miljoen naar: De inschrijver moet een jaaromzet van ten minste € 1 miljoen hebben.',
      ),
    ).toHaveLength(1);
    expect(requirements('het ondertekende formulier integriteit (bijlage 5).')).toEqual([
      'declaration: het ondertekende formulier integriteit (bijlage 5).',
    ]);
    expect(
      requirements('De inschrijver beschikt over een monteur met een geldige F-gassen-erkenning.'),
    ).toEqual([
      'certificate: De inschrijver beschikt over een monteur met een geldige F-gassen-erkenning.',
    ]);
    expect(requirements('Inschrijven als combinatie is niet toegestaan.')).toEqual([
      'other: Inschrijven als combinatie is niet toegestaan.',
    ]);
    expect(
      requirements('Bij de inschrijving hoort een waarborgsom van € 5.000 per perceel.'),
    ).toEqual(['other: Bij de inschrijving hoort een waarborgsom van € 5.000 per perceel.']);
  });

  it('stays quiet: a signed declaration in a sentence, a security without an amount', () => {
    expect(requirements('The signed declaration is sent to all bidders after award.')).toEqual([]);
    expect(requirements('The bid security of the previous round was released.')).toEqual([]);
  });
});

describe('lots in a PDF table lettered, or with a name wrapped onto its own line', () => {
  // A PDF's lines, one paragraph each, as the extractor gives a table without cells.
  const lots = (...lines: string[]) =>
    structured([{ blocks: lines.map(para) }]).lots.map(
      ({ value: { number, name } }) => `${number} ${name}`,
    );

  it('Dutch: lettered lots', () => {
    expect(
      lots(
        'De opdracht is verdeeld in twee percelen.',
        'Perceel Omschrijving Locaties',
        'A Noordelijke kernen (Ter Aar en omgeving) 4',
        'B Zuidelijke kernen (Rijpwetering) 3',
        'De raming volgt hieronder.',
      ),
    ).toEqual(['A Noordelijke kernen (Ter Aar en omgeving)', 'B Zuidelijke kernen (Rijpwetering)']);
  });

  it('English: a wrapped name does not end the table', () => {
    expect(
      lots(
        'The work is divided into two packages.',
        'Package Area Sites',
        'Package 1 Upper valley (Sites 1 to 9, including Riverbend and 12',
        'Hilltop)',
        'Package 2 Lower valley (Sites 10 to 20) 9',
        'The budget follows below.',
      ),
    ).toEqual([
      '1 Upper valley (Sites 1 to 9, including Riverbend and',
      '2 Lower valley (Sites 10 to 20)',
    ]);
  });

  it('stays quiet: a capital letter before a sentence is no lot', () => {
    expect(lots('Perceel Omschrijving Locaties', 'A Het perceel wordt later beschreven.')).toEqual(
      [],
    );
  });
});
