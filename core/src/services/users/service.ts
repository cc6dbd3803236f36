/**
 * User administration (issue 3 item 6): the logic of the callables createUser, deleteUser,
 * resetPassword, setRole, setStatus and updateMyAccount, written against ports only. The Cloud
 * Functions wrap it in onCall; the demo backend calls it in the browser. Every method takes the
 * caller (null = signed out) and the untrusted input, validates it with CALLABLE_SCHEMAS and
 * throws CallableError with a reason key from USER_ADMIN_REASONS.
 *
 * Order of effects: the users/{uid} document is the source of truth that rules and the demo read
 * (status, company), so it is written first, in a transaction that holds the last-admin rule;
 * the identity service (account, claims, sessions) follows. Should the identity step fail, the
 * document already says what the admin asked for and the rules enforce it.
 */
import type { CallableName, CallableOutput } from '../../callables/table';
import { refs } from '../../model/paths';
import type { User } from '../../model/user';
import type { Actor } from '../../policy/actor';
import type { DocStore, WriteData } from '../../ports/docStore';
import type { IdentityAdmin, RandomSource } from '../../ports/identity';
import type { Clock } from '../../ports/runtime';
import { serverTimestamp } from '../../ports/values';
import type { Realtime } from '../../ports/realtime';
import { syncClaims } from './claims';
import { syncMembership } from './membership';
import {
  notFound,
  readTarget,
  recheckAdmin,
  refuseSelf,
  requireActiveUser,
  requireAdmin,
  writeTarget,
} from './guards';
import { identityCall, ignoreMissing, unlessOwnColleague } from './identityErrors';
import { generatePassword } from './password';
import { parseInput } from './validate';

export interface UserAdminDeps {
  readonly docs: DocStore;
  readonly identity: IdentityAdmin;
  readonly random: RandomSource;
  /**
   * The Realtime Database, where functions keep the /members allow-list (review M2/M3). Given in
   * functions, so a disable or delete closes progress and chat at once even if the users trigger
   * fails; the demo's realtime view decides from the actor and needs no list.
   */
  readonly realtime?: Realtime;
  /** Accepted for symmetry with the other services; instants are server timestamps here. */
  readonly clock?: Clock;
}

/** The callables this service implements; their names are the method names. */
export const USER_ADMIN_CALLABLES = [
  'createUser',
  'deleteUser',
  'resetPassword',
  'setRole',
  'setStatus',
  'updateMyAccount',
] as const satisfies readonly CallableName[];
export type UserAdminCallable = (typeof USER_ADMIN_CALLABLES)[number];

export type UserAdminService = {
  readonly [N in UserAdminCallable]: (
    actor: Actor | null | undefined,
    input: unknown,
  ) => Promise<CallableOutput<N>>;
};

export function createUserAdminService({
  docs,
  identity,
  random,
  realtime,
}: UserAdminDeps): UserAdminService {
  const members = (
    uid: string,
    previousCompanyId: string | null,
    current: Parameters<typeof syncMembership>[3],
  ) => (realtime ? syncMembership(realtime, uid, previousCompanyId, current) : undefined);
  return {
    async createUser(actor, raw) {
      const admin = requireAdmin(actor, 'user.create');
      const input = parseInput('createUser', raw);
      await recheckAdmin(docs, admin);
      const password = generatePassword(random);
      const uid = await identityCall(() =>
        identity.createAccount({ email: input.email, password, displayName: input.name }),
      ).catch(async (error: unknown) => {
        throw await unlessOwnColleague(docs, admin, input.email, error);
      });
      const user: WriteData<User> = {
        name: input.name,
        email: input.email,
        companyId: admin.companyId,
        role: input.role,
        status: 'active',
        preferredLanguage: input.preferredLanguage,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      };
      try {
        await docs.setDoc(refs.user(uid), user);
        await syncClaims(identity, uid, { companyId: admin.companyId, role: input.role });
        await members(uid, null, {
          companyId: admin.companyId,
          role: input.role,
          status: 'active',
        });
      } catch (error) {
        // An account without its profile (or claims) could sign in to nothing; take it back so the
        // admin can simply try again with the same address.
        await ignoreMissing(() => identity.deleteAccount(uid)).catch(() => undefined);
        await docs.deleteDoc(refs.user(uid)).catch(() => undefined);
        throw error;
      }
      return { uid, password };
    },

    async deleteUser(actor, raw) {
      const admin = requireAdmin(actor, 'user.delete');
      const { uid } = parseInput('deleteUser', raw);
      refuseSelf(admin, uid);
      const before = await writeTarget(docs, admin, uid, {
        removesAdmin: true,
        write: (tx, ref) => tx.delete(ref),
      });
      await members(uid, before.companyId, null);
      await identityCall(() => ignoreMissing(() => identity.deleteAccount(uid)));
      return { ok: true };
    },

    async resetPassword(actor, raw) {
      const admin = requireAdmin(actor, 'user.resetPassword');
      const { uid } = parseInput('resetPassword', raw);
      // Resetting also ends the target's sessions; an admin doing that to themselves would sign
      // themselves out. Their own password is changed in My Account.
      refuseSelf(admin, uid);
      await readTarget(docs, admin, uid);
      const password = generatePassword(random);
      await identityCall(async () => {
        await identity.setPassword(uid, password);
        // Whoever knew the old password is signed out everywhere.
        await identity.revokeSessions(uid);
      });
      return { password };
    },

    async setRole(actor, raw) {
      const admin = requireAdmin(actor, 'user.setRole');
      const { uid, role } = parseInput('setRole', raw);
      if (uid === admin.uid) {
        if (role !== 'admin') refuseSelf(admin, uid);
        return { ok: true }; // an admin "promoting" themselves changes nothing
      }
      const before = await writeTarget(docs, admin, uid, {
        removesAdmin: role !== 'admin',
        write: (tx, ref) => tx.update(ref, { role, updatedAt: serverTimestamp() }),
      });
      await identityCall(() => syncClaims(identity, uid, { ...before, role }));
      return { ok: true };
    },

    async setStatus(actor, raw) {
      const admin = requireAdmin(actor, 'user.setStatus');
      const { uid, status } = parseInput('setStatus', raw);
      if (uid === admin.uid) {
        if (status !== 'active') refuseSelf(admin, uid);
        return { ok: true }; // the caller is active, or they could not be calling
      }
      const disable = status === 'disabled';
      const before = await writeTarget(docs, admin, uid, {
        removesAdmin: disable,
        write: (tx, ref) => tx.update(ref, { status, updatedAt: serverTimestamp() }),
      });
      await members(uid, before.companyId, { ...before, status });
      await identityCall(async () => {
        await identity.setDisabled(uid, disable);
        // Existing sessions end too; the rules' status check covers the ID token's last hour.
        if (disable) await identity.revokeSessions(uid);
      });
      return { ok: true };
    },

    async updateMyAccount(actor, raw) {
      const self = requireActiveUser(actor);
      const { name, preferredLanguage } = parseInput('updateMyAccount', raw);
      const ref = refs.user(self.uid);
      await docs.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) throw notFound();
        tx.update(ref, { name, preferredLanguage, updatedAt: serverTimestamp() });
      });
      await identityCall(() => identity.setDisplayName(self.uid, name));
      return { ok: true };
    },
  };
}
