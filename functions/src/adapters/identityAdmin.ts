/**
 * IdentityAdmin over firebase-admin Auth (core/src/ports/identity.ts): accounts, passwords, custom
 * claims and session revocation for the user-administration service. Auth errors the service
 * understands become IdentityErrors; anything else is rethrown as it is.
 */
import {
  type AccountRecord,
  type IdentityAdmin,
  IdentityError,
  type IdentityErrorCode,
  type NewAccount,
  type UserClaims,
} from '@tender/core';
import type { Auth } from 'firebase-admin/auth';

const CODES: Readonly<Record<string, IdentityErrorCode>> = {
  'auth/email-already-exists': 'email-already-exists',
  'auth/user-not-found': 'user-not-found',
  'auth/invalid-password': 'invalid-password',
  'auth/invalid-email': 'invalid-email',
};

/** A firebase-admin FirebaseAuthError as an IdentityError when the port has a name for it. */
export function toIdentityError(error: unknown): unknown {
  if (error instanceof IdentityError) return error;
  const raw =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const code = CODES[raw] ?? CODES[`auth/${raw}`];
  if (!code) return error;
  return new IdentityError(code, error instanceof Error ? error.message : code);
}

async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toIdentityError(error);
  }
}

export class FirebaseIdentityAdmin implements IdentityAdmin {
  constructor(private readonly auth: Auth) {}

  createAccount(account: NewAccount): Promise<string> {
    return mapped(async () => {
      const record = await this.auth.createUser({
        ...(account.uid ? { uid: account.uid } : {}),
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        disabled: account.disabled ?? false,
      });
      return record.uid;
    });
  }

  async getAccount(uid: string): Promise<AccountRecord | null> {
    try {
      const record = await this.auth.getUser(uid);
      return {
        uid: record.uid,
        email: record.email ?? '',
        displayName: record.displayName ?? null,
        disabled: record.disabled,
        // All custom claims as they are, so a comparison sees every one of them.
        claims: { ...(record.customClaims ?? {}) } as UserClaims,
      };
    } catch (error) {
      const mappedError = toIdentityError(error);
      if (mappedError instanceof IdentityError && mappedError.code === 'user-not-found')
        return null;
      throw mappedError;
    }
  }

  deleteAccount(uid: string): Promise<void> {
    return mapped(() => this.auth.deleteUser(uid));
  }

  setPassword(uid: string, password: string): Promise<void> {
    return mapped(async () => {
      await this.auth.updateUser(uid, { password });
    });
  }

  setDisplayName(uid: string, displayName: string): Promise<void> {
    return mapped(async () => {
      await this.auth.updateUser(uid, { displayName });
    });
  }

  setDisabled(uid: string, disabled: boolean): Promise<void> {
    return mapped(async () => {
      await this.auth.updateUser(uid, { disabled });
    });
  }

  setClaims(uid: string, claims: UserClaims): Promise<void> {
    return mapped(() => this.auth.setCustomUserClaims(uid, { ...claims }));
  }

  revokeSessions(uid: string): Promise<void> {
    return mapped(() => this.auth.revokeRefreshTokens(uid));
  }
}
