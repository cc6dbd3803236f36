/**
 * Requirement classes of issue 17 found studying the eleventh probe set (the other kinds are in
 * probeElevenOtherClasses.test.ts) (docs/decisions.md "Tender facts on the eleventh probe set:
 * parties, requirements, limits and terms"; deadlines and award criteria are another helper's).
 * Wording written for this test, English and Dutch, with the precision cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { heading, item, para, structured, table } from './classSnippets';

type Blocks = Parameters<typeof structured>[0][number]['blocks'];
const requirementsOf = (...blocks: Blocks) =>
  structured([{ blocks }]).requirements.map((r) => `${r.value.kind}: ${r.quote}`);
const quotesOf = (...blocks: Blocks) => structured([{ blocks }]).requirements.map((r) => r.quote);

describe('requirements: an Offerer excluded, an addendum acknowledged', () => {
  it('English: "will exclude an Offerer that …", "must acknowledge this Addendum"', () => {
    expect(
      requirementsOf(
        para(
          'The Agency will exclude an Offerer that has been convicted of a fraud offence in the last five years.',
        ),
      ),
    ).toEqual([
      'exclusion: The Agency will exclude an Offerer that has been convicted of a fraud offence in the last five years.',
    ]);
    expect(
      requirementsOf(
        para(
          'Tenderers shall acknowledge receipt of all clarification notices in the Form of Tender.',
        ),
      ),
    ).toEqual([
      'declaration: Tenderers shall acknowledge receipt of all clarification notices in the Form of Tender.',
    ]);
  });

  it('Dutch: "verklaart kennis te hebben genomen van de nota\'s van inlichtingen"', () => {
    expect(
      requirementsOf(
        para(
          "De inschrijver verklaart in zijn offerte kennis te hebben genomen van alle nota's van inlichtingen.",
        ),
      ),
    ).toEqual([
      "declaration: De inschrijver verklaart in zijn offerte kennis te hebben genomen van alle nota's van inlichtingen.",
    ]);
  });

  it('stays quiet: the buyer acknowledging questions', () => {
    expect(
      requirementsOf(para('The Council will acknowledge each question within two working days.')),
    ).toEqual([]);
  });
});

describe('requirements: declarations in the bid form, in the first person', () => {
  it('English and Dutch: a form row "Declaration | We confirm …", "Verklaring | Wij verklaren …"', () => {
    expect(
      quotesOf(
        heading('Annex 3 Form of Tender'),
        table(
          ['Item', 'Entry'],
          ['Company name', ''],
          ['Declaration', 'We confirm that our prices remain valid for ninety days.'],
        ),
      ),
    ).toEqual(['We confirm that our prices remain valid for ninety days.']);
    expect(
      quotesOf(
        heading('Bijlage 4 Inschrijvingsformulier'),
        para(
          'Verklaring Wij verklaren de algemene inkoopvoorwaarden zonder voorbehoud te aanvaarden.',
        ),
      ),
    ).toEqual(['Wij verklaren de algemene inkoopvoorwaarden zonder voorbehoud te aanvaarden.']);
  });

  it('stays quiet: the buyer\'s "we confirm" outside a bid form', () => {
    expect(
      quotesOf(
        heading('3 Questions'),
        para('We confirm receipt of every question within two working days of its arrival.'),
      ),
    ).toEqual([]);
    expect(
      quotesOf(
        heading('4 Vragen'),
        para('Wij bevestigen de ontvangst van elke vraag binnen twee werkdagen.'),
      ),
    ).toEqual([]);
  });
});

describe('requirements: exclusion situations of a law, a declaration made by submitting', () => {
  it('Dutch and English: "niet in een van de situaties … bedoeld in de artikelen", "not in any of the situations referred to in Articles"', () => {
    expect(
      requirementsOf(
        para(
          'De kandidaat mag zich niet in een van de situaties bevinden die zijn bedoeld in de artikelen 12 tot 14 van de wet.',
        ),
      ),
    ).toEqual([
      'exclusion: De kandidaat mag zich niet in een van de situaties bevinden die zijn bedoeld in de artikelen 12 tot 14 van de wet.',
    ]);
    expect(
      requirementsOf(
        para(
          'The applicant must not be in any of the situations referred to in Articles 136 to 141 of the Financial Regulation.',
        ),
      ),
    ).toEqual([
      'exclusion: The applicant must not be in any of the situations referred to in Articles 136 to 141 of the Financial Regulation.',
    ]);
  });

  it('Dutch and English: "Door de indiening van zijn offerte verklaart de inschrijver …", "By submitting a tender, the tenderer confirms …"', () => {
    expect(
      requirementsOf(
        para(
          'Door het enkele feit van de indiening van zijn offerte verklaart de inschrijver dat hij alle sociale bijdragen heeft betaald.',
        ),
      ),
    ).toEqual([
      'declaration: Door het enkele feit van de indiening van zijn offerte verklaart de inschrijver dat hij alle sociale bijdragen heeft betaald.',
    ]);
    expect(
      requirementsOf(
        para('By submitting a tender, the tenderer confirms that it has read the draft contract.'),
      ),
    ).toEqual([
      'declaration: By submitting a tender, the tenderer confirms that it has read the draft contract.',
    ]);
  });

  it('stays quiet: submitting described with no declaration', () => {
    expect(
      requirementsOf(
        para('By submitting early, the supplier can resolve upload problems in time.'),
      ),
    ).toEqual([]);
  });
});

describe('requirements: CE marking and Belgian standards, a bid not awarded, an inverted consequence', () => {
  it('Dutch and English: "dragen de CE-markering", "voldoen aan NBN EN …", "must bear the CE marking"', () => {
    expect(
      quotesOf(para('Alle speeltoestellen dragen de CE-markering en voldoen aan NBN EN 1176-1.')),
    ).toEqual(['Alle speeltoestellen dragen de CE-markering en voldoen aan NBN EN 1176-1.']);
    expect(quotesOf(para('Every charging unit offered must bear the CE marking.'))).toEqual([
      'Every charging unit offered must bear the CE marking.',
    ]);
  });

  it('Dutch and English: a bid with too few points "wordt niet gegund", "will not be awarded"', () => {
    expect(
      requirementsOf(
        para('Een offerte die op criterium 3 minder dan 20 punten haalt, wordt niet gegund.'),
      ),
    ).toEqual([
      'knockout: Een offerte die op criterium 3 minder dan 20 punten haalt, wordt niet gegund.',
    ]);
    expect(
      requirementsOf(
        para('A tender that scores less than 40 quality points will not be awarded a contract.'),
      ),
    ).toEqual([
      'knockout: A tender that scores less than 40 quality points will not be awarded a contract.',
    ]);
  });

  it('Dutch: "dan wordt de offerte alsnog terzijde gelegd", "wordt de aanmelding dan ook uitgesloten"', () => {
    expect(
      quotesOf(
        para('Ontbreekt het bewijsstuk na herstel, dan wordt de offerte alsnog terzijde gelegd.'),
      ),
    ).toEqual([
      'Ontbreekt het bewijsstuk na herstel, dan wordt de offerte alsnog terzijde gelegd.',
    ]);
  });

  it('stays quiet: a contract that is not awarded in lots', () => {
    expect(requirementsOf(para('De opdracht wordt niet in percelen gegund.'))).toEqual([]);
  });
});

describe('requirements: amendments that replace a paragraph, an answer, a table row', () => {
  it('English and Dutch: "Paragraph 5.2 is replaced by: … must …", "Artikel 4.3 wordt vervangen door: … moet …"', () => {
    expect(
      quotesOf(
        item(
          '2',
          'Paragraph 5.2 is replaced by: "The tenderer must hold Cyber Essentials Plus certification."',
        ),
      ).some((q) => q.includes('must hold Cyber Essentials Plus')),
    ).toBe(true);
    expect(
      quotesOf(
        item(
          '3',
          'Artikel 4.3 wordt vervangen door: "De inschrijver moet een meldkamer in Nederland hebben."',
        ),
      ).some((q) => q.includes('moet een meldkamer in Nederland hebben')),
    ).toBe(true);
  });

  it('stays quiet: a paragraph replaced by a date or a venue', () => {
    expect(
      quotesOf(
        item('1', 'Paragraph 2.1 is replaced by: "The site visit takes place in the depot."'),
      ),
    ).toEqual([]);
  });

  it('Dutch and English: an answer that opens with yes, "Ja. E3 luidt voortaan: …", "Yes. M4 now reads: …"', () => {
    expect(
      quotesOf(
        table(
          ['Nr.', 'Vraag', 'Antwoord'],
          [
            '5',
            'Kan eis E3 worden versoepeld?',
            'Ja. E3 luidt voortaan: minimaal twee vergelijkbare opdrachten.',
          ],
        ),
      ),
    ).toEqual(['Ja. E3 luidt voortaan: minimaal twee vergelijkbare opdrachten.']);
    expect(
      quotesOf(
        table(
          ['No.', 'Question', 'Answer'],
          ['2', 'Can M4 be relaxed?', 'Yes. M4 now reads: one reference of a similar value.'],
        ),
      ),
    ).toEqual(['Yes. M4 now reads: one reference of a similar value.']);
  });

  it('Dutch and English: an amendment table headed "Oorspronkelijk | Nieuw", "Original text | New"', () => {
    expect(
      quotesOf(
        table(
          ['Betreft', 'Oorspronkelijk', 'Nieuw'],
          [
            'Selectiecriterium S4',
            'minstens vijf referenties',
            'minstens drie referenties van scholen',
          ],
        ),
      ),
    ).toEqual(['minstens drie referenties van scholen']);
    expect(
      quotesOf(
        table(
          ['Subject', 'Original text', 'New'],
          [
            'Condition of participation C2',
            'ten years of trading',
            'five years of trading in the UK',
          ],
        ),
      ),
    ).toEqual(['five years of trading in the UK']);
  });
});

describe('requirements: a selection criteria table below "all the selection criteria below"', () => {
  it('Dutch and English: each coded row is a requirement', () => {
    for (const [intro, header, row] of [
      [
        'Alleen kandidaten die aan alle onderstaande selectiecriteria voldoen, worden toegelaten.',
        ['Nr.', 'Selectiecriterium', 'Bewijs'],
        ['C3', 'De voertuigen rijden op groene waterstof vanaf de eerste dag', 'Verklaring'],
      ],
      [
        'Only applicants that meet all the following selection criteria are admitted.',
        ['No.', 'Selection criterion', 'Evidence'],
        ['C3', 'Vehicles run on renewable diesel from the first day of service', 'Statement'],
      ],
    ] as const) {
      expect(quotesOf(para(intro), table([...header], [...row])).some((q) => q === row[1])).toBe(
        true,
      );
    }
  });
});

describe('requirements: a run-in heading states nothing', () => {
  it('Dutch and English: "Uitsluitingsgronden. …", "Exclusion. …" give the sentences after them', () => {
    const nl = quotesOf(
      item(
        '2.1',
        'Uitsluitingsgronden. Op de kandidaat mag geen uitsluitingsgrond van toepassing zijn.',
      ),
    );
    expect(nl).not.toContain('Uitsluitingsgronden.');
    expect(nl).toContain('Op de kandidaat mag geen uitsluitingsgrond van toepassing zijn.');
    const en = quotesOf(
      item('2.2', 'Grounds for exclusion. The Trust will exclude any bidder that is insolvent.'),
    );
    expect(en).not.toContain('Grounds for exclusion.');
    expect(en).toContain('The Trust will exclude any bidder that is insolvent.');
  });

  it('stays a requirement: a short rule with a verb ("Varianten zijn niet toegestaan.")', () => {
    expect(
      quotesOf(item('3.1', 'Varianten zijn niet toegestaan. Een offerte per fax wordt geweerd.')),
    ).toContain('Varianten zijn niet toegestaan.');
  });
});
