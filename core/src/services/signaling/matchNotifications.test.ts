/** Ingestion → matching → one notification per run and company (issue 10), on real TED notices. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock, MemoryDocStore } from '../../memory/index';
import { DEFAULT_NOTIFICATION_SETTINGS, type Company } from '../../model/company';
import { refs, type TenderRecord } from '../../model/index';
import type { TenderPage, TenderSource } from '../../ports/external';
import { Timestamp } from '../../ports/values';
import { parseNoticeXml } from '../../tenders/index';
import { ingestTenders } from './ingest';
import { matchTendersForCompanies } from './matchStore';

vi.setConfig({ testTimeout: 60_000 });

const DIR = new URL('../../../../../shared/data/ted/eforms-real-notices/', import.meta.url);
const REAL: TenderRecord[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.xml'))
  .slice(0, 6)
  .map((f) => parseNoticeXml(readFileSync(new URL(f, DIR), 'utf8')));

/** Two pages of three real notices each. */
const source = (): TenderSource => ({
  id: 'ted',
  async fetchPublished(o: { cursor?: string }): Promise<TenderPage> {
    return o.cursor === 'p2'
      ? { tenders: REAL.slice(3, 6) }
      : { tenders: REAL.slice(0, 3), nextCursor: 'p2' };
  },
});

/** A company bidding on exactly what these notices ask for (their own CPV codes). */
function company(minScore: number): Company {
  const at = Timestamp.fromMillis(0);
  return {
    name: 'Bidder',
    profile: {
      description: REAL.map((r) => r.title).join('; '),
      cpvCodes: [...new Set(REAL.flatMap((r) => r.cpvCodes))].slice(0, 20),
      contractTypes: ['work', 'services', 'delivery'],
      publicationTypes: ['contract_notice', 'prior_notice'],
      scope: ['national', 'european'],
    },
    bidNoBid: [],
    writingStyle: '',
    focusAreas: '',
    notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS, minScore },
    createdAt: at,
    updatedAt: at,
  };
}

async function world(minScores: Record<string, number>) {
  const docs = new MemoryDocStore();
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 6));
  for (const [cid, minScore] of Object.entries(minScores)) {
    await docs.setDoc(refs.company(cid), company(minScore));
    for (const [uid, status] of [
      [`${cid}-a`, 'active'],
      [`${cid}-b`, 'active'],
      [`${cid}-off`, 'disabled'],
    ] as const) {
      await docs.setDoc(refs.user(uid), { companyId: cid, role: 'user', status } as never);
    }
  }
  const rounds: number[] = [];
  const run = () =>
    ingestTenders(source(), {
      docs,
      clock,
      sleep: async () => {},
      random: () => 0.5,
      matchTenders: async (tenders) => {
        const r = await matchTendersForCompanies(
          { docs, now: () => clock.now(), skipPastDeadlines: false },
          { tenders },
        );
        rounds.push(Object.values(r.newAboveThreshold).reduce((a, b) => a + b, 0));
        return r;
      },
    });
  const notes = async (uid: string) =>
    (await docs.getDocs(refs.notifications(uid))).docs.map((d) => d.data);
  return { docs, clock, run, notes, rounds };
}

describe('new matches above the threshold', () => {
  it('one notification per run with the count, over both pages, to the active members', async () => {
    const w = await world({ c1: 30 });
    await w.run();
    expect(w.rounds).toHaveLength(2);
    const count = (await w.docs.getDocs(refs.tenderMatches('c1'))).docs.filter(
      (m) => m.data.score >= 30,
    ).length;
    expect(count).toBeGreaterThan(0);
    for (const uid of ['c1-a', 'c1-b']) {
      expect(await w.notes(uid)).toEqual([
        expect.objectContaining({
          kind: 'tenderMatches',
          params: { count },
          link: '/dashboard/signaling',
          read: false,
        }),
      ]);
    }
    expect(await w.notes('c1-off')).toEqual([]);

    // The next run finds the same notices unchanged: no new matches, no notification.
    w.clock.advance(6 * 3600_000);
    await w.run();
    expect(await w.notes('c1-a')).toHaveLength(1);
  });

  it('counts only the matches at or above each company’s own threshold', async () => {
    const w = await world({ c1: 30, c2: 100 });
    await w.run();
    const scores = async (cid: string) =>
      (await w.docs.getDocs(refs.tenderMatches(cid))).docs.map((d) => d.data.score);
    const atLeast = (list: number[], min: number) => list.filter((s) => s >= min).length;
    const c2 = await scores('c2');
    // Some of c2's matches score under its threshold of 100: they are not counted.
    expect(atLeast(c2, 30)).toBeGreaterThan(atLeast(c2, 100));
    expect((await w.notes('c2-a'))[0]?.params).toEqual({ count: atLeast(c2, 100) });
    expect((await w.notes('c1-a'))[0]?.params).toEqual({ count: atLeast(await scores('c1'), 30) });
  });

  it('a run whose matches all score under the threshold tells nobody', async () => {
    const w = await world({ c1: 100 });
    await w.docs.updateDoc(refs.company('c1'), {
      'profile.cpvCodes': ['03000000-1'],
      'profile.description': 'Agricultural products',
    } as never);
    await w.run();
    const best = Math.max(
      0,
      ...(await w.docs.getDocs(refs.tenderMatches('c1'))).docs.map((d) => d.data.score),
    );
    expect(best).toBeLessThan(100);
    expect(await w.notes('c1-a')).toEqual([]);
  });
});
