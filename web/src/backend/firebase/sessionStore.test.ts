import type { Auth, IdTokenResult, User } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../types';

// The store's only SDK dependency: capture the token listener so tests can drive it.
let tokenListener: ((user: User | null) => void) | undefined;
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: Auth, listener: (user: User | null) => void) => {
    tokenListener = listener;
    return () => (tokenListener = undefined);
  },
}));
const { SessionStore } = await import('./sessionStore');

/** A user whose claims arrive when the test says so. */
function userWithClaims(uid: string) {
  let release: (claims: Record<string, unknown>) => void = () => undefined;
  const claims = new Promise<Record<string, unknown>>((resolve) => (release = resolve));
  const user = {
    uid,
    email: `${uid}@example.com`,
    displayName: uid,
    getIdTokenResult: async () => ({ claims: await claims }) as unknown as IdTokenResult,
  } as unknown as User;
  return { user, release };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('SessionStore', () => {
  it('publishes nothing before the first token event, then every change', async () => {
    const store = new SessionStore({ currentUser: null } as Auth);
    const seen: Array<Session | null> = [];
    store.subscribe((session) => seen.push(session));
    await flush();
    expect(seen).toEqual([]);

    tokenListener?.(null);
    await flush();
    const a = userWithClaims('a');
    tokenListener?.(a.user);
    a.release({ companyId: 'c1', role: 'user' });
    await flush();
    expect(seen.map((s) => s?.access.companyId ?? null)).toEqual([null, 'c1']);
  });

  it('drops a token decoded late when a newer event arrived meanwhile', async () => {
    const store = new SessionStore({ currentUser: null } as Auth);
    const seen: Array<Session | null> = [];
    store.subscribe((session) => seen.push(session));
    const slow = userWithClaims('slow');
    const fast = userWithClaims('fast');
    tokenListener?.(slow.user);
    tokenListener?.(fast.user);
    fast.release({});
    await flush();
    slow.release({});
    await flush();
    expect(seen.map((s) => s?.user.uid)).toEqual(['fast']);
  });

  it('gives a late subscriber the current session', async () => {
    const store = new SessionStore({ currentUser: null } as Auth);
    tokenListener?.(null);
    await flush();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
    await flush();
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('resolves waitFor when the session matches, and after the timeout when it never does', async () => {
    vi.useFakeTimers();
    const store = new SessionStore({ currentUser: null } as Auth);
    const a = userWithClaims('a');
    const matched = store.waitFor((s) => s?.user.uid === 'a');
    const never = vi.fn();
    void store.waitFor((s) => s?.user.uid === 'b', 1000).then(never);
    tokenListener?.(a.user);
    a.release({});
    await vi.advanceTimersByTimeAsync(0);
    await expect(matched).resolves.toBeUndefined();
    expect(never).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(never).toHaveBeenCalled();
  });

  it('treats an unreadable token as signed in without access', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = new SessionStore({ currentUser: null } as Auth);
    const seen: Array<Session | null> = [];
    store.subscribe((session) => seen.push(session));
    const user = {
      uid: 'x',
      email: 'x@example.com',
      displayName: null,
      getIdTokenResult: () => Promise.reject(new Error('network')),
    } as unknown as User;
    tokenListener?.(user);
    await flush();
    expect(seen[0]?.access).toEqual({
      companyId: null,
      role: null,
      status: 'active',
      preferredLanguage: null,
    });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
