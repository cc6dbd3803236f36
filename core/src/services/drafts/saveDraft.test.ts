import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../memory/clock';
import { MemoryDocStore } from '../../memory/docStore';
import type { Draft, DraftSection } from '../../model/draft';
import { refs } from '../../model/paths';
import type { Actor } from '../../policy/actor';
import { DocStoreError } from '../../ports/docStore';
import { Timestamp } from '../../ports/values';
import {
  VERSION_SESSION_MS,
  draftVersionId,
  pruneDraftVersions,
  restoreDraftVersion,
  saveDraftContent,
} from './saveDraft';

const target = { cid: 'c1', pid: 'p1', draftId: 'd1' };
const anna: Actor = { uid: 'anna', companyId: 'c1', role: 'user', status: 'active' };
const bram: Actor = { uid: 'bram', companyId: 'c1', role: 'manager', status: 'active' };

const section = (body: string): DraftSection => ({
  id: 's1',
  heading: 'Plan van aanpak',
  body,
  criterionId: 'k1',
  weight: 60,
  targetWords: 600,
  citationIds: [],
  assessment: { covered: [], missing: [] },
});

async function world() {
  const clock = new ManualClock(Date.UTC(2026, 10, 25, 9));
  const docs = new MemoryDocStore({ clock });
  const now = Timestamp.fromMillis(clock.now());
  const draft: Draft = {
    title: 'Concept',
    language: 'nl',
    content: [section('<p>Gegenereerd</p>')],
    citations: [],
    checklist: [],
    revision: 1,
    createdBy: 'anna',
    createdAt: now,
    updatedAt: now,
    updatedBy: 'anna',
    generatedFrom: { documentIds: [], knowledgeBaseIds: [], model: 'local' },
  };
  const draftRef = refs.draft(target.cid, target.pid, target.draftId);
  await docs.setDoc(draftRef, draft);
  await docs.setDoc(refs.draftVersion(target.cid, target.pid, target.draftId, 'r1'), {
    title: draft.title,
    content: draft.content,
    citations: [],
    revision: 1,
    reason: 'generated',
    savedAt: now,
    savedBy: 'anna',
  });
  const versions = async () =>
    (await docs.getDocs(refs.draftVersions(target.cid, target.pid, target.draftId))).docs.map(
      (d) => [d.id, d.data.reason, d.data.content[0]?.body],
    );
  const stored = async () => (await docs.getDoc(draftRef)).data as Draft;
  return { clock, docs, versions, stored };
}

describe('saveDraftContent', () => {
  it('writes the next revision, stamped with the editor and the time', async () => {
    const { clock, docs, stored } = await world();
    clock.advance(60_000);
    const result = await saveDraftContent(
      docs,
      { ...target, expectedRevision: 1, content: [section('<p>Bewerkt</p>')] },
      bram,
      clock,
    );
    expect(result.revision).toBe(2);
    const draft = await stored();
    expect(draft.revision).toBe(2);
    expect(draft.updatedBy).toBe('bram');
    expect(draft.updatedAt.toMillis()).toBe(clock.now());
    expect(draft.content[0]?.body).toBe('<p>Bewerkt</p>');
  });

  it("refuses a save that started from an older revision ('aborted'), writing nothing", async () => {
    const { clock, docs, stored, versions } = await world();
    await saveDraftContent(
      docs,
      { ...target, expectedRevision: 1, content: [section('<p>Anna</p>')] },
      anna,
      clock,
    );
    const late = saveDraftContent(
      docs,
      { ...target, expectedRevision: 1, content: [section('<p>Bram</p>')] },
      bram,
      clock,
    );
    await expect(late).rejects.toBeInstanceOf(DocStoreError);
    await expect(late).rejects.toMatchObject({ code: 'aborted' });
    expect((await stored()).content[0]?.body).toBe('<p>Anna</p>');
    expect(await versions()).toHaveLength(1);
  });

  it('keeps one version per editing session, and the state another person replaces', async () => {
    const { clock, docs, versions } = await world();
    const save = (who: Actor, expectedRevision: number, body: string) =>
      saveDraftContent(docs, { ...target, expectedRevision, content: [section(body)] }, who, clock);
    // r1 (generated) is already kept; Anna's autosaves a few seconds apart are one session.
    await save(anna, 1, '<p>a1</p>');
    clock.advance(5_000);
    await save(anna, 2, '<p>a2</p>');
    clock.advance(5_000);
    await save(anna, 3, '<p>a3</p>');
    expect(await versions()).toEqual([['r1', 'generated', '<p>Gegenereerd</p>']]);
    // Bram takes over: Anna's last state is kept.
    await save(bram, 4, '<p>b1</p>');
    // Bram comes back after a pause: his earlier session's end is kept.
    clock.advance(VERSION_SESSION_MS + 1);
    await save(bram, 5, '<p>b2</p>');
    expect(await versions()).toEqual([
      ['r1', 'generated', '<p>Gegenereerd</p>'],
      ['r4', 'edited', '<p>a3</p>'],
      ['r5', 'edited', '<p>b1</p>'],
    ]);
  });

  it('stores only the allowed HTML of a section body', async () => {
    const { clock, docs, stored } = await world();
    await saveDraftContent(
      docs,
      {
        ...target,
        expectedRevision: 1,
        content: [
          section(
            '<p onclick="x()">Tekst <script>alert(1)</script><a href="https://x">link</a> <cite data-citation="c2" class="k">[2]</cite></p>',
          ),
        ],
      },
      anna,
      clock,
    );
    expect((await stored()).content[0]?.body).toBe(
      '<p>Tekst link <cite data-citation="c2">[2]</cite></p>',
    );
  });
});

describe('restoreDraftVersion', () => {
  it('puts an earlier version back and keeps the state it replaces', async () => {
    const { clock, docs, stored, versions } = await world();
    await saveDraftContent(
      docs,
      { ...target, expectedRevision: 1, content: [section('<p>Bewerkt</p>')] },
      anna,
      clock,
    );
    const result = await restoreDraftVersion(
      docs,
      { ...target, versionId: draftVersionId(1), expectedRevision: 2 },
      anna,
    );
    expect(result.revision).toBe(3);
    expect((await stored()).content[0]?.body).toBe('<p>Gegenereerd</p>');
    expect(await versions()).toContainEqual(['r2', 'restored', '<p>Bewerkt</p>']);
  });

  it("refuses when the draft changed meanwhile ('aborted')", async () => {
    const { clock, docs } = await world();
    await saveDraftContent(
      docs,
      { ...target, expectedRevision: 1, content: [section('<p>x</p>')] },
      anna,
      clock,
    );
    await expect(
      restoreDraftVersion(docs, { ...target, versionId: 'r1', expectedRevision: 1 }, bram),
    ).rejects.toMatchObject({ code: 'aborted' });
  });
});

describe('pruneDraftVersions', () => {
  it('deletes the oldest versions beyond the limit', async () => {
    const { docs, versions } = await world();
    for (let revision = 2; revision <= 6; revision++) {
      await docs.setDoc(refs.draftVersion(target.cid, target.pid, target.draftId, `r${revision}`), {
        title: 't',
        content: [section(`<p>${revision}</p>`)],
        citations: [],
        revision,
        reason: 'edited',
        savedAt: Timestamp.fromMillis(0),
        savedBy: 'anna',
      });
    }
    expect(await pruneDraftVersions(docs, target, 3)).toBe(3);
    expect((await versions()).map(([id]) => id).sort()).toEqual(['r4', 'r5', 'r6']);
  });
});
