import { describe, expect, it } from 'vitest';
import { refs } from '../../model/paths';
import { DAY, websiteWorld } from './testWorld';

const NOTICE = 'https://www.tenderned.nl/aankondigingen/overzicht/123';
const html = (body: string) => `<!doctype html><html><body>${body}</body></html>`;
const target = { companyId: 'c1', projectId: 'p1', websiteId: 'w1' };

async function watched() {
  const w = websiteWorld();
  await w.project('c1', 'p1', 'in_progress', 'u-owner');
  await w.website('c1', 'p1', 'w1', NOTICE, { createdBy: 'u-adder' });
  await w.user('u-owner', 'c1', 'user');
  await w.user('u-adder', 'c1', 'manager');
  const notes = async (uid: string) =>
    (await w.docs.getDocs(refs.notifications(uid))).docs.map((d) => d.data);
  w.web.set(NOTICE, { body: html('<p>Sluitingsdatum: 1 maart 2027</p>') });
  await w.scraper.fetchOne(target);
  return { ...w, notes };
}

describe('a changed project website is reported', () => {
  it('to the project owner and whoever added the website, linking to the project', async () => {
    const w = await watched();
    // The first fetch has nothing to compare with, a fetch of the same words changes nothing.
    w.clock.advance(DAY);
    await w.scraper.fetchOne(target);
    expect(await w.notes('u-owner')).toEqual([]);

    w.clock.advance(DAY);
    w.web.set(NOTICE, { body: html('<p>Sluitingsdatum: 15 maart 2027</p>') });
    expect(await w.scraper.fetchOne(target)).toEqual({ outcome: 'ok', changed: true });
    for (const uid of ['u-owner', 'u-adder']) {
      expect(await w.notes(uid)).toEqual([
        expect.objectContaining({
          kind: 'websiteChanged',
          params: { url: NOTICE, project: 'Renovatie stadhuis' },
          link: '/dashboard/projects/p1',
          read: false,
        }),
      ]);
    }
  });

  it('once per change, even when two runs fetch at the same moment; a later change is another', async () => {
    const w = await watched();
    w.clock.advance(DAY);
    w.web.set(NOTICE, { body: html('<p>Versie 2</p>') });
    await Promise.all([w.scraper.fetchOne(target), w.scraper.fetchOne(target)]);
    expect(await w.notes('u-owner')).toHaveLength(1);
    w.clock.advance(DAY);
    w.web.set(NOTICE, { body: html('<p>Versie 3</p>') });
    await w.scraper.fetchOne(target);
    expect(await w.notes('u-owner')).toHaveLength(2);
  });

  it("reaches no one outside the project's company: an owner set to another company's user hears nothing (issue 20)", async () => {
    const w = await watched();
    await w.user('u-owner', 'c2', 'admin'); // the owner field names another company's user
    await w.user('u-adder', 'c1', 'user', 'disabled');
    w.clock.advance(DAY);
    w.web.set(NOTICE, { body: html('<p>Versie 2</p>') });
    expect(await w.scraper.fetchOne(target)).toEqual({ outcome: 'ok', changed: true });
    expect(await w.notes('u-owner')).toEqual([]);
    expect(await w.notes('u-adder')).toEqual([]);
  });
});
