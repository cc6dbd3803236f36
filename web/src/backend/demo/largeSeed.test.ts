/** The demo's `?seed=large` option (issue 22 item 6). */
import { describe, expect, it } from 'vitest';
import { refs } from '@tender/core';
import { memoryPersistence } from './persistence';
import { LARGE_SEED_KEY, largeSeedRequested } from './largeSeedOption';
import { openDemoState } from './state';

function place(search: string, stored: Record<string, string> = {}) {
  const items = new Map(Object.entries(stored));
  return {
    location: { search },
    localStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    },
    items,
  };
}

describe('large seed option', () => {
  it('?seed=large is remembered until ?seed=default', () => {
    const p = place('?seed=large');
    expect(largeSeedRequested(p)).toBe(true);
    expect(p.items.get(LARGE_SEED_KEY)).toBe('large');
    expect(largeSeedRequested({ ...p, location: { search: '' } })).toBe(true);
    expect(largeSeedRequested({ ...p, location: { search: '?seed=default' } })).toBe(false);
    expect(largeSeedRequested(place(''))).toBe(false);
    expect(largeSeedRequested(undefined)).toBe(false);
  });

  it('starts the demo over with the large company, whose admin still signs in', async () => {
    const persistence = memoryPersistence();
    const state = await openDemoState({ persistence, largeSeed: true, saveDelayMs: 0 });
    expect((await state.docs.getDocs(refs.projects('van-dijk-bouw'))).size).toBe(1_000);
    expect((await state.docs.getDocs(refs.tenderMatches('van-dijk-bouw'))).size).toBe(20_000);
    expect((await state.docs.getDocs(refs.notifications('u-admin-vandijk'))).size).toBe(500);
    expect(
      state.identity.verifyPassword('admin@vandijk.example', 'Tender-Demo-2026'),
    ).toMatchObject({
      ok: true,
    });
    expect(state.identity.findByEmail('user07@van-dijk-bouw.example')?.uid).toBe('u-large-07');
    await state.close();
    // The ordinary seed's stored state is not reused for the large one, nor the other way round.
    const ordinary = await openDemoState({ persistence, saveDelayMs: 0 });
    expect((await ordinary.docs.getDocs(refs.projects('van-dijk-bouw'))).size).toBeLessThan(1_000);
    await ordinary.close();
  }, 120_000);
});
