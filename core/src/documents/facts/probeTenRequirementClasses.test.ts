/**
 * Requirement classes of issue 17 found studying the tenth probe set (the other kinds are in
 * probeTenOtherClasses.test.ts) (docs/decisions.md "Tender facts on the tenth probe set:
 * parties, requirements, limits and terms"; deadlines and award criteria are another helper's).
 * Wording written for this test, English and Dutch, with the precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { heading, para, structured, table } from './classSnippets';

const requirementsOf = (...blocks: Parameters<typeof structured>[0][number]['blocks']) =>
  structured([{ blocks }]).requirements.map((r) => r.quote);

describe('requirements: a knock-out table with hyphenated codes and a lot column', () => {
  it('English and Dutch: each coded row under a knock-out heading is a requirement', () => {
    for (const [title, header, rows] of [
      [
        'Knock-outeisen',
        ['Eis', 'Perceel', 'Omschrijving'],
        [
          ['KO-1', '1', 'Elke pomp heeft een CE-markering en een EU-conformiteitsverklaring.'],
          ['KO-2', '2', 'De beheersoftware slaat alle gegevens op binnen de Europese Unie.'],
        ],
      ],
      [
        'Knock-out requirements',
        ['Ref', 'Lot', 'Requirement'],
        [
          ['KO-1', '1', 'Every charger supports the OCPP 2.0.1 protocol out of the box.'],
          ['KO-2', '2', 'The back office keeps all session data inside the United Kingdom.'],
        ],
      ],
      [
        'Minimumeisen per perceel',
        ['Nr.', 'Perceel', 'Eis'],
        [
          ['ME-01', '1', 'De bussen rijden volledig elektrisch vanaf de eerste dienstregeldag.'],
          ['ME-02', '2', 'De vervoerder heeft een meldkamer die 24 uur per dag bereikbaar is.'],
        ],
      ],
    ] as const) {
      const quotes = requirementsOf(heading(title), table([...header], ...rows.map((r) => [...r])));
      for (const row of rows) expect(quotes, row[2]).toContain(row[2]);
    }
  });

  it('stays quiet: a table of wishes with coded rows is no list of requirements', () => {
    expect(
      requirementsOf(
        heading('Wensen'),
        table(
          ['Nr.', 'Perceel', 'Omschrijving'],
          ['W-1', '1', 'Een display dat ook bij fel zonlicht goed leesbaar blijft.'],
        ),
      ),
    ).toEqual([]);
  });
});

const statedOf = (text: string) =>
  structured([{ blocks: [para(text)] }]).requirements.map((r) => `${r.value.kind}: ${r.quote}`);
const oneRequirement = (text: string, kind?: string) => {
  const found = statedOf(text);
  expect(found.length, text).toBeGreaterThan(0);
  if (kind)
    expect(
      found.some((f) => f.startsWith(`${kind}:`)),
      text,
    ).toBe(true);
};

describe('requirements: consequences, signed forms, information, accounts and amendments', () => {
  it('English and Dutch: a late or non-compliant bid the buyer will not consider or evaluate further', () => {
    oneRequirement(
      'The Authority will not consider any tender received after the closing time.',
      'knockout',
    );
    oneRequirement('We will not evaluate a late submission under any circumstances.', 'knockout');
    oneRequirement(
      'Respondents who fail to reach 50% on criterion 2 will not be further evaluated.',
      'knockout',
    );
    oneRequirement(
      'A bidder that cannot produce its insurance certificate is deemed to have failed this condition.',
      'knockout',
    );
    oneRequirement(
      'Een inschrijver die de verklaring niet overlegt, wordt geacht niet te voldoen aan de eis.',
      'knockout',
    );
  });

  it('English and Dutch: variants not allowed, text over a limit not assessed', () => {
    oneRequirement('Varianten zijn niet toegestaan.', 'knockout');
    oneRequirement('Alternatieve aanbiedingen worden niet geaccepteerd.', 'knockout');
    oneRequirement('Variants are not permitted under this procedure.', 'knockout');
    oneRequirement(
      'Wat boven het maximum aantal pagina’s uitkomt, wordt niet beoordeeld.',
      'knockout',
    );
    oneRequirement('Tekst die het aantal woorden overschrijdt, lezen wij niet.', 'knockout');
    oneRequirement(
      'Any answer that exceeds the word count will not be scored beyond it.',
      'knockout',
    );
  });

  it('English and Dutch: the bid form signed, a signed declaration added, information to provide', () => {
    oneRequirement(
      'Het inschrijfbiljet moet door een tekenbevoegd persoon van de inschrijver worden ondertekend.',
      'declaration',
    );
    oneRequirement(
      'The Letter of Tender must be duly signed by an authorised representative.',
      'declaration',
    );
    oneRequirement(
      'U voegt het ingevulde formulier Duurzaamheid (bijlage 4, versie nr. 2) bij uw inschrijving.',
      'declaration',
    );
    oneRequirement(
      'Tenderers must provide details of any subcontractor they intend to use.',
      'declaration',
    );
    oneRequirement(
      'De inschrijver verstrekt informatie over de uiteindelijk belanghebbenden.',
      'declaration',
    );
  });

  it('English and Dutch: an account on the tender portal', () => {
    oneRequirement('Proponents must have a valid Merx account to download the documents.', 'other');
    oneRequirement(
      'Suppliers are required to hold an active portal account before the deadline.',
      'other',
    );
    oneRequirement('Inschrijvers moeten beschikken over een Negometrix-account.', 'other');
  });

  it('English and Dutch: an amendment that replaces a requirement or amends it to read', () => {
    for (const text of [
      'Mandatory requirement MR-3 is deleted and replaced with: "The bidder holds ISO 14001 or an equivalent environmental certificate issued by an accredited body."',
      'The turnover in condition C2 is amended to read: "an average annual turnover of at least £2,000,000".',
      'Geschiktheidseis 3.2 wordt: één referentieopdracht met minimaal 500 aansluitingen, uitgevoerd in de afgelopen vijf jaar.',
      'Eis E4 wordt vervangen door: "De inschrijver beschikt over een geldig VCA**-certificaat of gelijkwaardig."',
    ])
      oneRequirement(text, 'other');
  });

  it('stays quiet: a question, an answer about the portal, the buyer that considers the bids', () => {
    expect(statedOf('Wat gebeurt er als de omvang wordt overschreden?')).toEqual([]);
    expect(statedOf('The Council will consider all tenders received by the closing time.')).toEqual(
      [],
    );
    expect(
      statedOf('The portal account of the Authority is managed by its procurement team.'),
    ).toEqual([]);
  });
});

describe('requirements: a sentence about how knock-outs are assessed is none', () => {
  it('English and Dutch: "assessed on a pass/fail basis", "contains pass/fail questions", "Hieronder staan de knock-outeisen"', () => {
    for (const text of [
      'Each condition of participation is assessed on a pass/fail basis.',
      'Part A of the questionnaire contains pass/fail questions about your organisation.',
      'Hieronder staan de knock-outeisen van het Programma van Eisen.',
      'De eisen in deze paragraaf worden beoordeeld als knock-out.',
      'Proposals will not be opened in public at the closing time.',
    ])
      expect(statedOf(text), text).toEqual([]);
  });

  it('stays a knock-out: the same sentence with its consequence', () => {
    oneRequirement(
      'Each condition is assessed on a pass/fail basis: a bidder that fails one will not proceed to the evaluation of its bid.',
      'knockout',
    );
    oneRequirement(
      'Alle eisen worden getoetst op knock-out; een inschrijver die er één mist, gaat niet door naar de beoordeling.',
      'knockout',
    );
    oneRequirement(
      'Voldoet de aanbieding niet aan een knock-outeis, dan wordt de inschrijving ongeldig verklaard.',
      'knockout',
    );
  });
});
