/**
 * The demo's "ID token": which account is signed in on this browser and when it signed in, kept in
 * localStorage so a reload (and another tab) keeps the session, as Firebase's local persistence does.
 */
export const SESSION_KEY = 'tender-demo-session';

export interface StoredSession {
  readonly uid: string;
  /** Sign-in time (ms): for "recent login" and for sessions revoked after it. */
  readonly signedInAt: number;
}

export function readSession(storage: Storage): StoredSession | null {
  const raw = storage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof parsed.uid === 'string' && typeof parsed.signedInAt === 'number') {
      return { uid: parsed.uid, signedInAt: parsed.signedInAt };
    }
  } catch {
    // An older demo stored the bare uid: keep the user signed in, but not "recently".
    return { uid: raw, signedInAt: 0 };
  }
  return null;
}

export function writeSession(storage: Storage, session: StoredSession): void {
  storage.setItem(SESSION_KEY, JSON.stringify(session));
}

/** Signing out removes the key (a storage that refuses is a failed sign-out the UI reports). */
export function clearSession(storage: Storage): void {
  storage.removeItem(SESSION_KEY);
}
