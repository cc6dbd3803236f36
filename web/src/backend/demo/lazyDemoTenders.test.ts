/** The demo stores its tenders when something first needs them, not on every start. */
import { MemoryDocStore, Timestamp, refs, type Tender } from '@tender/core';
import { describe, expect, it, vi } from 'vitest';
import { onceDemoTenders, withLazyDemoTenders } from './lazyDemoTenders';

const at = Timestamp.fromMillis(Date.UTC(2024, 0, 1));
const tender = {
  source: 'ted',
  sourceId: '1',
  title: 'Onderhoud openbare verlichting',
  buyer: 'Gemeente Utrecht',
  category: 'services',
  cpvCodes: ['50232100'],
  publicationType: 'contract_notice',
  publishedAt: at,
  links: [],
  fetchedAt: at,
} as unknown as Tender;

function world() {
  const docs = new MemoryDocStore();
  const seed = vi.fn(async () => {
    await docs.setDoc(refs.tender('ted-1'), tender);
  });
  const ui = withLazyDemoTenders(docs, onceDemoTenders(seed));
  return { docs, seed, ui };
}

describe('lazy demo tenders', () => {
  it('leaves the seeding alone while only other data is read', async () => {
    const { seed, ui } = world();
    await ui.getDocs(refs.projects('van-dijk-bouw'));
    await ui.getDoc(refs.company('van-dijk-bouw'));
    const stop = ui.onQuerySnapshot(refs.projects('van-dijk-bouw'), () => {});
    stop();
    expect(seed).not.toHaveBeenCalled();
  });

  it('stores the tenders once, before the first read of tenders or matches answers', async () => {
    const { seed, ui } = world();
    const [list, one] = await Promise.all([
      ui.getDocs(refs.tenders()),
      ui.getDoc(refs.tender('ted-1')),
      ui.getDocs(refs.tenderMatches('van-dijk-bouw')),
    ]);
    expect(list.docs.map((d) => d.id)).toEqual(['ted-1']);
    expect(one.exists).toBe(true);
    expect(seed).toHaveBeenCalledTimes(1);
  });

  it('subscribes live after the seeding, and an early unsubscribe cancels it', async () => {
    const { seed, ui } = world();
    const cancelled = vi.fn();
    ui.onQuerySnapshot(refs.tenders(), cancelled)();
    const seen = await new Promise<string[]>((resolve) => {
      const stop = ui.onQuerySnapshot(refs.tenders(), (snap) => {
        stop();
        resolve(snap.docs.map((d) => d.id));
      });
    });
    expect(seen).toEqual(['ted-1']);
    expect(cancelled).not.toHaveBeenCalled();
    expect(seed).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next read when the seeding failed', async () => {
    const docs = new MemoryDocStore();
    const seed = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => docs.setDoc(refs.tender('ted-1'), tender));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ui = withLazyDemoTenders(docs, onceDemoTenders(seed));
    expect((await ui.getDocs(refs.tenders())).docs).toHaveLength(0);
    expect((await ui.getDocs(refs.tenders())).docs).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
