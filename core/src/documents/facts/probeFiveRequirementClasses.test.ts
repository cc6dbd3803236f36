/**
 * Requirement classes of issue 17 found studying the fifth probe set (docs/decisions.md "Tender
 * facts on the fifth probe set: parties, requirements, limits and terms"; the other kinds are in
 * probeFiveOtherClasses.test.ts). Wording written for this test, English and Dutch, with the
 * precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const requirementsOf = (text: string) =>
  extractTenderFacts([text]).requirements.map((r) => [r.value.kind, r.quote]);
const kindsOf = (text: string) => requirementsOf(text).map(([kind]) => kind);

describe('knock-outs: set aside, cannot be uploaded, not progressing to a numbered stage, "valt af"', () => {
  it('English', () => {
    expect(
      kindsOf('A failed check on any of these items means the tender will be set aside.'),
    ).toEqual(['knockout']);
    expect(kindsOf('The portal closes at noon and late responses cannot be uploaded.')).toEqual([
      'knockout',
    ]);
    expect(kindsOf('A Tender that fails any condition will not progress to Stage 2.')).toEqual([
      'knockout',
    ]);
    // A meeting that is set aside, or a stage that is named, is no knock-out.
    expect(
      kindsOf('One afternoon will be set aside for the kick-off meeting with the team.'),
    ).toEqual([]);
  });

  it('Dutch: a condition with its verb first, then ", dan valt zij af" or ", dan wordt hij uitgesloten"', () => {
    expect(
      kindsOf('Behaalt een inschrijving op K2 minder dan 60 punten, dan valt zij af.'),
    ).toEqual(['knockout']);
    expect(
      kindsOf(
        'Is na de aanmelding een uitsluitingsgrond op de inschrijver van toepassing geworden, dan wordt hij van deze procedure uitgesloten.',
      ),
    ).toEqual(['exclusion']);
    expect(
      kindsOf('Na de sluitingstermijn kunnen inschrijvingen niet meer worden geüpload.'),
    ).toEqual(['knockout']);
    // A question stays a question.
    expect(kindsOf('Is het mogelijk dat een inschrijving wordt uitgesloten?')).toEqual([]);
  });
});

describe('a declaration handed in by completing it, and a requirement restated by an amendment', () => {
  it('English', () => {
    expect(
      kindsOf(
        'Tenderers must sign up to the Ethical Sourcing Charter by completing the declaration in Schedule 5.',
      ),
    ).toEqual(['declaration']);
    expect(
      requirementsOf(
        'Requirement R3: replaced by "Every driver holds a valid forklift licence."',
      ).map(([, quote]) => quote),
    ).toEqual(['Requirement R3: replaced by "Every driver holds a valid forklift licence."']);
  });

  it('Dutch', () => {
    expect(
      kindsOf(
        'Daarnaast levert hij de verklaring integriteit (bijlage 5) in, ondertekend door een bevoegd persoon.',
      ),
    ).toEqual(['declaration']);
    expect(
      kindsOf('Eis K4 komt te luiden: "Elke chauffeur spreekt Nederlands op niveau B1."'),
    ).toContain('other');
  });
});

describe('what is offered must meet a named standard', () => {
  it('English and Dutch', () => {
    expect(kindsOf('The offered freezers comply with EN 60335 and keep −20 °C.')).toEqual([
      'other',
    ]);
    expect(
      kindsOf('De aangeboden vriezers voldoen aan NEN-EN 60335 en houden −20 °C aan.'),
    ).toEqual(['other']);
    // A standard named without a demand is none.
    expect(
      kindsOf('The freezers of the current supplier were tested against EN 60335 in 2020.'),
    ).toEqual([]);
  });
});

const tableRequirements = (blocks: Parameters<typeof structured>[0][number]['blocks']) =>
  structured([{ blocks }]).requirements.map((r) => r.quote);

describe('a coded table of conditions the bid must meet, named by its heading or the sentence above', () => {
  it('English: "Condition" column under a pass/fail heading', () => {
    expect(
      tableRequirements([
        heading('4. Conditions for participation (pass/fail)'),
        table(
          ['No.', 'Condition', 'Evidence'],
          ['P1', 'The Supplier holds a current trade licence for the state.', 'Licence number'],
          ['P2', 'Three referees for contracts of a similar size.', 'Schedule 3'],
        ),
      ]).sort(),
      // The referees' row is also read as a sentence (a references rule, sixth probe set), which
      // lists it first on its page: the order within a page is not the point here.
    ).toEqual([
      'The Supplier holds a current trade licence for the state.',
      'Three referees for contracts of a similar size.',
    ]);
  });

  it('Dutch: "Nr. | Eis" under a sentence that the bid must meet all requirements below', () => {
    expect(
      tableRequirements([
        heading('3 Eisen'),
        para('Uw inschrijving moet aan alle onderstaande eisen voldoen.'),
        table(
          ['Nr.', 'Eis'],
          ['A1', 'De inschrijver is raamcontractant in perceel 1 van de raamovereenkomst.'],
          ['A2', 'De inschrijver sluit een verwerkersovereenkomst met de opdrachtgever.'],
        ),
      ]),
    ).toEqual([
      'De inschrijver is raamcontractant in perceel 1 van de raamovereenkomst.',
      'De inschrijver sluit een verwerkersovereenkomst met de opdrachtgever.',
    ]);
    // A specification's coded table with no such heading or sentence stays quiet.
    expect(
      tableRequirements([
        heading('3 Functionele wensen'),
        table(['Nr.', 'Eis'], ['F1', 'De app toont een overzicht van alle meldingen.']),
      ]),
    ).toEqual([]);
  });
});
