import { describe, expect, it } from 'vitest';
import { chunkPages } from '../../ai/chunking';
import { HIDDEN_TINY, HIDDEN_WHITE, fixturePdf } from '../../ai/hiddenTextFixture';
import { LocalModel } from '../../ai/localModel';
import { ModelError } from '../../ai/modelErrors';
import { loadNodePdfjs } from '../../extraction/testPdfjs';
import { createTextExtractor } from '../../extraction/textExtractor';
import { DRAFT_GENERATION_STEPS, type Draft } from '../../model/draft';
import { refs } from '../../model/paths';
import type { LanguageModel } from '../../ports/ai';
import { Timestamp } from '../../ports/values';
import { CID, JOB, KB, PID, UID, draftWorld } from './draftTestWorld';
import { DRAFT_FAILED_KEY, generateDraft } from './generateDraft';
import { regenerateDraftSection } from './regenerateSection';
import { saveDraftContent } from './saveDraft';
import { scriptedCloudModel } from './scriptedModel';

const TENDER = [
  [
    'Aanbestedingsleidraad Onderhoud bruggen gemeente Utrecht',
    "De inschrijving telt maximaal 4 pagina's.",
    'Uitsluitingsgronden: de inschrijver verklaart met het UEA dat geen uitsluitingsgronden op hem van toepassing zijn.',
    'De inschrijver beschikt over een geldig ISO 9001 certificaat voor kwaliteitsmanagement.',
  ].join('\n'),
  [
    'Gunningscriteria: Plan van aanpak 60%, Veiligheid 40%.',
    'Plan van aanpak: beschrijf hoe u het onderhoud van de bruggen plant en uitvoert, met planning en fasering.',
    'Veiligheid: toon aan hoe u de veiligheid van weggebruikers en medewerkers borgt tijdens de werkzaamheden.',
  ].join('\n'),
];

const COMPANY_DOC = [
  [
    'Kwaliteit en certificaten',
    'Van Dijk Bouw is sinds 2015 ISO 9001 gecertificeerd door DNV.',
    'Onze planning van het onderhoud van bruggen werkt met fasering per brug en nachtelijke afsluitingen.',
    'Alle medewerkers hebben een geldig VCA-certificaat en de veiligheid van weggebruikers borgen wij met verkeersregelaars.',
  ].join('\n'),
];

const ISO_CITATION = {
  chunkId: 'kd1-0',
  documentId: 'kd1',
  documentName: 'Kwaliteitshandboek.pdf',
  page: 1,
  quote: 'Van Dijk Bouw is sinds 2015 ISO 9001 gecertificeerd door DNV.',
};

async function readyWorld(options: { model?: LanguageModel; criteria?: boolean } = {}) {
  const w = draftWorld(options);
  await w.company();
  await w.kbDocument('Kwaliteitshandboek.pdf', COMPANY_DOC);
  await w.factSheet({
    certificates: [
      {
        scheme: 'ISO 9001',
        name: 'ISO 9001:2015',
        level: null,
        issuer: 'DNV',
        number: 'NL-123',
        issuedOn: null,
        expiresOn: '2027-03-12',
        citation: ISO_CITATION,
      },
    ],
    schemes: ['ISO 9001'],
  });
  await w.project({
    awardCriteria:
      options.criteria === false
        ? []
        : [
            { id: 'k1', description: 'Plan van aanpak', weight: 60 },
            { id: 'k2', description: 'Veiligheid', weight: 40 },
          ],
    draftJob: w.draftJob(),
  });
  await w.tenderDocument('Aanbestedingsleidraad.pdf', TENDER);
  const deps = w.jobDeps;
  const target = JOB;
  const draft = async () =>
    (await w.docs.getDoc(refs.draft(CID, PID, 'job1'))).data as Draft | undefined;
  return { ...w, deps, target, draft };
}

describe('generateDraft', () => {
  it('runs the ten steps in order and writes a cited draft, one section per criterion by weight', async () => {
    const w = await readyWorld();
    expect(await generateDraft(w.deps, w.target)).toBe('done');

    const progress = await w.progress();
    expect(progress).toMatchObject({ state: 'done', draftId: 'job1' });
    expect(progress!.error ?? null).toBeNull(); // the Realtime Database drops null fields
    let previousEnd = 0;
    for (const step of DRAFT_GENERATION_STEPS) {
      const s = progress!.steps[step]!;
      expect(s.startedAt).toBeGreaterThanOrEqual(previousEnd);
      expect(s.endedAt).toBeGreaterThanOrEqual(s.startedAt);
      previousEnd = s.endedAt!;
    }
    expect(progress!.sections).toEqual({ done: 2, total: 2 });

    const draft = (await w.draft())!;
    expect(draft.language).toBe('nl');
    expect(draft.revision).toBe(1);
    expect(draft.content.map((s) => [s.heading, s.criterionId, s.weight])).toEqual([
      ['Plan van aanpak', 'k1', 60],
      ['Veiligheid', 'k2', 40],
    ]);
    // 'maximaal 4 pagina's' = 1,800 words, shared 60/40.
    expect(draft.content.map((s) => s.targetWords)).toEqual([1080, 720]);
    // Every marker names a stored citation, and every citation quotes its source.
    for (const section of draft.content) {
      expect(section.body).toMatch(/<cite data-citation="c\d+">\[\d+\]<\/cite>/);
      for (const id of section.citationIds) {
        expect(draft.citations.map((c) => c.id)).toContain(id);
      }
    }
    const sources = [...COMPANY_DOC, ...TENDER].join(' ').replace(/\s+/g, ' ');
    for (const c of draft.citations) {
      expect(c.documentName).toMatch(/Kwaliteitshandboek|Aanbestedingsleidraad/);
      expect(c.page).toBeGreaterThanOrEqual(1);
      expect(sources).toContain(c.quote.replace(/\s+/g, ' '));
    }
    expect(draft.content[0]!.body).toContain('fasering per brug');
    expect(draft.content[1]!.body).toContain('verkeersregelaars');

    // The knock-out checklist: the certificate is proven by the fact sheet, the UEA stays open.
    const iso = draft.checklist.find((c) => c.requirement.includes('ISO 9001'))!;
    expect(iso).toMatchObject({ status: 'met', evidence: 'Certificaat: ISO 9001:2015 (DNV)' });
    expect(draft.citations.find((c) => c.id === iso.citationIds[0])).toMatchObject({
      source: 'knowledgeBase',
      documentId: 'kd1',
      knowledgeBaseId: KB,
      quote: ISO_CITATION.quote,
    });
    const uea = draft.checklist.find((c) => c.requirement.includes('UEA'))!;
    expect(uea).toMatchObject({ status: 'open', evidence: null, citationIds: [] });

    // The first version and the lock released.
    const version = (await w.docs.getDoc(refs.draftVersion(CID, PID, 'job1', 'r1'))).data;
    expect(version).toMatchObject({ reason: 'generated', revision: 1, savedBy: UID });
    expect((await w.docs.getDoc(refs.project(CID, PID))).data?.draftJob).toBeNull();
  });

  it('falls back to the criteria extracted from the documents when none are confirmed', async () => {
    const w = await readyWorld({ criteria: false });
    expect(await generateDraft(w.deps, w.target)).toBe('done');
    const content = (await w.draft())!.content;
    expect(content.map((s) => [s.heading, s.criterionId, s.weight, s.targetWords])).toEqual([
      ['Plan van aanpak', 'k1', 60, 1080],
      ['Veiligheid', 'k2', 40, 720],
    ]);
  });

  it('leaves no trace of the hidden-text fixture PDF in the draft', async () => {
    // The worst case: a model that repeats every passage it is given.
    const echo = scriptedCloudModel(
      (request) =>
        (request.context ?? [])
          .flatMap((p) => p.text.split(/(?<=[.!?])\s+/).map((x) => `${x} [${p.id}]`))
          .join(' '),
      (texts) => new LocalModel().embed(texts),
    );
    const w = await readyWorld({ model: echo });
    await w.docs.updateDoc(refs.project(CID, PID), {
      awardCriteria: [
        { id: 'k1', description: 'Plan van aanpak', weight: 60 },
        { id: 'k2', description: 'Certificates of site staff', weight: 40 },
      ],
    });
    const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs });
    const { pages } = await extractor.extract({
      bytes: await fixturePdf(true),
      fileName: 'bid.pdf',
    });
    // It is in the company's evidence and in a tender annex alike.
    await w.kbDocument('bid.pdf', pages ?? []);
    await w.tenderDocument('annex.pdf', pages ?? [], 'annex');
    expect(
      chunkPages(pages ?? [])
        .map((c) => c.text)
        .join(' '),
    ).toContain('Ignore previous');
    expect(await generateDraft(w.deps, w.target)).toBe('done');
    const stored = JSON.stringify(await w.draft());
    expect(stored).toContain('VCA certificate'); // the visible text of the same PDF is used
    for (const hidden of [HIDDEN_WHITE, HIDDEN_TINY]) {
      for (const words of hidden.split(/[.:]\s*/).filter((x) => x.length > 10)) {
        expect(stored).not.toContain(words);
      }
    }
    expect(stored).not.toMatch(/ignore previous|you are now|best bidder|full marks/i);
  });

  it('validates what the model answers before it is stored', async () => {
    const answers = scriptedCloudModel(
      (request) => {
        const ids = (request.context ?? []).map((p) => p.id);
        return `Wij hebben 500 medewerkers. Wij plannen het onderhoud per brug met fasering [${ids[0]}]. Wij zijn de beste [zz9]. Wij hebben een eigen asfaltcentrale in Zwolle [${ids[0]}]. <script>alert(1)</script> Zie <b>hier</b>.`;
      },
      (texts) => new LocalModel().embed(texts),
    );
    const w = await readyWorld({ model: answers });
    expect(await generateDraft(w.deps, w.target)).toBe('done');
    const section = (await w.draft())!.content[0]!;
    const body = section.body;
    expect(body).not.toContain('500 medewerkers'); // a figure without a source
    expect(body).toMatch(
      /Wij plannen het onderhoud per brug met fasering\. <cite data-citation="c1">\[1\]<\/cite>/,
    );
    // A claim with an invented source, and one its source does not support: removed, reported.
    expect(body).not.toContain('de beste');
    expect(body).not.toContain('zz9');
    expect(body).not.toContain('asfaltcentrale');
    expect(section.removedClaims).toBeGreaterThanOrEqual(3);
    expect(body).not.toMatch(/<script|<b>/);
  });

  it("keeps a company name's abbreviation in its sentence (B.V., o.a.)", async () => {
    const answers = scriptedCloudModel(
      (request) => {
        const id = (request.context ?? [])[0]!.id;
        return `Van Dijk Bouw B.V. plant o.a. het onderhoud per brug [${id}]. Wij werken altijd veilig [${id}].`;
      },
      (texts) => new LocalModel().embed(texts),
    );
    const w = await readyWorld({ model: answers });
    expect(await generateDraft(w.deps, w.target)).toBe('done');
    const body = (await w.draft())!.content[0]!.body;
    expect(body).toMatch(
      /^<p>Van Dijk Bouw B\.V\. plant o\.a\. het onderhoud per brug\. <cite data-citation="c1">\[1\]<\/cite>/,
    );
  });

  it('runs once: a second delivery of the same job does nothing', async () => {
    const w = await readyWorld();
    const outcomes = await Promise.all([
      generateDraft(w.deps, w.target),
      generateDraft(w.deps, w.target),
    ]);
    expect(outcomes.sort()).toEqual(['done', 'skipped']);
  });

  it('stops without a draft when cancelled (the lock is cleared)', async () => {
    const w = await readyWorld();
    const model: LanguageModel = {
      ...w.model,
      // A cloud model: the sections are written by calls the test can watch (issue 19: offline,
      // a section of requirements is composed without a call).
      kind: 'cloud',
      id: w.model.id,
      embeddingDimensions: w.model.embeddingDimensions,
      embed: (t) => w.model.embed(t),
      stream: (r) => w.model.stream(r),
      async generate(request) {
        await w.docs.updateDoc(refs.project(CID, PID), { draftJob: null });
        return w.model.generate(request);
      },
    };
    expect(await generateDraft({ ...w.deps, model }, w.target)).toBe('cancelled');
    expect(await w.draft()).toBeUndefined();
  });

  it('marks itself failed past its deadline before writing, and on an exhausted daily budget', async () => {
    const late = await readyWorld();
    // The evidence step outlasts the time limit: nothing is written, nothing kept.
    const slowRetriever = {
      ...late.retriever,
      retrieve: async (request: Parameters<typeof late.retriever.retrieve>[0]) => {
        late.clock.advance(61_000);
        return late.retriever.retrieve(request);
      },
    };
    expect(await generateDraft({ ...late.deps, retriever: slowRetriever }, late.target)).toBe(
      'failed',
    );
    expect(await late.progress()).toMatchObject({ state: 'failed', error: DRAFT_FAILED_KEY });
    expect(await late.draft()).toBeUndefined();
    expect((await late.docs.getDoc(refs.project(CID, PID))).data?.draftJob).toBeNull();

    const broke = await readyWorld();
    const spent: LanguageModel = {
      ...broke.model,
      kind: 'cloud',
      id: broke.model.id,
      embeddingDimensions: broke.model.embeddingDimensions,
      embed: (t) => broke.model.embed(t),
      stream: (r) => broke.model.stream(r),
      generate: async () => {
        throw new ModelError('budget-exceeded', 'spent');
      },
    };
    expect(await generateDraft({ ...broke.deps, model: spent }, broke.target)).toBe('failed');
    expect(await broke.progress()).toMatchObject({
      state: 'failed',
      error: 'ai.errors.budgetExceeded',
    });
  });
});

describe('generateDraft stores sections as they are written', () => {
  /** The model, recording at each call's start what the project page would read then. */
  function watchingModel(w: Awaited<ReturnType<typeof readyWorld>>) {
    const seen: { revision: number; sections: number; withText: number }[] = [];
    const model: LanguageModel = {
      ...w.model,
      // A cloud model: the sections are written by calls the test can watch (issue 19: offline,
      // a section of requirements is composed without a call).
      kind: 'cloud',
      id: w.model.id,
      embeddingDimensions: w.model.embeddingDimensions,
      embed: (t) => w.model.embed(t),
      stream: (r) => w.model.stream(r),
      async generate(request) {
        const stored = await w.draft();
        seen.push({
          revision: stored?.revision ?? -1,
          sections: stored?.content.length ?? -1,
          withText: stored?.content.filter((s) => s.body.includes('<cite')).length ?? -1,
        });
        w.clock.advance(1000);
        return w.model.generate(request);
      },
    };
    return { model, seen };
  }

  const SIX = [
    'Plan van aanpak',
    'Veiligheid',
    'Planning',
    'Kwaliteit',
    'Duurzaamheid',
    'Risico',
  ].map((description, i) => ({ id: `k${i + 1}`, description, weight: null }));

  /** Evidence for each of the six criteria, so that each section is written by a call. */
  const SIX_EVIDENCE = [
    [
      'Onze planning werkt met een planning per brug en per seizoen.',
      'Onze kwaliteit borgen wij met een kwaliteitsplan en controles per fase.',
      'Duurzaamheid: wij werken met elektrisch materieel en hergebruiken materialen.',
      'Risico: wij houden een risicoregister bij met beheersmaatregelen per risico.',
    ].join('\n'),
  ];

  it('each section is in the stored draft (revision 0) before the last one is started; it ends at revision 1', async () => {
    const w = await readyWorld();
    await w.kbDocument('Werkwijze.pdf', SIX_EVIDENCE);
    await w.docs.updateDoc(refs.project(CID, PID), { awardCriteria: SIX });
    const { model, seen } = watchingModel(w);
    expect(await generateDraft({ ...w.deps, model }, w.target)).toBe('done');

    // Five at once (SECTION_CONCURRENCY): the first five calls find the draft created but empty;
    // the sixth starts only after a section was stored, cited, in the draft being written (how many
    // depends on the order the five answers' writes finish in).
    expect(seen).toHaveLength(6);
    expect(seen.slice(0, 5)).toEqual(
      Array.from({ length: 5 }, () => ({ revision: 0, sections: 0, withText: 0 })),
    );
    for (const later of seen.slice(5)) {
      expect(later.revision).toBe(0);
      expect(later.withText).toBeGreaterThanOrEqual(1);
      expect(later.sections).toBe(later.withText);
    }

    const draft = (await w.draft())!;
    expect(draft.revision).toBe(1);
    expect(draft.content.map((s) => s.heading)).toEqual(SIX.map((c) => c.description));
    // Created when writing began (the first call's clock), not when it was finished.
    expect(draft.createdAt.toMillis()).toBeLessThan(draft.updatedAt.toMillis() - 5_000);
    const versions = await w.docs.getDocs(refs.draftVersions(CID, PID, 'job1'));
    expect(versions.docs.map((v) => [v.id, v.data.reason, v.data.revision])).toEqual([
      ['r1', 'generated', 1],
    ]);
    expect(await w.progress()).toMatchObject({ state: 'done', sections: { done: 6, total: 6 } });
  });

  it('past its time limit while writing, keeps the sections written and marks the draft incomplete', async () => {
    const w = await readyWorld();
    await w.kbDocument('Werkwijze.pdf', SIX_EVIDENCE);
    await w.docs.updateDoc(refs.project(CID, PID), { awardCriteria: SIX });
    const model: LanguageModel = {
      ...w.model,
      kind: 'cloud',
      id: w.model.id,
      embeddingDimensions: w.model.embeddingDimensions,
      embed: (t) => w.model.embed(t),
      stream: (r) => w.model.stream(r),
      async generate(request) {
        // A call of the first round takes the job past its deadline (the lock's 60 s).
        if (request.prompt.startsWith('Kwaliteit')) w.clock.advance(61_000);
        return w.model.generate(request);
      },
    };
    expect(await generateDraft({ ...w.deps, model }, w.target)).toBe('done');
    const draft = (await w.draft())!;
    expect(draft.revision).toBe(1);
    expect(draft.content.map((s) => s.heading)).toEqual(SIX.map((c) => c.description));
    expect(draft.completeness).toMatchObject({ state: 'incomplete', reason: 'timeLimit' });
    // The last was not started: its requirements are gaps to write by hand.
    for (const late of draft.content.slice(5)) {
      expect(late.body).toContain('[Nog te schrijven: hoe wij voldoen aan');
      expect(late.requirements!.every((r) => r.status === 'gap')).toBe(true);
    }
    expect(draft.completeness!.gaps).toBeGreaterThanOrEqual(1);
    expect(draft.content.slice(0, 5).every((s) => s.citationIds.length > 0)).toBe(true);
    expect(await w.progress()).toMatchObject({ state: 'done', draftId: 'job1' });
  });

  it('a draft being written cannot be saved over or regenerated', async () => {
    const w = await readyWorld();
    let attempt: Promise<unknown> | null = null;
    const model: LanguageModel = {
      ...w.model,
      // A cloud model: the sections are written by calls the test can watch (issue 19: offline,
      // a section of requirements is composed without a call).
      kind: 'cloud',
      id: w.model.id,
      embeddingDimensions: w.model.embeddingDimensions,
      embed: (t) => w.model.embed(t),
      stream: (r) => w.model.stream(r),
      async generate(request) {
        attempt ??= saveDraftContent(
          w.docs,
          { cid: CID, pid: PID, draftId: 'job1', expectedRevision: 0, content: [] },
          { uid: UID, companyId: CID, role: 'manager', status: 'active' },
        ).catch((e: unknown) => e);
        return w.model.generate(request);
      },
    };
    expect(await generateDraft({ ...w.deps, model }, w.target)).toBe('done');
    expect(await attempt).toMatchObject({ code: 'aborted' });
    expect((await w.draft())!.content).toHaveLength(2);
  });

  it('a cancelled run deletes its draft being written; a run deletes one left by a dead run', async () => {
    const w = await readyWorld();
    const stamp = Timestamp.fromMillis(w.clock.now());
    const left = {
      title: 'x',
      language: 'nl' as const,
      content: [],
      citations: [],
      checklist: [],
      createdBy: UID,
      updatedBy: UID,
      createdAt: stamp,
      updatedAt: stamp,
      generatedFrom: { documentIds: [], knowledgeBaseIds: [], model: 'local' },
    };
    await w.docs.setDoc(refs.draft(CID, PID, 'dead-job'), { ...left, revision: 0 });
    await w.docs.setDoc(refs.draft(CID, PID, 'earlier'), { ...left, revision: 3 });
    let storedWhenCancelled: Draft | undefined;
    const model: LanguageModel = {
      ...w.model,
      // A cloud model: the sections are written by calls the test can watch (issue 19: offline,
      // a section of requirements is composed without a call).
      kind: 'cloud',
      id: w.model.id,
      embeddingDimensions: w.model.embeddingDimensions,
      embed: (t) => w.model.embed(t),
      stream: (r) => w.model.stream(r),
      async generate(request) {
        storedWhenCancelled ??= await w.draft();
        await w.docs.updateDoc(refs.project(CID, PID), { draftJob: null });
        return w.model.generate(request);
      },
    };
    expect(await generateDraft({ ...w.deps, model }, w.target)).toBe('cancelled');
    expect(storedWhenCancelled?.revision).toBe(0);
    expect(await w.draft()).toBeUndefined();
    const ids = (await w.docs.getDocs(refs.drafts(CID, PID))).docs.map((d) => d.id);
    expect(ids).toEqual(['earlier']);
  });
});

describe('regenerateDraftSection', () => {
  it('writes one section again from the current evidence, keeping the others and the old state', async () => {
    const w = await readyWorld();
    expect(await generateDraft(w.deps, w.target)).toBe('done');
    const manager = {
      uid: UID,
      companyId: CID,
      role: 'manager' as const,
      status: 'active' as const,
    };
    const before = (await w.draft())!;
    // Someone edits the second section; then the company adds evidence on the first criterion.
    const edited = before.content.map((s, i) =>
      i === 1 ? { ...s, body: '<p>Eigen tekst</p>' } : s,
    );
    await saveDraftContent(
      w.docs,
      { cid: CID, pid: PID, draftId: 'job1', expectedRevision: 1, content: edited },
      manager,
      w.clock,
    );
    await w.kbDocument('Aanpak.pdf', [
      'Ons plan van aanpak voor het onderhoud van bruggen begint met een schouw van elke brug en een planning per seizoen.',
    ]);

    const result = await regenerateDraftSection(
      { docs: w.docs, clock: w.clock, model: w.model, retriever: w.retriever },
      manager,
      { projectId: PID, draftId: 'job1', sectionId: 's1' },
    );
    expect(result).toEqual({ revision: 3 });
    const after = (await w.draft())!;
    expect(after.content[0]!.body).toContain('schouw van elke brug');
    expect(after.content[1]!.body).toBe('<p>Eigen tekst</p>');
    // New citations continue the numbering; the old ones stay as they were.
    const ids = after.citations.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(after.citations.slice(0, before.citations.length)).toEqual(before.citations);
    for (const id of after.content[0]!.citationIds) expect(ids).toContain(id);
    expect(after.citations.find((c) => c.documentName === 'Aanpak.pdf')).toBeDefined();
    const version = (await w.docs.getDoc(refs.draftVersion(CID, PID, 'job1', 'r2'))).data;
    expect(version).toMatchObject({ reason: 'regenerated', revision: 2 });
    expect(version!.content[1]!.body).toBe('<p>Eigen tekst</p>');
  });

  it('refuses a member who may not edit the project', async () => {
    const w = await readyWorld();
    expect(await generateDraft(w.deps, w.target)).toBe('done');
    const other = {
      uid: 'u-other',
      companyId: CID,
      role: 'user' as const,
      status: 'active' as const,
    };
    await expect(
      regenerateDraftSection(
        { docs: w.docs, clock: w.clock, model: w.model, retriever: w.retriever },
        other,
        { projectId: PID, draftId: 'job1', sectionId: 's1' },
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
