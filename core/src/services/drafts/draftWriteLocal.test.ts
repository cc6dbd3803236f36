import { describe, expect, it } from 'vitest';
import type { Draft } from '../../model/draft';
import type { Certificate } from '../../model/factSheet';
import { newKnowledgeBase } from '../../model/factories';
import { refs } from '../../model/paths';
import { Vector } from '../../ports/values';
import { CitationRegistry, factPassages } from './draftEvidence';
import { CID, JOB, PID, UID, draftWorld, factSheetOf } from './draftTestWorld';
import { generateDraft } from './generateDraft';
import { composeSection } from './draftWriteLocal';

/** A tender without award criteria: its requirements stand under two main headings. */
const TENDER = [
  [
    '4 Functionele eisen',
    'F1. De applicatie ondersteunt inloggen met DigiD voor burgers.',
    'F2. De applicatie verstuurt meldingen per e-mail en sms.',
    'F3. De applicatie draait op een kwantumcomputer in de kelder van de gemeente.',
  ].join('\n'),
  [
    '5 Kwaliteitseisen',
    'Q1. De leverancier is gecertificeerd volgens ISO 27001 voor informatiebeveiliging.',
    'Q2. De applicatie voldoet aan de toegankelijkheidsrichtlijnen WCAG 2.1 niveau AA.',
  ].join('\n'),
];

const COMPANY = [
  [
    'Inloggen en meldingen',
    'Burgers loggen in onze portalen in met DigiD; sinds 2019 hebben wij 14 gemeenten met DigiD-koppelingen live gebracht.',
    'Meldingen versturen wij per e-mail en sms via een eigen berichtendienst.',
  ].join('\n'),
];
const ENGLISH = [
  'Accessibility: all our citizen portals meet WCAG 2.1 level AA, audited yearly by an independent accessibility lab.',
];

const ISO: Certificate = {
  scheme: 'ISO 27001',
  name: 'ISO/IEC 27001:2022',
  level: null,
  issuer: 'BSI',
  number: 'IS 712345',
  issuedOn: '2024-02-01',
  expiresOn: '2027-01-31',
  citation: {
    chunkId: 'kd1-0',
    documentId: 'kd1',
    documentName: 'Certificaten.pdf',
    page: 2,
    quote: 'Certificate IS 712345, ISO/IEC 27001:2022, issued by BSI, valid until 31 January 2027',
  },
};

async function world() {
  const w = draftWorld();
  await w.company();
  await w.kbDocument('Werkwijze.pdf', COMPANY);
  await w.kbDocument('Accessibility.pdf', ENGLISH);
  await w.factSheet({ certificates: [ISO], schemes: ['ISO 27001'] });
  await w.project({ awardCriteria: [], draftJob: w.draftJob() });
  await w.tenderDocument('PvE.pdf', TENDER);
  return w;
}

const draftOf = async (w: Awaited<ReturnType<typeof world>>) =>
  (await w.docs.getDoc(refs.draft(CID, PID, JOB.jobId))).data as Draft;

describe('the local draft, requirement by requirement', () => {
  it('answers each requirement from its evidence, cited; the rest are visible, counted gaps', async () => {
    const w = await world();
    expect(await generateDraft(w.jobDeps, JOB)).toBe('done');
    const draft = await draftOf(w);
    expect(draft.planBasis).toBe('headings');
    expect(draft.content.map((s) => s.heading)).toEqual(['Functionele eisen', 'Kwaliteitseisen']);

    const [functional, quality] = draft.content;
    expect(functional!.requirements!.map((r) => [r.text.slice(0, 3), r.status])).toEqual([
      ['F1.', 'covered'],
      ['F2.', 'covered'],
      ['F3.', 'gap'],
    ]);
    // The evidence's own facts, unchanged: its number and year.
    expect(functional!.body).toContain('sinds 2019 hebben wij 14 gemeenten');
    expect(functional!.body).toContain(
      '<mark>[Nog te schrijven: hoe wij voldoen aan ‘De applicatie draait op een kwantumcomputer in de kelder van de gemeente’]</mark>',
    );
    expect(functional!.assessment.missing[0]).toMatch(/^F3\./);

    // The certificate from the fact sheet: one certificate's number, issuer and date, cited to
    // the words of its document (never to the sentence the draft built from it).
    const iso = quality!.requirements!.find((r) => r.text.startsWith('Q1.'))!;
    expect(iso.status).toBe('covered');
    expect(quality!.body).toContain('IS 712345');
    expect(quality!.body).toContain('BSI');
    const isoCitation = draft.citations.find((c) => c.id === iso.citationIds[0])!;
    expect(isoCitation).toMatchObject({ documentName: 'Certificaten.pdf', page: 2 });
    expect(isoCitation.quote).toBe(ISO.citation.quote);

    // English evidence under a Dutch tender: quoted as written and marked for translation.
    const wcag = quality!.requirements!.find((r) => r.text.startsWith('Q2.'))!;
    expect(wcag).toMatchObject({ status: 'covered', translate: true });
    expect(quality!.body).toMatch(
      /“Accessibility: all our citizen portals meet WCAG 2\.1 level AA[^”]*” <em>\(te vertalen\)<\/em>/,
    );

    // Not "done" while a requirement is a gap: the draft says what is missing.
    expect(draft.completeness).toEqual({
      state: 'incomplete',
      reason: 'gaps',
      gaps: 1,
      checks: 0,
      emptySections: [],
    });
  });

  it('never uses a knowledge base the project did not select', async () => {
    const w = await world();
    // A second knowledge base with a perfect answer to F3, not selected for the project.
    await w.docs.setDoc(refs.knowledgeBase(CID, 'kb-other'), {
      ...newKnowledgeBase(
        { name: 'Ander', description: '', category: 'company_info', type: 'dynamic' },
        UID,
      ),
      documentCount: 1,
      trainingState: 'trained',
    } as never);
    const text = 'De applicatie draait op een kwantumcomputer in de kelder van de gemeente.';
    await w.docs.setDoc(refs.chunk(CID, 'kb-other', 'x-0'), {
      documentId: 'x',
      index: 0,
      text,
      embedding: new Vector((await w.model.embed([text]))[0] as number[]),
      source: { documentName: 'Ander.pdf', page: 1, heading: null },
      createdAt: null,
    } as never);
    await w.docs.updateDoc(refs.project(CID, PID), {
      dataSources: { enableAll: false, knowledgeBaseIds: ['kb1'] },
    });
    w.retriever.invalidate(CID);
    expect(await generateDraft(w.jobDeps, JOB)).toBe('done');
    const draft = await draftOf(w);
    expect(draft.citations.every((c) => c.knowledgeBaseId !== 'kb-other')).toBe(true);
    expect(JSON.stringify(draft)).not.toContain('Ander.pdf');
    expect(draft.content[0]!.requirements![2]!.status).toBe('gap');
  });

  it('an expired certificate is no evidence: never claimed as valid', () => {
    const expired = { ...ISO, expiresOn: '2025-01-31' };
    const sheet = factSheetOf({ certificates: [expired], schemes: ['ISO 27001'], chunkCount: 1 });
    const facts = factPassages([{ knowledgeBaseId: 'kb1', sheet }], 'en', '2026-11-25');
    expect(facts).toEqual([]);
    const section = composeSection(
      {
        id: 's1',
        kind: 'criterion',
        heading: 'Security',
        criterionId: null,
        weight: null,
        targetWords: 200,
      },
      [
        {
          requirement: {
            id: 'q1',
            text: 'The supplier holds ISO 27001.',
            documentName: null,
            page: null,
          },
          passages: facts.map((f) => ({ ...f, evidence: 1 })),
        },
      ],
      'en',
      new CitationRegistry(),
    );
    expect(section.body).toContain(
      '<mark>[To write: how we meet “The supplier holds ISO 27001”]</mark>',
    );
    expect(section.body).not.toContain('27001:2022');
  });
});

describe('a requirement asked as a question (issue 19, item 3)', () => {
  const SECTION = {
    id: 's1',
    kind: 'criterion' as const,
    heading: 'Technical approach',
    criterionId: null,
    weight: null,
    targetWords: 200,
  };
  const passage = {
    id: 'k1',
    text: 'We monitor every platform around the clock with Prometheus and Grafana.',
    evidence: 1,
    sentences: ['We monitor every platform around the clock with Prometheus and Grafana.'],
    origin: {
      source: 'knowledgeBase' as const,
      documentId: 'd',
      documentName: 'Operations.pdf',
      knowledgeBaseId: 'kb1',
      page: 1,
    },
  };
  const write = (text: string, language: 'en' | 'nl', passages = [passage]) =>
    composeSection(
      SECTION,
      [{ requirement: { id: 'r1', text, documentName: null, page: null }, passages }],
      language,
      new CitationRegistry(),
    ).body.replace(/<[^>]+>/g, '');

  it('is answered, not “met”, with its question quoted as a question', () => {
    const body = write('Does the description reference continuous monitoring?', 'en');
    expect(body).not.toContain('We meet “Does');
    expect(body).toContain('In answer to “Does the description reference continuous monitoring?”:');
    expect(write('Q3. Is de app beschikbaar in de app stores?', 'nl', [])).toContain(
      '[Nog te schrijven: ons antwoord op ‘Is de app beschikbaar in de app stores?’]',
    );
  });

  it('keeps the statement phrasing for a requirement that is a statement', () => {
    expect(write('The supplier monitors its platforms continuously.', 'en')).toContain(
      'We meet “The supplier monitors its platforms continuously”:',
    );
  });
});
