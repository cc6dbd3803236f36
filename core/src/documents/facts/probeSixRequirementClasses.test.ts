/**
 * Requirement classes of issue 17 found studying the sixth probe set (docs/decisions.md "Tender
 * facts on the sixth probe set: parties, requirements, limits and terms"; the other kinds are in
 * probeSixOtherClasses.test.ts). Wording written for this test, English and Dutch, with the
 * precision cases that must stay quiet.
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
