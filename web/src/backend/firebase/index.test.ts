import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../types';

// A stand-in backend: the test plays the session, and sees when the data SDKs are asked for.
const fake = vi.hoisted(() => {
  let listener: (session: unknown) => void = () => undefined;
  return {
    emit: (session: unknown) => listener(session),
    backend: {
      kind: 'firebase',
      auth: {
        onSessionChange: (next: (session: unknown) => void) => {
          listener = next;
          return () => undefined;
        },
      },
      firestore: vi.fn(async () => ({})),
      liteReads: vi.fn(async () => ({})),
      data: vi.fn(async () => ({})),
    },
  };
});
vi.mock('./instance', () => ({
  firebaseBackend: () => fake.backend,
  startFirebaseBackend: async () => fake.backend,
}));
const { createBackend } = await import('./index');

const session = (companyId: string | null) =>
  ({
    user: { uid: 'u1', email: 'u1@example.com', displayName: null },
    access: {
      companyId,
      role: companyId ? 'user' : null,
      status: 'active',
      preferredLanguage: null,
    },
  }) satisfies Session;

describe('the firebase backend module', () => {
  it('fetches Firestore Lite alone once a member is signed in, not before', async () => {
    await createBackend();
    await createBackend();
    fake.emit(null);
    fake.emit(session(null));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.backend.liteReads).not.toHaveBeenCalled();

    fake.emit(session('van-dijk-bouw'));
    fake.emit(session('van-dijk-bouw'));
    await vi.waitFor(() => expect(fake.backend.liteReads).toHaveBeenCalledTimes(2));
    // The full Firestore SDK waits for the first screen or a write; Functions, Storage and the
    // Realtime Database for their first use.
    expect(fake.backend.firestore).not.toHaveBeenCalled();
    expect(fake.backend.data).not.toHaveBeenCalled();
  });
});
