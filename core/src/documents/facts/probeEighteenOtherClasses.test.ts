/**
 * The precision classes of other kinds found studying the eighteenth probe set (docs/decisions.md
 * "Tender facts on the eighteenth probe set: deadlines, criteria and precision"): a buyer given by
 * its acronym, and a UN agency's procedure named after its cover's document type. Wording written
 * for this test, English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import { extractTenderFacts } from './extractTenderFacts';

const buyerOf = (pages: string[]) => {
  const b = extractTenderFacts(pages).buyer;
  return b ? [b.value, b.page] : null;
};

describe('a buyer given by its acronym is named by the full name the document spells out', () => {
  it('Dutch: "Aanbestedende overheid: IVBR" and "IVBR, Intercommunale Vereniging …"', () => {
    expect(
      buyerOf([
        'Bestek nr. IVBR/2028/04\n\nAanbestedende overheid: IVBR, opdrachthoudende vereniging, Dorpsstraat 4, 2500 Lier',
        'De aanbestedende overheid is IVBR, Intercommunale Vereniging voor Beheer van Regenwater, een opdrachthoudende vereniging.',
      ]),
    ).toEqual(['Intercommunale Vereniging voor Beheer van Regenwater', 2]);
  });

  it('English: "Contracting authority: RWAL" and "Regional Water Authority of Lindenfield (RWAL)"', () => {
    expect(
      buyerOf([
        'RFT 2028/11\n\nContracting authority: RWAL, 4 Quay Street, Lindenfield',
        'The Regional Water Authority of Lindenfield (RWAL) invites tenders for pipe relining.',
      ]),
    ).toEqual(['Regional Water Authority of Lindenfield', 2]);
  });

  it('stays as it was: words after the acronym whose initials do not spell it are no name', () => {
    expect(
      buyerOf([
        'Contracting authority: RWAL, 4 Quay Street, Lindenfield',
        'RWAL, Lindenfield Harbour Board and partners invite tenders.',
      ]),
    ).toEqual(['RWAL', 1]);
  });
});

describe("a UN agency's competition is its procedure, not the cover's document type", () => {
  it('English: "issued under an open international competition"', () => {
    const facts = extractTenderFacts([
      'REQUEST FOR PROPOSAL (RFP)\n\nRFP/XYZ/2028/003',
      'This RFP is issued under an open international competition. Proposals are due as set out below.',
    ]);
    expect(facts.procedure?.value).toBe('open international competition');
  });

  it('English: "a limited national competition"', () => {
    const facts = extractTenderFacts([
      'REQUEST FOR QUOTATION\n\nThe procurement is run as a limited national competition among registered suppliers.',
    ]);
    expect(facts.procedure?.value).toBe('limited national competition');
  });
});

describe("the value a reference must reach is no estimate of this contract's value", () => {
  it('Dutch: "elk met een waarde van minstens 150.000 euro" gives no value', () => {
    const facts = extractTenderFacts([
      'Kwalitatieve selectie\n\nTechnische bekwaamheid: een lijst van ten minste drie gelijkaardige leveringen in de laatste drie jaar, elk met een waarde van minstens 150.000 euro.',
    ]);
    expect(facts.values).toEqual([]);
  });

  it('stays as it was, English: "each with a value of at least EUR 150,000"', () => {
    const facts = extractTenderFacts([
      'Selection criteria\n\nTechnical ability: a list of at least three similar supply contracts in the last three years, each with a value of at least EUR 150,000.',
    ]);
    expect(facts.values).toEqual([]);
  });

  it('stays as it was, Dutch: "De geraamde waarde van de opdracht bedraagt 640.000 euro"', () => {
    const facts = extractTenderFacts([
      'Raming\n\nDe geraamde waarde van de opdracht bedraagt 640.000 euro exclusief btw.',
    ]);
    expect(facts.values.map((v) => [v.value.kind, v.value.amount])).toEqual([['estimate', 640000]]);
  });
});
