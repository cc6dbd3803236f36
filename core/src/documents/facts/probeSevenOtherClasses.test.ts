/**
 * Classes of issue 17 found studying the seventh probe set for parties, requirements, limits and
 * terms (docs/decisions.md "Tender facts on the seventh probe set: parties, requirements, limits
 * and terms"; deadlines and award criteria are another helper's; requirements and PDF blocks are in
 * probeSevenRequirementClasses.test.ts). Wording written for this test,
 * English and Dutch, with the precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import type { TenderFacts } from '../../model/documentFacts';
import { structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const valuesOf = (pages: string[]) =>
  extractTenderFacts(pages).values.map(
    (v) => `${v.value.kind} ${v.value.amount} ${v.value.currency}`,
  );

describe('values: an estimate said with a verb, a cap said with "not exceed"', () => {
  it('English: "value ... is estimated at", "payments/budget ... shall not exceed"', () => {
    expect(
      valuesOf([
        'The total contract value over the four-year term is estimated at approximately $12.5 million. ' +
          'Annual payments for all routes together shall not exceed $3,100,000 per school year.',
        "The Council's budget for Lot 1 will not exceed £300,000 per annum excluding VAT.",
      ]),
    ).toEqual(['estimate 12500000 USD', 'ceiling 3100000 USD', 'ceiling 300000 GBP']);
  });
  it('Dutch: "raamt de opdracht op", "het geraamde budget" is an estimate, not a cap', () => {
    expect(
      valuesOf([
        'De provincie raamt de opdracht op circa € 6,2 miljoen exclusief btw.',
        'Het geraamde budget voor beide percelen samen is ongeveer € 31 miljoen.',
      ]),
    ).toEqual(['estimate 6200000 EUR', 'estimate 31000000 EUR']);
  });
  it('stays quiet on amounts that are not the contract value', () => {
    expect(
      valuesOf([
        'Late fees shall not exceed 5% of the invoice.',
        'De verzekerde som bedraagt € 2.500.000 per gebeurtenis.',
      ]),
    ).toEqual([]);
  });
});

const buyerOf = (page: string) => {
  const b = extractTenderFacts([page]).buyer;
  return b ? `${b.value} (${b.status})` : null;
};

describe('buyer: an agent issues the tender on behalf of the buyer', () => {
  it('English: "Issued by: <agent>, on behalf of the Health Board" gives the board on the cover', () => {
    expect(
      buyerOf(
        'Harbourside University Health Board\n\nInvitation to Tender\n\n' +
          'Issued by: Regional Shared Procurement Service - Contracts, on behalf of the Health Board',
      ),
    ).toBe('Harbourside University Health Board (sure)');
  });
  it('Dutch: "Uitgegeven door: <bureau>, namens de gemeente X"', () => {
    expect(
      buyerOf(
        'Inkoopdocument\n\nUitgegeven door: Inkoopbureau West-Utrecht, namens de Gemeente Zeewolde-Oost',
      ),
    ).toBe('Gemeente Zeewolde-Oost (check)');
  });
  it('an agent whose principal is not named is only offered to check', () => {
    expect(
      buyerOf('Inkoopdocument\n\nUitgegeven door: Inkoopbureau West-Utrecht, namens de gemeente'),
    ).toBe('Inkoopbureau West-Utrecht (check)');
  });
});

describe('buyer: a district named alone on the cover', () => {
  it('English: "<Name> Unified School District", offered to check', () => {
    expect(buyerOf('Maple Ridge Unified School District\nREQUEST FOR PROPOSALS\n\nRFP No. 9')).toBe(
      'Maple Ridge Unified School District (check)',
    );
  });
  it('Dutch: a waterschap on the cover stays found; a bare "District" line is no buyer', () => {
    expect(buyerOf('Waterschap Lage Venen\nAanbestedingsleidraad')).toBe(
      'Waterschap Lage Venen (check)',
    );
    expect(buyerOf('District\nAanbestedingsleidraad')).toBeNull();
  });
});

describe('reference and procedure: an "Inkoopnummer" and the regime for social services', () => {
  it('English: "Tender number:" and the light-touch regime', () => {
    const facts = extractTenderFacts([
      'Invitation\n\nThis contract is procured under the light-touch regime.\n\nTender number: HB-2027-33',
    ]);
    expect([facts.reference?.value, facts.procedure?.value]).toEqual([
      'HB-2027-33',
      'light-touch regime',
    ]);
  });
  it('Dutch: "Inkoopnummer:" and the procedure voor sociale en andere specifieke diensten', () => {
    const facts = extractTenderFacts([
      'Inkoopdocument\n\nProcedure voor sociale en andere specifieke diensten (artikel 2.38 Aw)\n\nInkoopnummer: RGW-2027-11',
    ]);
    expect([facts.reference?.value, facts.procedure?.value]).toEqual([
      'RGW-2027-11',
      'Procedure voor sociale en andere specifieke diensten',
    ]);
  });
  it('the service category alone names no procedure', () => {
    const facts = extractTenderFacts([
      'Jeugdhulp valt onder de sociale en andere specifieke diensten van bijlage XIV.',
    ]);
    expect(facts.procedure).toBeNull();
  });
});

const lotsOf = (facts: TenderFacts) => facts.lots.map((l) => `${l.value.number} ${l.value.name}`);

describe('lots: a lots table whose rows repeat the lot word, counts with their units after the name', () => {
  it('English: "Package 1 <name> 12 routes, 2 tiers" as lines and as a table', () => {
    const lines = extractTenderFacts([
      '2.1 Packages\n\nPackage Description Approximate volume\n\n' +
        'Package 1 Regular routes north 12 routes, 2 tiers\n\n' +
        'Package 2 Special needs (SEN) door-to-door routes 9 routes, wheelchair-accessible',
    ]);
    expect(lotsOf(lines)).toEqual([
      '1 Regular routes north',
      '2 Special needs (SEN) door-to-door routes',
    ]);
    const cells = structured([
      {
        blocks: [
          table(
            ['Package', 'Description', 'Approximate volume'],
            ['Package 1', 'Regular routes north', '12 routes, 2 tiers'],
          ),
        ],
      },
    ]);
    expect(lotsOf(cells)).toEqual(['1 Regular routes north']);
  });
  it('Dutch: "Perceel 1 <naam> 12 locaties, 3 wijken" under a header line', () => {
    const facts = extractTenderFacts([
      '2.1 Percelen\n\nPerceel Omschrijving Omvang\n\n' +
        'Perceel 1 Groenonderhoud noord 12 locaties, 3 wijken\n\n' +
        'Perceel 2 Groenonderhoud zuid (centrum) 9 locaties',
    ]);
    expect(lotsOf(facts)).toEqual(['1 Groenonderhoud noord', '2 Groenonderhoud zuid (centrum)']);
  });
  it('a work package in a sentence is no lot', () => {
    const facts = extractTenderFacts(['Work package 1 covers the design; package 2 the build.']);
    expect(lotsOf(facts)).toEqual([]);
  });
});

const cpvOf = (page: string) => extractTenderFacts([page]).cpvCodes.map((c) => c.value);

describe('CPV codes: a "CPV codes:" label over a list of codes', () => {
  it('English', () => {
    expect(
      cpvOf(
        '1.2 Scope\n\nCPV codes:\n\n• 33141620-2 Medical kits\n\n• 42512300-1 Air-conditioning units',
      ),
    ).toEqual(['33141620-2', '42512300-1']);
  });
  it('Dutch', () => {
    expect(
      cpvOf(
        '1.2 Omvang\n\nDe CPV-codes van deze opdracht zijn:\n\n• 45221119-9 Renovatie van bruggen\n\n• 71322300-4 Technisch ontwerp',
      ),
    ).toEqual(['45221119-9', '71322300-4']);
  });
  it('a list under another label stays quiet', () => {
    expect(
      cpvOf('Contactgegevens:\n\n• 45221119-9 Renovatie van bruggen\n\n• 71322300-4 Ontwerp'),
    ).toEqual([]);
  });
});

const durationsOf = (page: string) =>
  extractTenderFacts([page]).durations.map(
    (d) => `${d.value.kind} ${d.value.count}x${d.value.amount} ${d.value.unit}`,
  );

describe('durations: extensions as "period or periods of up to", "driemaal met één (1) jaar"', () => {
  it('English', () => {
    expect(
      durationsOf(
        'The contracts will be let for an initial period of three (3) years. ' +
          'The Council may extend each contract for a further period or periods of up to 18 months in total.',
      ),
    ).toEqual(['initial 1x3 years', 'extension 1x18 months']);
  });
  it('Dutch', () => {
    expect(
      durationsOf(
        'De overeenkomst heeft een looptijd van vier (4) jaar. ' +
          'De provincie kan het onderhoud driemaal met één (1) jaar verlengen.',
      ),
    ).toEqual(['initial 1x4 years', 'extension 3x1 years']);
  });
});

describe('limits: "max." before its number does not end the sentence', () => {
  it('English and Dutch', () => {
    const en = extractTenderFacts(['Add a one-page summary of max. 2 pages. Then add your CVs.']);
    expect(en.limits.map((l) => `${l.value.kind} ${l.value.value}`)).toEqual(['pages 2']);
    const nl = extractTenderFacts([
      'Voeg een samenvatting toe van max. 1 pagina. Daarna volgt het plan.',
    ]);
    expect(nl.limits.map((l) => `${l.value.kind} ${l.value.value}`)).toEqual(['pages 1']);
  });
});

describe('submission method: the sentence that says how to submit, not a mention on the cover', () => {
  it('English: "You lodge your tender via X"', () => {
    const facts = extractTenderFacts([
      'Contact: J. Smith (via Mercell)',
      '5 Submission\n\nYou lodge your tender via Mercell before the deadline.',
    ]);
    expect([facts.submissionMethod?.value, facts.submissionMethod?.page]).toEqual(['Mercell', 2]);
  });
  it('Dutch: "Je schrijft in via X"', () => {
    const facts = extractTenderFacts([
      'Contactpersoon: J. de Vries (via Mercell)',
      '6 Indienen\n\nJe schrijft in via Mercell (voorheen Negometrix).',
    ]);
    expect([facts.submissionMethod?.value, facts.submissionMethod?.page]).toEqual(['Mercell', 2]);
  });
});
