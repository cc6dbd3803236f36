/**
 * The demo's stand-in for the functions' companyProfileWritten trigger: a write of
 * companies/{cid} that changes the profile or the bid/no-bid criteria re-matches the company's
 * tenders with core's match store, after the write and without holding it up (a trigger runs
 * after the write too). The match store is imported on first use, never in the first bundle.
 */
import { type Company, type DocRef, type DocStore, refs } from '@tender/core';

const COMPANY_PATH = /^companies\/([^/]+)$/;

export type Rematch = (companyId: string, before: Company | undefined) => Promise<void>;

/** Wraps the store the UI writes through; `rematch` runs on the unguarded store (as admin). */
export function withCompanyRematch(store: DocStore, rematch: Rematch): DocStore {
  const watched = async <R>(ref: DocRef<never>, write: () => Promise<R>): Promise<R> => {
    const companyId = COMPANY_PATH.exec(ref.path)?.[1];
    if (!companyId) return write();
    const before = (await store.getDoc(ref as DocRef<Company>)).data;
    const result = await write();
    void rematch(companyId, before).catch((error: unknown) => {
      console.warn('Demo backend: could not re-match the company’s tenders', error);
    });
    return result;
  };
  return {
    getDoc: (ref) => store.getDoc(ref),
    getDocs: (source) => store.getDocs(source),
    setDoc: ((ref: DocRef<never>, data: never, options?: never) =>
      watched(ref, () =>
        options ? store.setDoc(ref, data, options) : store.setDoc(ref, data),
      )) as DocStore['setDoc'],
    updateDoc: (ref, data) => watched(ref as DocRef<never>, () => store.updateDoc(ref, data)),
    deleteDoc: (ref) => store.deleteDoc(ref),
    batch: () => store.batch(),
    runTransaction: (fn, options) => store.runTransaction(fn, options),
    onDocSnapshot: (ref, next, error) => store.onDocSnapshot(ref, next, error),
    onQuerySnapshot: (source, next, error) => store.onQuerySnapshot(source, next, error),
  };
}

/** What the demo passes as `rematch`: core's trigger logic over the unguarded store. */
export function demoRematch(docs: DocStore, now: () => number): Rematch {
  return async (companyId, before) => {
    const { companyMatchingInputChanged, rematchCompany } =
      await import('@tender/core/services/signaling/index');
    const after = (await docs.getDoc(refs.company(companyId))).data;
    if (!companyMatchingInputChanged(before, after)) return;
    // The demo's notices are historic (see demoTenders.ts): deadlines are not checked.
    const { demoCpvLabels } = await import('./demoCpvLabels');
    const cpvLabels = await demoCpvLabels();
    await rematchCompany(
      { docs, now, skipPastDeadlines: false, ...(cpvLabels && { cpvLabels }) },
      companyId,
    );
  };
}
