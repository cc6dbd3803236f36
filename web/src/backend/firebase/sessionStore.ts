import { onIdTokenChanged, type Auth, type User } from 'firebase/auth';
import type { Session, Unsubscribe } from '../types';
import type { ProfileState } from './profileWatch';
import { type ProfileFacts, toSession } from './session';

/** Starts watching users/{uid} (profileWatch.ts); injected so the store stays testable without Firestore. */
export type WatchProfile = (uid: string, onChange: (state: ProfileState) => void) => Unsubscribe;

type Listener = (session: Session | null) => void;

/**
 * How long a sign-in waits for users/{uid} before publishing its first session from the claims
 * alone (Firestore unreachable): the profile then follows as a later session change.
 */
const FIRST_PROFILE_WAIT_MS = 8_000;
type State = { ready: false } | { ready: true; session: Session | null };

/**
 * The current session, derived from the ID token so that claims set by functions are seen as soon
 * as the token is refreshed. Sign-in calls wait on it, so when they resolve the UI already has the
 * new session (no window where the guard sees a signed-in user without claims).
 */
export class SessionStore {
  private state: State = { ready: false };
  private readonly listeners = new Set<Listener>();
  private readonly waiters = new Set<{
    test: (s: Session | null) => boolean;
    resolve: () => void;
  }>();
  private version = 0;
  private readonly stopAuth: Unsubscribe;
  /** The users/{uid} watch of the signed-in user, if any. */
  private watched: {
    uid: string;
    stop: Unsubscribe;
    state: ProfileState | null;
    /** Settles with the first state of users/{uid}, or when the watch stops. */
    first: Promise<void>;
  } | null = null;
  /** Issue time (ms) of the token the current session was read from. */
  private tokenIssuedAt: number | null = null;
  /** The claims marker a refresh was already asked for (never twice for one marker). */
  private refreshedFor: number | null = null;

  constructor(
    private readonly auth: Auth,
    private readonly watchProfile?: WatchProfile,
  ) {
    // onIdTokenChanged (not onAuthStateChanged) also fires on token refresh, i.e. on new claims.
    this.stopAuth = onIdTokenChanged(auth, (user) => void this.publish(user));
  }

  /** Re-reads the current user, e.g. after a profile update that the token events do not report. */
  refresh(): Promise<void> {
    return this.publish(this.auth.currentUser);
  }

  subscribe(listener: Listener): Unsubscribe {
    this.listeners.add(listener);
    if (this.state.ready) {
      const { session } = this.state;
      // Asynchronously, like the first token event, so callers never see a re-entrant call.
      queueMicrotask(() => {
        if (this.listeners.has(listener)) listener(session);
      });
    }
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves once the published session satisfies `test` (immediately if it already does), or
   * after `timeoutMs` regardless: if another sign-in overtook this one, the caller must not hang;
   * the listeners still receive whatever session is current.
   */
  waitFor(test: (session: Session | null) => boolean, timeoutMs = 10_000): Promise<void> {
    if (this.state.ready && test(this.state.session)) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = {
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve();
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  dispose(): void {
    this.stopAuth();
    this.follow(null);
    this.listeners.clear();
    this.waiters.forEach((waiter) => waiter.resolve());
    this.waiters.clear();
  }

  private async publish(user: User | null): Promise<void> {
    const version = ++this.version;
    // Stop watching the previous user at once (sign-out, switch), before their reads are refused.
    if (this.watched && this.watched.uid !== user?.uid) this.follow(null);
    const session = user ? await this.sessionOf(user) : null;
    // A newer token event arrived while this one was decoded; it wins.
    if (version !== this.version) return;
    this.follow(user?.uid ?? null);
    this.state = { ready: true, session };
    this.listeners.forEach((listener) => listener(session));
    for (const waiter of [...this.waiters]) {
      if (waiter.test(session)) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }

  /** Starts or stops the users/{uid} watch so that it follows the signed-in user. */
  private follow(uid: string | null): void {
    if (this.watched?.uid === uid) return;
    this.watched?.stop();
    this.watched = null;
    this.refreshedFor = null;
    if (!uid || !this.watchProfile) return;
    let settleFirst = () => undefined as void;
    const watched: NonNullable<SessionStore['watched']> = {
      uid,
      state: null,
      stop: () => undefined,
      first: new Promise<void>((resolve) => (settleFirst = resolve)),
    };
    this.watched = watched;
    const stopWatch = this.watchProfile(uid, (state) => {
      if (this.watched !== watched) return;
      const before = this.watched.state;
      watched.state = state;
      settleFirst();
      if (this.claimsChangedSinceToken(state)) {
        const user = this.auth.currentUser;
        // The new token arrives through onIdTokenChanged, which publishes the new claims.
        if (user?.uid === uid) {
          void user.getIdToken(true).catch((error: unknown) => {
            console.warn('Could not refresh the ID token after a claims change.', error);
          });
        }
      }
      const facts = (s: ProfileState | null) => JSON.stringify(factsOf(s, this.claimsOf));
      if (facts(before) !== facts(state)) {
        void this.publish(this.auth.currentUser);
      }
    });
    watched.stop = () => {
      stopWatch();
      settleFirst();
    };
  }

  /**
   * Waits (bounded) for the first state of the user's users/{uid}, so the first session of a
   * sign-in already carries its status and preferred language. The claims alone would not: they
   * carry no language for accounts made in the app, and a stale one once My Account changed it,
   * so the sign-in redirect would open the app in the wrong language.
   */
  private async firstProfile(uid: string): Promise<void> {
    if (!this.watchProfile) return;
    this.follow(uid);
    const watched = this.watched;
    if (!watched || watched.state) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      watched.first,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_PROFILE_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  /** Whether functions changed the claims after the current token was issued (asked once per change). */
  private claimsChangedSinceToken(state: ProfileState): boolean {
    if (state.kind !== 'profile' || state.claimsUpdatedAt === null) return false;
    const marker = state.claimsUpdatedAt;
    if (this.tokenIssuedAt !== null && marker <= this.tokenIssuedAt) return false;
    if (this.refreshedFor === marker) return false;
    this.refreshedFor = marker;
    return true;
  }

  private async sessionOf(user: User): Promise<Session> {
    const profile = () =>
      factsOf(this.watched?.uid === user.uid ? this.watched.state : null, this.claimsOf);
    try {
      const token = await user.getIdTokenResult();
      const issued = Date.parse(token.issuedAtTime);
      this.tokenIssuedAt = Number.isFinite(issued) ? issued : null;
      this.claimsOf = token.claims;
      // After the token is read, so the marker in the first profile is compared with this token.
      await this.firstProfile(user.uid);
      return toSession(user, token.claims, profile());
    } catch (error) {
      // Without a readable token there are no trustworthy claims: signed in, but no access.
      console.warn(
        'Could not read the ID token claims; treating the user as without access.',
        error,
      );
      this.claimsOf = {};
      return toSession(user, {});
    }
  }

  private claimsOf: Readonly<Record<string, unknown>> = {};
}

/**
 * What the profile adds to the session. A refused read means the account is not active, unless
 * the claims name no company (nothing to access anyway; such a user may have no users document).
 */
function factsOf(
  state: ProfileState | null,
  claims: Readonly<Record<string, unknown>>,
): ProfileFacts {
  if (!state) return {};
  if (state.kind === 'denied') {
    const member = typeof claims.companyId === 'string' && claims.companyId !== '';
    return member ? { status: 'disabled' } : {};
  }
  return {
    ...(state.status ? { status: state.status } : {}),
    ...(state.preferredLanguage ? { preferredLanguage: state.preferredLanguage } : {}),
  };
}
