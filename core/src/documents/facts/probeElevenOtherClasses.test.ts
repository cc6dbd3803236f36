/**
 * Classes of issue 17 found studying the eleventh probe set for the buyer, reference, procedure,
 * language, values and terms; requirements are in probeElevenRequirementClasses.test.ts
 * (docs/decisions.md "Tender facts on the eleventh probe set: parties, requirements, limits and
 * terms"; deadlines and award criteria are another helper's). Wording written for this test,
 * English and Dutch, with the precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { heading, para, structured } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const onePage = (...lines: string[]) => structured([{ blocks: lines.map((l) => para(l)) }]);

describe('buyer: the body a State or a government acts through', () => {
  it('English and Dutch: "acting through the Department of …", "handelend via het Agentschap …"', () => {
    const en = onePage(
      'Request for Tender',
      'Issued by the Commonwealth of Eastland acting through the Department of Coastal Works (the "Department")',
    ).buyer;
    expect(en?.value).toBe('Department of Coastal Works');
    expect(en?.quote).toContain('acting through the Department of Coastal Works');
    expect(
      onePage(
        'Bestek',
        'Deze opdracht wordt uitgeschreven door de Vlaamse Gemeenschap, handelend via het Agentschap Wegen Oost.',
      ).buyer?.value,
    ).toBe('Agentschap Wegen Oost');
  });

  it('stays quiet: a contractor acting through its subcontractor names no buyer', () => {
    expect(
      onePage('The contractor may act through a subcontractor, acting through its site team.')
        .buyer,
    ).toBeNull();
  });
});

describe('reference: an Invitation to Offer or to Quote numbered as the other document types', () => {
  it('English: "ITO No. X", "ITQ ref: X"', () => {
    expect(onePage('Invitation to Offer', 'ITO No. WCD-2031-118').reference?.value).toBe(
      'WCD-2031-118',
    );
    expect(onePage('Invitation to Quote', 'ITQ ref: HX/2031/07').reference?.value).toBe(
      'HX/2031/07',
    );
  });

  it('Dutch: the Dutch document types keep their codes beside it', () => {
    expect(onePage('Offerteaanvraag', 'Kenmerk: INK-2031-044').reference?.value).toBe(
      'INK-2031-044',
    );
  });
});

describe('procedure: a document type a sentence says the tender is', () => {
  const procedureOf = (pages: string[][]) =>
    structured(pages.map((lines) => ({ blocks: lines.map((l) => para(l)) }))).procedure;

  it('English: "This is an open, single-stage Invitation to Quote" wins over the cover title', () => {
    const found = procedureOf([
      ['Invitation to Quote', 'Supply of harbour buoys'],
      ['This is an open, single-stage Invitation to Quote run under the State Purchasing Rules.'],
    ]);
    expect(found?.value).toBe('Invitation to Quote');
    expect(found?.page).toBe(2);
  });

  it('English and Dutch: a procedure named as such still wins over a document type', () => {
    expect(
      procedureOf([
        ['Invitation to Offer'],
        ['This is an Invitation to Offer. The tender follows the open procedure.'],
      ])?.value,
    ).toBe('open procedure');
    expect(
      procedureOf([['Aanbestedingsleidraad'], ['Wij volgen de Europese openbare procedure.']])
        ?.value,
    ).toBe('Europese openbare procedure');
  });
});

describe('language: an Offer, the defined term of an Invitation to Offer', () => {
  it('English and Dutch: "Offers … must be written in the English language", "in de Nederlandse taal"', () => {
    expect(
      onePage('Offers, and every attachment to an Offer, must be written in the English language.')
        .submissionLanguage?.value,
    ).toBe('English');
    expect(
      onePage('Alle offertes worden in de Nederlandse taal opgesteld.').submissionLanguage?.value,
    ).toBe('Nederlands');
  });

  it('stays quiet: "offers" as a verb about the work', () => {
    expect(
      onePage('The supplier offers manuals written in English to every site.').submissionLanguage,
    ).toBeNull();
  });
});

describe('values: a limit on debts above an amount is no ceiling', () => {
  const valuesOf = (text: string) =>
    extractTenderFacts([text]).values.map(
      (v) => `${v.value.kind} ${v.value.amount} ${v.value.currency}`,
    );

  it('English and Dutch: debts or arrears above an amount that exclude a bidder', () => {
    expect(
      valuesOf(
        'Een inschrijver met belastingschulden van meer dan € 5.000 wordt uitgesloten van deelname.',
      ),
    ).toEqual([]);
    expect(
      valuesOf(
        'A supplier with tax arrears of more than £10,000 will be excluded from the competition.',
      ),
    ).toEqual([]);
  });

  it('English and Dutch: a bid price above an amount that is rejected is still the ceiling', () => {
    expect(
      valuesOf('Inschrijvingen met een inschrijfsom boven € 800.000 worden terzijde gelegd.'),
    ).toEqual(['ceiling 800000 EUR']);
    expect(valuesOf('Tenders priced above £120,000 will be rejected.')).toEqual([
      'ceiling 120000 GBP',
    ]);
  });
});

describe('terms: a tacit or automatic renewal with a pronoun as its subject', () => {
  const termsOf = (text: string) =>
    structured([{ blocks: [heading('Looptijd / Term'), para(text)] }])
      .durations.map((d) => `${d.value.kind} ${d.value.count} x ${d.value.amount} ${d.value.unit}`)
      .sort();

  it('Dutch and English: "Zij wordt stilzwijgend verlengd met telkens één jaar", "It is automatically renewed"', () => {
    expect(
      termsOf(
        'De overeenkomst wordt gesloten voor een periode van drie jaar. Zij wordt stilzwijgend verlengd met telkens één jaar, met ten hoogste drie verlengingen.',
      ),
    ).toEqual(['extension 3 x 1 years', 'initial 1 x 3 years']);
    expect(
      termsOf(
        'The agreement is concluded for a term of two years. It is automatically renewed for successive periods of one year, up to a maximum of two renewals.',
      ),
    ).toEqual(['extension 2 x 1 years', 'initial 1 x 2 years']);
  });

  it('stays quiet: a period extended without a tacit renewal is no option read here', () => {
    expect(termsOf('De inschrijvingstermijn wordt verlengd met twee weken.')).toEqual([]);
  });
});

describe('sentences: "excl." or "incl." before the tax it names does not end a sentence', () => {
  const requirementsOf = (text: string) => onePage(text).requirements.map((r) => r.quote);

  it('English and Dutch: a turnover over a period after "(excl. GST)" or "(excl. BTW)"', () => {
    expect(
      requirementsOf(
        'The Tenderer must have had an annual turnover of at least $500,000 (excl. GST) in each of the last three financial years.',
      ).some((q) => q.includes('in each of the last three financial years')),
    ).toBe(true);
    expect(
      requirementsOf(
        'De inschrijver heeft een jaaromzet van minimaal € 400.000 (excl. BTW) in elk van de laatste drie boekjaren.',
      ).some((q) => q.includes('in elk van de laatste drie boekjaren')),
    ).toBe(true);
  });
});

describe('values: "the maximum four-year duration" limits the term, not the value', () => {
  const valuesOf = (text: string) =>
    extractTenderFacts([text]).values.map((v) => `${v.value.kind} ${v.value.amount}`);

  it('English and Dutch: an estimate over the maximum N-year term stays an estimate', () => {
    expect(
      valuesOf(
        'The estimated value of the framework is €2.4m (excl. VAT) over the maximum four-year duration.',
      ),
    ).toEqual(['estimate 2400000']);
    expect(
      valuesOf(
        'De geraamde waarde bedraagt € 1.800.000 (excl. BTW) over de maximale vierjarige looptijd.',
      ),
    ).toEqual(['estimate 1800000']);
  });

  it('stays a ceiling: a maximum that names the value', () => {
    expect(valuesOf('The maximum contract value is €900,000 excluding VAT.')).toEqual([
      'ceiling 900000',
    ]);
  });
});
