/**
 * Requirement classes found studying the fifteenth probe set (docs/decisions.md "Tender facts on
 * the fifteenth probe set: other kinds"): a bid accompanied by its security, a pre-qualification or
 * a professional registration held, a proposal that will not be shortlisted, documents listed
 * inline after a colon, an amendment that replaces a requirement's words or restates it, a
 * suitability column in the singular. Wording written for this test, English and Dutch, with the
 * cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const requirements = (...pages: string[]) =>
  extractTenderFacts(pages).requirements.map((r) => `${r.value.kind}: ${r.value.text}`);

describe('a bid accompanied by its security', () => {
  it('English and Dutch', () => {
    expect(
      requirements(
        'Every quotation shall be accompanied by a bid bond or a certified cheque of ten percent (10%) of the quoted sum.',
      ),
    ).toEqual([
      'other: Every quotation shall be accompanied by a bid bond or a certified cheque of ten percent (10%) of the quoted sum.',
    ]);
    expect(
      requirements(
        'De inschrijving moet vergezeld gaan van een bankgarantie van 5% van de inschrijfsom.',
      ),
    ).toEqual([
      'other: De inschrijving moet vergezeld gaan van een bankgarantie van 5% van de inschrijfsom.',
    ]);
  });

  it('stays quiet: a letter accompanied by a brochure', () => {
    expect(
      requirements('The cover letter may be accompanied by a short company brochure.'),
    ).toEqual([]);
  });
});

describe('a pre-qualification or a professional registration held', () => {
  it('English', () => {
    expect(
      requirements('Tenderers must hold a current SafeWorks pre-qualification before site access.'),
    ).toEqual([
      'certificate: Tenderers must hold a current SafeWorks pre-qualification before site access.',
    ]);
    expect(
      requirements(
        'The proposed design lead is a Chartered Structural Engineer or holds equivalent professional registration.',
      ),
    ).toEqual([
      'certificate: The proposed design lead is a Chartered Structural Engineer or holds equivalent professional registration.',
    ]);
  });

  it('Dutch', () => {
    expect(
      requirements(
        'De inschrijver beschikt over een geldige VeiligWerk-prekwalificatie bij de start.',
      ),
    ).toEqual([
      'certificate: De inschrijver beschikt over een geldige VeiligWerk-prekwalificatie bij de start.',
    ]);
    expect(requirements('De beoogde controller van het project is registeraccountant.')).toEqual([
      'certificate: De beoogde controller van het project is registeraccountant.',
    ]);
  });

  it('stays quiet: a registered office, a chartered flight', () => {
    expect(
      requirements('Our registered office is in Leeds and a chartered flight is booked.'),
    ).toEqual([]);
  });
});

describe('a proposal that will not be shortlisted', () => {
  it('English', () => {
    expect(
      requirements(
        'Any proposal scoring below 4 on the methodology will not be shortlisted, whatever its price.',
      ),
    ).toEqual([
      'knockout: Any proposal scoring below 4 on the methodology will not be shortlisted, whatever its price.',
    ]);
  });
});

describe('documents listed inline after a colon', () => {
  it('English and Dutch, each document a requirement', () => {
    expect(
      requirements(
        'Required with the tender: Price Form; Form of Tender; Insurance Certificate; Conflict Declaration.',
      ),
    ).toEqual([
      'declaration: Price Form',
      'declaration: Form of Tender',
      'declaration: Insurance Certificate',
      'declaration: Conflict Declaration',
    ]);
    expect(
      requirements(
        'Mee te sturen met de inschrijving: het prijsformulier; de Eigen Verklaring; de referentieverklaring.',
      ),
    ).toEqual([
      'declaration: het prijsformulier',
      'declaration: de Eigen Verklaring',
      'declaration: de referentieverklaring',
    ]);
  });

  it('stays quiet: two items, or words that are no documents', () => {
    expect(requirements('Required with the tender: prices; delivery times.')).toEqual([]);
  });
});

describe("an amendment that replaces a requirement's words or restates it", () => {
  it('English: the new words, of the requirement the old ones stood in', () => {
    expect(
      requirements(
        'The Tenderer has completed at least four (4) highway bridge inspection contracts in the last six years.',
        'Item 2. Replace "at least four (4) highway bridge inspection contracts" with "at least three (3) highway bridge inspection contracts".',
      ),
    ).toContain('references: at least three (3) highway bridge inspection contracts');
  });

  it('Dutch: vervang … door …', () => {
    expect(
      requirements(
        'De inschrijver heeft in de afgelopen vijf jaar ten minste drie complete brandslang-leveringen uitgevoerd.',
        'Vervang "ten minste drie complete brandslang-leveringen" door "ten minste twee complete brandslang-leveringen".',
      ),
    ).toContain('references: ten minste twee complete brandslang-leveringen');
  });

  it('restated: the subject names a requirement', () => {
    expect(
      requirements(
        'The second condition of participation now reads: a service desk staffed within the region.',
      ),
    ).toContain('other: a service desk staffed within the region.');
    expect(
      requirements(
        'De tweede deelnamevoorwaarde luidt voortaan: een werkplaats binnen 50 km van de kazerne.',
      ),
    ).toContain('other: een werkplaats binnen 50 km van de kazerne.');
  });

  it('stays quiet: replaced words no requirement holds, a heading restated', () => {
    expect(
      requirements(
        'Replace "Harbour Road depot" with "Quay Street depot" in the delivery schedule.',
      ),
    ).toEqual([]);
    expect(requirements('The title of section 4 now reads: Delivery and installation.')).toEqual(
      [],
    );
  });
});

describe('a suitability column in the singular', () => {
  it('Dutch and English: each row a requirement', () => {
    const nl = structured([
      {
        blocks: [
          table(
            ['Nr.', 'Geschiktheidseis'],
            ['S1', 'De inschrijver beschikt over een eigen servicewagen in de regio.'],
          ),
        ],
      },
    ]).requirements.map((r) => `${r.value.kind}: ${r.value.text}`);
    expect(nl).toContain(
      'suitability: De inschrijver beschikt over een eigen servicewagen in de regio.',
    );
    const en = structured([
      {
        blocks: [
          table(
            ['No.', 'Minimum qualification'],
            ['Q1', 'A service depot staffed within the county.'],
          ),
        ],
      },
    ]).requirements.map((r) => `${r.value.kind}: ${r.value.text}`);
    expect(en).toContain('suitability: A service depot staffed within the county.');
  });

  it('stays quiet: a specification table of requirements', () => {
    const spec = structured([
      { blocks: [table(['Nr.', 'Eis'], ['E1', 'Het toestel weegt minder dan twaalf kilo.'])] },
    ]).requirements;
    expect(spec).toEqual([]);
  });
});
