/**
 * IdentityAdmin: what the user-administration service needs of the identity service
 * (Firebase Auth through firebase-admin in functions; an in-memory account store in the demo).
 */
import type { UserClaims } from '../model/user';

export interface NewAccount {
  readonly uid?: string;
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
  readonly disabled?: boolean;
}

export interface AccountRecord {
  readonly uid: string;
  readonly email: string;
  readonly displayName: string | null;
  readonly disabled: boolean;
  readonly claims: UserClaims;
}

export type IdentityErrorCode =
  'email-already-exists' | 'user-not-found' | 'invalid-password' | 'invalid-email';

export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export interface IdentityAdmin {
  /** Creates the account; fails with 'email-already-exists'. Returns the uid. */
  createAccount(account: NewAccount): Promise<string>;
  getAccount(uid: string): Promise<AccountRecord | null>;
  deleteAccount(uid: string): Promise<void>;
  setPassword(uid: string, password: string): Promise<void>;
  setDisplayName(uid: string, displayName: string): Promise<void>;
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /** Replaces the custom claims (the whole set, as Firebase does). */
  setClaims(uid: string, claims: UserClaims): Promise<void>;
  /** Ends every session of the account: refresh tokens stop working. */
  revokeSessions(uid: string): Promise<void>;
}

/** Random source for generated passwords; injected so tests are deterministic. */
export interface RandomSource {
  /** `length` uniformly random bytes. */
  bytes(length: number): Uint8Array;
}
