import { describe, expect, it, vi } from 'vitest';
import { claimReload, RELOAD_GUARD_MS } from './reloadGuard';
import { createDeploymentWatcher, manifestUrl } from './deploymentWatcher';

describe('new deployment detection', () => {
  it('fetches the manifest with a timestamp query', () => {
    expect(manifestUrl('/', 1234)).toBe('/builds/latest.json?t=1234');
    expect(manifestUrl('/app/', 5)).toBe('/app/builds/latest.json?t=5');
  });

  it('flags a build whose id differs, and stays flagged', async () => {
    const fetchManifest = vi
      .fn()
      .mockResolvedValueOnce({ id: 'b1', timestamp: 1 })
      .mockResolvedValueOnce({ id: 'b2', timestamp: 2 });
    const watcher = createDeploymentWatcher({ currentBuildId: 'b1', fetchManifest, now: () => 42 });
    expect(await watcher.check()).toBe(false);
    expect(await watcher.check()).toBe(true);
    expect(watcher.updateAvailable).toBe(true);
    expect(await watcher.check()).toBe(true);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(fetchManifest).toHaveBeenCalledWith('/builds/latest.json?t=42');
  });

  it('treats failures and garbage as no news', async () => {
    const failing = createDeploymentWatcher({
      currentBuildId: 'b1',
      fetchManifest: () => Promise.reject(new Error('offline')),
      now: () => 1,
    });
    expect(await failing.check()).toBe(false);
    const garbage = createDeploymentWatcher({
      currentBuildId: 'b1',
      fetchManifest: async () => ({}) as never,
      now: () => 1,
    });
    expect(await garbage.check()).toBe(false);
  });

  it('reloads a path at most once per 10 seconds', () => {
    const storage = window.sessionStorage;
    expect(claimReload('/dashboard', 100_000, storage)).toBe(true);
    expect(claimReload('/dashboard', 100_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(claimReload('/dashboard/help', 100_001, storage)).toBe(true);
    expect(claimReload('/dashboard', 100_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });
});
