/**
 * The buyer, reference and language classes of issue 17 found studying the nineteenth probe set
 * (docs/decisions.md "Tender facts on the nineteenth probe set"): a mark glued to what it marks,
 * a project's identification number, the bid's language under a section about submitting, and
 * the buyer introduced under a heading naming its role. Wording written for this test.
 */
import { describe, expect, it } from 'vitest';
import { extractTenderFacts } from './extractTenderFacts';

const referenceOf = (text: string) => extractTenderFacts([text]).reference?.value ?? null;
const languageOf = (text: string) => extractTenderFacts([text]).submissionLanguage?.value ?? null;
const buyerOf = (pages: string[]) => extractTenderFacts(pages).buyer?.value ?? null;

describe('a reference labelled by a mark glued to its word, or as a project identification', () => {
  it('Dutch: "Opdrachtkenmerk: RWS-2028-044"', () => {
    expect(referenceOf('Onderhoud sluizen\n\nOpdrachtkenmerk: RWS-2028-044')).toBe('RWS-2028-044');
  });

  it('English: "Project Identification No.: PWD-B-2028-07"', () => {
    expect(referenceOf('Supply of Pumps\n\nProject Identification No.: PWD-B-2028-07')).toBe(
      'PWD-B-2028-07',
    );
  });
});

describe('the bid’s language stated under a section about submitting', () => {
  it('Dutch: "3.2 Indienen" over "Documenten stelt u op in het Nederlands"', () => {
    expect(
      languageOf(
        '3.2 Indienen\n\nDocumenten stelt u op in het Nederlands; bijlagen mogen in het Engels.',
      ),
    ).toBe('Nederlands');
  });

  it('English: "4 Submission" over "All documents are to be in English."', () => {
    expect(languageOf('4 Submission\n\nAll documents are to be in English.')).toBe('English');
  });

  it('stays as it was: the same sentence under a section about the work names no bid language', () => {
    expect(
      languageOf('5 Deliverables\n\nManuals stelt u op in het Nederlands voor de beheerders.'),
    ).toBeNull();
  });
});

describe('the buyer introduced under a heading naming its role', () => {
  it('Dutch: "De aanbestedende entiteit" over "Havenschap X N.V. (hierna: het Havenschap) …"', () => {
    expect(
      buyerOf([
        'LEIDRAAD\n\nOnderhoud kademuren',
        '1 Inleiding\n\n1.1 De aanbestedende entiteit\n\nHavenschap Noordkaap N.V. (hierna: het Havenschap) beheert de havens van de gemeente.',
      ]),
    ).toBe('Havenschap Noordkaap N.V.');
  });

  it('English: "The Contracting Authority" over "Lakeland Water Board (hereinafter “the Board”) …"', () => {
    expect(
      buyerOf([
        'REQUEST FOR TENDERS\n\nReservoir fencing',
        '1 Introduction\n\n1.1 The Contracting Authority\n\nLakeland Water Board (hereinafter “the Board”) manages the reservoirs of the county.',
      ]),
    ).toBe('Lakeland Water Board');
  });

  it('stays as it was: such a sentence under another heading names no buyer', () => {
    expect(
      buyerOf([
        'REQUEST FOR TENDERS\n\nReservoir fencing',
        '1 Introduction\n\n1.1 Background\n\nLakeland Fencing Group (hereinafter “the Group”) built the old fence.',
      ]),
    ).not.toBe('Lakeland Fencing Group');
  });
});
