import { describe, expect, it } from 'vitest';
import { conceptEmbedding } from '../localEmbedding';
import {
  answerEvidence,
  answeringPassages,
  EVIDENCE_THRESHOLD,
  UNFILLED_SLOT_CAP,
} from './abstention';
import { askedSlot } from './askedSlot';
import { fillsSlot } from './slotFillers';
import { buildLexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';
import { textChunk as chunk } from './testChunk';

const cosine = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * (b[i] ?? 0), 0);

describe('evidence: how much of the question a passage covers', () => {
  it('is 1 for a passage with every content word, less for one with some, 0 for none, and counts a translation at its weight', async () => {
    const lexicon = await loadLexicon();
    const texts = {
      all: 'The closing date for quotations is 3 March.',
      half: 'Quotations are sent by email.',
      dutch: 'De sluitingsdatum voor offertes is 3 maart.',
      none: 'The cafeteria serves lunch.',
    };
    const index = buildLexicalIndex(
      Object.entries(texts).map(([id, text]) => chunk(id, text)),
      { lexicon },
    );
    const q = 'closing date quotations';
    expect(index.evidence(q, texts.all)).toBe(1);
    const half = index.evidence(q, texts.half);
    expect(half).toBeGreaterThan(0.2);
    expect(half).toBeLessThan(0.6);
    const dutch = index.evidence(q, texts.dutch);
    expect(dutch).toBeGreaterThan(half);
    expect(dutch).toBeLessThan(1);
    expect(index.evidence(q, texts.none)).toBe(0);
    // A question of stop words only has no content to cover.
    expect(index.evidence('what is it', texts.all)).toBe(0);
  });

  it('counts a Dutch compound by the share of its parts a passage has', async () => {
    const lexicon = await loadLexicon();
    const passages = {
      costs: 'The costs of the licences are paid monthly.',
      travelCosts: 'Travel costs are paid monthly.',
    };
    const index = buildLexicalIndex(
      Object.entries(passages).map(([id, text]) => chunk(id, text)),
      { lexicon },
    );
    // "reiskosten" is travel and costs: a passage with costs alone covers half of it.
    const travel = index.evidence('reiskosten', passages.travelCosts);
    const costs = index.evidence('reiskosten', passages.costs);
    expect(travel).toBeGreaterThan(0.7);
    expect(costs).toBeGreaterThan(0);
    expect(costs).toBeLessThanOrEqual(travel / 2 + 0.05);
  });

  it('abstains below the threshold learned on the evaluation set', () => {
    const passages = [
      { text: 'a', evidence: EVIDENCE_THRESHOLD + 0.1 },
      { text: 'b', evidence: EVIDENCE_THRESHOLD - 0.01 },
    ];
    expect(answeringPassages(passages)).toEqual([passages[0]]);
    expect(answeringPassages([{ text: 'c', evidence: 0.1 }])).toEqual([]);
  });
});

describe('the asked-for detail: covering the topic is not answering the question', () => {
  it('reads the kind of detail from the question word and its noun, in English and Dutch', () => {
    const cases: [string, ReturnType<typeof askedSlot>][] = [
      ['What is the penalty per day of delay?', 'amount'],
      ['Wat is de maximale boete per dag bij te late oplevering?', 'amount'],
      ['Welk bedrag aan reiskosten mag de leverancier declareren?', 'amount'],
      ['What is the estimated contract value?', 'amount'],
      ['How many references are required?', 'count'],
      ['Hoeveel referenties moet de inschrijver aanleveren?', 'count'],
      ['What is the maximum number of lots?', 'number'],
      ['When is the site visit?', 'date'],
      ['Wat is de sluitingsdatum van de aanbesteding?', 'date'],
      ['By which day of the month is the report due?', 'date'],
      ['How long is the contract period?', 'duration'],
      ['Binnen hoeveel dagen moet de factuur betaald worden?', 'duration'],
      ['Welk percentage van de storingen moet binnen de oplostijd zijn opgelost?', 'percentage'],
      ['Who may cancel the agreement?', 'person'],
      ['Wie is het aanspreekpunt?', 'person'],
      ['Where must the servers be located?', 'place'],
      // The asked phrase ends at a verb or an article; a currency asks for money; "tijd" is time.
      ['What maximum hourly rate will the buyer accept for a developer?', 'amount'],
      ['On which date will the contract be signed?', 'date'],
      ['Op welke datum is de oplevering gepland?', 'date'],
      ['How many dollars is the bid bond?', 'amount'],
      ['Hoeveel euro krijgt de leverancier per rapport?', 'amount'],
      ['Hoeveel tijd heeft de leverancier om een storing op te lossen?', 'duration'],
      // Asking for no detail of a kind: yes/no, which thing, what happens, a condition.
      ['Must the supplier report discrepancies when it validates the data?', null],
      ['Moet de leverancier inloggen met eHerkenning mogelijk maken?', null],
      ['Which ISO certificate must the supplier hold?', null],
      ['What happens when the deadline is missed?', null],
      ['When is an outage considered critical?', null],
    ];
    for (const [question, slot] of cases)
      expect([question, askedSlot(question)]).toEqual([question, slot]);
  });

  it('caps a passage that covers the topic but does not state the asked detail under the threshold', () => {
    const onTopic = (text: string) => ({ text, evidence: 0.8 });
    const cases: [string, string, string][] = [
      [
        'What is the penalty per day of delay?',
        'Delays in delivery are subject to a penalty per day of delay, as set out in the contract.',
        'A penalty of € 500 per day of delay applies.',
      ],
      [
        'Wat is de boete per dag vertraging?',
        'Bij vertraging is de leverancier per dag een boete verschuldigd.',
        'De boete bedraagt EUR 250 per dag vertraging.',
      ],
      [
        'How many references are required?',
        'References from previous projects must be included with the bid.',
        'Three references from previous projects must be included with the bid.',
      ],
      [
        'Hoeveel referenties zijn vereist?',
        'Referenties van eerdere projecten moeten bij de inschrijving worden gevoegd (zie paragraaf 3.2).',
        'Er moeten minimaal 2 referenties worden bijgevoegd.',
      ],
      [
        'When is the site visit?',
        'A site visit will be organised for all bidders.',
        'The site visit takes place on 14 March 2026 at 10:00.',
      ],
      [
        'Hoe lang is de looptijd van de overeenkomst?',
        'De overeenkomst heeft een looptijd die kan worden verlengd.',
        'De overeenkomst heeft een looptijd van twee jaar.',
      ],
      // A table that names the asked column but not its figure does not answer.
      [
        'What maximum hourly rate will the buyer accept for a developer?',
        'Bidders list the maximum hourly rate proposed for each labour category: 1. Developer 2. Architect 3. Designer.',
        'The maximum hourly rate for a developer is $ 150.',
      ],
      [
        'Hoeveel euro korting krijgt de opdrachtgever als prioriteit 1 niet binnen 4 uur is opgelost?',
        'Prioriteit | Oplostijd 1 | < 4 uur 2 | < 8 uur. Bij overschrijding volgt een korting.',
        'Per overschrijding van de oplostijd van prioriteit 1 krijgt de opdrachtgever € 250 korting.',
      ],
    ];
    for (const [question, silent, stating] of cases) {
      expect([question, answerEvidence(question, onTopic(silent))]).toEqual([
        question,
        UNFILLED_SLOT_CAP,
      ]);
      expect(answerEvidence(question, onTopic(stating))).toBe(0.8);
      expect(answeringPassages([onTopic(silent), onTopic(stating)], question)).toEqual([
        onTopic(stating),
      ]);
    }
    // A question that asks for no kind of detail keeps its evidence.
    const yesNo = 'Must references be included?';
    expect(answerEvidence(yesNo, onTopic('References must be included.'))).toBe(0.8);
    // Evidence already under the cap stays what it was.
    expect(answerEvidence('How many references?', { text: 'x', evidence: 0.1 })).toBe(0.1);
  });
});

describe('concept vectors (the local embedding)', () => {
  it('puts an English text closer to its Dutch translation than to an unrelated text, where the hashed bag of words saw nothing in common', async () => {
    const lexicon = await loadLexicon();
    const en = conceptEmbedding('Maintenance of roads and bridges', lexicon);
    const nl = conceptEmbedding('Onderhoud van wegen en bruggen', lexicon);
    const other = conceptEmbedding('Catering for the annual conference', lexicon);
    expect(cosine(en, nl)).toBeGreaterThan(0.2);
    expect(cosine(en, nl)).toBeGreaterThan(cosine(en, other) + 0.15);
    // Without the lexicon the two languages share (almost) nothing.
    expect(
      cosine(
        conceptEmbedding('Maintenance of roads', null),
        conceptEmbedding('Onderhoud van wegen', null),
      ),
    ).toBeLessThan(0.2);
    expect(conceptEmbedding('de het een the of and', lexicon).every((v) => v === 0)).toBe(true);
  });
});

describe('what states a detail of the asked kind', () => {
  it('counts a number that counts, not one that numbers a page, section, form, rule or list item', () => {
    const counts = [
      'The proposal may have no more than 30 pages.',
      'De inschrijver levert minimaal drie referenties.',
      'Up to thirty-five (35) Vendors will be selected.',
      'Approximately 10 BPAs will be awarded.',
    ];
    const numbersOnly = [
      'RFI # CDT-PQVP-0118 (Final) Page 9 of 56 F.1 On-Boarding of vendors.',
      'See section 3.2.1 and article 28 AVG on references.',
      'The ordering procedures of FAR 8.405-3(c)(2) and (3) apply.',
      'The bidder declaration in Attachment E (GSPD 05-105) lists subcontractors.',
      'Referenties worden beoordeeld volgens bijlage 4.',
    ];
    for (const t of counts) expect([t, fillsSlot('number', t)]).toEqual([t, true]);
    for (const t of numbersOnly) expect([t, fillsSlot('number', t)]).toEqual([t, false]);
  });

  it('tells an amount, a date, a duration and a percentage from text that only speaks of them', () => {
    const cases: [Parameters<typeof fillsSlot>[0], string, string][] = [
      ['amount', 'A penalty of € 500 per day applies.', 'A penalty per day applies.'],
      [
        'amount',
        'De boete bedraagt EUR 1.000 per overtreding.',
        'De boete wordt per overtreding opgelegd.',
      ],
      [
        'amount',
        'The penalty is 0.5% of the contract value per day.',
        'The penalty is set per day.',
      ],
      ['date', 'Questions are due by 02/20/18 at noon.', 'Questions are due before the deadline.'],
      ['date', 'De sluitingsdatum is 12 december 2026.', 'De sluitingsdatum staat in de planning.'],
      [
        'duration',
        'The contract runs for a five-year period.',
        'The contract runs for a fixed period.',
      ],
      ['duration', 'Binnen sixty (60) calendar days of award.', 'Binnen de gestelde termijn.'],
      ['percentage', 'Price weighs 40% in the award.', 'Price weighs in the award.'],
    ];
    for (const [slot, stating, silent] of cases) {
      expect([stating, fillsSlot(slot, stating)]).toEqual([stating, true]);
      expect([silent, fillsSlot(slot, silent)]).toEqual([silent, false]);
    }
  });
});
