/**
 * The demo's stand-in for the functions' projectDeleted trigger (issue 20): once a project is
 * deleted through the guarded store, core's deleteProjectContents removes its documents, chunks,
 * drafts, versions, chat, websites, progress and files from the demo's state. Clean-ups run one
 * at a time, after each other, as queued triggers would.
 */
import type { DocStore, FileStore, Realtime } from '@tender/core';
import { type ProjectTarget, deleteProjectContents } from '@tender/core/services/projects/index';
import { withDeleteHook } from './writeHook';

export interface ProjectCleanup {
  /** companies/{cid}/projects/{pid} was deleted. */
  projectDeleted(target: ProjectTarget): void;
  idle(): Promise<void>;
}

/** companies/{cid}/projects/{pid} → its ids, else null. */
export function projectOf(path: string): ProjectTarget | null {
  const s = path.split('/');
  if (s.length !== 4 || s[0] !== 'companies' || s[2] !== 'projects') return null;
  return { companyId: s[1]!, projectId: s[3]! };
}

export function createProjectCleanup(deps: {
  readonly docs: DocStore;
  readonly files: FileStore;
  readonly realtime: Realtime;
}): ProjectCleanup {
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    projectDeleted(target) {
      pending++;
      queue = queue
        .then(async () => {
          await deleteProjectContents(deps, target);
        })
        .catch((error: unknown) => console.error('Demo backend: project clean-up failed', error))
        .finally(() => pending--);
    },
    async idle() {
      while (pending > 0) await queue;
    },
  };
}

/** Runs `onDeleted` after every successful delete of a project through `docs`. */
export function withProjectDeletion(
  docs: DocStore,
  onDeleted: (target: ProjectTarget) => void,
): DocStore {
  return withDeleteHook(docs, (path) => {
    const target = projectOf(path);
    if (target) onDeleted(target);
  });
}
