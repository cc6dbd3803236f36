/** The match store, votes and bid/no-bid on real TED notices in the memory store. */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { MemoryDocStore } from '../../memory/docStore';
import { DEFAULT_NOTIFICATION_SETTINGS, type Company } from '../../model/company';
import { refs } from '../../model/paths';
import { tenderDocId, type Tender } from '../../model/tender';
import { Timestamp } from '../../ports/values';
import { parseNoticeXml } from '../../tenders/parseNotice';
import { bidIndication } from './bidNoBid';
import { VOTE_RATE_LIMIT, createFeedbackCallables } from './feedback';
import { matchTendersForCompanies } from './matchStore';
import { MATCH_KEPT_MIN } from './matchStoreModel';
import { rematchCompany } from './rematchCompany';
import type { Actor } from '../../policy/actor';

// Parsing 95 notices and scoring them is a few seconds on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const actor = (uid: string, role: Actor['role'], companyId = 'c1'): Actor => ({
  uid,
  companyId,
  role,
  status: 'active',
  support: false,
});

const TED = new URL('../../../../../shared/data/ted/', import.meta.url);
const NOW = Date.UTC(2021, 5, 1);
const at = Timestamp.fromMillis(NOW);

let parsed: { id: string; tender: Tender }[] | null = null;
/** The 95 real notices, parsed once for the whole file. */
function realTenders(): { id: string; tender: Tender }[] {
  return (parsed ??= parseAll());
}
function parseAll(): { id: string; tender: Tender }[] {
  return ['eforms-real-notices/', 'ted-xml-r209-real-notices/'].flatMap((dir) =>
    readdirSync(new URL(dir, TED))
      .filter((f) => f.endsWith('.xml'))
      .map((f) => {
        const record = parseNoticeXml(readFileSync(new URL(`${dir}${f}`, TED), 'utf8'));
        return {
          id: tenderDocId(record.source, record.sourceId),
          tender: { ...record, fetchedAt: at },
        };
      }),
  );
}

const roadworks: Company = {
  name: 'Van Dijk Bouw B.V.',
  profile: {
    description: 'Wegenbouw, bouwwerkzaamheden en onderhoud van infrastructuur; civil engineering.',
    cpvCodes: ['45000000-7', '45233000-9', '71000000-8'],
    contractTypes: ['work', 'services'],
    publicationTypes: ['contract_notice', 'prior_notice'],
    scope: ['national', 'european'],
  },
  bidNoBid: [
    { description: 'Construction works', importance: 'critical' },
    { description: 'Raamovereenkomst', importance: 'high' },
  ],
  writingStyle: '',
  focusAreas: '',
  notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
  createdAt: at,
  updatedAt: at,
};

async function world() {
  const docs = new MemoryDocStore();
  const tenders = realTenders();
  for (const { id, tender } of tenders) await docs.setDoc(refs.tender(id), tender);
  await docs.setDoc(refs.company('c1'), roadworks);
  await docs.setDoc(refs.company('c2'), {
    ...roadworks,
    name: 'Bytes',
    profile: { ...roadworks.profile, cpvCodes: ['72000000-5'], description: 'IT services' },
    bidNoBid: [],
  });
  // Members as users/{uid} says (the callables check it, not only the token).
  const user = (
    uid: string,
    companyId: string,
    role: 'user' | 'manager' | 'admin',
    status = 'active',
  ) =>
    docs.setDoc(refs.user(uid), {
      name: uid,
      email: `${uid}@example.com`,
      companyId,
      role,
      status: status as 'active' | 'disabled',
      preferredLanguage: 'en',
      createdAt: at,
      updatedAt: at,
    });
  await user('u-user', 'c1', 'user');
  await user('u-manager', 'c1', 'manager');
  await user('u-disabled', 'c1', 'user', 'disabled');
  await user('u-other', 'c2', 'admin');
  const now = () => NOW;
  const matches = async (cid: string) =>
    new Map((await docs.getDocs(refs.tenderMatches(cid))).docs.map((d) => [d.id, d.data] as const));
  return { docs, tenders, now, matches };
}

describe('match store', () => {
  it('stores open, matching real notices for each company with reasons and a bid indication', async () => {
    const { docs, tenders, now, matches } = await world();
    const result = await matchTendersForCompanies({ docs, now }, { tenders });
    const c1 = await matches('c1');
    expect(result.written).toBe(c1.size + (await matches('c2')).size);
    expect(c1.size).toBeGreaterThan(3);
    for (const [tid, m] of c1) {
      const tender = tenders.find((t) => t.id === tid)!.tender;
      expect(m.score).toBeGreaterThanOrEqual(MATCH_KEPT_MIN);
      // Award notices and tenders past their deadline on NOW are not matched.
      expect(tender.publicationType).not.toBe('award');
      if (tender.deadline) expect(tender.deadline.toMillis()).toBeGreaterThan(NOW);
      expect(m.tender.title).toBe(tender.title);
      expect(m.tender.publicationType).toBe(tender.publicationType);
      expect(m.viewedBy).toEqual([]);
      expect(m.reasons[0]!.key).toMatch(/^signaling\.reasons\./);
      expect(['bid', 'noBid', 'review']).toContain(m.bid!.indication);
    }
    // A roadworks notice is among them, explained by its CPV relation.
    const road = [...c1.values()].find((m) => m.reasons.some((r) => r.code.startsWith('cpv')));
    expect(road).toBeDefined();
    // Nothing is written twice: the same run again changes no match's createdAt.
    const before = [...c1.values()].map((m) => m.createdAt.toMillis());
    await matchTendersForCompanies({ docs, now: () => NOW + 1000 }, { tenders });
    expect([...(await matches('c1')).values()].map((m) => m.createdAt.toMillis())).toEqual(before);
  });

  it('matches historic notices when deadlines are not checked (the demo)', async () => {
    const { docs, tenders, now, matches } = await world();
    await matchTendersForCompanies({ docs, now, skipPastDeadlines: false }, { tenders });
    const checked = await world();
    await matchTendersForCompanies({ docs: checked.docs, now }, { tenders });
    expect((await matches('c1')).size).toBeGreaterThan((await checked.matches('c1')).size);
  });

  it('re-matches a company after its profile changed, keeping viewed state and dropping what no longer fits', async () => {
    const { docs, tenders, now, matches } = await world();
    await matchTendersForCompanies({ docs, now }, { tenders, companyIds: ['c1'] });
    const first = await matches('c1');
    const [viewedId] = [...first.keys()];
    await docs.updateDoc(refs.tenderMatch('c1', viewedId!), { viewedBy: ['u-user'] });
    // The company now does IT only: the construction matches go, a viewed one keeps its viewedBy
    // if it still matches.
    await docs.updateDoc(refs.company('c1'), {
      profile: { ...roadworks.profile, cpvCodes: ['72000000-5'], description: 'Software' },
    });
    const r = await rematchCompany({ docs, now }, 'c1');
    expect(r.removed).toBeGreaterThan(0);
    const after = await matches('c1');
    for (const m of after.values()) {
      expect(
        m.reasons.some((x) => x.code === 'cpvExact' && x.params?.companyCode === '45000000'),
      ).toBe(false);
    }
    const still = after.get(viewedId!);
    if (still) expect(still.viewedBy).toEqual(['u-user']);
  });
});

describe('rateTenderMatch', () => {
  it('stores a member’s vote on their company’s match and shifts its score', async () => {
    const { docs, tenders, now, matches } = await world();
    await matchTendersForCompanies({ docs, now }, { tenders, companyIds: ['c1'] });
    const before = await matches('c1');
    const [tid, m] = [...before.entries()].sort((a, b) => a[1].score - b[1].score)[0]!;
    const { rateTenderMatch } = createFeedbackCallables({ docs, now });
    expect(await rateTenderMatch(actor('u-user', 'user'), { tenderId: tid, vote: 'up' })).toEqual({
      vote: 'up',
    });
    const after = (await matches('c1')).get(tid)!;
    expect(after.vote).toBe('up');
    expect(after.votedBy).toBe('u-user');
    expect(after.score).toBeGreaterThan(m.score);
    expect(after.reasons.some((r) => r.key === 'signaling.reasons.feedbackUp')).toBe(true);
    expect(after.createdAt.toMillis()).toBe(m.createdAt.toMillis());

    // Withdrawn: the score returns to what it was.
    await rateTenderMatch(actor('u-manager', 'manager'), { tenderId: tid, vote: null });
    const withdrawn = (await matches('c1')).get(tid)!;
    expect(withdrawn.vote).toBeNull();
    expect(withdrawn.score).toBe(m.score);
  });

  it('re-scores only the voted tender, without reading the tender collection (issue 20)', async () => {
    const { docs, tenders, now, matches } = await world();
    await matchTendersForCompanies({ docs, now }, { tenders, companyIds: ['c1'] });
    const before = await matches('c1');
    const [tid, m] = [...before.entries()].sort((a, b) => a[1].score - b[1].score)[0]!;
    // Count what the vote reads of the tenders: the collection, and single tenders.
    let tenderQueries = 0;
    const tenderReads: string[] = [];
    const counting: typeof docs = Object.assign(Object.create(docs) as typeof docs, {
      getDocs: ((source) => {
        const path = source.kind === 'query' ? source.collection.path : source.path;
        if (path === 'tenders') tenderQueries++;
        return docs.getDocs(source);
      }) as (typeof docs)['getDocs'],
      getDoc: ((ref) => {
        if (ref.path.startsWith('tenders/')) tenderReads.push(ref.path);
        return docs.getDoc(ref);
      }) as (typeof docs)['getDoc'],
    });
    const { rateTenderMatch } = createFeedbackCallables({ docs: counting, now });
    await rateTenderMatch(actor('u-user', 'user'), { tenderId: tid, vote: 'up' });
    expect(tenderQueries).toBe(0);
    expect(tenderReads).toEqual([`tenders/${tid}`]);
    const after = await matches('c1');
    expect(after.get(tid)!.score).toBeGreaterThan(m.score);
    // Every other match is as it was; related tenders take the vote up when matched next.
    for (const [id, match] of before) if (id !== tid) expect(after.get(id)).toEqual(match);
  });

  it('limits votes per user: over the limit refused with a reason, nothing stored (issue 20)', async () => {
    const { docs, tenders, matches } = await world();
    let clock = NOW;
    const now = () => clock;
    await matchTendersForCompanies({ docs, now }, { tenders, companyIds: ['c1'] });
    const tid = [...(await matches('c1')).keys()][0]!;
    const { rateTenderMatch } = createFeedbackCallables({ docs, now });
    for (let n = 0; n < VOTE_RATE_LIMIT.max; n++) {
      clock += 1000;
      await rateTenderMatch(actor('u-user', 'user'), { tenderId: tid, vote: n % 2 ? 'up' : null });
    }
    const stored = (await matches('c1')).get(tid)!.vote;
    await expect(
      rateTenderMatch(actor('u-user', 'user'), { tenderId: tid, vote: 'down' }),
    ).rejects.toMatchObject({
      code: 'resource-exhausted',
      reason: 'signaling.errors.tooManyVotes',
    });
    expect((await matches('c1')).get(tid)!.vote).toBe(stored);
    // Someone else may still vote; and once the window has passed, so may the user.
    await rateTenderMatch(actor('u-manager', 'manager'), { tenderId: tid, vote: 'down' });
    clock += VOTE_RATE_LIMIT.windowMs;
    await rateTenderMatch(actor('u-user', 'user'), { tenderId: tid, vote: 'up' });
    expect((await matches('c1')).get(tid)!.vote).toBe('up');
  });

  it('keeps a voted-down match even when its score falls under the minimum', async () => {
    const { docs, tenders, now, matches } = await world();
    await matchTendersForCompanies({ docs, now }, { tenders, companyIds: ['c1'] });
    const [tid] = [...(await matches('c1')).entries()].sort((a, b) => a[1].score - b[1].score)[0]!;
    const { rateTenderMatch } = createFeedbackCallables({ docs, now });
    await rateTenderMatch(actor('u-user', 'user'), { tenderId: tid, vote: 'down' });
    expect((await matches('c1')).get(tid)?.vote).toBe('down');
  });

  it('refuses another company’s match (as not found), bad votes and disabled members', async () => {
    const { docs, tenders, now, matches } = await world();
    await matchTendersForCompanies({ docs, now }, { tenders, companyIds: ['c1'] });
    const [tid] = [...(await matches('c1')).keys()];
    const { rateTenderMatch } = createFeedbackCallables({ docs, now });
    await expect(
      rateTenderMatch(actor('u-other', 'admin', 'c2'), { tenderId: tid, vote: 'up' }),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(
      rateTenderMatch(actor('u-user', 'user'), { tenderId: tid, vote: 'maybe' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      rateTenderMatch(actor('u-disabled', 'user'), { tenderId: tid, vote: 'up' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      rateTenderMatch(actor('u-user', 'user'), { tenderId: 'ted-nope', vote: 'up' }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect([...(await matches('c1')).values()].every((m) => !m.vote)).toBe(true);
  });
});

describe('bid/no-bid indication', () => {
  const tender = realTenders().find((t) => /Brent Cross/.test(t.tender.title))!.tender;
  it('says no bid when a critical criterion is not met, with reasons', () => {
    const r = bidIndication(tender, [
      { description: 'Asbestsanering', importance: 'critical' },
      { description: 'Waste transfer station', importance: 'low' },
    ]);
    expect(r.indication).toBe('noBid');
    expect(r.reasons[0]).toEqual({
      key: 'signaling.bidReasons.missing.critical',
      params: { criterion: 'Asbestsanering', importance: 'critical' },
    });
    expect(r.reasons[1]!.key).toBe('signaling.bidReasons.met.low');
  });
  it('says review when a high criterion is missing or there are no criteria, bid when all are met', () => {
    expect(bidIndication(tender, [{ description: 'BIM', importance: 'high' }]).indication).toBe(
      'review',
    );
    expect(bidIndication(tender, []).reasons).toEqual([{ key: 'signaling.bidReasons.noCriteria' }]);
    expect(
      bidIndication(tender, [
        { description: 'Waste transfer station', importance: 'critical' },
        { description: 'Underwater welding', importance: 'medium' },
      ]).indication,
    ).toBe('bid');
  });
});
