/**
 * Failure classes left on the second probe set (issue 17, docs/decisions.md "Tender facts:
 * consequences, lists under a lead-in, limits in cells, buyers without a label"): each proven on
 * wording written for this test, English and Dutch, with precision cases beside them.
 */
import { describe, expect, it } from 'vitest';
import { heading, item, para, structured, table } from './classSnippets';
import type { TenderFacts } from '../../model/documentFacts';
import { extractTenderFacts } from './extractTenderFacts';

const requirements = (facts: TenderFacts) =>
  facts.requirements.map((r) => `${r.value.kind}: ${r.quote}`);
const knockouts = (text: string) =>
  extractTenderFacts([text])
    .requirements.filter((r) => r.value.kind === 'knockout')
    .map((r) => r.quote);

describe('knock-outs phrased as consequences', () => {
  it('English: not opened, rejected, deemed non-responsive, caused to be rejected', () => {
    expect(knockouts('A proposal that arrives after the closing time will not be opened.')).toEqual(
      ['A proposal that arrives after the closing time will not be opened.'],
    );
    expect(
      knockouts('Offers that are qualified in any way are deemed non-responsive.'),
    ).toHaveLength(1);
    expect(
      knockouts('Leaving out the signed Schedule No. 4 may cause the tender to be rejected.'),
    ).toEqual(['Leaving out the signed Schedule No. 4 may cause the tender to be rejected.']);
    expect(knockouts('Any response without a price sheet shall be rejected.')).toHaveLength(1);
  });

  it('Dutch: geweerd, ter zijde gelegd, niet geopend, niet aanvaard, onregelmatig, ongeldigheid', () => {
    expect(knockouts('Een offerte die per post wordt verstuurd, wordt geweerd.')).toHaveLength(1);
    expect(
      knockouts('Een inschrijving boven het plafondbedrag wordt ter zijde gelegd.'),
    ).toHaveLength(1);
    expect(knockouts('Inschrijvingen die te laat binnenkomen, worden niet geopend.')).toHaveLength(
      1,
    );
    expect(knockouts('Aanbiedingen per fax worden niet aanvaard.')).toHaveLength(1);
    expect(
      knockouts(
        'Een offerte zonder ondertekend inschrijvingsformulier wordt als substantieel onregelmatig beschouwd.',
      ),
    ).toHaveLength(1);
    expect(
      knockouts('Het ontbreken van de handtekening leidt tot ongeldigheid van de inschrijving.'),
    ).toHaveLength(1);
    expect(
      knockouts(
        'Behaalt een inschrijver minder dan 30 punten, dan komt zij niet in aanmerking voor gunning.',
      ),
    ).toHaveLength(1);
  });

  it('precision: a file, a portal or an invoice is no bid', () => {
    expect(knockouts('Het portaal wordt niet geopend op zondag vanwege onderhoud.')).toEqual([]);
    expect(knockouts('The site office will not be opened before the contract starts.')).toEqual([]);
    expect(knockouts('Facturen zonder ordernummer worden niet aanvaard door de afdeling.')).toEqual(
      [],
    );
  });
});

describe('declarations and requirements listed under a lead-in', () => {
  it('English: a "Required documents" heading and a sentence ending in a colon', () => {
    const facts = structured([
      {
        blocks: [
          heading('5.3 Required documents'),
          item('-', 'Signed Offer Form (Form 1).'),
          item('-', 'Sworn affidavit of non-collusion, notarised.'),
          para('Bidders must enclose with their offer:'),
          item('-', 'A copy of the company registration.'),
        ],
      },
    ]);
    expect(requirements(facts)).toEqual([
      'declaration: Signed Offer Form (Form 1).',
      'declaration: Sworn affidavit of non-collusion, notarised.',
      'declaration: A copy of the company registration.',
    ]);
  });

  it('Dutch: "Bij de inschrijving voegt u:" and "Te overleggen stukken"', () => {
    const facts = structured([
      {
        blocks: [
          para('Bij de inschrijving voegt u:'),
          item('-', 'het ingevulde inschrijvingsformulier;'),
          item('-', 'een attest van goede uitvoering per referentie.'),
          heading('4 Te overleggen stukken'),
          item('-', 'Kopie van de polis.'),
        ],
      },
    ]);
    expect(requirements(facts)).toEqual([
      'declaration: het ingevulde inschrijvingsformulier;',
      'declaration: een attest van goede uitvoering per referentie.',
      'declaration: Kopie van de polis.',
    ]);
  });

  it('a minimum listed under a selection heading, in either language', () => {
    const en = structured([
      {
        blocks: [
          heading('3.2 Economic and financial standing'),
          item('-', 'A minimum current ratio of 1.2 in the last audited accounts.'),
          item('-', 'Professional indemnity insurance of not less than £2 million.'),
        ],
      },
    ]);
    expect(requirements(en).sort()).toEqual([
      'other: A minimum current ratio of 1.2 in the last audited accounts.',
      'other: Professional indemnity insurance of not less than £2 million.',
    ]);
    const nl = structured([
      {
        blocks: [
          heading('II.2 Technische bekwaamheid'),
          item('-', 'Ten minste vijf vaste medewerkers met een VCA-diploma.'),
          item('-', 'Uitvoering van minimaal twee soortgelijke projecten in de laatste vijf jaar.'),
        ],
      },
    ]);
    expect(requirements(nl).sort()).toEqual([
      'other: Ten minste vijf vaste medewerkers met een VCA-diploma.',
      'references: Uitvoering van minimaal twee soortgelijke projecten in de laatste vijf jaar.',
    ]);
  });

  it('precision: a minimum under another heading, award criteria "below", a lead-in of a product', () => {
    const facts = structured([
      {
        blocks: [
          heading('2 Scope of the service'),
          item('-', 'At least 4,000 street lights are inspected each year.'),
          para('Tenders are assessed against the criteria below:'),
          item('-', 'Price, at least 40 per cent of the marks.'),
        ],
      },
    ]);
    expect(requirements(facts)).toEqual([]);
  });
});

describe('guarantees, insurance and track records stated as a minimum', () => {
  it('English and Dutch', () => {
    const kinds = (text: string) =>
      extractTenderFacts([text]).requirements.map((r) => r.value.kind);
    expect(kinds('A tender guarantee of €10,000 must be lodged with each offer.')).toEqual([
      'other',
    ]);
    expect(kinds('Een bankgarantie van € 25.000 moet bij de inschrijving worden gevoegd.')).toEqual(
      ['other'],
    );
    expect(
      kinds('Employer’s liability insurance of at least £10 million for any one event.'),
    ).toEqual(['other']);
    expect(kinds('The bidder has completed at least two comparable projects since 2021.')).toEqual([
      'references',
    ]);
    expect(
      kinds('De inschrijver heeft minstens drie gelijkaardige opdrachten uitgevoerd.'),
    ).toEqual(['references']);
    // Precision: an insurance the buyer holds, or a number of items delivered, is no requirement.
    expect(kinds('The Council insures its own buildings against fire.')).toEqual([]);
  });
});

describe('page, word and character limits in a table cell beside the part', () => {
  it('Dutch: "bladzijden" and "één bladzijde" under "Omvang"', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Onderdeel', 'Omvang'],
            ['Plan van aanpak', 'maximaal acht bladzijden A4'],
            ['Managementsamenvatting', 'één bladzijde'],
          ),
        ],
      },
    ]);
    expect(facts.limits.map((l) => [l.value.kind, l.value.value, l.value.scope])).toEqual([
      ['pages', 8, 'Plan van aanpak'],
      ['pages', 1, 'Managementsamenvatting'],
    ]);
  });

  it('English: a cell "A maximum of …" is limited to its row, not to "A"', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Part', 'Length'],
            ['Executive summary', 'A maximum of 600 words'],
            ['Risk register', 'Two pages'],
          ),
        ],
      },
    ]);
    expect(facts.limits.map((l) => [l.value.kind, l.value.value, l.value.scope])).toEqual([
      ['words', 600, 'Executive summary'],
      ['pages', 2, 'Risk register'],
    ]);
  });

  it('English: a part named before a colon, then "a statement of no more than …"', () => {
    const facts = extractTenderFacts([
      'Deviations (Form 3): a statement of no more than two hundred words.',
    ]);
    expect(facts.limits.map((l) => [l.value.value, l.value.scope])).toEqual([
      [200, 'Deviations (Form 3)'],
    ]);
  });
});

describe('a buyer named as "Stad X", "City of X", "X County Council" without the label', () => {
  it('Dutch: a cover line "Stad Lindeveld"; a sentence "De aanbestedende overheid is de Stad …"', () => {
    const cover = extractTenderFacts([
      'Bestek\nStad Lindeveld\nOnderhoud van groenzones\nBestek nr. 2026/045',
    ]);
    expect(cover.buyer?.value).toBe('Stad Lindeveld');
    const sentence = extractTenderFacts([
      'Bestek 2026/045\n\nDe aanbestedende overheid is de Gemeente Eikhoven, vertegenwoordigd door het college.',
    ]);
    expect(sentence.buyer?.value).toBe('Gemeente Eikhoven');
    expect(sentence.buyer?.quote).toContain('Gemeente Eikhoven');
  });

  it('English: "City of Harwick" on the cover; "X County Council" in the running header', () => {
    const cover = extractTenderFacts(['Invitation to Tender\nCity of Harwick\nWinter gritting']);
    expect(cover.buyer?.value).toBe('City of Harwick');
    const header = structured([
      {
        furniture: ['Moorvale County Council | ITT 2026/17 | Grounds maintenance'],
        blocks: [heading('Invitation to tender'), para('Grounds maintenance for the parks.')],
      },
    ]);
    expect(header.buyer?.value).toBe('Moorvale County Council');
  });

  it('precision: a role alone, or "Stadsvernieuwing", names no buyer', () => {
    expect(
      extractTenderFacts(['Programma Stadsvernieuwing\nThe contracting authority is the Council.'])
        .buyer,
    ).toBeNull();
  });
});

describe('a second CPV code in its own sentence or under a CPV heading', () => {
  it('English: "Additional code:" after the main CPV code', () => {
    const facts = extractTenderFacts([
      'The main CPV code is 90610000-6 (street-cleaning services). Additional code: 90612100-5 (street-sweeping services).',
    ]);
    expect(facts.cpvCodes.map((c) => c.value)).toEqual(['90610000-6', '90612100-5']);
  });

  it('Dutch: codes under a heading "CPV-codes"', () => {
    const facts = structured([
      {
        blocks: [
          heading('1.4 CPV-codes'),
          para('Hoofdopdracht 77310000-6; aanvullend 77313100-5.'),
        ],
      },
    ]);
    expect(facts.cpvCodes.map((c) => c.value)).toEqual(['77310000-6', '77313100-5']);
  });

  it('precision: an eight-digit number elsewhere is no CPV code', () => {
    const facts = extractTenderFacts([
      'The main CPV code is 90610000-6. Our bank account 12345678-9 is for payments.',
    ]);
    expect(facts.cpvCodes.map((c) => c.value)).toEqual(['90610000-6']);
  });
});

describe('the submission language as "the English language" or "opgesteld in het Nederlands"', () => {
  const language = (text: string) => extractTenderFacts([text]).submissionLanguage?.value ?? null;
  it('English and Dutch', () => {
    expect(language('All tenders and supporting documents must be in the English language.')).toBe(
      'English',
    );
    expect(language('Proposals shall be submitted in the Dutch language.')).toBe('Dutch');
    expect(language('De offerte en de bijlagen worden opgesteld in het Nederlands.')).toBe(
      'Nederlands',
    );
  });
  it('precision: the language of the service is not the bid’s', () => {
    expect(language('The helpdesk is in English for all users.')).toBeNull();
  });
});

describe('a submission platform given only by its web address', () => {
  const method = (text: string) => extractTenderFacts([text]).submissionMethod;
  it('English and Dutch: the host is the value, offered as "check this"', () => {
    const en = method(
      'Tenders must be uploaded to the tender box on www.supplyportal.example.ie before the deadline.',
    );
    expect(en?.value).toBe('supplyportal.example.ie');
    expect(en?.confidence).toBeLessThan(0.8);
    expect(
      method('De offerte wordt ingediend via https://www.aanbestedingen.example.be/dossier.')
        ?.value,
    ).toBe('aanbestedingen.example.be');
  });
  it('precision: an e-mail address, or an address not for the bid, is no platform', () => {
    expect(method('Submissions go by mail to tenders@council.example.ie only.')?.value).not.toBe(
      'council.example.ie',
    );
    expect(method('More information about the city is on www.city.example.ie.')).toBeNull();
  });
});

describe('a listed requirement keeps the kind a rule reads in it', () => {
  it('English and Dutch: a certificate and references in a list stay so, still "check this"', () => {
    const facts = structured([
      {
        blocks: [
          heading('4.3 Technical and professional ability'),
          item('-', 'Tenderers must hold a valid ISO 9001 certificate.'),
          item('-', 'Tenderers must show at least two comparable contracts since 2022.'),
          heading('III.2 Technische bekwaamheid'),
          item('-', 'De inschrijver beschikt over een geldig VCA-certificaat.'),
        ],
      },
    ]);
    expect(facts.requirements.map((r) => [r.value.kind, r.confidence])).toEqual([
      ['certificate', 0.7],
      ['references', 0.7],
      ['certificate', 0.7],
    ]);
  });

  it('a knock-out in a list of documents stays a knock-out', () => {
    const facts = structured([
      {
        blocks: [
          heading('Required forms'),
          item('-', 'Price form (Form P); a bid without it will be rejected.'),
        ],
      },
    ]);
    expect(facts.requirements.map((r) => r.value.kind)).toEqual(['knockout']);
  });
});
