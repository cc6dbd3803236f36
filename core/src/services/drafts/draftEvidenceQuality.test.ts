import { describe, expect, it } from 'vitest';
import type { CompanyFactSheet } from '../../model/factSheet';
import { CitationRegistry, type EvidencePassage, factPassages } from './draftEvidence';
import { buildLexicalIndex } from '../../ai/retrieval/lexicalIndex';
import { loadLexicon } from '../../ai/retrieval/lexicon/lexicon';
import { tellsApart, validityEnded } from './draftEvidenceFinder';
import { evidenceFor } from './draftTestWorld';
import { composeSection } from './draftWriteLocal';

const SECTION = {
  id: 's1',
  kind: 'criterion' as const,
  heading: 'Kwaliteit',
  criterionId: null,
  weight: null,
  targetWords: 100,
};
const kb = (id: string, text: string): EvidencePassage & { evidence: number } => ({
  id,
  text,
  evidence: 1,
  origin: {
    source: 'knowledgeBase',
    documentId: id,
    documentName: `${id}.pdf`,
    knowledgeBaseId: 'kb1',
    page: 1,
  },
});
const requirement = (text: string) => ({ id: 'r1', text, documentName: null, page: null });

describe('what the offline draft says and claims (issue 19, items 3 and 6)', () => {
  it('marks a short sentence by the language of its passage: English quoted for translation, Dutch not', () => {
    const english = kb(
      'privacy',
      'Privacy policy. Privacy by design. Privacy is part of every design: we collect no more personal data than the service needs.',
    );
    const dutch = kb(
      'referenties',
      'Referentieproject: Meldingen Openbare Ruimte app. Wij ontwikkelden een app voor iOS en Android waarmee inwoners meldingen doen.',
    );
    const section = composeSection(
      SECTION,
      [
        {
          requirement: requirement('Q1. Privacy by design'),
          passages: [{ ...english, sentences: ['Privacy by design.'] }],
        },
        {
          requirement: { ...requirement('Q2. Meldingen openbare ruimte'), id: 'r2' },
          passages: [
            { ...dutch, sentences: ['Referentieproject: Meldingen Openbare Ruimte app.'] },
          ],
        },
      ],
      'nl',
      new CitationRegistry(),
    );
    expect(section.body).toContain('“Privacy by design.” <em>(te vertalen)</em>');
    expect(section.body).toContain('Referentieproject: Meldingen Openbare Ruimte app. <cite');
    expect(section.requirements!.map((r) => r.translate)).toEqual([true, false]);
  });

  it('writes a certificate fact with its expiry as the language writes dates', () => {
    const sheet = {
      certificates: [
        {
          scheme: 'ISO 9001',
          name: 'ISO 9001:2015',
          level: null,
          issuer: 'DNV',
          number: 'Q-1',
          issuedOn: '2024-05-14',
          expiresOn: '2027-05-13',
          citation: {
            chunkId: 'c',
            documentId: 'd',
            documentName: 'Certificaten.pdf',
            page: 1,
            quote: 'ISO 9001:2015 Q-1 DNV 13 mei 2027',
          },
        },
      ],
      referenceProjects: [],
      keyPeople: [],
      turnover: [],
      headcount: [],
    } as unknown as CompanyFactSheet;
    const [en] = factPassages([{ knowledgeBaseId: 'kb1', sheet }], 'en', '2026-11-25');
    const [nl] = factPassages([{ knowledgeBaseId: 'kb1', sheet }], 'nl', '2026-11-25');
    expect(en!.text).toContain('valid until 13 May 2027');
    expect(nl!.text).toContain('geldig tot en met 13 mei 2027');
    expect(nl!.quote).toBe('ISO 9001:2015 Q-1 DNV 13 mei 2027');
  });

  it('takes no sentence that states a validity ended before today as evidence', () => {
    expect(
      validityEnded(
        'Certificaat NEN 7510, geldig van 1 februari 2022 tot en met 31 januari 2025.',
        '2026-11-25',
      ),
    ).toBe(true);
    expect(validityEnded('ISO 9001, valid from 14 May 2024 until 13 May 2027.', '2026-11-25')).toBe(
      false,
    );
    expect(validityEnded('In 2019 we delivered 14 portals.', '2026-11-25')).toBe(false);
  });

  it('never quotes an expired certificate sentence from a knowledge base under a requirement', async () => {
    const text =
      'Certificaat NEN 7510 informatiebeveiliging in de zorg. Certificaatnummer SD-1, geldig tot en met 31 januari 2025.';
    const texts = [
      'Q1. De leverancier is gecertificeerd volgens NEN 7510 voor informatiebeveiliging in de zorg.',
    ];
    const find = (today?: string) =>
      evidenceFor(texts, text, { documentName: 'Certificaten.pdf', today });
    expect((await find('2025-01-01')).requirements![0]!.passages).toHaveLength(1);
    expect((await find('2026-11-25')).requirements![0]!.passages).toEqual([]);
    // Without a date, today's is used: the certificate ended in 2025.
    expect((await find()).requirements![0]!.passages).toEqual([]);
  });

  it('finds evidence that writes an acronym for the words the requirement spells out', async () => {
    const text =
      'All our citizen portals meet WCAG 2.1 level AA; an independent lab audits them every year.';
    const texts = [
      'Q17. De app voldoet, waar relevant, aan de richtlijnen uit de Web Content Accessibility Guidelines (WCAG2.1).',
      'Q9. Het ontwerp is beproefd op bruikbaarheid door verschillende doelgroepen.',
      'Q24. De app voldoet aan de Algemene Verordening Gegevensbescherming (AVG).',
    ];
    const found = await evidenceFor(texts, text, { documentName: 'Accessibility.pdf' });
    expect(found.requirements![0]!.passages.map((p) => p.origin.documentName)).toEqual([
      'Accessibility.pdf',
    ]);
  });

  it('a Dutch compound is shared by what sets it apart, not by its head', async () => {
    const lexicon = await loadLexicon();
    const index = buildLexicalIndex([], { lexicon });
    const evidence = (q: string, text: string) => index.evidence(q, text);
    const sentence =
      'Each client gets a separate test environment, a copy of production without personal data.';
    const tells = (word: string) => tellsApart(evidence, [word], (w) => lexicon.split(w))(sentence);
    // 'locatiegegevens' is not answered by 'personal data'; 'testomgeving' is by 'test environment'.
    expect(tells('locatiegegevens')).toBe(false);
    expect(tells('testomgeving')).toBe(true);
  });

  it('two sentences answer together only within one paragraph', async () => {
    const text = [
      'Reference project: Digital permit portal for a municipality. Outcome: 82% of applications now arrive digitally, and the lead time fell from 8 to 5 weeks.',
      'Reference project: Working prototype for a regional public-health service. Client: GGD Noord, completed in 2024.',
    ].join('\n\n');
    const texts = [
      'Does the description make reference to the US Digital Services playbook in their response?',
      'Does the description reference a design style guide?',
      'Does the description reference continuous monitoring?',
      'Does the description reference at least five modern technologies?',
      'Does the description reference deploying software in a container?',
    ];
    const found = await evidenceFor(texts, text, { documentName: 'References.pdf' });
    expect(found.requirements![0]!.passages).toEqual([]);
  });

  it('never claims an expired certificate, also for a caller that gives no date', () => {
    const sheet = {
      certificates: [
        {
          scheme: 'NEN 7510',
          name: 'NEN 7510:2017',
          level: null,
          issuer: 'BSI',
          number: 'SD-NEN-2019-0233',
          issuedOn: '2022-02-01',
          expiresOn: '2025-01-31',
          citation: {
            chunkId: 'c',
            documentId: 'd',
            documentName: 'Certificaten.pdf',
            page: 1,
            quote: 'NEN 7510:2017 SD-NEN-2019-0233',
          },
        },
      ],
      referenceProjects: [],
      keyPeople: [],
      turnover: [],
      headcount: [],
    } as unknown as CompanyFactSheet;
    expect(factPassages([{ knowledgeBaseId: 'kb1', sheet }], 'nl')).toEqual([]);
  });

  it('connects evidence in the other language through the software vocabulary (teksten ↔ texts)', async () => {
    const text =
      'We keep texts short and plain (language level B1) and limit every flow to as few steps as possible.';
    const texts = [
      'Q10. Teksten in de app zijn duidelijk en niet langer dan nodig.',
      'Q9. Het ontwerp is beproefd op bruikbaarheid door verschillende doelgroepen.',
      'Q23. De app maakt geen gebruik van locatiegegevens.',
    ];
    const found = await evidenceFor(texts, text, { documentName: 'Usability.pdf' });
    expect(found.requirements![0]!.passages.map((p) => p.origin.documentName)).toEqual([
      'Usability.pdf',
    ]);
  });
});

describe('a requirement that rules something out (issue 19, item 6)', () => {
  const texts = [
    'Q23. De app maakt geen gebruik van locatiegegevens.',
    'Q10. Teksten in de app zijn duidelijk en niet langer dan nodig.',
    'Q9. Het ontwerp is beproefd op bruikbaarheid door verschillende doelgroepen.',
    'Q13. Indien de app niet kan communiceren door uitval van de netwerkverbinding, laat de app hierover een melding zien.',
  ];
  const find = (text: string, q: string) =>
    evidenceFor(texts, text, { documentName: 'Referenties.pdf', requirement: q }).then(
      (f) => f.requirements![0]!.passages,
    );

  it('is not met by a passage that does the thing it rules out', async () => {
    const doing =
      'Voor de gemeente bouwden wij een meldingenapp: inwoners melden een losse stoeptegel met foto en locatiegegevens van hun telefoon.';
    expect(await find(doing, texts[0]!)).toEqual([]);
  });

  it('is met by a passage that rules it out too', async () => {
    const not = 'Onze mobiele apps gebruiken geen locatiegegevens, ook niet op de achtergrond.';
    expect((await find(not, texts[0]!)).map((p) => p.sentences)).toEqual([[not]]);
  });

  it('keeps words outside the negation measured as before', async () => {
    const plain = 'Teksten in onze apps zijn duidelijk en kort, op taalniveau B1.';
    expect(await find(plain, texts[1]!)).toHaveLength(1);
  });

  it('reads a negation in a condition as a situation, not as something ruled out', async () => {
    const outage =
      'Bij uitval van de netwerkverbinding toont de app een duidelijke melding aan de gebruiker.';
    expect(await find(outage, texts[3]!)).toHaveLength(1);
  });
});

describe('two telling words side by side are one term (issue 19, item 2)', () => {
  const texts = [
    'F2. Zonder informed consent kan de gebruiker de app niet gebruiken.',
    'F3. De gebruiker kan de app gebruiken zonder account.',
    'F4. De gebruiker kan de app op elk moment gebruiken en verwijderen.',
    'F5. De app is door elke gebruiker eenvoudig te gebruiken.',
    'F6. De gebruiker kan de app gebruiken in het Engels.',
  ];
  const find = (text: string) =>
    evidenceFor(texts, text, { documentName: 'Hosting.pdf' }).then(
      (f) => f.requirements![0]!.passages,
    );

  it('a sentence that shares one word of the term does not answer it', async () => {
    // 'informed' expands to 'data' through the lexicon: that is not 'informed consent'.
    expect(
      await find(
        'Each client gets a separate test environment for its apps, a copy of production without personal data.',
      ),
    ).toEqual([]);
  });

  it('a sentence that states the term does', async () => {
    const consent =
      'Onze apps vragen bij de eerste start om informed consent van de gebruiker; zonder die toestemming werkt de app niet.';
    expect((await find(consent)).map((p) => p.sentences)).toEqual([[consent]]);
  });
});

describe('an answer quotes what answers (issue 19, item 3)', () => {
  it('leaves out a neighbouring sentence that adds nothing to the answer', async () => {
    const answer =
      'Every application has a separate test environment in which the communication between app and server can be tested.';
    const text = `The platforms we build on are openly licensed and free of charge. ${answer}`;
    const texts = [
      'Q36. De communicatie tussen de app en de server kan worden getest in een testomgeving.',
      'Q23. De app maakt geen gebruik van locatiegegevens.',
      'Q10. Teksten in de app zijn duidelijk en niet langer dan nodig.',
    ];
    const found = await evidenceFor(texts, text, { documentName: 'DevOps.pdf' });
    expect(found.requirements![0]!.passages.map((p) => p.sentences)).toEqual([[answer]]);
  });
});
