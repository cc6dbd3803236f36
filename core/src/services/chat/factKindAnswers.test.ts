/**
 * A fact question answered with facts of the kind asked only (issue 18): knock-outs, lots, the
 * duration, how to submit and the language each from their own facts; a kind the facts do not
 * hold gets null (retrieval answers), never a neighbouring kind (the award criteria, the value).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Lexicon, loadLexicon } from '../../ai/retrieval/lexicon/lexicon';
import { extractTenderFacts } from '../../documents/facts';
import type { ProjectDocument } from '../../model/projectDocument';
import { factAnswer } from './factAnswer';
import { factIntent } from './factIntent';

let lexicon: Lexicon;
beforeAll(async () => {
  lexicon = await loadLexicon();
});

describe('factAnswer: a kind the facts do not hold gets no neighbouring kind', () => {
  const pages = [
    [
      'Aanbestedingsleidraad Speeltoestellen',
      'De gunningscriteria zijn: Kwaliteit 70% en Prijs 30%.',
      'De geraamde waarde van de opdracht is EUR 140.000.',
      'Het plan van aanpak omvat maximaal 4 pagina’s.',
    ].join('\n'),
  ];
  const rows = [
    {
      id: 'd1',
      data: {
        name: 'Leidraad.pdf',
        role: 'main_tender',
        status: 'processed',
        summary: null,
        facts: extractTenderFacts(pages),
      } as unknown as ProjectDocument,
    },
  ];

  it('answers the knock-outs from passages, not with the award criteria', () => {
    const intent = factIntent('Welke knock-outcriteria zijn er?', lexicon)!;
    expect(factAnswer(intent, rows, 'nl')).toBeNull();
  });

  it('answers the maximum size of the answer with the limits, not the value', () => {
    const intent = factIntent('Wat is de maximale omvang van het antwoord?', lexicon)!;
    const text = factAnswer(intent, rows, 'nl')!.text;
    expect(text).toMatch(/4/);
    expect(text).not.toMatch(/140/);
  });
});

describe('factAnswer: lots, duration, submission and language from their own facts', () => {
  const pages = [
    [
      'Aanbestedingsleidraad Groenonderhoud',
      'Perceel 1: Maaien van bermen',
      'Perceel 2: Snoeien van bomen',
      'De looptijd van de overeenkomst is 2 jaar, met de mogelijkheid tot verlenging van 2 keer 1 jaar.',
      'De inschrijving moet worden ingediend via TenderNed.',
      'De inschrijving moet in de Nederlandse taal worden opgesteld.',
      'De geraamde waarde van de opdracht is EUR 300.000.',
    ].join('\n'),
  ];
  const rows = [
    {
      id: 'd1',
      data: {
        name: 'Leidraad.pdf',
        role: 'main_tender',
        status: 'processed',
        summary: null,
        facts: extractTenderFacts(pages),
      } as unknown as ProjectDocument,
    },
  ];
  const ask = (question: string) => {
    const intent = factIntent(question, lexicon);
    return intent ? (factAnswer(intent, rows, 'nl')?.text ?? null) : null;
  };

  it('answers each kind with its own facts only', () => {
    const lots = ask('Welke percelen zijn er?')!;
    expect(lots).toMatch(/Perceel 1: Maaien van bermen/);
    expect(lots).toMatch(/Perceel 2: Snoeien van bomen/);
    expect(ask('Wat is de looptijd?')).toMatch(
      /^De looptijd[^]*Looptijd: 2 jaar[^]*Verlenging: 2 keer 1 jaar/,
    );
    expect(ask('Hoe dienen we de inschrijving in?')).toMatch(/ingediend via TenderNed/);
    expect(ask('In welke taal moet de inschrijving?')).toMatch(
      /^Taal van de inschrijving: Nederlands/,
    );
    for (const q of [
      'Welke percelen zijn er?',
      'Wat is de looptijd?',
      'Hoe dienen we de inschrijving in?',
    ]) {
      expect(ask(q), q).not.toMatch(/300\.000|gunningscriteria/i);
    }
  });
});
