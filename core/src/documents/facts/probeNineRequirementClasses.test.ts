/**
 * Classes of issue 17 found studying the ninth probe set for knock-out and suitability
 * requirements (docs/decisions.md "Tender facts on the ninth probe set: parties, requirements,
 * limits and terms"; the other kinds are in probeNineOtherClasses.test.ts). Wording written for
 * this test, English and Dutch, with the cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

/** Each requirement's kind and its quote. */
const requirementsOf = (text: string) =>
  extractTenderFacts([text]).requirements.map((r) => `${r.value.kind}: ${r.quote}`);

describe('requirements: consequences in more words', () => {
  it.each([
    'A Respondent scoring less than 4 on the safety criterion will not be recommended for award.',
    'Tenderers that fail the safety threshold will not be recommended for appointment.',
    'Failure to price every line will render the Quotation non-conforming.',
    'Tenders without the signed form will be deemed non-conforming.',
    'Proposals above the ceiling will not be included in the evaluation.',
    'A supplier that missed the briefing may not submit a tender.',
    'Anything exceeding the word count will not be read.',
  ])('English: "%s"', (sentence) => {
    expect(requirementsOf(sentence)).toEqual([`knockout: ${sentence}`]);
  });
  it.each([
    'Een aanbieding boven het plafondbedrag wordt niet in de beoordeling betrokken.',
    'Inschrijvingen zonder prijsblad worden niet bij de vergelijking meegenomen.',
    'Een ondernemer die de schouw mist, mag geen inschrijving indienen.',
    'Wie niet aanwezig is bij de informatiebijeenkomst, kan niet inschrijven op deze opdracht.',
    'Haal je op K2 minder dan 6 punten, dan kom je niet in aanmerking voor gunning.',
    'Twee offertes van één concern worden beide ter zijde gelegd.',
    'Pagina’s die het maximum overschrijden, worden niet gelezen.',
  ])('Dutch: "%s"', (sentence) => {
    expect(requirementsOf(sentence)).toEqual([`knockout: ${sentence}`]);
  });
  it('stays quiet on the same words without a bid or a limit', () => {
    expect(requirementsOf('The minutes of the meeting will not be read out in public.')).toEqual(
      [],
    );
    expect(requirementsOf('Het verslag van de schouw wordt niet gelezen door de jury.')).toEqual(
      [],
    );
  });
});

describe('requirements: who alone may respond', () => {
  it.each([
    'Only suppliers appointed to Lot 3 of the framework are eligible to respond.',
    'Only firms admitted to the dynamic purchasing system may submit a bid.',
    'Alleen de uitgenodigde ondernemers mogen inschrijven.',
    'Uitsluitend leveranciers met een raamovereenkomst kunnen deelnemen aan deze minicompetitie.',
  ])('"%s" is a suitability requirement', (sentence) => {
    expect(requirementsOf(sentence)).toEqual([`suitability: ${sentence}`]);
  });
  it('stays quiet on who alone may ask questions', () => {
    expect(requirementsOf('Only the contact officer may answer questions about the RFT.')).toEqual(
      [],
    );
  });
});

describe('requirements: undertakings without "must"', () => {
  it.each([
    ['declaration', 'Tenderers shall complete the Supplier Questionnaire in Schedule 6.'],
    ['declaration', 'Respondents are required to complete all returnable schedules.'],
    ['declaration', 'Inschrijvers dienen de vragenlijst duurzaamheid (bijlage 5) in te vullen.'],
    ['other', 'The Form of Tender is to be completed and signed by an authorised officer.'],
    ['other', 'Het prijsformulier wordt volledig ingevuld en ondertekend door de directeur.'],
    ['other', 'Het inschrijvingsbiljet dient volledig ingevuld en ondertekend te worden.'],
    ['other', 'The Tenderer accepts the Conditions of Contract without qualification.'],
    ['other', 'Je aanvaardt de Algemene Inkoopvoorwaarden van de gemeente zonder voorbehoud.'],
    ['other', 'De inschrijver accepteert de leveringsvoorwaarden onvoorwaardelijk.'],
  ])('%s: "%s"', (kind, sentence) => {
    expect(requirementsOf(sentence)).toEqual([`${kind}: ${sentence}`]);
  });
  it('stays quiet on the buyer accepting or a form it completes itself', () => {
    expect(
      requirementsOf('The Council will complete the evaluation report after the interviews.'),
    ).toEqual([]);
  });
});

describe('requirement tables: a table of compliance requirements, each of which must be met', () => {
  const rows = (intro: string, title: string, header: string[]) =>
    structured([
      {
        blocks: [
          { kind: 'heading', text: title, level: 1 },
          para(intro),
          table(
            header,
            ['R1', 'Every driver deployed holds a current enhanced background check.'],
            ['R2', 'For Lot 2, a fleet of at least 12 refrigerated vehicles.'],
          ),
        ],
      },
    ]).requirements.map((r) => r.quote);
  it('English: "does not meet each of them" above the table, or "Compliance Requirements" as the title', () => {
    expect(
      rows(
        'The requirements below apply. A bidder that does not meet each of them is set aside.',
        'Section 3 General information',
        ['Ref.', 'Item'],
      ),
    ).toEqual(expect.arrayContaining(['For Lot 2, a fleet of at least 12 refrigerated vehicles.']));
    expect(
      rows('Read the table carefully.', 'Section 4 Eligibility and Compliance Requirements', [
        'Ref.',
        'Requirement',
      ]),
    ).toEqual(
      expect.arrayContaining(['Every driver deployed holds a current enhanced background check.']),
    );
  });
  it('Dutch: "niet aan al deze eisen" or "niet aan elk van de volgende eisen" above the table', () => {
    for (const intro of [
      'De eisen hieronder gelden. Voldoet een inschrijver niet aan al deze eisen, dan valt hij af.',
      'Een inschrijving die niet aan elk van de volgende eisen voldoet, is ongeldig.',
    ])
      expect(rows(intro, '4 Toelating', ['Nr.', 'Omschrijving'])).toEqual(
        expect.arrayContaining(['For Lot 2, a fleet of at least 12 refrigerated vehicles.']),
      );
  });
  it('stays quiet on a coded table with no word that makes it mandatory', () => {
    expect(
      rows('The table lists the sites.', 'Section 2 Scope', ['Ref.', 'Item']).filter((q) =>
        q.startsWith('For Lot 2'),
      ),
    ).toEqual([]);
  });
});

describe('requirements: neighbouring wording (late bids returned, the right to reject, membership)', () => {
  it.each([
    ['knockout', 'Tenders received after the closing time will be returned unopened.'],
    ['knockout', 'Inschrijvingen die te laat binnenkomen, worden ongeopend teruggestuurd.'],
    ['knockout', 'Offertes die niet volledig zijn, worden terzijde geschoven.'],
    ['knockout', 'The Principal reserves the right to reject any tender that is incomplete.'],
    [
      'knockout',
      'De gemeente behoudt zich het recht voor onvolledige inschrijvingen af te wijzen.',
    ],
    ['suitability', 'Tenderers must hold current membership of the Master Builders Association.'],
    ['suitability', 'The Respondent must be a member of an approved industry body.'],
    ['suitability', 'Inschrijvers moeten lid zijn van de branchevereniging.'],
  ])('%s: "%s"', (kind, sentence) => {
    expect(requirementsOf(sentence)).toEqual([`${kind}: ${sentence}`]);
  });
  it('stays quiet on the right to reject something other than a bid', () => {
    expect(
      requirementsOf('The Principal reserves the right to reject defective materials.'),
    ).toEqual([]);
  });
});
