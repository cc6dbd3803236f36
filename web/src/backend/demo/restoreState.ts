/**
 * Loading a saved demo state: its documents and identities (null when the snapshot no longer
 * fits: the demo then starts from the seed), its files, and the settled progress kept from its
 * Realtime Database tree. Nothing damaged stops the demo from starting.
 */
import { type Clock, type MemoryFileStore, MemoryDocStore, MemoryIdentity } from '@tender/core';
import { type ProgressTree, settledProgress } from '@tender/core/services/dashboard/progressTree';
import type { PersistedState } from './persistence';

export function importFiles(fileStore: MemoryFileStore, files: PersistedState['files'] & object) {
  try {
    fileStore.importFiles(files);
  } catch {
    // A damaged file list must not stop the demo; the documents then show as failed downloads.
    console.warn('Demo backend: could not load the stored files');
  }
}

export function restore(stored: PersistedState, clock: Clock) {
  try {
    return {
      store: MemoryDocStore.fromSnapshot(stored.docs, { clock }),
      identity: MemoryIdentity.fromSnapshot(stored.identity, { clock }),
    };
  } catch {
    return null; // an incompatible snapshot: start from the seed
  }
}

/** The settled progress of every company in a Realtime Database tree (see DemoState.realtime). */
export function keptProgress(tree: unknown, now: number): unknown {
  const companies = (tree as { progress?: Record<string, ProgressTree | null> } | null)?.progress;
  const progress: Record<string, ProgressTree> = {};
  for (const [cid, companyTree] of Object.entries(companies ?? {})) {
    const settled = settledProgress(companyTree, now);
    if (settled) progress[cid] = settled;
  }
  return Object.keys(progress).length ? { progress } : null;
}
