/**
 * Saving the demo's state. Every change asks for a save and gets a promise that settles once a
 * save that includes it has finished, so a write reports success only when a reload would keep it
 * (the UI's "Saved" is true). Changes that arrive within the quiet period share one save.
 */

export interface Saver {
  /** Asks for a save after the quiet period; resolves when a save including this change is done. */
  schedule(): Promise<void>;
  /** Saves now if anything is pending (or always, with force) and waits for it. */
  flush(force?: boolean): Promise<void>;
  /** Cancels a pending save without saving (its waiters are released). */
  cancel(): void;
  /** Whether a change waits to be saved. */
  readonly pending: boolean;
}

export function createSaver(save: () => Promise<void>, delayMs: number): Saver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  let waiters: (() => void)[] = [];
  // Saves run one after another, so an older state never overwrites a newer one.
  let chain: Promise<void> = Promise.resolve();

  const release = (settled: (() => void)[]) => {
    for (const resolve of settled) resolve();
  };

  const run = () => {
    timer = undefined;
    dirty = false;
    const settled = waiters;
    waiters = [];
    chain = chain.then(save).catch((error: unknown) => {
      // The demo keeps working from memory; the next write tries again.
      console.warn('Demo backend: could not save its state', error);
    });
    void chain.then(() => release(settled));
    return chain;
  };

  return {
    schedule() {
      dirty = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(run, delayMs);
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    async flush(force = false) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (dirty || force) await run();
      else await chain;
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      dirty = false;
      release(waiters);
      waiters = [];
    },
    get pending() {
      return dirty;
    },
  };
}
