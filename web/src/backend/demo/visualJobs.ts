/**
 * The demo's stand-in for the functions' visualCreated trigger: a visual written through the
 * UI's store is rendered by core's renderVisual with the offline SVG model, after the write and
 * without holding it up, on the unguarded store (as a function would). Jobs run one at a time.
 * The renderer loads on first use, never in the first page's bundle.
 */
import {
  type Clock,
  type DocRef,
  type DocStore,
  type FileStore,
  query,
  refs,
  where,
} from '@tender/core';

const VISUAL_PATH = /^companies\/([^/]+)\/visuals\/([^/]+)$/;

export interface VisualJobs {
  /** The store the UI writes through, rendering each visual it creates. */
  wrap(store: DocStore): DocStore;
  /** Renders the visuals a closed tab left pending (as a trigger would be delivered again). */
  resume(): Promise<void>;
  idle(): Promise<void>;
}

export function createVisualJobs(deps: {
  readonly docs: DocStore;
  readonly files: FileStore;
  readonly clock: Clock;
  /** A pause before each rendering, so that the pending state can be seen (ms). */
  readonly pauseMs?: number;
}): VisualJobs {
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  const render = (companyId: string, visualId: string) => {
    pending++;
    queue = queue
      .then(async () => {
        if (deps.pauseMs) await new Promise((r) => setTimeout(r, deps.pauseMs));
        const { renderVisual, SvgImageModel } = await import('@tender/core/services/visuals/index');
        await renderVisual(
          {
            docs: deps.docs,
            files: deps.files,
            clock: deps.clock,
            imageModel: new SvgImageModel(),
            onUnexpectedError: (error) =>
              console.error('Demo backend: rendering a visual failed', error),
          },
          { companyId, visualId },
        );
      })
      .catch((error: unknown) => console.error('Demo backend: rendering a visual failed', error))
      .finally(() => pending--);
  };

  return {
    wrap(store) {
      const created = <R>(ref: DocRef<never>, write: () => Promise<R>): Promise<R> => {
        const m = VISUAL_PATH.exec(ref.path);
        return m ? write().then((result) => (render(m[1]!, m[2]!), result)) : write();
      };
      return {
        getDoc: (ref) => store.getDoc(ref),
        getDocs: (source) => store.getDocs(source),
        setDoc: ((ref: DocRef<never>, data: never, options?: never) =>
          options
            ? store.setDoc(ref, data, options)
            : created(ref, () => store.setDoc(ref, data))) as DocStore['setDoc'],
        updateDoc: (ref, data) => store.updateDoc(ref, data),
        deleteDoc: (ref) => store.deleteDoc(ref),
        batch: () => store.batch(),
        runTransaction: (fn, options) => store.runTransaction(fn, options),
        onDocSnapshot: (ref, next, error) => store.onDocSnapshot(ref, next, error),
        onQuerySnapshot: (source, next, error) => store.onQuerySnapshot(source, next, error),
      };
    },
    async resume() {
      for (const company of (await deps.docs.getDocs(refs.companies())).docs) {
        const pending = await deps.docs.getDocs(
          query(refs.visuals(company.id), where('status', '==', 'pending')),
        );
        for (const visual of pending.docs) render(company.id, visual.id);
      }
    },
    async idle() {
      while (pending > 0) await queue;
    },
  };
}
