/**
 * Classes of issue 17 found studying the fourth probe set (docs/decisions.md "Tender facts on the
 * fourth probe set: parties, requirements, limits and terms"): every fact kind but deadlines and
 * award criteria. Each on wording written for this test, English and Dutch, with the precision
 * cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { heading, item, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const durationsOf = (text: string) =>
  extractTenderFacts([text]).durations.map((d) => [
    d.value.kind,
    d.value.amount,
    d.value.unit,
    d.value.count,
  ]);

describe('a term "concluded for" or that "runs over" a period, and renewals "N times for M months"', () => {
  it('English: concluded for N months, renewed N times for M months each', () => {
    expect(
      durationsOf(
        'The framework agreements are concluded for 36 months from their signature. They are renewed automatically 3 times for 6 months each, unless terminated.',
      ),
    ).toEqual([
      ['initial', 36, 'months', 1],
      ['extension', 6, 'months', 3],
    ]);
  });

  it('Dutch: de opdracht loopt over N maanden en kan N maal uitdrukkelijk worden verlengd', () => {
    expect(
      durationsOf(
        'De opdracht loopt over achttien maanden. De gemeente kan de opdracht twee maal uitdrukkelijk verlengen met telkens zes maanden.',
      ),
    ).toEqual([
      ['initial', 18, 'months', 1],
      ['extension', 6, 'months', 2],
    ]);
  });

  it('English and Dutch: an option to extend "for a further period of up to N months"', () => {
    expect(
      durationsOf(
        'The contract is let for an initial period of two (2) years, with the option to extend for a further period of up to 18 months.',
      ),
    ).toEqual([
      ['extension', 18, 'months', 1],
      ['initial', 2, 'years', 1],
    ]);
    expect(
      durationsOf(
        'De overeenkomst wordt aangegaan voor een periode van drie jaar, met de optie om te verlengen met een periode van maximaal 12 maanden.',
      ),
    ).toEqual([
      ['extension', 12, 'months', 1],
      ['initial', 3, 'years', 1],
    ]);
  });

  it('precision: extending something else by a period is no option of the contract', () => {
    expect(
      durationsOf('Could the buyer consider extending the response deadline by 2 weeks?'),
    ).toEqual([]);
  });

  it('precision: a period after the contract ends, or the maximum duration, is no initial term', () => {
    expect(
      durationsOf(
        'Professional indemnity insurance must be held for the whole contract period and for 6 years after its expiry.',
      ),
    ).toEqual([]);
    expect(
      durationsOf(
        'De opdrachtnemer bewaart de dossiers gedurende de looptijd van de overeenkomst en zeven jaar na afloop daarvan.',
      ),
    ).toEqual([]);
    expect(
      durationsOf('De geraamde waarde bedraagt € 900.000 over de maximale looptijd van zes jaar.'),
    ).toEqual([]);
  });
});

const valuesOf = (text: string) =>
  extractTenderFacts([text]).values.map((v) => [v.value.kind, v.value.amount, v.value.currency]);

describe('a ceiling per lot, and amounts written with spaces between the thousands', () => {
  it('English: the value of a lot must not exceed; the maximum amount of the framework contracts', () => {
    expect(valuesOf('The annual value of Lot 3 must not exceed £75,000 excluding VAT.')).toEqual([
      ['ceiling', 75000, 'GBP'],
    ]);
    expect(
      valuesOf(
        'The maximum amount of the framework contracts is EUR 1 750 000 for Lot 1 and EUR 640 000 for Lot 2.',
      ),
    ).toEqual([
      ['ceiling', 1750000, 'EUR'],
      ['ceiling', 640000, 'EUR'],
    ]);
  });

  it('Dutch: de waarde van een perceel mag niet hoger zijn dan; bedragen met spaties', () => {
    expect(
      valuesOf('De waarde van perceel 2 mag niet hoger zijn dan € 80.000 exclusief btw.'),
    ).toEqual([['ceiling', 80000, 'EUR']]);
    expect(
      valuesOf(
        'De maximale waarde van de raamovereenkomst bedraagt EUR 1 500 000 voor perceel 1 en EUR 600 000 voor perceel 2.',
      ),
    ).toEqual([
      ['ceiling', 1500000, 'EUR'],
      ['ceiling', 600000, 'EUR'],
    ]);
  });

  it('precision: a lot’s turnover requirement is no value', () => {
    expect(
      valuesOf('Minimum yearly turnover of EUR 1 000 000 for Lot 1 in each of the last two years.'),
    ).toEqual([]);
  });
});

const requirementsOf = (pages: string[]) =>
  extractTenderFacts(pages).requirements.map((r) => [r.value.kind, r.quote]);
const knockoutQuotes = (text: string) =>
  requirementsOf([text])
    .filter(([kind]) => kind === 'knockout')
    .map(([, quote]) => quote);

describe('knock-outs in the words of EU, Belgian and UK tenders', () => {
  it('English: disregarded, not retained, null and void, not proceeding to the award stage, leads to exclusion', () => {
    for (const sentence of [
      'Tenders sent to any other address will be disregarded.',
      'A tender scoring below 50 points for quality will not be retained.',
      'A tender form that is not signed by an authorised person is null and void.',
      'A Tenderer that fails any of the mandatory questions will not proceed to the award stage.',
      'Failing to meet any of these thresholds leads to exclusion from the procedure.',
      'The portal will not accept a tender uploaded after the deadline for receipt.',
      'The e-tendering system will not accept uploads after the closing time has passed.',
    ]) {
      expect(knockoutQuotes(sentence)).toEqual([sentence]);
    }
  });

  it('Dutch: buiten beschouwing gelaten, niet weerhouden, nietig, niet toegelaten tot de volgende fase, "dan leidt dat tot uitsluiting"', () => {
    for (const sentence of [
      'Een offerte die op een andere wijze wordt bezorgd, wordt buiten beschouwing gelaten.',
      'Een offerte die voor kwaliteit minder dan de helft van de punten haalt, wordt niet weerhouden.',
      'Een offerte zonder handtekening van een gemachtigde persoon is nietig.',
      'Een kandidaat die niet aan de minimumeisen voldoet, wordt niet toegelaten tot de volgende fase.',
      'Voldoet de inschrijver niet aan deze eis, dan leidt dat tot uitsluiting van de procedure.',
      'Na de sluitingstermijn kunnen inschrijvingen niet meer worden ingediend in het systeem.',
    ]) {
      expect(knockoutQuotes(sentence)).toEqual([sentence]);
    }
  });

  it('precision: the same words about something other than a bid stay quiet', () => {
    expect(knockoutQuotes('Weekends will be disregarded when counting the payment term.')).toEqual(
      [],
    );
    expect(
      knockoutQuotes('De wachttijd wordt buiten beschouwing gelaten bij de planning.'),
    ).toEqual([]);
  });
});

describe('a requirement list item that runs on into a knock-out sentence', () => {
  it('English and Dutch: the certificate and the knock-out after it are both requirements', () => {
    const en = structured([
      {
        blocks: [
          heading('Selection criteria'),
          item(
            '•',
            'The tenderer holds a valid ISO 27001 certificate. Failing any of the selection criteria leads to exclusion from the procedure.',
          ),
        ],
      },
    ]).requirements.map((r) => r.value.kind);
    expect(en).toEqual(expect.arrayContaining(['certificate', 'knockout']));
    const nl = structured([
      {
        blocks: [
          heading('Geschiktheidseisen'),
          item(
            '•',
            'Een geldig ISO 14001-certificaat. Voldoet u niet aan een van deze eisen, dan leidt dat tot uitsluiting van de aanbesteding.',
          ),
        ],
      },
    ]).requirements.map((r) => r.value.kind);
    expect(nl).toEqual(expect.arrayContaining(['certificate', 'knockout']));
  });
});

describe('selection requirements without "must": examples of contracts, insurance cover, registration, "kwalitatieve selectie"', () => {
  const quotes = (blocks: Parameters<typeof structured>[0][number]['blocks']) =>
    structured([{ blocks }]).requirements.map((r) => r.quote);

  it('English: a list under "Economic and financial standing" and "Qualitative selection"', () => {
    const found = quotes([
      heading('Economic and financial standing'),
      item('•', 'Professional indemnity insurance of £2 million per claim.'),
      heading('Technical ability'),
      item(
        '•',
        'Three examples of contracts of a comparable size delivered in the last five years.',
      ),
      item(
        '•',
        'Registration in the relevant trade or professional register of the country of establishment.',
      ),
      heading('Qualitative selection'),
      item('•', 'The tenderer holds an approval from the national food safety agency.'),
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        'Professional indemnity insurance of £2 million per claim.',
        'Three examples of contracts of a comparable size delivered in the last five years.',
        'Registration in the relevant trade or professional register of the country of establishment.',
        'The tenderer holds an approval from the national food safety agency.',
      ]),
    );
  });

  it('Dutch: een lijst onder "Geschiktheidseisen" en "Kwalitatieve selectie"', () => {
    const found = quotes([
      heading('Geschiktheidseisen'),
      item(
        '•',
        'Een beroepsaansprakelijkheidsverzekering met een dekking van € 2.500.000 per aanspraak.',
      ),
      item('•', 'Twee voorbeelden van vergelijkbare opdrachten uit de afgelopen drie jaar.'),
      item('•', 'Inschrijving in het Handelsregister van de Kamer van Koophandel.'),
      heading('Kwalitatieve selectie'),
      item('•', 'De inschrijver beschikt over een erkenning als aannemer in categorie C.'),
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        'Een beroepsaansprakelijkheidsverzekering met een dekking van € 2.500.000 per aanspraak.',
        'Twee voorbeelden van vergelijkbare opdrachten uit de afgelopen drie jaar.',
        'Inschrijving in het Handelsregister van de Kamer van Koophandel.',
        'De inschrijver beschikt over een erkenning als aannemer in categorie C.',
      ]),
    );
  });

  it('precision: a paragraph that only mentions examples or insurance sets no requirement', () => {
    expect(
      requirementsOf(['The report gives two examples of projects that went well in 2025.']),
    ).toEqual([]);
    expect(
      requirementsOf(['De gemeente heeft zelf een aansprakelijkheidsverzekering afgesloten.']),
    ).toEqual([]);
  });
});

const termsOf = (text: string) => {
  const facts = extractTenderFacts([text]);
  return [facts.submissionMethod?.value ?? null, facts.submissionLanguage?.value ?? null];
};

describe('a submission system named with "system", and the official languages of the EU', () => {
  it('English: through the X-Tender system; drafted in one of the official languages of the EU', () => {
    expect(
      termsOf('Tenders must be submitted through the Delta-Tender system before noon.'),
    ).toEqual(['Delta-Tender', null]);
    expect(
      termsOf('Tenders must be drafted in one of the official languages of the European Union.'),
    ).toEqual([null, 'one of the official languages of the European Union']);
  });

  it('Dutch: via het X systeem; opgesteld in een van de officiële talen van de Europese Unie', () => {
    expect(termsOf('Inschrijvingen worden ingediend via het Noordtender systeem.')).toEqual([
      'Noordtender',
      null,
    ]);
    expect(
      termsOf('De offerte wordt opgesteld in een van de officiële talen van de Europese Unie.'),
    ).toEqual([null, 'een van de officiële talen van de Europese Unie']);
  });

  it('precision: a system the work is about is no submission method', () => {
    expect(termsOf('The contractor will maintain the Harbour-Link system for five years.')).toEqual(
      [null, null],
    );
  });
});

const lotsOf = (text: string) =>
  extractTenderFacts([text]).lots.map((l) => [l.value.number, l.value.name]);
/** The lots of one page given as paragraphs, as a PDF whose table has no cells gives them. */
const lotsOfLines = (...lines: string[]) =>
  structured([{ blocks: lines.map(para) }]).lots.map((l) => [l.value.number, l.value.name]);

describe('lots given as lines under a header line, and names with a hyphen', () => {
  it('English: a lots table as lines; "Lot 1: High-voltage and low-voltage works"', () => {
    expect(
      lotsOfLines(
        'The contract is divided into lots.',
        'Lot Description Sites',
        '1 Grounds maintenance north 12',
        '2 Grounds maintenance south 9',
        'Tenderers may bid for both lots.',
      ),
    ).toEqual([
      ['1', 'Grounds maintenance north'],
      ['2', 'Grounds maintenance south'],
    ]);
    expect(lotsOf('Lot 1: High-voltage and low-voltage works. Lot 2: Lighting.')).toEqual([
      ['1', 'High-voltage and low-voltage works'],
      ['2', 'Lighting'],
    ]);
  });

  it('Dutch: een percelentabel als regels; "Perceel 1 - Groot-onderhoud wegen - Noord"', () => {
    expect(
      lotsOfLines(
        'De opdracht kent twee percelen.',
        'Perceel Omschrijving Raming',
        '1 Schoonmaak kantoren € 120.000',
        '2 Schoonmaak scholen € 80.000',
      ),
    ).toEqual([
      ['1', 'Schoonmaak kantoren'],
      ['2', 'Schoonmaak scholen'],
    ]);
    expect(lotsOf('Perceel 1 - Groot-onderhoud wegen - Noord')).toEqual([
      ['1', 'Groot-onderhoud wegen'],
    ]);
  });

  it('precision: numbered lines after a sentence about lots are no lots table', () => {
    expect(
      lotsOfLines(
        'Lots are awarded separately, as follows:',
        '1 Each lot is scored on its own',
        '2 Prices are compared per lot',
      ),
    ).toEqual([]);
  });
});

const partiesOf = (pages: string[]) => {
  const facts = extractTenderFacts(pages);
  return [facts.buyer?.value ?? null, facts.reference?.value ?? null];
};

describe('the buyer opening an address line, defined as "the contracting authority", or with its department', () => {
  it('English: a cover address line, "(hereafter the contracting authority)", a procedure with its number', () => {
    expect(
      partiesOf([
        'Invitation to Tender\n\nGrounds Maintenance\n\nLochside Council Corporate Procurement Team, Civic Centre, 12 Loch Road, Lochside\n\nDate of issue: 3 May 2027',
      ])[0],
    ).toBe('Lochside Council');
    expect(
      partiesOf([
        'Invitation to Tender\n\nGlenmoor Council Procurement Unit, Council Offices, Quay Road, Glenmoor',
      ])[0],
    ).toBe('Glenmoor Council');
    expect(
      partiesOf([
        'Tender specifications\n\nRestricted procedure NMA/2027/RP/0011',
        'The National Agency for Rail Safety (hereafter "the contracting authority") launches this call for tenders.',
      ]),
    ).toEqual(['National Agency for Rail Safety', 'NMA/2027/RP/0011']);
  });

  it('Dutch: een adresregel op het omslag, "(hierna: de aanbestedende dienst)", de dienst na de naam, het dossiernummer', () => {
    expect(
      partiesOf([
        'Beschrijvend document\n\nProvincie Zuiderland Provinciehuis, Plein 1, 1234 AB Zuidstad\n\nDatum: 3 mei 2027',
      ])[0],
    ).toBe('Provincie Zuiderland');
    expect(
      partiesOf([
        'Aanbestedingsleidraad',
        'Het Waterschap Lage Landen (hierna: de aanbestedende dienst) nodigt u uit een inschrijving in te dienen.',
      ])[0],
    ).toBe('Waterschap Lage Landen');
    expect(
      partiesOf([
        'Bestek\n\nAanbestedende overheid: Gemeente Heidebeek Dienst Aankoop, Marktplein 4, 9999 Heidebeek\n\nDossiernummer: HB-2027-031',
      ]),
    ).toEqual(['Gemeente Heidebeek', 'HB-2027-031']);
  });

  it('precision: an address line of no body, and a date after a procedure, give nothing', () => {
    expect(
      partiesOf(['Tender document\n\nPrepared for the tender board, 14 Harbour Street, Northport']),
    ).toEqual([null, null]);
    expect(partiesOf(['Open procedure 26/02/2027 for cleaning services'])[1]).toBeNull();
    expect(partiesOf(['Contracting authority: Allied Maritime Headquarters'])[0]).toBe(
      'Allied Maritime Headquarters',
    );
  });
});

describe('a list item read sentence by sentence is not listed again whole', () => {
  it('precision: a sentence no rule reads keeps the whole item listed', () => {
    const quotes = structured([
      {
        blocks: [
          heading('Selection criteria'),
          item(
            '•',
            'The tenderer is responsible for hosting the application in the EU. Hosting outside the EU needs the buyer’s consent.',
          ),
        ],
      },
    ]).requirements.map((r) => r.quote);
    expect(quotes).toContain(
      'The tenderer is responsible for hosting the application in the EU. Hosting outside the EU needs the buyer’s consent.',
    );
  });

  it('English and Dutch: one requirement per sentence, none for the whole item', () => {
    const en = structured([
      {
        blocks: [
          heading('Selection criteria'),
          item(
            '•',
            'The tenderer is responsible for hosting the application in the EU. The tenderer must submit the signed hosting declaration form with its tender.',
          ),
        ],
      },
    ]).requirements.map((r) => r.quote);
    expect(en).toEqual([
      'The tenderer is responsible for hosting the application in the EU.',
      'The tenderer must submit the signed hosting declaration form with its tender.',
    ]);
    const nl = structured([
      {
        blocks: [
          heading('Geschiktheidseisen'),
          item(
            '•',
            'De inschrijver is verantwoordelijk voor het beheer van de omgeving. De inschrijver dient het beheerplan bij de inschrijving te overleggen.',
          ),
        ],
      },
    ]).requirements.map((r) => r.quote);
    expect(nl).toEqual([
      'De inschrijver is verantwoordelijk voor het beheer van de omgeving.',
      'De inschrijver dient het beheerplan bij de inschrijving te overleggen.',
    ]);
  });
});

describe('a certificate the bidder holds, named by its scheme', () => {
  const kinds = (text: string) => requirementsOf([text]).map(([kind]) => kind);

  it('English: must hold the relevant scheme certificates', () => {
    expect(kinds('All site staff must hold the relevant CSCS certificates of competence.')).toEqual(
      ['certificate'],
    );
  });

  it('Dutch: u beschikt over een scheme-certificaat', () => {
    expect(kinds('U beschikt over een VCA**-certificaat of een gelijkwaardig bewijs.')).toEqual([
      'certificate',
    ]);
  });

  it('precision: a certificate the buyer issues is no requirement of the bid', () => {
    expect(
      kinds('The Council issues a completion certificate after the final inspection.'),
    ).toEqual([]);
  });
});

describe('a table of mandatory requirements whose rows say no "must"', () => {
  const quotes = (blocks: Parameters<typeof structured>[0][number]['blocks']) =>
    structured([{ blocks }]).requirements.map((r) => r.quote);

  it('English: each row under "Mandatory requirement" is a requirement', () => {
    expect(
      quotes([
        heading('Part C - Compliance'),
        table(
          ['Ref', 'Mandatory requirement'],
          ['R1', 'A signed Form of Tender with all addenda acknowledged.'],
          ['R2', 'The lead designer is a chartered landscape architect.'],
        ),
      ]),
    ).toEqual([
      'A signed Form of Tender with all addenda acknowledged.',
      'The lead designer is a chartered landscape architect.',
    ]);
  });

  it('Dutch: elke rij onder "Eis" in een tabel onder "Minimumeisen"', () => {
    expect(
      quotes([
        heading('Minimumeisen'),
        table(
          ['Nr.', 'Eis'],
          ['1', 'Een ondertekend inschrijfformulier met alle bijlagen.'],
          ['2', 'De projectleider is geregistreerd als landschapsarchitect.'],
        ),
      ]),
    ).toEqual([
      'Een ondertekend inschrijfformulier met alle bijlagen.',
      'De projectleider is geregistreerd als landschapsarchitect.',
    ]);
  });

  it('precision: a specification’s table of requirements describes the product', () => {
    expect(
      quotes([
        heading('Functionele eisen'),
        table(
          ['Nr', 'Eis', 'Toelichting'],
          ['F1', 'De app toont een overzicht van meldingen.', ''],
        ),
      ]),
    ).toEqual([]);
    expect(
      quotes([
        heading('Functional requirements'),
        table(['No.', 'Requirement'], ['F1', 'The app shows an overview of all reports.']),
      ]),
    ).toEqual([]);
  });
});
