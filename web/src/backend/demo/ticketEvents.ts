/**
 * The demo's stand-in for the functions' ticket triggers (functions/src/triggers/ticketTriggers.ts):
 * after a client's write of a ticket or a response, core's ticket services run on the unguarded
 * store, as the triggers do on Firestore: a new ticket gets its company's name, a response is
 * counted on the ticket and a support answer notifies the owner, a status change by support
 * notifies the owner. The demo sends no e-mail (no mail server in a browser); the notification
 * still is written. The services are imported on first use, never in the first bundle.
 */
import type { DocRef, DocStore, Ticket } from '@tender/core';
import { refs } from '@tender/core';
import type { ActorSource } from './actorSource';

const TICKET = /^tickets\/([^/]+)$/;
const RESPONSE = /^tickets\/([^/]+)\/responses\/([^/]+)$/;

const services = () => import('@tender/core/services/tickets/index');

/** What a ticket write sets off; runs after the write, without holding it up. */
export interface TicketEvents {
  created(tid: string): Promise<void>;
  responded(tid: string, rid: string): Promise<void>;
  changed(tid: string, before: Ticket | undefined, actorUid: string | null): Promise<void>;
}

export function demoTicketEvents(docs: DocStore): TicketEvents {
  return {
    async created(tid) {
      await (await services()).ticketCreated(docs, tid);
    },
    async responded(tid, rid) {
      const { ticketResponseCreated } = await services();
      await ticketResponseCreated(
        { docs, mailer: null, messages: { en: {}, nl: {} }, appUrl: '' },
        tid,
        rid,
      );
    },
    async changed(tid, before, actorUid) {
      const after = (await docs.getDoc(refs.ticket(tid))).data;
      await (await services()).ticketStatusChanged(docs, tid, before, after, actorUid);
    },
  };
}

/** Wraps the store the UI writes through (the guarded one); `events` run on the unguarded store. */
export function withTicketEvents(
  store: DocStore,
  actors: ActorSource,
  events: TicketEvents,
): DocStore {
  const later = (work: Promise<void>) =>
    void work.catch((error: unknown) => {
      console.warn('Demo backend: a ticket trigger failed', error);
    });
  const set = async <R>(ref: DocRef<never>, write: () => Promise<R>): Promise<R> => {
    const result = await write();
    const response = RESPONSE.exec(ref.path);
    if (response) later(events.responded(response[1]!, response[2]!));
    const ticket = TICKET.exec(ref.path);
    if (ticket) later(events.created(ticket[1]!));
    return result;
  };
  const update = async <R>(ref: DocRef<never>, write: () => Promise<R>): Promise<R> => {
    const tid = TICKET.exec(ref.path)?.[1];
    if (!tid) return write();
    // Read as the caller may (a refused read means the write is refused too).
    const before = (await store.getDoc(ref as DocRef<Ticket>).catch(() => null))?.data;
    const result = await write();
    const actor = await actors.current();
    later(events.changed(tid, before, actor?.uid ?? null));
    return result;
  };
  return {
    getDoc: (ref) => store.getDoc(ref),
    getDocs: (source) => store.getDocs(source),
    setDoc: ((ref: DocRef<never>, data: never, options?: never) =>
      set(ref, () =>
        options ? store.setDoc(ref, data, options) : store.setDoc(ref, data),
      )) as DocStore['setDoc'],
    updateDoc: (ref, data) => update(ref as DocRef<never>, () => store.updateDoc(ref, data)),
    deleteDoc: (ref) => store.deleteDoc(ref),
    batch: () => store.batch(),
    runTransaction: (fn, options) => store.runTransaction(fn, options),
    onDocSnapshot: (ref, next, error) => store.onDocSnapshot(ref, next, error),
    onQuerySnapshot: (source, next, error) => store.onQuerySnapshot(source, next, error),
  };
}
