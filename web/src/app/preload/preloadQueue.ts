/** Spec §9: about 4 pending route preloads at most. */
export const MAX_PENDING_PRELOADS = 4;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §9: skip prefetching on slow or data-saver connections. */
export function isConstrainedConnection(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  return (
    Boolean(connection.saveData) || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '')
  );
}

/**
 * Runs preload tasks at most `limit` at a time, each key once. Tasks that arrive while the queue is
 * full are dropped rather than queued: a hover is a hint, and stale hints are not worth a request.
 */
export function createPreloadQueue(limit = MAX_PENDING_PRELOADS) {
  const done = new Set<string>();
  const pending = new Set<string>();
  return {
    get pendingCount() {
      return pending.size;
    },
    request(key: string, task: () => Promise<unknown>): boolean {
      if (done.has(key) || pending.has(key) || pending.size >= limit) return false;
      pending.add(key);
      task()
        .then(() => done.add(key))
        .catch(() => undefined) // a failed preload is retried by the real navigation
        .finally(() => pending.delete(key));
      return true;
    },
  };
}
