/**
 * Failure classes found on the held-out probe tenders (issue 17, docs/decisions.md "Tender facts on
 * the probe tenders"): each class is proven here on wording written for this test in English and
 * Dutch, not copied from the probe documents, so that a rule passes because the mechanism is
 * general. The precision cases stand beside them.
 */
import { describe, expect, it } from 'vitest';
import { heading, item, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const quotes = (facts: { requirements: readonly { quote: string }[] }) =>
  facts.requirements.map((r) => r.quote);
const pages = (...paragraphs: string[]) => [paragraphs.join('\n\n')];

describe('knock-outs as consequences with a word between verb and outcome', () => {
  it('English: "also rejected", "considered non-responsive", "result in disqualification"', () => {
    const facts = extractTenderFacts(
      pages(
        'A bid will also be rejected when the price schedule is missing.',
        'An offer without the signed cover form will be considered non-compliant.',
        'Lobbying members of the board may result in disqualification of the bidder.',
      ),
    );
    expect(quotes(facts)).toEqual([
      'A bid will also be rejected when the price schedule is missing.',
      'An offer without the signed cover form will be considered non-compliant.',
      'Lobbying members of the board may result in disqualification of the bidder.',
    ]);
  });

  it('Dutch: the bid named between verb and outcome, "in de beoordeling", "voor gunning"', () => {
    const facts = extractTenderFacts(
      pages(
        'Ontbreekt het prijsformulier, dan wordt je inschrijving terzijde gelegd.',
        'Een aanbieding boven het budget wordt niet in de beoordeling meegenomen.',
        'Zonder geldig keurmerk komt de aanbieding niet voor beoordeling in aanmerking.',
      ),
    );
    expect(quotes(facts)).toEqual([
      'Ontbreekt het prijsformulier, dan wordt je inschrijving terzijde gelegd.',
      'Een aanbieding boven het budget wordt niet in de beoordeling meegenomen.',
      'Zonder geldig keurmerk komt de aanbieding niet voor beoordeling in aanmerking.',
    ]);
  });

  it('what the buyer may do or a result that is no exclusion is no knock-out', () => {
    const facts = extractTenderFacts(
      pages(
        'The new service will result in faster decisions for residents.',
        'De gemeente wordt hierbij ondersteund door een extern bureau.',
      ),
    );
    expect(facts.requirements).toEqual([]);
  });
});

describe('certificates, references and registration without a standard number', () => {
  it('English', () => {
    const facts = extractTenderFacts(
      pages(
        'Each tenderer must hold a valid accessibility audit certificate for the portal.',
        'The data centre must be certified to ISO/IEC 27001 at the start of the contract.',
        'Tenderers provide four references from local authorities served since 2022.',
        'The firm has at least seven years of relevant experience in street lighting.',
        'The firm is registered with the Chamber of Commerce of its home country.',
      ),
    );
    expect(facts.requirements.map((r) => r.value.kind)).toEqual([
      'certificate',
      'certificate',
      'references',
      'suitability',
      'suitability',
    ]);
  });

  it('Dutch', () => {
    const facts = extractTenderFacts(
      pages(
        'De inschrijver heeft een geldig keurmerk-certificaat voor beveiligingsdiensten.',
        'Het bedrijf is gecertificeerd volgens de eisen van de branchevereniging.',
        'De aanbieder heeft ten minste vijf jaar aantoonbare ervaring met schoolvervoer.',
        'Het bedrijf staat ingeschreven bij de Kamer van Koophandel.',
      ),
    );
    expect(facts.requirements.map((r) => r.value.kind)).toEqual([
      'certificate',
      'certificate',
      'suitability',
      'suitability',
    ]);
  });

  it('a certificate the contractor hands over later, or a reference number, is no requirement', () => {
    const facts = extractTenderFacts(
      pages(
        'Please quote our reference 2027-114 in all correspondence.',
        'Het certificaat van oplevering wordt na afloop door de gemeente afgegeven.',
      ),
    );
    expect(facts.requirements).toEqual([]);
  });
});

describe('a list of qualifications or of requirements addressed to "you" / "u"', () => {
  it('English: a "Minimum qualifications" heading and the bidder as subject', () => {
    const facts = structured([
      {
        blocks: [
          heading('Minimum qualifications'),
          item('1', 'The respondent shall operate a staffed depot within 30 miles.'),
          item('2', 'You must employ a qualified arborist.'),
          item('3', 'You may team with a subcontractor.'),
          heading('Background'),
          item('1', 'You will find the current routes in Annex 2.'),
        ],
      },
    ]);
    expect(quotes(facts)).toEqual([
      'The respondent shall operate a staffed depot within 30 miles.',
      'You must employ a qualified arborist.',
    ]);
  });

  it('Dutch: a document written to "u" under a heading that names requirements', () => {
    const facts = structured([
      {
        blocks: [
          heading('Eisen aan de aanbieder'),
          item('1', 'U heeft een vestiging binnen 25 kilometer van het stadhuis.'),
          item('2', 'U mag met een onderaannemer werken.'),
          heading('Achtergrond'),
          item('1', 'U vindt de huidige routes in bijlage 2.'),
        ],
      },
    ]);
    expect(quotes(facts)).toEqual(['U heeft een vestiging binnen 25 kilometer van het stadhuis.']);
  });
});

describe('the price/quality split written in a sentence, in digits or words', () => {
  const split = (text: string) => extractTenderFacts([text]).priceQuality?.value ?? null;

  it('English: number before its word, and word before its number', () => {
    expect(
      split('Bids are compared on seventy per cent quality and thirty per cent price.'),
    ).toEqual({ price: 30, quality: 70 });
    expect(split('Quality carries 55% of the marks and price the remaining 45%.')).toEqual({
      price: 45,
      quality: 55,
    });
  });

  it('Dutch', () => {
    expect(
      split('De prijs telt voor veertig procent en de kwaliteit voor zestig procent.'),
    ).toEqual({ price: 40, quality: 60 });
    expect(split('Kwaliteit weegt mee voor 65% en prijs voor 35%.')).toEqual({
      price: 35,
      quality: 65,
    });
  });

  it('percentages that do not add up, or that are not the split, give no split', () => {
    expect(split('Price increases above 5% need quality approval and 10% retention.')).toBeNull();
    expect(split('Quality: 60% of the respondents rated the price 40% too high.')).toBeNull();
  });
});

describe('how and in which language the bid is submitted', () => {
  it('English: a portal the document names, not one the rules know', () => {
    const facts = extractTenderFacts(
      pages(
        'Questions are answered through the messaging function of the Atamis portal.',
        'Bids must be uploaded through the Authority’s e-procurement portal, Delta Connect, by the deadline.',
        'Any bid in a language other than English will be set aside.',
      ),
    );
    expect(facts.submissionMethod?.value).toBe('Delta Connect');
    expect(facts.submissionLanguage?.value).toBe('English');
  });

  it('English: the portal named before the word "portal"; a generic portal is no name', () => {
    expect(
      extractTenderFacts(['Responses shall be submitted on the County’s OpenGov portal.'])
        .submissionMethod?.value,
    ).toBe('OpenGov');
    expect(
      extractTenderFacts(['Responses shall be submitted on the Procurement portal.'])
        .submissionMethod,
    ).toBeNull();
  });

  it('Dutch: a sentence that submits wins over an earlier mention of the platform', () => {
    const facts = extractTenderFacts(
      pages(
        'Wijzigingen in de planning maken wij bekend via Mercell.',
        'Je dient je aanbieding in via het inkoopplatform Mercell, vóór de sluitingsdatum.',
        'Aanbiedingen in een andere taal dan het Nederlands nemen wij niet mee.',
      ),
    );
    expect(facts.submissionMethod?.quote).toBe(
      'Je dient je aanbieding in via het inkoopplatform Mercell, vóór de sluitingsdatum.',
    );
    expect(facts.submissionLanguage?.value).toBe('Nederlands');
  });
});

describe('a scoring scale printed as a table, and a scoring rule in a sentence, are no criteria', () => {
  const criteria = (facts: { awardCriteria: readonly { value: { name: string } }[] }) =>
    facts.awardCriteria.map((c) => c.value.name);

  it('English: a grade table beside the criteria table', () => {
    const facts = structured([
      {
        blocks: [
          heading('Award criteria'),
          table(['Criterion', 'Weighting'], ['Delivery approach', '70%'], ['Price', '30%']),
          para('Answers are marked against this scale.'),
          table(
            ['Mark', 'Meaning'],
            ['3', 'Strong: fully addresses the question.'],
            ['2', 'Adequate: addresses most of the question.'],
            ['1', 'Weak: major gaps.'],
          ),
          para('The cheapest compliant bid receives 30 points.'),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual(['Delivery approach', 'Price']);
  });

  it('Dutch: a scale that runs down to 0, and "krijgt N punten"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Gunningscriteria'),
          table(
            ['Criterium', 'Punten'],
            ['Kwaliteit van de dienstverlening', '60'],
            ['Prijs', '40'],
          ),
          table(['Cijfer', 'Betekenis'], ['10', 'Uitmuntend'], ['5', 'Gemiddeld'], ['0', 'Niets']),
          para('De inschrijving met de laagste prijs krijgt 40 punten.'),
        ],
      },
    ]);
    expect(criteria(facts)).toEqual(['Kwaliteit van de dienstverlening', 'Prijs']);
  });
});

describe('limits in a length column with a bracketed digit or a tail, restated later', () => {
  const limitsOf = (facts: {
    limits: readonly { page: number; value: { kind: string; value: number; scope: string } }[];
  }) => facts.limits.map((l) => [l.page, l.value.kind, l.value.value, l.value.scope]);

  it('English: the table gives each part once; the appendix restating them adds nothing', () => {
    const facts = structured([
      {
        blocks: [
          heading('Length of answers'),
          table(
            ['Part', 'Topic', 'Maximum length'],
            ['B2', 'Staffing plan', 'three (3) sides of A4'],
            ['B3', 'Risk register', '800 words, excluding the register itself'],
          ),
        ],
      },
      {
        blocks: [
          heading('Annex: answer templates'),
          para('Staffing plan. Keep it short: at most three sides of A4.'),
          para('Risk register. Your answer is limited to 800 words.'),
          para('Part B4: no more than 800 words.'),
        ],
      },
    ]);
    expect(limitsOf(facts)).toEqual([
      [1, 'pages', 3, 'B2 Staffing plan'],
      [1, 'words', 800, 'B3 Risk register'],
      [2, 'words', 800, 'Part B4'],
    ]);
  });

  it('Dutch: "een maximum van" and a cell with what the length includes', () => {
    const facts = structured([
      {
        blocks: [
          heading('Omvang'),
          table(['Onderdeel', 'Omvang'], ['Visie', "4 pagina's inclusief afbeeldingen"]),
          para('Voor het risicodossier geldt een maximum van drie A4.'),
        ],
      },
    ]);
    expect(limitsOf(facts).map(([, kind, value]) => [kind, value])).toEqual([
      ['pages', 4],
      ['pages', 3],
    ]);
  });
});

describe('value and term wording: not-to-exceed sentences, scaled amounts, periods, minimums', () => {
  const values = (text: string) =>
    extractTenderFacts([text]).values.map((v) => [v.value.kind, v.value.amount, v.value.currency]);
  const durations = (text: string) =>
    extractTenderFacts([text]).durations.map((d) => [
      d.value.kind,
      d.value.amount,
      d.value.unit,
      d.value.count,
    ]);

  it('English: the contract amount that "shall not exceed", a ceiling; an unrelated penalty is none', () => {
    expect(
      values('The price of the awarded contract, all fees included, shall not exceed £95,000.'),
    ).toEqual([['ceiling', 95000, 'GBP']]);
    expect(values('Penalties of up to $10,000 apply for each false claim.')).toEqual([]);
  });

  it('Dutch: an amount in millions keeps its decimals', () => {
    expect(values('De geschatte waarde van de opdracht bedraagt € 2,3 miljoen.')).toEqual([
      ['estimate', 2_300_000, 'EUR'],
    ]);
  });

  it('English and Dutch: extension periods, and a minimum term of a reference is no term', () => {
    expect(
      durations(
        'The initial term is two years. The buyer may extend it by three further periods of six months each.',
      ),
    ).toEqual([
      ['initial', 2, 'years', 1],
      ['extension', 6, 'months', 3],
    ]);
    expect(
      durations(
        'De overeenkomst kent daarna twee opeenvolgende perioden van een jaar als verlenging.',
      ),
    ).toEqual([['extension', 1, 'years', 2]]);
    expect(
      durations('Een referentie betreft een opdracht met een looptijd van ten minste zes maanden.'),
    ).toEqual([]);
  });
});

describe('the buyer, the procedure and the lots as a cover and a run-on list state them', () => {
  it('Dutch: a chain of representation names the body that runs the tender last', () => {
    const facts = extractTenderFacts([
      'Aanbestedende dienst: de Staat der Nederlanden, vertegenwoordigd door de Minister van Justitie en Veiligheid, namens deze het Centraal Justitieel Incassobureau (CJIB)\n\nKenmerk: CJ-2026-77',
    ]);
    expect(facts.buyer?.value).toBe('Centraal Justitieel Incassobureau');
  });

  it('English: a named procedure wins over the title; the title serves when none is named', () => {
    const named = extractTenderFacts([
      'Invitation to Bid\n\nRoad Gritting Services\n\nProcedure: Restricted procedure under the 2023 Act',
    ]);
    expect(named.procedure?.value).toBe('Restricted procedure');
    const title = extractTenderFacts(['Request for Quotations\n\nSupply of Road Salt']);
    expect(title.procedure?.value).toBe('Request for Quotations');
  });

  it('English and Dutch: a lot list whose last item runs on into the next sentence', () => {
    const en = extractTenderFacts([
      'Lot A: Winter Maintenance\n\nLot B: Street Cleansing Services The contract notice lists both lots.',
    ]);
    expect(en.lots.map((l) => l.value.name)).toEqual([
      'Winter Maintenance',
      'Street Cleansing Services',
    ]);
    const nl = extractTenderFacts([
      'Perceel 1: Beheer en onderhoud\n\nPerceel 2: Nieuwbouw Den Haag De planning staat in hoofdstuk 3.',
    ]);
    expect(nl.lots.map((l) => l.value.name)).toEqual(['Beheer en onderhoud', 'Nieuwbouw Den Haag']);
  });
});
