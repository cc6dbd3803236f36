/** The large company (issue 22 item 6): the counts the issue asks for, the same on every run. */
import { describe, expect, it } from 'vitest';
import { MemoryDocStore } from '../memory/docStore';
import { refs } from '../model/paths';
import { docRef } from '../ports/refs';
import { LARGE_COMPANY, largeCompany, largeCompanyDocuments } from './largeCompany';

const options = {
  companyId: 'c1',
  companyName: 'Bouw',
  adminUid: 'u-admin',
  now: Date.UTC(2026, 10, 23),
};

describe('largeCompany', () => {
  it('generates 1,000 projects, 50 users, 20,000 tenders with matches, 500 notifications and 200 tickets', async () => {
    const company = largeCompany(options);
    const docs = new MemoryDocStore();
    const all = largeCompanyDocuments(company);
    // No two documents share a path (a later one would silently replace an earlier one).
    expect(new Set(all.map(([path]) => path)).size).toBe(all.length);
    for (const [path, data] of all) await docs.setDoc(docRef(path), data as never);
    const size = async (ref: Parameters<MemoryDocStore['getDocs']>[0]) =>
      (await docs.getDocs(ref)).size;
    expect(company.users).toHaveLength(LARGE_COMPANY.users);
    expect(await size(refs.projects('c1'))).toBe(1_000);
    expect(await size(refs.tenders())).toBe(20_000);
    expect(await size(refs.tenderMatches('c1'))).toBe(20_000);
    expect(await size(refs.notifications('u-admin'))).toBe(500);
    expect(await size(refs.tickets())).toBe(200);
    // A year of matches: the oldest about a year before now, none after it.
    const published = (await docs.getDocs(refs.tenderMatches('c1'))).docs.map((d) =>
      d.data.tender.publishedAt.toMillis(),
    );
    expect(Math.min(...published)).toBeLessThan(options.now - 360 * 86_400_000);
    expect(Math.max(...published)).toBeLessThanOrEqual(options.now);
  });

  it('is deterministic: the same seed gives the same documents, another seed others', () => {
    const small = { ...options, counts: { projects: 20, tenders: 30, tickets: 5 } };
    const json = (o: Parameters<typeof largeCompany>[0]) => JSON.stringify(largeCompany(o));
    expect(json(small)).toBe(json(small));
    expect(json({ ...small, seed: 7 })).not.toBe(json(small));
  });
});
