/**
 * A trigger's Realtime Database that says so when it fails: the error is logged with what was
 * left undone, then rethrown, so a trigger deployed with `retry: true` is delivered again (its
 * Firestore and Storage work is idempotent and done again at no harm) instead of failing silently.
 */
import type { Realtime } from '@tender/core';

export interface RealtimeLogger {
  error(message: string, data?: Record<string, unknown>): void;
}

export function realtimeNeededBy(
  realtime: Realtime,
  what: string,
  logger: RealtimeLogger,
): Realtime {
  const guard =
    <A extends unknown[], R>(op: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        logger.error(
          `${what} needs the Realtime Database, which failed (${op} ${String(args[0])}); ` +
            'the rest of its work is done and the trigger will be retried',
          { error: String(error) },
        );
        throw error;
      }
    };
  return {
    get: guard('get', (path: string) => realtime.get(path)),
    set: guard('set', (path: string, value: unknown) => realtime.set(path, value)),
    update: guard('update', (path: string, values: Readonly<Record<string, unknown>>) =>
      realtime.update(path, values),
    ),
    remove: guard('remove', (path: string) => realtime.remove(path)),
    onValue: (path, next, error) => realtime.onValue(path, next, error),
  };
}
