/**
 * Classes of issue 17 found studying the eighth probe set for parties, CPV codes, limits and terms
 * (docs/decisions.md "Tender facts on the eighth probe set: parties, requirements, limits and
 * terms"; deadlines and award criteria are another helper's; requirements are in
 * probeEightRequirementClasses.test.ts). Wording written for this test, English and Dutch, with
 * the precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { item, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const facts = (pages: string[]) => extractTenderFacts(pages);
const valuesOf = (pages: string[]) =>
  facts(pages).values.map((v) => `${v.value.kind} ${v.value.amount} ${v.value.currency}`);
const limitsOf = (f: ReturnType<typeof facts>) =>
  f.limits.map((l) => `${l.value.kind} ${l.value.value}`);

describe('CPV codes: the vocabulary named in full, or codes under a title of their own', () => {
  it('English: "Common Procurement Vocabulary: …" keeps a code without three zeros', () => {
    expect(
      facts([
        'Common Procurement Vocabulary: 45233141-9 (road maintenance works), 90620000-9 (snow clearing).',
      ]).cpvCodes.map((c) => c.value),
    ).toEqual(['45233141-9', '90620000-9']);
  });
  it('Dutch and English: codes labelled "Hoofdopdracht:" / "Main object:" under a "CPV" title', () => {
    const nl = structured([
      {
        blocks: [
          item('4.', 'CPV'),
          para(
            'Hoofdopdracht: 33141620-2 (Medische kits). Bijkomend: 33140000-3 (Medische verbruiksartikelen).',
          ),
        ],
      },
    ]);
    const en = structured([
      { blocks: [item('2.3', 'CPV codes'), para('Main object: 55524000-9 (school catering).')] },
    ]);
    expect(nl.cpvCodes.map((c) => c.value)).toEqual(['33141620-2', '33140000-3']);
    expect(en.cpvCodes.map((c) => c.value)).toEqual(['55524000-9']);
  });
  it('Dutch: the vocabulary spelled out', () => {
    expect(
      facts([
        'Gemeenschappelijke Woordenlijst Overheidsopdrachten: 45112711-2 (aanleg van parken).',
      ]).cpvCodes.map((c) => c.value),
    ).toEqual(['45112711-2']);
  });
  it('stays quiet on a number of that shape under another title', () => {
    const f = structured([
      { blocks: [item('5.', 'Facturatie'), para('Rekeningnummer: 12345678-9 bij de bank.')] },
    ]);
    expect(f.cpvCodes).toEqual([]);
  });
});

describe('values: the currency after the amount, a maximum bid sum, a ceiling only in its own sentence', () => {
  it('Dutch: "1.240.000,00 euro", "2,5 miljoen euro", "het maximale bedrag van de raamovereenkomst", "maximum inschrijfsom"', () => {
    expect(
      valuesOf([
        'De raming van de opdracht bedraagt 860.000,00 euro exclusief btw.',
        'De geraamde waarde bedraagt 2,5 miljoen euro.',
        'Het maximale bedrag van de raamovereenkomst is vastgesteld op 1.100.000 EUR.',
        'Per perceel geldt een maximum inschrijfsom van € 240.000,- per jaar.',
      ]),
    ).toEqual([
      'estimate 860000 EUR',
      'estimate 2500000 EUR',
      'ceiling 1100000 EUR',
      'ceiling 240000 EUR',
    ]);
  });
  it('English: "maximum tender price", and an estimate whose paragraph ends on "a maximum of seven years"', () => {
    expect(
      valuesOf([
        'The maximum tender price for the two years is £180,000.',
        'The estimated contract value is £2.6 million excluding VAT. The term is four years with an option of three more, giving a maximum of seven years.',
      ]),
    ).toEqual(['ceiling 180000 GBP', 'estimate 2600000 GBP']);
  });
  it('stays quiet on an amount in euro that is no value of the contract', () => {
    expect(valuesOf(['De verzekerde som bedraagt 2.500.000 euro per schadegeval.'])).toEqual([]);
  });
});

describe('durations: the singular "overeenkomst" in "wordt gesloten voor"', () => {
  it('Dutch: "De raamovereenkomst wordt gesloten voor …", "De overeenkomst wordt afgesloten voor …"', () => {
    const of = (text: string) =>
      facts([text]).durations.map((d) => `${d.value.kind} ${d.value.amount} ${d.value.unit}`);
    expect(of('De raamovereenkomst wordt gesloten voor een duur van 36 maanden.')).toEqual([
      'initial 36 months',
    ]);
    expect(of('De overeenkomst wordt afgesloten voor twee jaar vanaf de gunning.')).toEqual([
      'initial 2 years',
    ]);
    expect(of('The agreement is concluded for three years.')).toEqual(['initial 3 years']);
  });
});

describe('limits: same length for two parts, a bare length in a list, a limit set anew', () => {
  it('a length column with the same word count for Q1 and Q3 keeps both', () => {
    const f = structured([
      {
        blocks: [
          table(
            ['Question', 'Maximum length'],
            ['Q1 Method statement', '1000 words'],
            ['Q2 Risk', '500 words'],
            ['Q3 Social value', '1000 words'],
          ),
        ],
      },
    ]);
    expect(limitsOf(f)).toEqual(['words 1000', 'words 500', 'words 1000']);
  });
  it('a list item that is a part and its length: "Samenvatting: één pagina.", "Executive summary: 2 pages;"', () => {
    const f = structured([
      {
        blocks: [
          item('•', 'Samenvatting: één pagina.'),
          item('•', 'Executive summary: 2 pages;'),
          item('•', 'Planning: in bijlage 3.'),
        ],
      },
    ]);
    expect(limitsOf(f)).toEqual(['pages 1', 'pages 2']);
  });
  it('an amendment sets a limit anew, and a chart must fit on one page', () => {
    expect(
      limitsOf(
        facts([
          'Question 4 may now be answered in 1,200 words.\n\n' +
            'Vraag 2 mag nu in 900 woorden worden beantwoord.\n\n' +
            'Include a delivery timeline on one page.',
        ]),
      ),
    ).toEqual(['words 1200', 'words 900', 'pages 1']);
  });
});

describe('submission method: a paragraph that names the channel and refuses others', () => {
  const methodOf = (f: ReturnType<typeof facts>) => f.submissionMethod?.value;
  it('English: "… via eSourcingNI. Bids by post or e-mail will not be accepted." in one numbered paragraph', () => {
    const f = structured([
      {
        blocks: [
          item(
            '3.2',
            'Bids must be submitted via eSourcingNI. Bids sent by post or by e-mail will not be accepted.',
          ),
        ],
      },
    ]);
    expect(methodOf(f)).toBe('eSourcingNI');
  });
  it('"uploaded to <name>" in English and Dutch', () => {
    const uploaded = facts(['Responses must be uploaded to Delta eSourcing by the deadline.']);
    expect(methodOf(uploaded)).toBe('Delta eSourcing');
    // Read by its capitals alone: "check this".
    expect(uploaded.submissionMethod?.confidence).toBe(0.7);
    expect(methodOf(facts(['De offerte wordt geüpload naar Negometrix4 vóór de sluiting.']))).toBe(
      'Negometrix4',
    );
  });
  it('a details line that labels the platform, when no sentence names one', () => {
    expect(
      methodOf(facts(['Reference: ABC/01\n\nPortal: Bluelight In-Tend\n\nIssued: 3 May 2027'])),
    ).toBe('Bluelight In-Tend');
    expect(methodOf(facts(['Aanbestedingsplatform: Negometrix\n\nKenmerk: 2027-04']))).toBe(
      'Negometrix',
    );
    expect(methodOf(facts(['Tender portal: Delta eSourcing']))).toBe('Delta eSourcing');
    // A sentence that says how the bid is submitted wins over the label.
    expect(
      methodOf(
        facts([
          'Portal: Bluelight In-Tend',
          'Bids must be submitted via TenderNed by the deadline.',
        ]),
      ),
    ).toBe('TenderNed');
  });
  it('stays quiet when the upload goes to a generic or dated place', () => {
    expect(
      methodOf(facts(['Documents are uploaded to Tender folders on Monday.'])),
    ).toBeUndefined();
  });
});

describe('reference: a document type before its code', () => {
  const refOf = (text: string) => facts([text]).reference?.value ?? null;
  it('"BESTEK AB-CD/2027/031", "Lastenboek nr. 2027/118", "Aanbestedingsleidraad INK-2027-04"', () => {
    expect(refOf('BESTEK AB-CD/2027/031\nLevering van meubilair')).toBe('AB-CD/2027/031');
    expect(refOf('Lastenboek nr. 2027/118\nSchilderwerken')).toBe('2027/118');
    expect(refOf('Aanbestedingsleidraad INK-2027-04\nSchoonmaak')).toBe('INK-2027-04');
  });
  it('stays quiet on a year or a word after the type', () => {
    expect(refOf('Bestek 2027\nBestek voor de levering van fietsen')).toBeNull();
  });
});

describe('procedure: the law’s name in a sentence wins over the title’s "aanbesteding"', () => {
  const procedureOf = (pages: string[]) => facts(pages).procedure?.value;
  it('Dutch: title "Europese openbare aanbesteding", text "volgt de Europese openbare procedure"', () => {
    expect(
      procedureOf([
        'Europese openbare aanbesteding Schoonmaakdiensten',
        'De gemeente volgt de Europese openbare procedure.',
      ]),
    ).toBe('Europese openbare procedure');
  });
  it('Dutch: "Nationale openbare aanbesteding" and "niet-openbare procedure"', () => {
    expect(
      procedureOf([
        'Europese niet-openbare aanbesteding Groenonderhoud',
        'Deze aanbesteding wordt uitgevoerd als niet-openbare procedure.',
      ]),
    ).toBe('niet-openbare procedure');
  });
  it('English: a title "Open Tender", the text "run under the open procedure"', () => {
    expect(
      procedureOf([
        'Open Tender for Grounds Maintenance',
        'This tender is run under the open procedure of the Public Contracts Regulations.',
      ]),
    ).toBe('open procedure');
  });
  it('keeps the title when no sentence names a procedure', () => {
    expect(procedureOf(['Nationale openbare aanbesteding Drukwerk', 'Inleiding.'])).toBe(
      'Nationale openbare aanbesteding',
    );
  });
});
