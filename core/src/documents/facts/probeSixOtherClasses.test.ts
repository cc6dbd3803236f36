/**
 * Classes of issue 17 found studying the sixth probe set for requirements, limits, parties and
 * terms (docs/decisions.md "Tender facts on the sixth probe set: parties, requirements, limits and
 * terms"; deadlines and award criteria are another helper's). Wording written for this test,
 * English and Dutch, with the precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const requirementsOf = (text: string) =>
  extractTenderFacts([text]).requirements.map((r) => [r.value.kind, r.quote]);
const kindsOf = (text: string) => requirementsOf(text).map(([kind]) => kind);
const tableRequirements = (blocks: Parameters<typeof structured>[0][number]['blocks']) =>
  structured([{ blocks }]).requirements.map((r) => r.quote);

describe('knock-outs: declined, not a valid bid, cannot be considered, will not accept', () => {
  it('English', () => {
    expect(kindsOf('Tenders that miss any mandatory item will be declined at once.')).toEqual([
      'knockout',
    ]);
    expect(kindsOf('A Response without the signed form is not a valid Response.')).toEqual([
      'knockout',
    ]);
    expect(kindsOf('Applications that arrive after noon cannot be considered.')).toEqual([
      'knockout',
    ]);
    expect(kindsOf('The Authority will not accept faxed or posted submissions.')).toEqual([
      'knockout',
    ]);
    // A declined invitation, or a valid certificate, is no knock-out.
    expect(kindsOf('The meeting invitation will be declined if nobody can attend.')).toEqual([]);
    expect(kindsOf('We will not accept deliveries of materials on Saturdays.')).toEqual([]);
  });

  it('Dutch: a request to participate that is refused', () => {
    expect(
      kindsOf('Een aanmelding die per fax wordt verstuurd, wordt niet geaccepteerd door ons.'),
    ).toEqual(['knockout']);
    expect(kindsOf('Een factuur die per fax wordt verstuurd, wordt niet geaccepteerd.')).toEqual(
      [],
    );
  });
});

describe('exclusion: the buyer may exclude a bidder', () => {
  it('English', () => {
    expect(
      kindsOf('The Trust may exclude a bidder that has shown significant deficiencies before.'),
    ).toEqual(['exclusion']);
    expect(kindsOf('The Trust may exclude weekends from the service window.')).toEqual([]);
  });
  it('Dutch', () => {
    expect(
      kindsOf(
        'De gemeente kan een inschrijver bij ernstige beroepsfouten van deelname uitsluiten.',
      ),
    ).toEqual(['exclusion']);
  });
});

describe('declarations: required to sign or submit, a conflict of interest to declare', () => {
  it('English', () => {
    expect(
      kindsOf('Each supplier is required to sign the integrity declaration in Annex 4.'),
    ).toEqual(['declaration']);
    expect(
      kindsOf('Bidders must disclose any actual or potential conflict of interest in Form B.'),
    ).toEqual(['declaration']);
    expect(kindsOf('The panel discussed conflict of interest policies at length.')).toEqual([]);
  });
  it('Dutch', () => {
    expect(
      kindsOf('Een mogelijk belangenconflict meldt de inschrijver vooraf in het formulier.'),
    ).toEqual(['declaration']);
    expect(
      kindsOf('De gegadigde dient het ondertekende formulier Eigen verklaring in te dienen.'),
    ).toEqual(['declaration']);
  });
});

describe('references: referees and signed reference statements', () => {
  it('English', () => {
    expect(
      kindsOf('Three referees for comparable drainage contracts in the last four years.'),
    ).toEqual(['references']);
  });
  it('Dutch', () => {
    expect(kindsOf('Lever bij elk project een referentieverklaring van de klant aan.')).toEqual([
      'references',
    ]);
  });
});

describe('an amended requirement named by its code alone', () => {
  it('English and Dutch', () => {
    expect(kindsOf('C3 is replaced by: "The Bidder holds a licence from the regulator."')).toEqual([
      'other',
    ]);
    expect(
      kindsOf('E5 komt te luiden: "De inschrijver heeft een vestiging in Gelderland."'),
    ).toEqual(['other']);
  });
});

describe('a coded table of pre-conditions or participation conditions', () => {
  it('English: "must meet all of the pre-conditions below"', () => {
    expect(
      tableRequirements([
        heading('2. Entry conditions'),
        para('Every Response must meet all of the pre-conditions below.'),
        table(
          ['#', 'Pre-condition', 'Evidence'],
          ['Q1', 'The Respondent is registered for goods and services tax.', 'Tax number'],
        ),
      ]),
    ).toEqual(['The Respondent is registered for goods and services tax.']);
  });
  it('Dutch: "moet aan alle onderstaande randvoorwaarden voldoen"', () => {
    expect(
      tableRequirements([
        heading('2. Toegang'),
        para('Elke inschrijver moet aan alle onderstaande randvoorwaarden voldoen.'),
        table(
          ['Nr.', 'Randvoorwaarde', 'Bewijs'],
          ['R1', 'De inschrijver heeft een vestiging in de Europese Unie.', 'KvK-uittreksel'],
        ),
      ]),
    ).toEqual(['De inschrijver heeft een vestiging in de Europese Unie.']);
  });
});

const limitsOf = (facts: { limits: readonly { value: { kind: string; value: number } }[] }) =>
  facts.limits.map((l) => `${l.value.kind} ${l.value.value}`);

describe('limits: a "Word count" or "Aantal woorden" column', () => {
  it('English: a Word count column', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Ref', 'Question', 'Weighting', 'Word count'],
            ['B1', 'Approach to mobilisation', '20%', '800 words'],
            ['B2', 'Quality assurance', '15%', 'one side of A4'],
          ),
        ],
      },
    ]);
    expect(limitsOf(facts)).toEqual(['words 800', 'pages 1']);
  });
  it('Dutch: an "Aantal woorden" column', () => {
    const facts = structured([
      {
        blocks: [
          table(['Nr.', 'Onderdeel', 'Aantal woorden'], ['K1', 'Plan van aanpak', '1.200 woorden']),
        ],
      },
    ]);
    expect(limitsOf(facts)).toEqual(['words 1200']);
  });
});

describe('limits: a part named with "a" after the same length for another part', () => {
  it('English and Dutch', () => {
    const en = extractTenderFacts([
      'Section B: the method statement is limited to 2 pages.',
      'Add an organisation chart of no more than 2 pages.',
    ]);
    expect(limitsOf(en)).toEqual(['pages 2', 'pages 2']);
    const nl = extractTenderFacts([
      "Onderdeel B: het plan van aanpak telt maximaal 2 pagina's.",
      "Voeg een organogram van maximaal 2 pagina's toe.",
    ]);
    expect(limitsOf(nl)).toEqual(['pages 2', 'pages 2']);
    // The same part restated is one limit.
    const again = extractTenderFacts([
      'Section B: the method statement is limited to 2 pages.',
      'Write a method statement of no more than 2 pages.',
    ]);
    expect(limitsOf(again)).toEqual(['pages 2']);
  });
});

describe('the buyer: a body said to be a contracting authority', () => {
  it('English', () => {
    const facts = extractTenderFacts([
      'Tender pack\n\nRiverside Housing Group is a registered social landlord and a contracting authority under the Act.',
    ]);
    expect(facts.buyer?.value).toBe('Riverside Housing Group');
  });
  it('Dutch', () => {
    const facts = extractTenderFacts([
      'Aanbestedingsleidraad\n\nWoonstichting Het Anker is een toegelaten instelling en aanbestedende dienst in de zin van de wet.',
    ]);
    expect(facts.buyer?.value).toBe('Woonstichting Het Anker');
  });
});

describe('procedures of the Procurement Act 2023 and the NZ Government Procurement Rules', () => {
  it('competitive flexible procedure, open competitive process', () => {
    expect(
      extractTenderFacts([
        'This tender is run as a competitive flexible procedure with two stages.',
      ]).procedure?.value,
    ).toBe('competitive flexible procedure');
    expect(
      extractTenderFacts(['Request for Tenders', 'This is an open competitive process for all.'])
        .procedure?.value,
    ).toBe('open competitive process');
  });
});

describe('submission: a refused channel with the buyer as subject, a portal named in two words', () => {
  it('English', () => {
    const facts = extractTenderFacts([
      'We will not accept tenders by email or post.\n\nTenders must be submitted through the Harbour eSourcing portal.',
    ]);
    expect(facts.submissionMethod?.value).toBe('Harbour eSourcing');
  });
  it('Dutch', () => {
    const facts = extractTenderFacts([
      'Inschrijvingen per e-mail nemen wij niet in behandeling.\n\nU dient uw inschrijving in via het platform Mercell.',
    ]);
    expect(facts.submissionMethod?.value).toBe('Mercell');
  });
});

describe('language: "Write your answers in English"', () => {
  it('English', () => {
    expect(
      extractTenderFacts(['Write your answers in English, in the boxes provided.'])
        .submissionLanguage?.value,
    ).toBe('English');
  });
  it('Dutch stays as before', () => {
    expect(
      extractTenderFacts(['Uw inschrijving stelt u op in de Nederlandse taal.']).submissionLanguage
        ?.value,
    ).toBe('Nederlands');
  });
});

const durationsOf = (text: string) =>
  extractTenderFacts([text])
    .durations.map((d) => `${d.value.kind} ${d.value.amount}`)
    .sort();

describe('terms: an option to extend "by up to a further", a look-back, a maximum "is dus"', () => {
  it('English', () => {
    expect(
      durationsOf(
        'The contract runs for an initial term of four (4) years, with the option to extend by up to a further three (3) years.',
      ),
    ).toEqual(['extension 3', 'initial 4']);
    expect(
      durationsOf('Two referees for similar work completed within the past five years.'),
    ).toEqual([]);
  });
  it('Dutch', () => {
    expect(
      durationsOf(
        'De overeenkomst heeft een looptijd van drie jaar. De maximale looptijd is dus vijf jaar.',
      ),
    ).toEqual(['initial 3']);
  });
});

describe('requirements: "als onaanvaardbaar terzijde gelegd", a signed declaration to enclose, a legal entity', () => {
  it('English', () => {
    expect(kindsOf('Enclose the signed Modern Slavery statement with your tender.')).toEqual([
      'declaration',
    ]);
    expect(
      kindsOf('Bidders must also confirm that their entry on the supplier register is current.'),
    ).toEqual(['declaration']);
    expect(kindsOf('The Bidder is a legal entity registered in the United Kingdom.')).toEqual([
      'suitability',
    ]);
    // What the buyer confirms is no declaration of the bidder.
    expect(kindsOf('The Council will confirm the award by letter to all parties.')).toEqual([]);
  });
  it('Dutch', () => {
    expect(
      kindsOf('Offertes boven het plafondbedrag worden als ongeldig terzijde gelegd door ons.'),
    ).toEqual(['knockout']);
    expect(
      kindsOf(
        'Bij uw inschrijving voegt u de ondertekende geheimhoudingsverklaring (bijlage 5) toe.',
      ),
    ).toEqual(['declaration']);
    expect(kindsOf('De inschrijver is een rechtspersoon die in Nederland is gevestigd.')).toEqual([
      'suitability',
    ]);
  });
});
