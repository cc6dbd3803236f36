import { DocStoreError, type DocStore, Timestamp } from '@tender/core';
import type { Auth, IdTokenResult, User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../types';
import { type ProfileState, readProfile, watchProfile } from './profileWatch';

// The session store's only SDK dependency: capture the token listener so tests can drive it.
let tokenListener: ((user: User | null) => void) | undefined;
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: Auth, listener: (user: User | null) => void) => {
    tokenListener = listener;
    return () => (tokenListener = undefined);
  },
}));
const { SessionStore } = await import('./sessionStore');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A signed-in user whose token was issued at `issuedAt` (ms) with the given claims. */
function signedIn(uid: string, claims: Record<string, unknown>, issuedAt: number) {
  const token = { claims, issuedAtTime: new Date(issuedAt).toUTCString() };
  const user = {
    uid,
    email: `${uid}@example.com`,
    displayName: uid,
    getIdTokenResult: async () => token as unknown as IdTokenResult,
    getIdToken: vi.fn(async () => 'fresh'),
  };
  return { user, auth: { currentUser: user } as unknown as Auth, token };
}

/** A watch the test drives: what users/{uid} says, when it says it. */
function drivenWatch() {
  const emit: { current?: (state: ProfileState) => void } = {};
  const watched: string[] = [];
  const stopped: string[] = [];
  const watch = (uid: string, onChange: (state: ProfileState) => void) => {
    watched.push(uid);
    emit.current = onChange;
    return () => stopped.push(uid);
  };
  return { watch, emit: (s: ProfileState) => emit.current?.(s), watched, stopped };
}

const profile = (over: Partial<Extract<ProfileState, { kind: 'profile' }>> = {}): ProfileState => ({
  kind: 'profile',
  status: 'active',
  preferredLanguage: null,
  claimsUpdatedAt: null,
  ...over,
});

describe('SessionStore with the users/{uid} profile', () => {
  it('takes status and preferred language from the profile, and follows changes', async () => {
    const { user, auth } = signedIn('u1', { companyId: 'c1', role: 'user' }, 1_000_000);
    const w = drivenWatch();
    const store = new SessionStore(auth, w.watch);
    const seen: Array<Session | null> = [];
    store.subscribe((s) => seen.push(s));
    tokenListener?.(user as unknown as User);
    await flush();
    expect(w.watched).toEqual(['u1']);
    w.emit(profile({ preferredLanguage: 'nl' }));
    await flush();
    expect(seen.at(-1)?.access).toMatchObject({ status: 'active', preferredLanguage: 'nl' });
    w.emit(profile({ status: 'disabled', preferredLanguage: 'nl' }));
    await flush();
    expect(seen.at(-1)?.access.status).toBe('disabled');
    store.dispose();
    expect(w.stopped).toEqual(['u1']);
  });

  it("publishes a sign-in's first session with the profile's language, not the claims' alone", async () => {
    // The seed's claims say English; the user chose Dutch in My Account since.
    const { user, auth } = signedIn('u1', { companyId: 'c1', role: 'user', lang: 'en' }, 1_000_000);
    const w = drivenWatch();
    const store = new SessionStore(auth, w.watch);
    const seen: Array<Session | null> = [];
    store.subscribe((s) => seen.push(s));
    tokenListener?.(user as unknown as User);
    await flush();
    expect(seen).toEqual([]);
    w.emit(profile({ preferredLanguage: 'nl' }));
    await flush();
    expect(seen.map((s) => s?.access.preferredLanguage)).toEqual(['nl']);
    store.dispose();
  });

  it('counts a refused read as disabled for a member, and as nothing for a user without company', async () => {
    const member = signedIn('m', { companyId: 'c1', role: 'admin' }, 1_000_000);
    const w = drivenWatch();
    const store = new SessionStore(member.auth, w.watch);
    const seen: Array<Session | null> = [];
    store.subscribe((s) => seen.push(s));
    tokenListener?.(member.user as unknown as User);
    await flush();
    w.emit({ kind: 'denied' });
    await flush();
    expect(seen.at(-1)?.access.status).toBe('disabled');
    store.dispose();

    const loner = signedIn('l', {}, 1_000_000);
    const w2 = drivenWatch();
    const store2 = new SessionStore(loner.auth, w2.watch);
    const seen2: Array<Session | null> = [];
    store2.subscribe((s) => seen2.push(s));
    tokenListener?.(loner.user as unknown as User);
    await flush();
    w2.emit({ kind: 'denied' });
    await flush();
    expect(seen2.at(-1)?.access.status).toBe('active');
    store2.dispose();
  });

  it('refreshes the ID token once when the claims marker is newer than the token', async () => {
    const issued = Date.UTC(2026, 4, 1, 10, 0, 0);
    const { user, auth } = signedIn('u1', { companyId: 'c1', role: 'user' }, issued);
    const w = drivenWatch();
    const store = new SessionStore(auth, w.watch);
    tokenListener?.(user as unknown as User);
    await flush();
    w.emit(profile({ claimsUpdatedAt: issued - 5_000 })); // older than the token: nothing to do
    expect(user.getIdToken).not.toHaveBeenCalled();
    w.emit(profile({ claimsUpdatedAt: issued + 5_000 }));
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    w.emit(profile({ claimsUpdatedAt: issued + 5_000, preferredLanguage: 'en' }));
    expect(user.getIdToken).toHaveBeenCalledTimes(1);
    store.dispose();
  });

  it('stops watching the previous user on sign-out', async () => {
    const { user, auth } = signedIn('u1', {}, 1_000_000);
    const w = drivenWatch();
    const store = new SessionStore(auth, w.watch);
    tokenListener?.(user as unknown as User);
    await flush();
    tokenListener?.(null);
    await flush();
    expect(w.stopped).toEqual(['u1']);
    store.dispose();
  });
});

describe('watchProfile', () => {
  it('reads status, language and the claims marker', () => {
    expect(
      readProfile({
        status: 'disabled',
        preferredLanguage: 'nl',
        claimsUpdatedAt: Timestamp.fromMillis(1234),
      }),
    ).toEqual({
      kind: 'profile',
      status: 'disabled',
      preferredLanguage: 'nl',
      claimsUpdatedAt: 1234,
    });
    expect(readProfile(undefined)).toEqual({
      kind: 'profile',
      status: null,
      preferredLanguage: null,
      claimsUpdatedAt: null,
    });
  });

  it('retries a refused read once before reporting it', async () => {
    vi.useFakeTimers();
    const listens: Array<(e: Error) => void> = [];
    const docs = {
      onDocSnapshot: (_ref: unknown, _next: unknown, error: (e: Error) => void) => {
        listens.push(error);
        return () => undefined;
      },
    } as unknown as DocStore;
    const states: ProfileState[] = [];
    const stop = watchProfile(docs, 'u1', (s) => states.push(s), { retryMs: 500 });
    listens[0]?.(new DocStoreError('permission-denied', 'no'));
    expect(states).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(listens).toHaveLength(2);
    listens[1]?.(new DocStoreError('permission-denied', 'no'));
    expect(states).toEqual([{ kind: 'denied' }]);
    stop();
    vi.useRealTimers();
  });
});
