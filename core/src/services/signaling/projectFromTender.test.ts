/**
 * createProjectFromTender on memory ports with a real TED notice: one project per tender however
 * often (and however concurrently) it is asked for, pre-filled with what the notice says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CallableError } from '../../callables/errors';
import { refs } from '../../model/paths';
import { Timestamp } from '../../ports/values';
import { parseNoticeXml } from '../../tenders/index';
import { awardCriteriaFromTender, createProjectFromTenderCallables } from './projectFromTender';
import { actor, signalingWorld } from './viewedTestWorld';

const NOTICES = new URL('../../../../../shared/data/ted/eforms-real-notices/', import.meta.url);
const notice = (file: string) => ({
  ...parseNoticeXml(readFileSync(new URL(file, NOTICES), 'utf8')),
  fetchedAt: Timestamp.fromMillis(0),
});

describe('callable createProjectFromTender', () => {
  it('creates one pre-filled project per tender, however often and concurrently clicked', async () => {
    const w = await signalingWorld();
    const tender = notice('2024-OJS015-00041387.xml');
    await w.docs.setDoc(refs.tender('ted-41387'), tender);
    const call = createProjectFromTenderCallables(w.docs);
    const clicks = await Promise.all([
      call.createProjectFromTender(actor('u-user', 'user'), { tenderId: 'ted-41387' }),
      call.createProjectFromTender(actor('u-user', 'user'), { tenderId: 'ted-41387' }),
      call.createProjectFromTender(actor('u-manager', 'manager'), { tenderId: 'ted-41387' }),
    ]);
    expect(new Set(clicks.map((c) => c.projectId)).size).toBe(1);
    expect(clicks.filter((c) => c.created)).toHaveLength(1);
    const projects = await w.docs.getDocs(refs.projects('c1'));
    expect(projects.size).toBe(1);
    const project = projects.docs[0]!.data;
    expect(project.name).toBe(tender.title.slice(0, 120));
    expect(project.buyer).toBe(tender.buyer);
    expect(project.cpvCodes).toEqual(tender.cpvCodes);
    expect(project.tenderId).toBe('ted-41387');
    expect(project.status).toBe('draft');
    expect(project.submissionDeadline?.toMillis()).toBe(tender.deadline?.toMillis());
    // Cost 20 %, quality 30 % and 50 %, as the notice weighs them; unnamed ones get the type's name.
    expect(project.awardCriteria.map((c) => [c.description, c.weight])).toEqual([
      ['Cost', 20],
      ['Quality', 30],
      ['Quality', 50],
    ]);
    // Another company gets its own project from the same tender.
    const other = await call.createProjectFromTender(actor('u-other', 'admin', 'c2'), {
      tenderId: 'ted-41387',
    });
    expect(other.created).toBe(true);
    expect((await w.docs.getDoc(refs.project('c2', other.projectId))).exists).toBe(true);
  });

  it('names criteria in the creator’s language and converts points to percent', () => {
    const tender = notice('2024-OJS170-00525037.xml');
    const criteria = awardCriteriaFromTender(tender, 'nl');
    // Twelve lots, each "price: 100 points": one criterion, all of the score.
    expect(criteria).toEqual([{ id: 'c1', description: 'Prijs', weight: 100 }]);
  });

  it('says "No tender selected" for an unknown tender and refuses disabled callers', async () => {
    const w = await signalingWorld();
    const call = createProjectFromTenderCallables(w.docs);
    const missing = await call
      .createProjectFromTender(actor('u-user', 'user'), { tenderId: 'ted-nope' })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(CallableError);
    expect((missing as CallableError).reason).toBe('signaling.errors.noTenderSelected');
    const disabled = await call
      .createProjectFromTender(actor('u-disabled', 'user'), { tenderId: 'ted-nope' })
      .catch((e: unknown) => e);
    expect((disabled as CallableError).code).toBe('permission-denied');
    const bad = await call
      .createProjectFromTender(actor('u-user', 'user'), { tenderId: '../x' })
      .catch((e: unknown) => e);
    expect((bad as CallableError).code).toBe('invalid-argument');
    expect((await w.docs.getDocs(refs.projects('c1'))).size).toBe(0);
  });
});
