/**
 * The memory DocStore's snapshot listeners: like Firestore, the first snapshot arrives
 * asynchronously; later ones only when what the listener sees changed, in a microtask (never
 * re-entrantly inside a commit).
 */
import type { DocSnapshot, QuerySnapshot, Unsubscribe } from '../ports/docStore';
import type { Query } from '../ports/query';
import { fingerprint } from './codec';

export type Listener =
  | {
      kind: 'doc';
      path: string;
      next: (s: DocSnapshot<unknown>) => void;
      last?: string;
      live: boolean;
      ready: boolean;
    }
  | {
      kind: 'query';
      query: Query<unknown>;
      next: (s: QuerySnapshot<unknown>) => void;
      last?: string;
      live: boolean;
      ready: boolean;
    };

/** How listeners read the store's current state. */
export interface SnapshotSource {
  docSnapshot(path: string): DocSnapshot<unknown>;
  querySnapshot(q: Query<unknown>): QuerySnapshot<unknown>;
}

export class DocListeners {
  private readonly listeners = new Set<Listener>();

  constructor(private readonly source: SnapshotSource) {}

  listen(listener: Listener): Unsubscribe {
    this.listeners.add(listener);
    // Like Firestore, the first snapshot arrives asynchronously, with the state at that moment.
    queueMicrotask(() => {
      if (!listener.live) return;
      listener.ready = true;
      this.deliver(listener, true);
    });
    return () => {
      listener.live = false;
      this.listeners.delete(listener);
    };
  }

  notify(changedPaths: ReadonlySet<string>): void {
    // The changed collections once, not per listener: a loaded group is 20,000 paths.
    let collections: Set<string> | undefined;
    const changedIn = (collection: string) => {
      collections ??= new Set([...changedPaths].map((p) => p.slice(0, p.lastIndexOf('/'))));
      return collections.has(collection);
    };
    for (const listener of this.listeners) {
      if (!listener.ready) continue; // its initial snapshot will show the new state
      const affected =
        listener.kind === 'doc'
          ? changedPaths.has(listener.path)
          : changedIn(listener.query.collection.path);
      if (affected) this.deliver(listener, false);
    }
  }

  /** Computes the snapshot now; calls back in a microtask (never re-entrantly inside a commit). */
  private deliver(listener: Listener, initial: boolean): void {
    const snapshot =
      listener.kind === 'doc'
        ? this.source.docSnapshot(listener.path)
        : this.source.querySnapshot(listener.query);
    const print = fingerprint(
      listener.kind === 'doc'
        ? [
            (snapshot as DocSnapshot<unknown>).exists,
            (snapshot as DocSnapshot<unknown>).data ?? null,
          ]
        : (snapshot as QuerySnapshot<unknown>).docs.map((d) => [d.id, d.data]),
    );
    if (!initial && print === listener.last) return;
    listener.last = print;
    const call = () => {
      if (!listener.live) return;
      (listener.next as (s: unknown) => void)(snapshot);
    };
    if (initial) call();
    else queueMicrotask(call);
  }
}
