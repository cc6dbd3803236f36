/**
 * The seed's knowledge base on the demo backend (issue 19, item 8): stored, processed and trained
 * on the first read of the company's knowledge bases, once; a seeded project then generates a
 * draft that cites it.
 */
import { describe, expect, it } from 'vitest';
import { type Draft, refs } from '@tender/core';
import { PASSWORD, makeDemo } from './testing';
import { DEMO_KNOWLEDGE_SEEDED, seedKnowledge } from './demoKnowledge';
import { SEED_KNOWLEDGE_COMPANIES } from './seedKnowledgeCompanies';

const CID = 'stroomlijn-digitaal';
const KB = 'kb-stroomlijn-evidence';

describe('the seed knowledge base', () => {
  it('is trained on first need and a seeded project drafts from it, citing it', async () => {
    const { backend, clock } = await makeDemo({ demoKnowledge: true, draftStepPauseMs: 0 });
    // Nothing before it is needed.
    expect((await backend.state.docs.getDoc(refs.knowledgeBase(CID, KB))).exists).toBe(false);
    expect((await backend.state.docs.getDoc(refs.project(CID, 'demo-agile-nl'))).exists).toBe(
      false,
    );

    await backend.auth.signInWithPassword('admin@stroomlijn.example', PASSWORD);
    // The projects list shows the seeded projects.
    const projects = await backend.docs.getDocs(refs.projects(CID));
    expect(projects.docs.map((p) => p.id).sort()).toEqual(['demo-agile-en', 'demo-agile-nl']);
    // The first read of the company's knowledge bases (as the draft panel does) waits for it.
    const bases = await backend.docs.getDocs(refs.knowledgeBases(CID));
    expect(bases.docs.map((d) => [d.id, d.data.trainingState, d.data.documentCount])).toEqual([
      [KB, 'trained', seedKnowledge.knowledgeBases[0]!.documents.length],
    ]);
    const documents = await backend.docs.getDocs(refs.kbDocuments(CID, KB));
    expect(documents.docs.every((d) => d.data.status === 'processed')).toBe(true);
    const sheet = (await backend.state.docs.getDoc(refs.factSheet(CID, KB))).data!;
    // Trained: the fact sheet holds the company's figures with their sources.
    expect(sheet.certificates.map((c) => c.number)).toContain('SD-QMS-2021-0412');
    expect(sheet.headcount.map((h) => h.count)).toContain(64);
    expect(sheet.referenceProjects.map((r) => r.client)).toContain('Gemeente Amersfoort');
    expect((await backend.state.docs.getDoc(DEMO_KNOWLEDGE_SEEDED)).exists).toBe(true);

    const { jobId } = await backend.call('generateDraft', { projectId: 'demo-agile-nl' });
    let draft: Draft | undefined;
    for (let i = 0; i < 200 && draft?.revision !== 1; i++) {
      await new Promise((r) => setTimeout(r, 50));
      clock.advance(50);
      draft = (await backend.state.docs.getDoc(refs.draft(CID, 'demo-agile-nl', jobId))).data;
    }
    expect(draft?.revision).toBe(1);
    // One section per criterion of the seeded project (their order is the plan's).
    expect(draft!.content.map((s) => s.heading).sort()).toEqual([
      'Duurzaamheid',
      'Kwaliteit',
      'Plan van aanpak',
      'Privacy en informatiebeveiliging',
    ]);
    const names = new Set(draft!.citations.map((c) => c.documentName));
    expect(names.has('antwoorden-eerdere-inschrijvingen.txt')).toBe(true);
    // Every section has something of the company's to say, with its source.
    for (const section of draft!.content) expect(section.citationIds.length).toBeGreaterThan(0);
  }, 120_000);

  it('names in the boot the companies the seed list has (reads of theirs wait for it)', () => {
    expect([...new Set(seedKnowledge.knowledgeBases.map((kb) => kb.companyId))]).toEqual([
      ...SEED_KNOWLEDGE_COMPANIES,
    ]);
    expect([...new Set(seedKnowledge.projects.map((p) => p.companyId))]).toEqual([
      ...SEED_KNOWLEDGE_COMPANIES,
    ]);
  });

  it('is left alone where it is not wanted (tests with their own persistence)', async () => {
    const { backend } = await makeDemo();
    await backend.auth.signInWithPassword('admin@stroomlijn.example', PASSWORD);
    expect((await backend.docs.getDocs(refs.knowledgeBases(CID))).docs).toEqual([]);
    expect((await backend.docs.getDocs(refs.projects(CID))).docs).toEqual([]);
  });
});
