/** Spec §4/§9: a full reload for a new deployment happens at most once per path per 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'tender-deploy-reload:';

/** Records and allows a reload of `path` unless one happened within the guard window. */
export function claimReload(path: string, now: number, storage: Storage): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}
