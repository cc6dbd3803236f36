/** Helpers for the demo backend's tests (not used by the app). */
import { ManualClock } from '@tender/core';
import type { Session } from '../types';
import { createDemoBackend, type DemoBackendOptions } from './index';
import { memoryPersistence } from './persistence';

/** A Storage of its own, so that two "browsers" can share one demo state in a test. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

export const PASSWORD = 'Tender-Demo-2026';
export const ADMIN = 'admin@vandijk.example';

/** A demo backend on memory persistence, no latency and a manual clock. */
export async function makeDemo(options: DemoBackendOptions = {}) {
  const clock = new ManualClock(Date.UTC(2026, 2, 2, 9));
  const backend = await createDemoBackend({
    storage: new MemoryStorage(),
    persistence: memoryPersistence(),
    latencyMs: 0,
    clock,
    ...options,
  });
  return { backend, clock };
}

/** The session each time it changes, for `await until(...)`. */
export function sessions(auth: { onSessionChange(l: (s: Session | null) => void): () => void }) {
  const seen: (Session | null)[] = [];
  const stop = auth.onSessionChange((s) => seen.push(s));
  return {
    seen,
    stop,
    get latest() {
      return seen[seen.length - 1];
    },
  };
}
