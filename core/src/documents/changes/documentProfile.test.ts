import { describe, expect, it } from 'vitest';
import { documentKindOf, statedDateOf } from './documentProfile';

describe('documentKindOf: a Nota van Inlichtingen or Q&A is recognised', () => {
  it.each([
    ['NvI 2 Vernieuwen Softwarecatalogus.pdf', ''],
    ['bijlage.pdf', 'Gemeente Utrecht\nNota van Inlichtingen 1\nAanbesteding schoonmaak'],
    ['round-2.pdf', 'Vragen en antwoorden\nEuropese aanbesteding'],
    ['rfp.pdf', 'RFP 2024-17\nQuestions and Answers\nIssued 3 March 2024'],
    ['addendum.pdf', 'Clarifications to the Invitation to Tender'],
    ['lijst.docx', 'Nr | Vraag | Antwoord\n1 | Mag het plan langer zijn? | Nee.'],
    ['vendor-questions-answers-2017.pdf', 'Section/Attachment'],
  ])('%s', (name, page) => expect(documentKindOf(name, [page])).toBe('clarifications'));

  it('a tender guide that explains the procedure is no Nota van Inlichtingen', () => {
    const guide =
      'Beschrijvend document\nInleiding\n' +
      'Dit document beschrijft de procedure.\n'.repeat(12) +
      'Vragen worden beantwoord in een nota van inlichtingen die deel uitmaakt van het bestek.';
    expect(documentKindOf('beschrijvend-document.pdf', [guide])).toBeNull();
  });
});

describe("statedDateOf: the document's own date", () => {
  it.each([
    ['Programma van Eisen\nVersie 0.5, 19 mei 2020', '2020-05-19'],
    ['Nota van Inlichtingen\nDatum: 6 november 2024', '2024-11-06'],
    ['Questions and Answers\nDate of issue: 16 February 2017', '2017-02-16'],
    ['RFQ\nIssued: 02/16/2017', '2017-02-16'],
  ])('%s', (page, date) => expect(statedDateOf([page])?.date).toBe(date));

  it('neither a table header, a deadline nor a date in a sentence', () => {
    expect(
      statedDateOf([
        'Actie: | Datum:\nPublicatie bestek | 24-10-2024\nDeadline indienen offerte | 28-11-2024 12.00 uur\n' +
          'De opdracht start op 3 februari 2025.',
      ]),
    ).toBeNull();
  });

  it.each([
    ['Request for Interest\nFebruary 6, 2017', '2017-02-06'],
    ['Service Level Agreement\nUtrecht, 18 mei 2021', '2021-05-18'],
  ])('a cover line that is only a date: %s', (page, date) =>
    expect(statedDateOf([page])?.date).toBe(date),
  );

  it('a line with more than a date, or with a time, is not the document’s date', () => {
    expect(statedDateOf(['Versiebeheer\n0.1 | 18-05-2020 | Eerste versie'])).toBeNull();
    expect(statedDateOf(['Inschrijven vóór 28 november 2024'])).toBeNull();
    expect(statedDateOf(['28-11-2024 12.00 uur'])).toBeNull();
  });

  it('only the cover pages count', () => {
    expect(statedDateOf(['Titel', 'Inhoud', 'Datum: 6 november 2024'])).toBeNull();
  });
});
