/** Realtime port over firebase-admin's Realtime Database (functions write; clients only read). */
import type { Realtime, Unsubscribe } from '@tender/core';
import type { Database } from 'firebase-admin/database';

export class RealtimeAdmin implements Realtime {
  constructor(private readonly db: Database) {}

  async get<T = unknown>(path: string): Promise<T | null> {
    const snap = await this.db.ref(path).get();
    return snap.exists() ? (snap.val() as T) : null;
  }

  async set(path: string, value: unknown): Promise<void> {
    await this.db.ref(path).set(value);
  }

  async update(path: string, values: Readonly<Record<string, unknown>>): Promise<void> {
    await this.db.ref(path).update({ ...values });
  }

  async remove(path: string): Promise<void> {
    await this.db.ref(path).remove();
  }

  onValue<T = unknown>(
    path: string,
    next: (value: T | null) => void,
    error?: (e: Error) => void,
  ): Unsubscribe {
    const ref = this.db.ref(path);
    const listener = ref.on(
      'value',
      (snap) => next(snap.exists() ? (snap.val() as T) : null),
      (e: Error) => error?.(e),
    );
    return () => ref.off('value', listener);
  }
}
