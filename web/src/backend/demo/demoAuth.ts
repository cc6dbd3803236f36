import { isLocale } from '@tender/core';
import { AuthError, type AuthApi, type PasswordPolicy, type Session, type Unsubscribe } from '../types';
import { MIN_PASSWORD_LENGTH, passwordProblems } from '../passwordPolicy';
import type { SeedUser } from './seed';

const SESSION_KEY = 'tender-demo-session';
const ACCOUNTS_KEY = 'tender-demo-accounts';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The demo identity service mirrors the emulator's default policy: only the minimum length. */
const DEMO_POLICY: PasswordPolicy = { minLength: MIN_PASSWORD_LENGTH };

export interface DemoAuthOptions {
  seedUsers: readonly SeedUser[];
  storage: Storage;
  /** Simulated network latency, so loading states are real in the demo too. */
  latencyMs?: number;
}

/**
 * Password accounts in the browser: the seeded users plus any signed up locally (kept in storage).
 * Errors carry the same codes the identity service uses, so the UI treats both backends alike.
 */
export function createDemoAuth({ seedUsers, storage, latencyMs = 150 }: DemoAuthOptions): AuthApi {
  const listeners = new Set<(session: Session | null) => void>();
  const delay = () => new Promise((resolve) => setTimeout(resolve, latencyMs));

  const signedUp = (): SeedUser[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(ACCOUNTS_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as SeedUser[]) : [];
    } catch {
      return [];
    }
  };
  const accounts = () => [...seedUsers, ...signedUp()];
  const byEmail = (email: string) =>
    accounts().find((u) => u.email.toLowerCase() === email.trim().toLowerCase());

  const toSession = (user: SeedUser): Session => ({
    user: { uid: user.uid, email: user.email, displayName: user.name },
    access: {
      companyId: user.companyId,
      role: user.role,
      status: user.status,
      preferredLanguage: isLocale(user.preferredLanguage) ? user.preferredLanguage : null,
    },
  });

  const current = (): Session | null => {
    const uid = storage.getItem(SESSION_KEY);
    const user = uid ? accounts().find((u) => u.uid === uid) : undefined;
    return user ? toSession(user) : null;
  };

  const emit = () => {
    const session = current();
    listeners.forEach((listener) => listener(session));
  };

  const startSession = (user: SeedUser) => {
    storage.setItem(SESSION_KEY, user.uid);
    emit();
  };

  const requireEmail = (email: string) => {
    if (!EMAIL_PATTERN.test(email.trim())) throw new AuthError('invalid-email');
  };

  // Another tab signing in or out changes the session here too, as Firebase's persistence does.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEY) emit();
    });
  }

  return {
    capabilities: { emailLink: false, google: false },

    onSessionChange(listener): Unsubscribe {
      listeners.add(listener);
      queueMicrotask(() => listener(current()));
      return () => listeners.delete(listener);
    },

    async signInWithPassword(email, password) {
      await delay();
      requireEmail(email);
      const user = byEmail(email);
      // Like the identity service with email-enumeration protection: one code for both cases.
      if (!user || user.password !== password) throw new AuthError('invalid-credential');
      if (user.status === 'disabled') throw new AuthError('user-disabled');
      startSession(user);
    },

    async signUp({ email, password, name }) {
      await delay();
      requireEmail(email);
      if (passwordProblems(password, DEMO_POLICY).length > 0) throw new AuthError('weak-password');
      if (byEmail(email)) throw new AuthError('email-already-in-use');
      const user: SeedUser = {
        uid: `u-demo-${Date.now().toString(36)}`,
        email: email.trim(),
        password,
        name: name.trim(),
        companyId: null,
        role: null,
        status: 'active',
        preferredLanguage: 'en',
      };
      storage.setItem(ACCOUNTS_KEY, JSON.stringify([...signedUp(), user]));
      startSession(user);
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
      storage.removeItem(SESSION_KEY);
      emit();
    },

    async getPasswordPolicy() {
      return DEMO_POLICY;
    },
  };
}
