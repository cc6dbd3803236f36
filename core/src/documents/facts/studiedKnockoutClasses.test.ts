/**
 * Knock-out and requirement classes found studying the knock-outs of probe sets 1-19
 * (docs/decisions.md "Knock-outs and requirements on the studied probes"): consequences with an
 * adverb, a pronoun, 'rated failed', 'only … will'; demands with a figure; a list most of whose
 * items are requirements; a minimum-level column; a checklist of documents. Wording written for
 * this test, English and Dutch, with the cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { heading, item, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const requirements = (...pages: string[]) =>
  extractTenderFacts(pages).requirements.map((r) => `${r.value.kind}: ${r.value.text}`);
/** The text is read as one requirement of this kind, quoted whole. */
const readAs = (kind: string, text: string) =>
  expect(requirements(text)).toEqual([`${kind}: ${text}`]);
const structuredRequirements = (...blocks: Parameters<typeof structured>[0][number]['blocks']) =>
  structured([{ blocks }]).requirements.map((r) => `${r.value.kind}: ${r.value.text}`);

describe('consequences the earlier rules did not read', () => {
  it('an adverb between "be" and the rejection', () => {
    readAs(
      'knockout',
      'Quotations priced above the published ceiling will be automatically rejected.',
    );
  });

  it('a bid rated "failed", English and Dutch', () => {
    readAs('knockout', 'A submission lacking the signed compliance sheet shall be rated "failed".');
    readAs(
      'knockout',
      'Een aanbieding zonder ingevuld prijsblad wordt beoordeeld als "niet voldaan".',
    );
  });

  it('stays quiet: criteria assessed as pass or fail', () => {
    expect(requirements('Each listed item will be assessed as pass or fail by the panel.')).toEqual(
      [],
    );
  });

  it('the Dutch inverted verb with a pronoun: an exclusion, and a knock-out', () => {
    readAs(
      'exclusion',
      'Toont de gegadigde de bewijsstukken niet binnen vijf dagen, dan wordt hij uitgesloten.',
    );
    readAs('knockout', 'Scoort de aanbieding te laag op kwaliteit, dan wordt zij afgewezen.');
  });

  it('a bidder not retained, the sentence kept whole across its semicolon', () => {
    readAs(
      'knockout',
      'Een gegadigde die een selectie-eis niet haalt, wordt niet weerhouden; zijn aanbieding wordt dan niet beoordeeld.',
    );
    readAs('knockout', 'A bidder that misses any selection threshold will not be retained.');
  });

  it('a bid not taken into account or not accepted, its subject before a time with a dot', () => {
    readAs('knockout', 'Aanbiedingen boven het maximumbudget worden niet in aanmerking genomen.');
    readAs('knockout', 'Offertes per fax of na 12.30 uur worden niet aanvaard.');
  });

  it('stays quiet: costs not taken into account', () => {
    expect(requirements('Reiskosten van het personeel worden niet in aanmerking genomen.')).toEqual(
      [],
    );
  });

  it('a bid taken as never submitted', () => {
    readAs(
      'knockout',
      'Een inschrijving die per post wordt verstuurd, wordt als niet-ingediend beschouwd.',
    );
    readAs('knockout', 'A proposal delivered by hand will be deemed not to have been submitted.');
  });

  it('only the bids that pass go on', () => {
    readAs(
      'knockout',
      'Only offers that score at least 60 quality points (60% of the maximum) will have their price envelopes opened.',
    );
    readAs(
      'knockout',
      'Alleen kandidaten die aan alle minimumeisen voldoen, worden uitgenodigd voor de dialoog.',
    );
  });

  it('stays quiet: only bidders who ask receive the drawings', () => {
    expect(requirements('Only bidders who request them will receive the site drawings.')).toEqual(
      [],
    );
  });

  it('a failure that causes all bids to be rejected', () => {
    readAs(
      'knockout',
      'A firm that joins two consortia will cause all tenders it takes part in to be rejected.',
    );
  });
});

describe('demands with a figure', () => {
  it('years of experience with a possessive or a qualifier', () => {
    readAs(
      'suitability',
      "The project lead shall have at least six (6) years' post-qualification experience.",
    );
    readAs(
      'suitability',
      'De projectleider heeft minimaal vijf jaar aantoonbare werkervaring in de zorg.',
    );
  });

  it('similar services or works, a single contract, a compound opdracht', () => {
    readAs('references', 'De kandidaat heeft ten minste twee soortgelijke werken uitgevoerd.');
    readAs(
      'references',
      'At least one (1) contract for the upkeep of municipal parks, completed since 2022.',
    );
    readAs(
      'references',
      'U heeft ten minste één snoeiopdracht van minimaal 2.000 bomen voor een overheid afgerond.',
    );
  });

  it('stays quiet: a contract manager, a service level', () => {
    expect(
      requirements(
        'The team includes at least one contract manager. Response times of at least two services are monitored.',
      ),
    ).toEqual([]);
  });

  it('a standard met demonstrably, an accreditation to a standard', () => {
    readAs('certificate', 'De geleverde stoelen voldoen aantoonbaar aan NEN-EN 16139.');
    readAs('certificate', 'Testing is done by a laboratory accredited to ISO/IEC 17025.');
  });

  it('a minimum score to pass written as "not less than"', () => {
    readAs(
      'knockout',
      'A proposal must achieve not less than 55 of the 80 quality marks to proceed to the price stage.',
    );
  });
});

describe('the other items of a list of demands', () => {
  it('an item no rule reads, in a list most of whose items are requirements', () => {
    expect(
      structuredRequirements(
        heading('3.4 Geschiktheid'),
        item(
          '•',
          'E1: de gegadigde is ingeschreven in het handelsregister van de Kamer van Koophandel;',
        ),
        item(
          '•',
          'E2: de gegadigde heeft ten minste twee opdrachten uitgevoerd voor de aanleg van fietspaden;',
        ),
        item(
          '•',
          'E3: de werkplaats ligt op hooguit 30 km van het depot, aangetoond met een plattegrond;',
        ),
        item(
          '•',
          'E4: de jaaromzet bedroeg in elk van de laatste drie boekjaren minimaal € 800.000.',
        ),
      ),
    ).toContain(
      'other: E3: de werkplaats ligt op hooguit 30 km van het depot, aangetoond met een plattegrond;',
    );
  });

  it('stays quiet: a permission among the demands', () => {
    const found = structuredRequirements(
      heading('Eisen aan de gegadigde'),
      item(
        'a.',
        'De gegadigde is ingeschreven in het handelsregister van de Kamer van Koophandel.',
      ),
      item('b.', 'De gegadigde heeft ten minste drie opdrachten uitgevoerd voor een waterschap.'),
      item('c.', 'De gegadigde mag voor het graafwerk een onderaannemer inschakelen.'),
    );
    expect(found.some((r) => r.includes('onderaannemer'))).toBe(false);
  });

  it('stays quiet: a list of which the rules read fewer than two thirds', () => {
    const found = structuredRequirements(
      heading('Part 2 Conditions of Offer'),
      item('1.', 'Offers must be written in English and priced in euro.'),
      item('2.', 'An offer remains valid for ninety days after the closing time.'),
      item('3.', 'Late offers will not be accepted.'),
      item('4.', 'Offers are opened in private by two officers of the Council.'),
    );
    expect(found.some((r) => r.includes('remains valid'))).toBe(false);
    expect(found.some((r) => r.includes('opened in private'))).toBe(false);
  });
});

describe('a minimum-level column, a checklist of documents', () => {
  it("a selection table's 'Minimumniveau' cells", () => {
    expect(
      structuredRequirements(
        heading('6. Selectie'),
        table(
          ['Nr.', 'Selectiecriterium', 'Minimumniveau'],
          ['S1', 'Dienstverlening', 'Een eigen storingsdienst die binnen 8 uur ter plaatse is'],
        ),
      ),
    ).toContain('other: Een eigen storingsdienst die binnen 8 uur ter plaatse is');
  });

  it("a checklist heading's items under a sub-heading, plurals included", () => {
    const found = structuredRequirements(
      heading('Annex B. Checklist of Legal and Financial Documents'),
      heading('Part 1 documents (technical envelope)'),
      item('(a)', 'Certified financial statements for the last two years;'),
      item('(b)', 'Notarised statement of the firm’s directors;'),
    );
    expect(found).toEqual([
      'declaration: Certified financial statements for the last two years;',
      'declaration: Notarised statement of the firm’s directors;',
    ]);
  });
});

describe('Dutch document lists stay as they were', () => {
  it('stays quiet: a paragraph about the checklist', () => {
    expect(
      structuredRequirements(para('De checklist helpt u bij het samenstellen van uw aanbieding.')),
    ).toEqual([]);
  });
});
