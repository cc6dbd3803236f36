/** Debounced saving: many writes in a burst (a seed, a batch, a busy screen) become one save. */

export interface Saver {
  /** Asks for a save after the quiet period. */
  schedule(): void;
  /** Saves now if anything is pending (or always, with force) and waits for it. */
  flush(force?: boolean): Promise<void>;
  /** Cancels a pending save without saving. */
  cancel(): void;
  /** Whether a change waits to be saved. */
  readonly pending: boolean;
}

export function createSaver(save: () => Promise<void>, delayMs: number): Saver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  // Saves run one after another, so an older state never overwrites a newer one.
  let chain: Promise<void> = Promise.resolve();

  const run = () => {
    timer = undefined;
    dirty = false;
    chain = chain.then(save).catch((error: unknown) => {
      // The demo keeps working from memory; the next write tries again.
      console.warn('Demo backend: could not save its state', error);
    });
    return chain;
  };

  return {
    schedule() {
      dirty = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(run, delayMs);
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
    },
    get pending() {
      return dirty;
    },
  };
}
