/**
 * Classes of issue 17 found studying the sixth probe set for requirements, limits, parties and
 * terms (docs/decisions.md "Tender facts on the sixth probe set: parties, requirements, limits and
 * terms"; deadlines and award criteria are another helper's; requirements are in
 * probeSixRequirementClasses.test.ts). Wording written for this test,
 * English and Dutch, with the precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

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

describe('submission: a platform named by its acronym alone', () => {
  it('English and Dutch', () => {
    expect(
      extractTenderFacts(['Responses must be submitted electronically on NTEP by the deadline.'])
        .submissionMethod?.value,
    ).toBe('NTEP');
    expect(
      extractTenderFacts(['De offerte is uitsluitend in te dienen via PIANOo-XT voor de sluiting.'])
        .submissionMethod,
    ).toBeNull();
    expect(
      extractTenderFacts(['De offerte wordt ingediend via DTVP, het digitale platform.'])
        .submissionMethod?.value,
    ).toBe('DTVP');
    // A file format or a medium is no platform.
    expect(
      extractTenderFacts(['Drawings may be submitted on USB stick or submitted via PDF files.'])
        .submissionMethod,
    ).toBeNull();
  });
});
