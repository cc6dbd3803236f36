/**
 * Backend.realtime over the Realtime Database, read-only as the signed-in user
 * (database.rules.json decide). A chunk of its own with the SDK (connectDatabase.ts), on first use.
 */
import { type Database, onValue, ref } from 'firebase/database';
import type { RealtimeApi } from '../types';

export function createRealtimeDatabase(database: Database): RealtimeApi {
  return {
    onValue<T>(path: string, next: (value: T | null) => void, error?: (error: Error) => void) {
      return onValue(
        ref(database, path),
        (snapshot) => next((snapshot.val() as T | null) ?? null),
        (failure) => error?.(failure),
      );
    },
  };
}
