/**
 * The demo's AuthApi over MemoryIdentity (the same accounts the demo's callables administer).
 * Errors carry the identity service's codes, so the UI treats both backends alike. The session is
 * derived live (resolveSession): a role change, a disable or a deletion by an admin reaches a
 * signed-in session without signing out, as the firebase backend's token refresh does.
 */
import {
  type Clock,
  type DocStore,
  type MemoryIdentity,
  type Unsubscribe as StoreUnsubscribe,
  refs,
  serverTimestamp,
} from '@tender/core';
import { MIN_PASSWORD_LENGTH, passwordProblems } from '../passwordPolicy';
import {
  AuthError,
  type AuthApi,
  type PasswordPolicy,
  type Session,
  type Unsubscribe,
} from '../types';
import type { ActorSource } from './actorSource';
import { resolveSession } from './resolveSession';
import { SESSION_KEY, clearSession, readSession, writeSession } from './sessionStore';

/** The demo identity service mirrors the emulator's default policy: only the minimum length. */
const DEMO_POLICY: PasswordPolicy = { minLength: MIN_PASSWORD_LENGTH };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Firebase asks for a fresh sign-in before sensitive changes once the last one is this old. */
export const RECENT_LOGIN_MS = 5 * 60_000;

export interface DemoAuthOptions {
  readonly identity: MemoryIdentity;
  /** The unguarded store (the session reads users/{uid} as the firebase backend's watcher does). */
  readonly docs: DocStore;
  readonly clock: Clock;
  readonly storage: Storage;
  /** Simulated network latency, so loading states are real in the demo too. */
  readonly latencyMs?: number;
  /** How old a sign-in may be for changePassword (injectable for tests). */
  readonly recentLoginMs?: number;
}

export interface DemoAuth extends AuthApi {
  /** The live actor, for the guarded store and the callables. */
  readonly actors: ActorSource;
  /** Stops listening to the identity service, the profile and other tabs. */
  dispose(): void;
}

type SessionListener = (session: Session | null) => void;

export function createDemoAuth({
  identity,
  docs,
  clock,
  storage,
  latencyMs = 150,
  recentLoginMs = RECENT_LOGIN_MS,
}: DemoAuthOptions): DemoAuth {
  const sessionListeners = new Set<SessionListener>();
  /** Listeners that have not had their first callback yet. */
  const awaitingFirst = new Set<SessionListener>();
  const actorListeners = new Set<() => void>();
  let lastSession: string | undefined;
  let lastActor: string | undefined;
  let refreshRun = 0;
  let profileWatch: { uid: string; stop: StoreUnsubscribe } | undefined;

  const delay = () =>
    latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, latencyMs)) : Promise.resolve();
  const resolveNow = () => resolveSession(identity, docs, readSession(storage));

  /** Follows users/{uid} of whoever is signed in: status and language live there. */
  const watchProfile = (uid: string | undefined) => {
    if (profileWatch?.uid === uid) return;
    profileWatch?.stop();
    profileWatch = uid
      ? { uid, stop: docs.onDocSnapshot(refs.user(uid), () => void refresh()) }
      : undefined;
  };

  /** Recomputes the session; tells listeners about a change (and new listeners in any case). */
  const refresh = async () => {
    const run = ++refreshRun;
    const stored = readSession(storage);
    watchProfile(stored?.uid);
    const resolved = await resolveSession(identity, docs, stored);
    if (run !== refreshRun) return; // a newer refresh is under way and will report
    const session = resolved?.session ?? null;
    const sessionPrint = JSON.stringify(session);
    const targets = sessionPrint !== lastSession ? [...sessionListeners] : [...awaitingFirst];
    lastSession = sessionPrint;
    awaitingFirst.clear();
    targets.forEach((listener) => listener(session));
    const actorPrint = JSON.stringify(resolved?.actor ?? null);
    if (actorPrint !== lastActor) {
      lastActor = actorPrint;
      [...actorListeners].forEach((listener) => listener());
    }
  };

  const startSession = async (uid: string) => {
    writeSession(storage, { uid, signedInAt: clock.now() });
    await refresh();
  };

  const requireEmail = (email: string) => {
    if (!EMAIL_PATTERN.test(email.trim())) throw new AuthError('invalid-email');
  };

  /** The signed-in, active session, for the operations that need one. */
  const requireSession = async () => {
    const stored = readSession(storage);
    const resolved = await resolveSession(identity, docs, stored);
    if (!stored || !resolved) throw new AuthError('requires-recent-login');
    if (resolved.actor.status !== 'active') throw new AuthError('user-disabled');
    return { stored, resolved };
  };

  const stopIdentity = identity.onChange((uid) => {
    if (uid === readSession(storage)?.uid) void refresh();
  });
  // Another tab signing in or out changes the session here too, as Firebase's persistence does.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) void refresh();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

  const actors: ActorSource = {
    current: async () => (await resolveNow())?.actor ?? null,
    onChange(listener) {
      actorListeners.add(listener);
      return () => actorListeners.delete(listener);
    },
  };

  return {
    capabilities: { emailLink: false, google: false },
    actors,

    onSessionChange(listener): Unsubscribe {
      sessionListeners.add(listener);
      awaitingFirst.add(listener);
      void refresh();
      return () => {
        sessionListeners.delete(listener);
        awaitingFirst.delete(listener);
      };
    },

    async signInWithPassword(email, password) {
      await delay();
      requireEmail(email);
      const check = identity.verifyPassword(email, password);
      if (!check.ok) throw new AuthError(check.code);
      await startSession(check.account.uid);
    },

    async signUp({ email, password, name }) {
      await delay();
      requireEmail(email);
      if (passwordProblems(password, DEMO_POLICY).length > 0) throw new AuthError('weak-password');
      if (identity.findByEmail(email)) throw new AuthError('email-already-in-use');
      const displayName = name.trim();
      const uid = await identity.createAccount({ email, password, displayName });
      // What the product's sign-up does: a profile without company, waiting for an admin.
      await docs.setDoc(refs.user(uid), {
        name: displayName,
        email: email.trim().toLowerCase(),
        companyId: null,
        role: null,
        status: 'active',
        preferredLanguage: 'en',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      await startSession(uid);
    },

    async sendPasswordReset(email) {
      await delay();
      requireEmail(email);
      // The identity service answers alike for unknown addresses; so does the demo.
    },

    async sendSignInLink() {
      throw new AuthError('operation-not-allowed');
    },
    isSignInLink: () => false,
    async completeSignInLink() {
      throw new AuthError('operation-not-allowed');
    },
    async signInWithGoogle() {
      throw new AuthError('operation-not-allowed');
    },

    async signOut() {
      await delay();
      clearSession(storage);
      await refresh();
    },

    async getPasswordPolicy() {
      return DEMO_POLICY;
    },

    async changePassword(newPassword) {
      await delay();
      const { stored } = await requireSession();
      if (clock.now() - stored.signedInAt > recentLoginMs) {
        throw new AuthError('requires-recent-login');
      }
      if (passwordProblems(newPassword, DEMO_POLICY).length > 0) {
        throw new AuthError('weak-password');
      }
      await identity.setPassword(stored.uid, newPassword);
      // Firebase ends the account's other sessions and hands this one a fresh token.
      await identity.revokeSessions(stored.uid);
      await startSession(stored.uid);
    },

    async reauthenticate(currentPassword) {
      await delay();
      const { resolved } = await requireSession();
      const check = identity.verifyPassword(resolved.session.user.email, currentPassword);
      if (!check.ok) throw new AuthError(check.code);
      await startSession(check.account.uid);
    },

    dispose() {
      stopIdentity();
      profileWatch?.stop();
      profileWatch = undefined;
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      sessionListeners.clear();
      actorListeners.clear();
    },
  };
}
