/**
 * Requirements of the bidder and the tender's reference: failure classes of issue 17, each proven
 * on snippets written for this test in English and Dutch (not taken from the labelled documents
 * in bench/data), with the precision cases beside them: what a supplier under contract, the buyer
 * or an application does is no requirement of the bid.
 */
import { describe, expect, it } from 'vitest';
import { heading, item, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const quotes = (facts: { requirements: readonly { quote: string }[] }) =>
  facts.requirements.map((r) => r.quote);

describe('an obligation of the bidder phrased as a guarantee or an undertaking', () => {
  it('English', () => {
    const facts = extractTenderFacts([
      'The tenderer guarantees that all backups are kept in two separate locations.\n\nThe bidder undertakes to replace a key consultant within ten working days.',
    ]);
    expect(quotes(facts)).toEqual([
      'The tenderer guarantees that all backups are kept in two separate locations.',
      'The bidder undertakes to replace a key consultant within ten working days.',
    ]);
  });

  it('Dutch', () => {
    const facts = extractTenderFacts([
      'De inschrijver draagt er zorg voor dat de helpdesk op werkdagen bereikbaar is.\n\nDe inschrijver staat ervoor in dat alle medewerkers een geheimhoudingsverklaring tekenen.',
    ]);
    expect(quotes(facts)).toEqual([
      'De inschrijver draagt er zorg voor dat de helpdesk op werkdagen bereikbaar is.',
      'De inschrijver staat ervoor in dat alle medewerkers een geheimhoudingsverklaring tekenen.',
    ]);
  });

  it('a supplier under contract, the buyer or an app is no bidder', () => {
    const facts = extractTenderFacts([
      'De leverancier zorgt ervoor dat storingen binnen vier uur zijn verholpen.\n\nThe Council guarantees that invoices are paid within 30 days.\n\nThe app ensures that location data never leaves the phone.',
    ]);
    expect(facts.requirements).toEqual([]);
  });
});

describe('a lead-in that makes the following items requirements of the bidder', () => {
  it('English: a heading naming requirements, items with the bidder as subject or "must"', () => {
    const facts = structured([
      {
        blocks: [
          heading('Requirements for the handover'),
          para('The items below describe what the handover has to achieve.'),
          item('1', 'The tenderer delivers a handover plan in the first week.'),
          item('2', 'All open tickets must be transferred with their history.'),
          item('3', 'Vendors may propose a shorter handover.'),
          heading('Background'),
          item('1', 'The tenderer will find the current architecture in Annex 4.'),
        ],
      },
    ]);
    expect(quotes(facts)).toEqual([
      'The tenderer delivers a handover plan in the first week.',
      'All open tickets must be transferred with their history.',
    ]);
  });

  it('Dutch: a lead-in sentence naming eisen', () => {
    const facts = structured([
      {
        blocks: [
          para('Hieronder staan de eisen voor de overdracht van het beheer.'),
          item('a', 'De inschrijver levert binnen een week een overdrachtsplan op.'),
          item('b', 'De documentatie moet in het Nederlands zijn opgesteld.'),
        ],
      },
    ]);
    expect(quotes(facts)).toEqual([
      'De inschrijver levert binnen een week een overdrachtsplan op.',
      'De documentatie moet in het Nederlands zijn opgesteld.',
    ]);
  });

  it('a specification of a product addresses no bidder: its "must" items are no requirements', () => {
    const facts = structured([
      {
        blocks: [
          heading('Functionele eisen'),
          item('F1', 'De app moet werken zonder internetverbinding.'),
          item('F2', 'Meldingen moeten binnen een minuut verschijnen.'),
          heading('Functional requirements'),
          item('F3', 'The portal must show the status of each request.'),
        ],
      },
    ]);
    expect(facts.requirements).toEqual([]);
  });
});

describe('a checklist table of documents: each row quoted by its cell', () => {
  it('English and Dutch', () => {
    const facts = structured([
      {
        blocks: [
          para('The following documents must be submitted with the bid:'),
          table(['Part 3', 'Pricing schedule, following the model in Annex 2']),
          para('Controleer of je de volgende stukken hebt bijgevoegd:'),
          table(['Deel 4', 'Referentieverklaring volgens het formulier in Bijlage 9']),
        ],
      },
    ]);
    expect(quotes(facts)).toEqual([
      'Pricing schedule, following the model in Annex 2',
      'Referentieverklaring volgens het formulier in Bijlage 9',
    ]);
  });
});

describe('a questions-and-answers document: requirements set in the answers', () => {
  it('English', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['No', 'Question', 'Answer'],
            [
              '1',
              'May the demo run on our own servers?',
              'Yes. The demo must be reachable over HTTPS.',
            ],
            [
              '2',
              'Must the price be in euros?',
              'No. For this bid, please list all prices in pounds.',
            ],
          ),
        ],
      },
    ]);
    expect(facts.requirements.map((r) => r.value.text)).toEqual([
      'The demo must be reachable over HTTPS.',
      'For this bid, please list all prices in pounds.',
    ]);
  });

  it('Dutch', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Nr', 'Vraag', 'Antwoord'],
            [
              '1',
              'Mag het plan langer zijn?',
              'Nee. Het plan moet worden ondertekend door de directie.',
            ],
          ),
        ],
      },
    ]);
    expect(facts.requirements.map((r) => r.value.text)).toEqual([
      'Het plan moet worden ondertekend door de directie.',
    ]);
  });

  it('the same sentence outside a Q&A document, or in a question, sets nothing', () => {
    expect(
      extractTenderFacts(['The demo must be reachable over HTTPS for the pilot users.'])
        .requirements,
    ).toEqual([]);
    const facts = structured([
      {
        blocks: [
          table(
            ['No', 'Question', 'Answer'],
            ['1', 'Must the demo be reachable over HTTPS?', 'That is up to you.'],
          ),
        ],
      },
    ]);
    expect(facts.requirements).toEqual([]);
  });
});

describe('a reference written as "<document type> # <code>" beyond the cover', () => {
  it('English', () => {
    const pages = [
      'Supplier forms\n\nPlease fill in every form.',
      'Form 1\n\nCompany name and address.',
      'Form 2\n\nThe vendor named below accepts the terms of RFQ # HX-2231-07 and the contract that follows.',
    ];
    expect(extractTenderFacts(['', '', '', '', '', ...pages]).reference).toMatchObject({
      value: 'HX-2231-07',
      page: 8,
    });
  });

  it('Dutch', () => {
    const pages = [
      'Formulieren\n\nVul elk formulier in.',
      'Formulier 1\n\nNaam en adres.',
      'Formulier 2\n\nOndergetekende aanvaardt de voorwaarden van Offerteaanvraag nr. INK-2025-07 volledig.',
    ];
    expect(extractTenderFacts(['', '', '', '', '', ...pages]).reference).toMatchObject({
      value: 'INK-2025-07',
      page: 8,
    });
  });
});
