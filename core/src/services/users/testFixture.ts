/** A small company world on memory ports for the user-administration tests. */
import { expect } from 'vitest';
import { CallableError } from '../../callables/errors';
import { ManualClock } from '../../memory/clock';
import { MemoryDocStore } from '../../memory/docStore';
import { MemoryIdentity } from '../../memory/identity';
import { SequentialIds } from '../../memory/ids';
import { cryptoRandom } from '../../memory/random';
import { refs } from '../../model/paths';
import type { Role, UserStatus } from '../../model/roles';
import type { User } from '../../model/user';
import { type Actor, actorFromClaims } from '../../policy/actor';
import type { DocStore } from '../../ports/docStore';
import type { RandomSource } from '../../ports/identity';
import { serverTimestamp } from '../../ports/values';
import { syncClaims } from './claims';
import { createUserAdminService } from './service';

export const PEOPLE = {
  admin: ['c1', 'admin', 'active'],
  admin2: ['c1', 'admin', 'active'],
  disabledAdmin: ['c1', 'admin', 'disabled'],
  manager: ['c1', 'manager', 'active'],
  user: ['c1', 'user', 'active'],
  disabledUser: ['c1', 'user', 'disabled'],
  otherAdmin: ['c2', 'admin', 'active'],
  otherUser: ['c2', 'user', 'active'],
  loner: [null, null, 'active'],
} as const satisfies Record<string, readonly [string | null, Role | null, UserStatus]>;
export type Person = keyof typeof PEOPLE;

export const PASSWORD = 'secret-1';

export async function makeWorld(
  options: {
    people?: readonly Person[];
    docs?: (store: MemoryDocStore) => DocStore;
    random?: RandomSource;
  } = {},
) {
  const clock = new ManualClock(Date.UTC(2026, 2, 1, 9));
  const store = new MemoryDocStore({ clock });
  const identity = new MemoryIdentity({ clock, ids: new SequentialIds('new') });
  const people = options.people ?? (Object.keys(PEOPLE) as Person[]);
  for (const uid of people) {
    const [companyId, role, status] = PEOPLE[uid];
    await identity.createAccount({
      uid,
      email: `${uid}@example.nl`,
      password: PASSWORD,
      displayName: uid,
      disabled: status === 'disabled',
    });
    await store.setDoc(refs.user(uid), {
      name: uid,
      email: `${uid}@example.nl`,
      companyId,
      role,
      status,
      preferredLanguage: 'nl',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    await syncClaims(identity, uid, { companyId, role });
  }
  const docs = options.docs ? options.docs(store) : store;
  const service = createUserAdminService({
    docs,
    identity,
    random: options.random ?? cryptoRandom,
    clock,
  });
  /** The caller as a callable sees it: token claims plus users/{uid}.status. */
  const actor = async (uid: Person | string): Promise<Actor> => {
    const status = (await store.getDoc(refs.user(uid))).data?.status ?? 'disabled';
    return actorFromClaims(uid, identity.peek(uid)?.claims ?? {}, status);
  };
  const userDoc = async (uid: string): Promise<User | undefined> =>
    (await store.getDoc(refs.user(uid))).data;
  return { clock, store, identity, service, actor, userDoc };
}

export async function expectCallableError(
  promise: Promise<unknown>,
  code: CallableError['code'],
  reason?: string,
): Promise<CallableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected a CallableError').toBeInstanceOf(CallableError);
  const callableError = error as CallableError;
  expect({ code: callableError.code, reason: callableError.reason }).toEqual({ code, reason });
  return callableError;
}
