/**
 * Sentences with a demand's words that ask nothing of the bidder are not planned as requirements
 * (issue 19, draft coverage round 3). Wording written for these tests, in Dutch and English.
 */
import { describe, expect, it } from 'vitest';
import { tenderStatements } from './draftRequirements';
import type { TenderPassage } from './draftSources';

const passage = (heading: string, text: string): TenderPassage => ({
  id: 't1',
  text,
  role: 'main_tender',
  heading,
  origin: {
    source: 'tender',
    documentId: 'd1',
    documentName: 'Tender.pdf',
    knowledgeBaseId: null,
    page: 4,
  },
});

const planned = (heading: string, text: string) =>
  tenderStatements([passage(heading, text)]).map((s) => s.text);

describe("the buyer's framing around the requirements", () => {
  it('plans the demands, not a lead-in, an opening question, a definition or a glossary row (nl)', () => {
    const text = [
      'Functionele eisen: wat moet het portaal doen en welke taken moet het ondersteunen?',
      'Het portaal moet de volgende functies bieden:',
      'F1. Het portaal toont de status van elke aanvraag.',
      'meldcode Een korte code die het portaal per melding aanmaakt en die dient als kenmerk.',
      'Toegankelijkheid houdt in dat iedere inwoner het portaal zonder hulp moet kunnen gebruiken.',
      'De leverancier moet de broncode overdragen bij het einde van het contract.',
    ].join('\n');
    expect(planned('3 Eisen', text)).toEqual([
      'F1. Het portaal toont de status van elke aanvraag.',
      'De leverancier moet de broncode overdragen bij het einde van het contract.',
    ]);
  });

  it('plans the demands, not a lead-in, an opening question, a definition or a glossary row (en)', () => {
    const text = [
      'Functional requirements: what must the portal do for its users?',
      'The portal shall offer the following functions:',
      'R2. The portal shows the status of every application.',
      'case code A short code that the portal creates for each report and that shall identify it.',
      'Accessibility means that every resident must be able to use the portal unaided.',
      'The supplier must hand over the source code at the end of the contract.',
    ].join('\n');
    expect(planned('3 Requirements', text)).toEqual([
      'R2. The portal shows the status of every application.',
      'The supplier must hand over the source code at the end of the contract.',
    ]);
  });

  it('keeps a labelled item whatever its form, and a question the bidder answers', () => {
    const text = [
      'F2. Het portaal moet de volgende meldingen tonen:',
      'Q4. Does the description reference continuous monitoring?',
      'How will the supplier ensure that the portal must stay available at night?',
    ].join('\n');
    expect(planned('4 Kwaliteit', text)).toEqual([
      'F2. Het portaal moet de volgende meldingen tonen:',
      'Q4. Does the description reference continuous monitoring?',
      'How will the supplier ensure that the portal must stay available at night?',
    ]);
  });

  it('an item whose line ends in an abbreviation goes on in lower case; after a full stop it ends', () => {
    const text = [
      'F5. De app ondersteunt open standaarden, o.a.',
      'de standaarden van het Forum Standaardisatie.',
      'F6. The supplier keeps logs of every change.',
      'retention is the period for which records are kept.',
    ].join('\n');
    expect(planned('5 Standaarden', text)).toEqual([
      'F5. De app ondersteunt open standaarden, o.a. de standaarden van het Forum Standaardisatie.',
      'F6. The supplier keeps logs of every change.',
    ]);
  });
});
