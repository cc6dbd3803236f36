import { onIdTokenChanged, type Auth, type User } from 'firebase/auth';
import type { Session, Unsubscribe } from '../types';
import { toSession } from './session';

type Listener = (session: Session | null) => void;
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

  constructor(private readonly auth: Auth) {
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
    this.listeners.clear();
    this.waiters.forEach((waiter) => waiter.resolve());
    this.waiters.clear();
  }

  private async publish(user: User | null): Promise<void> {
    const version = ++this.version;
    const session = user ? await this.sessionOf(user) : null;
    // A newer token event arrived while this one was decoded; it wins.
    if (version !== this.version) return;
    this.state = { ready: true, session };
    this.listeners.forEach((listener) => listener(session));
    for (const waiter of [...this.waiters]) {
      if (waiter.test(session)) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }

  private async sessionOf(user: User): Promise<Session> {
    try {
      const token = await user.getIdTokenResult();
      return toSession(user, token.claims);
    } catch (error) {
      // Without a readable token there are no trustworthy claims: signed in, but no access.
      console.warn(
        'Could not read the ID token claims; treating the user as without access.',
        error,
      );
      return toSession(user, {});
    }
  }
}
