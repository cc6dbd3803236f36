/**
 * A small Backend for the page's component tests: core's MemoryDocStore holding the seeded users,
 * a fake auth whose session follows users/{uid} (as both real backends do), and callables that do
 * what the user-admin service does, with a switch to make the next call of a name fail.
 */
import {
  CallableError,
  MemoryDocStore,
  MemoryFileStore,
  MemoryRealtime,
  Timestamp,
  refs,
  type CallableInput,
  type CallableName,
  type CallableOutput,
  type User,
} from '@tender/core';
import { seed } from '../../backend/demo/seed';
import {
  AuthError,
  FilesError,
  type AuthApi,
  type Backend,
  type FilesApi,
  type RealtimeApi,
  type Session,
} from '../../backend/types';

export interface TestBackend extends Backend {
  docs: MemoryDocStore;
  /** The next call of `name` rejects with `error`. */
  failNext(name: CallableName | 'changePassword', error: Error): void;
  calls: { name: string; input: unknown }[];
  passwords: Map<string, string>;
  /** How many password changes must be refused with 'requires-recent-login' before one succeeds. */
  requireRecentLogin: number;
  /** Storage and the Realtime Database, unguarded (what the server side wrote is visible). */
  fileStore: MemoryFileStore;
  realtimeDb: MemoryRealtime;
}

const NOW = Timestamp.fromMillis(Date.UTC(2026, 0, 1));

export async function createTestBackend(signedInEmail: string | null): Promise<TestBackend> {
  const docs = new MemoryDocStore();
  for (const u of seed.users) {
    await docs.setDoc(refs.user(u.uid), {
      name: u.name,
      email: u.email,
      companyId: u.companyId,
      role: u.role,
      status: u.status,
      preferredLanguage: u.preferredLanguage,
      createdAt: NOW,
      updatedAt: NOW,
    } satisfies User);
  }
  const passwords = new Map(seed.users.map((u) => [u.uid, u.password]));
  const failures = new Map<string, Error>();
  const calls: TestBackend['calls'] = [];
  let uid = seed.users.find((u) => u.email === signedInEmail)?.uid ?? null;
  let counter = 0;

  const listeners = new Set<(s: Session | null) => void>();
  let current: Session | null = null;
  const toSession = (id: string, user: User | undefined): Session | null =>
    user
      ? {
          user: { uid: id, email: user.email, displayName: user.name },
          access: {
            companyId: user.companyId,
            role: user.role,
            status: user.status,
            preferredLanguage: user.preferredLanguage,
          },
        }
      : null;
  let unwatch: (() => void) | null = null;
  const watch = () => {
    unwatch?.();
    unwatch = null;
    if (!uid) {
      current = null;
      listeners.forEach((l) => l(null));
      return;
    }
    const id = uid;
    unwatch = docs.onDocSnapshot(refs.user(id), (snap) => {
      current = toSession(id, snap.data);
      listeners.forEach((l) => l(current));
    });
  };

  const takeFailure = (name: string) => {
    const error = failures.get(name);
    if (error) {
      failures.delete(name);
      throw error;
    }
  };

  const auth: AuthApi = {
    capabilities: { emailLink: false, google: false },
    onSessionChange(listener) {
      listeners.add(listener);
      if (uid && !unwatch) watch();
      else queueMicrotask(() => listener(uid ? current : null));
      return () => listeners.delete(listener);
    },
    async signInWithPassword(email, password) {
      const user = seed.users.find((u) => u.email === email);
      if (!user || passwords.get(user.uid) !== password) throw new AuthError('invalid-credential');
      uid = user.uid;
      watch();
    },
    async signUp() {
      throw new AuthError('operation-not-allowed');
    },
    async sendPasswordReset() {},
    async sendSignInLink() {},
    isSignInLink: () => false,
    async completeSignInLink() {},
    async signInWithGoogle() {},
    async signOut() {
      uid = null;
      watch();
    },
    async getPasswordPolicy() {
      return { minLength: 6 };
    },
    async changePassword(newPassword) {
      takeFailure('changePassword');
      if (backend.requireRecentLogin > 0) throw new AuthError('requires-recent-login');
      if (uid) passwords.set(uid, newPassword);
    },
    async reauthenticate(currentPassword) {
      if (!uid || passwords.get(uid) !== currentPassword) throw new AuthError('wrong-password');
      backend.requireRecentLogin = 0;
    },
  };

  const companyOf = async () => {
    const me = uid ? (await docs.getDoc(refs.user(uid))).data : undefined;
    if (!me || me.role !== 'admin')
      throw new CallableError('permission-denied', 'users.errors.forbidden');
    return me.companyId;
  };

  async function call<N extends CallableName>(
    name: N,
    input: CallableInput<N>,
  ): Promise<CallableOutput<N>> {
    calls.push({ name, input });
    await new Promise((resolve) => setTimeout(resolve, 5));
    takeFailure(name);
    const any = input as Record<string, string>;
    if (name === 'updateMyAccount') {
      if (!uid) throw new CallableError('unauthenticated');
      await docs.updateDoc(refs.user(uid), {
        name: any.name,
        preferredLanguage: any.preferredLanguage as User['preferredLanguage'],
      });
      return { ok: true } as CallableOutput<N>;
    }
    const companyId = await companyOf();
    switch (name) {
      case 'createUser': {
        const newUid = `u-test-${++counter}`;
        const password = `Generated-${counter}-Pw!`;
        await docs.setDoc(refs.user(newUid), {
          name: any.name as string,
          email: any.email as string,
          companyId,
          role: any.role as User['role'],
          status: 'active',
          preferredLanguage: any.preferredLanguage as User['preferredLanguage'],
          createdAt: NOW,
          updatedAt: NOW,
        });
        passwords.set(newUid, password);
        return { uid: newUid, password } as CallableOutput<N>;
      }
      case 'deleteUser':
        await docs.deleteDoc(refs.user(any.uid as string));
        return { ok: true } as CallableOutput<N>;
      case 'resetPassword': {
        const password = `Reset-${++counter}-Pw!`;
        passwords.set(any.uid as string, password);
        return { password } as CallableOutput<N>;
      }
      case 'setRole':
        await docs.updateDoc(refs.user(any.uid as string), { role: any.role as User['role'] });
        return { ok: true } as CallableOutput<N>;
      case 'setStatus':
        await docs.updateDoc(refs.user(any.uid as string), {
          status: any.status as User['status'],
        });
        return { ok: true } as CallableOutput<N>;
    }
    throw new CallableError('internal');
  }

  const fileStore = new MemoryFileStore();
  const realtimeDb = new MemoryRealtime();
  const files: FilesApi = {
    upload(path, data, options) {
      let canceled = false;
      const done = (async () => {
        const bytes = new Uint8Array(await data.arrayBuffer());
        if (canceled) throw new FilesError('canceled');
        options.onProgress?.({ bytesTransferred: bytes.byteLength, totalBytes: bytes.byteLength });
        await fileStore.write(path, bytes, { contentType: options.contentType });
      })();
      return { done, cancel: () => void (canceled = true) };
    },
    downloadUrl: (path) => fileStore.downloadUrl(path),
    delete: (path) => fileStore.delete(path),
  };
  const realtime: RealtimeApi = {
    onValue: (path, next) => realtimeDb.onValue(path, next),
  };

  const backend: TestBackend = {
    kind: 'demo',
    auth,
    docs,
    files,
    realtime,
    fileStore,
    realtimeDb,
    call,
    calls,
    passwords,
    requireRecentLogin: 0,
    failNext(name, error) {
      failures.set(name, error);
    },
  };
  return backend;
}
