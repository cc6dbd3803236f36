/**
 * Realtime: the Realtime Database subset used for transient progress and chat status codes.
 * Values are JSON; null removes. Paths are slash-separated without a leading slash.
 */
import type { Unsubscribe } from './docStore';

export interface Realtime {
  get<T = unknown>(path: string): Promise<T | null>;
  set(path: string, value: unknown): Promise<void>;
  /** Multi-path update relative to path: keys may contain '/'; a null value removes that child. */
  update(path: string, values: Readonly<Record<string, unknown>>): Promise<void>;
  remove(path: string): Promise<void>;
  /** Calls next with the current value (null when absent), then after every change under path. */
  onValue<T = unknown>(
    path: string,
    next: (value: T | null) => void,
    error?: (e: Error) => void,
  ): Unsubscribe;
}
