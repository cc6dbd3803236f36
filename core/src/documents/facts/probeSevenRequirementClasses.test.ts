/**
 * Classes of issue 17 found studying the seventh probe set for requirements, and the PDF block
 * that cut one in two (docs/decisions.md "Tender facts on the seventh probe set: parties,
 * requirements, limits and terms"; the other kinds are in probeSevenOtherClasses.test.ts). Wording
 * written for this test, English and Dutch, with the cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { pdfBlocksOf } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

/** Each requirement's kind and its quote's opening words. */
const requirementsOf = (text: string) =>
  extractTenderFacts([text]).requirements.map(
    (r) => `${r.value.kind}: ${r.quote.split(' ').slice(0, 4).join(' ')}`,
  );

describe('requirements: consequences of going over a limit or under a threshold', () => {
  it('English', () => {
    expect(
      requirementsOf(
        'Text beyond the page limit will not be read.\n\n' +
          'A bid that scores under 30 quality points will not proceed to price evaluation.\n\n' +
          'A "Fail" on any selection question means that your bid is not considered further.',
      ),
    ).toEqual([
      'knockout: Text beyond the page',
      'knockout: A bid that scores',
      'knockout: A "Fail" on any',
    ]);
  });
  it('Dutch', () => {
    expect(
      requirementsOf(
        "Tekst boven het maximum aantal pagina's wordt niet gelezen.\n\n" +
          'Een inschrijving met minder dan 30 kwaliteitspunten gaat niet door naar de prijsbeoordeling.',
      ),
    ).toEqual(['knockout: Tekst boven het maximum', 'knockout: Een inschrijving met minder']);
  });
  it('a page that is simply not read aloud is no knock-out', () => {
    expect(
      requirementsOf('The minutes of the briefing will not be read out at the meeting.'),
    ).toEqual([]);
  });
});

describe('requirements: the signed bid form, a declaration in it, a third party statement', () => {
  it('English', () => {
    expect(
      requirementsOf(
        'The Tender Form must be signed by a director and uploaded with the bid.\n\n' +
          'Bidders accept the Supplier Code of Conduct and confirm this in the Selection Questionnaire.\n\n' +
          'A bidder relying on another company provides a letter of support from that third party.',
      ),
    ).toEqual([
      'declaration: The Tender Form must',
      'declaration: Bidders accept the Supplier',
      'declaration: A bidder relying on',
    ]);
  });
  it('Dutch', () => {
    expect(
      requirementsOf(
        'Het offerteformulier wordt ondertekend door een tekenbevoegde bestuurder.\n\n' +
          'Je onderschrijft de Gedragscode Leveranciers en verklaart dit in het Aanmeldingsformulier.\n\n' +
          'Maak je gebruik van een onderaannemer, lever dan een verklaring van die derde mee.',
      ),
    ).toEqual([
      'declaration: Het offerteformulier wordt ondertekend',
      'declaration: Je onderschrijft de Gedragscode',
      'declaration: Maak je gebruik van',
    ]);
  });
});

describe('requirements: a track record in the last years, an amended code, a platform', () => {
  it('English', () => {
    expect(
      requirementsOf(
        'The bidder has delivered grounds maintenance to at least two councils during the last four (4) years.\n\n' +
          'SR-3 is deleted and replaced with: "The bidder employs a qualified arborist."\n\n' +
          'Suppliers must register on the national supplier platform before the deadline.',
      ),
    ).toEqual([
      'references: The bidder has delivered',
      'other: SR-3 is deleted and',
      'other: Suppliers must register on',
    ]);
  });
  it('Dutch', () => {
    expect(
      requirementsOf(
        'Je hebt in de afgelopen vijf (5) jaar ten minste één sluis gerenoveerd en opgeleverd.\n\n' +
          'E-4 vervalt en wordt vervangen door: "Je beschikt over een erkend leerbedrijf."\n\n' +
          'Inschrijvers moeten zich registreren in het leveranciersportaal.',
      ),
    ).toEqual([
      'references: Je hebt in de',
      'other: E-4 vervalt en wordt',
      'other: Inschrijvers moeten zich registreren',
    ]);
  });
});

describe('PDF blocks: a sentence wrapped before a number is not a numbered item', () => {
  const blocksOf = pdfBlocksOf;
  it('English', () => {
    expect(
      blocksOf([
        'A bidder to whom a ground in sections',
        '12.3 and 12.4 of the Schedule applies is excluded.',
      ]),
    ).toEqual([
      'paragraph: A bidder to whom a ground in sections 12.3 and 12.4 of the Schedule applies is excluded.',
    ]);
  });
  it('Dutch, and a real numbered item after a full stop stays one', () => {
    expect(
      blocksOf([
        'Een inschrijver op wie een grond van de artikelen',
        '2.86 en 2.87 van toepassing is, wordt uitgesloten.',
        '3.1 Geschiktheid van de inschrijver',
      ]),
    ).toEqual([
      'paragraph: Een inschrijver op wie een grond van de artikelen 2.86 en 2.87 van toepassing is, wordt uitgesloten.',
      'heading: Geschiktheid van de inschrijver',
    ]);
  });
});
