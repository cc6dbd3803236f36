/**
 * In-memory identity service: IdentityAdmin for the user-administration service, plus what the
 * demo backend's sign-in needs (password check, lookup by email, change events, sessions revoked
 * after a moment, JSON export/import for IndexedDB). Error codes are firebase-admin's.
 *
 * DEMO ONLY: passwords are kept in plain text, in memory and in the exported snapshot (which the
 * demo persists in the browser's IndexedDB). Nothing here protects a real secret; the product's
 * accounts live in Firebase Auth.
 */
import { isEmailAddress } from '../model/valueChecks';
import { PASSWORD_MIN_LENGTH, type UserClaims } from '../model/user';
import {
  type AccountRecord,
  type IdentityAdmin,
  IdentityError,
  type NewAccount,
} from '../ports/identity';
import type { Clock, Ids } from '../ports/runtime';
import { systemClock } from './clock';
import { RandomIds } from './ids';

interface StoredAccount {
  uid: string;
  /** Trimmed and lower-cased, as Firebase Auth stores it. */
  email: string;
  password: string;
  displayName: string | null;
  disabled: boolean;
  claims: UserClaims;
  /** Sessions that started before this instant (ms) are revoked (Firebase's tokensValidAfterTime). */
  validSince: number;
}

/** The JSON form of all accounts (exportSnapshot / importSnapshot). */
export interface IdentitySnapshot {
  readonly format: 'tender-assistant/identity';
  readonly version: 1;
  readonly accounts: readonly StoredAccount[];
}

export type PasswordCheck =
  | { readonly ok: true; readonly account: AccountRecord }
  | { readonly ok: false; readonly code: 'invalid-credential' | 'user-disabled' };

export interface MemoryIdentityOptions {
  /** Time of session revocation; the system clock by default. */
  readonly clock?: Clock;
  /** Uids for accounts created without one; random 20-character ids by default. */
  readonly ids?: Ids;
}

export type IdentityListener = (uid: string) => void;

const normalise = (email: string) => email.trim().toLowerCase();

export class MemoryIdentity implements IdentityAdmin {
  private readonly accounts = new Map<string, StoredAccount>();
  private readonly listeners = new Set<IdentityListener>();
  private readonly clock: Clock;
  private readonly ids: Ids;

  constructor(options: MemoryIdentityOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.ids = options.ids ?? new RandomIds();
  }

  // ---- IdentityAdmin -----------------------------------------------------------------------

  async createAccount(account: NewAccount): Promise<string> {
    const email = normalise(account.email);
    if (!isEmailAddress(email)) throw new IdentityError('invalid-email');
    checkPassword(account.password);
    if (this.findStored(email)) throw new IdentityError('email-already-exists');
    const uid = account.uid ?? this.ids.newId();
    // Firebase answers 'uid-already-exists'; only seeds pass uids, so this is a programming error.
    if (this.accounts.has(uid)) throw new TypeError(`Account ${uid} already exists`);
    this.accounts.set(uid, {
      uid,
      email,
      password: account.password,
      displayName: account.displayName,
      disabled: account.disabled ?? false,
      claims: {},
      validSince: 0,
    });
    this.emit(uid);
    return uid;
  }

  async getAccount(uid: string): Promise<AccountRecord | null> {
    return this.peek(uid);
  }

  async deleteAccount(uid: string): Promise<void> {
    this.require(uid);
    this.accounts.delete(uid);
    this.emit(uid);
  }

  async setPassword(uid: string, password: string): Promise<void> {
    const account = this.require(uid);
    checkPassword(password);
    account.password = password;
    this.emit(uid);
  }

  async setDisplayName(uid: string, displayName: string): Promise<void> {
    this.require(uid).displayName = displayName;
    this.emit(uid);
  }

  async setDisabled(uid: string, disabled: boolean): Promise<void> {
    this.require(uid).disabled = disabled;
    this.emit(uid);
  }

  async setClaims(uid: string, claims: UserClaims): Promise<void> {
    this.require(uid).claims = { ...claims };
    this.emit(uid);
  }

  async revokeSessions(uid: string): Promise<void> {
    this.require(uid).validSince = this.clock.now();
    this.emit(uid);
  }

  // ---- what the demo sign-in needs ---------------------------------------------------------

  /** The account right now (synchronous: the demo derives its session from it on every change). */
  peek(uid: string): AccountRecord | null {
    const account = this.accounts.get(uid);
    return account ? toRecord(account) : null;
  }

  findByEmail(email: string): AccountRecord | null {
    const account = this.findStored(normalise(email));
    return account ? toRecord(account) : null;
  }

  /**
   * Checks a password sign-in. A wrong password and an unknown address share one code (no account
   * enumeration); 'user-disabled' is only told to someone who knows the password, as Firebase does.
   */
  verifyPassword(email: string, password: string): PasswordCheck {
    const account = this.findStored(normalise(email));
    if (!account || account.password !== password) return { ok: false, code: 'invalid-credential' };
    if (account.disabled) return { ok: false, code: 'user-disabled' };
    return { ok: true, account: toRecord(account) };
  }

  /** Sessions begun before this instant (ms) are revoked; null when the account does not exist. */
  sessionsValidSince(uid: string): number | null {
    return this.accounts.get(uid)?.validSince ?? null;
  }

  /** Called with the uid after every change to an account (including create and delete). */
  onChange(listener: IdentityListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  exportSnapshot(): IdentitySnapshot {
    const accounts = [...this.accounts.values()]
      .sort((a, b) => a.uid.localeCompare(b.uid))
      .map((a) => ({ ...a, claims: { ...a.claims } }));
    return { format: 'tender-assistant/identity', version: 1, accounts };
  }

  /** Replaces every account; listeners hear about each uid that existed before or after. */
  importSnapshot(snapshot: IdentitySnapshot): void {
    if (snapshot.format !== 'tender-assistant/identity' || snapshot.version !== 1) {
      throw new TypeError('Not an identity snapshot (format/version)');
    }
    const touched = new Set(this.accounts.keys());
    this.accounts.clear();
    for (const a of snapshot.accounts) {
      this.accounts.set(a.uid, { ...a, email: normalise(a.email), claims: { ...a.claims } });
      touched.add(a.uid);
    }
    touched.forEach((uid) => this.emit(uid));
  }

  static fromSnapshot(
    snapshot: IdentitySnapshot,
    options: MemoryIdentityOptions = {},
  ): MemoryIdentity {
    const identity = new MemoryIdentity(options);
    identity.importSnapshot(snapshot);
    return identity;
  }

  // ---- internals ---------------------------------------------------------------------------

  private findStored(email: string): StoredAccount | undefined {
    for (const account of this.accounts.values()) if (account.email === email) return account;
    return undefined;
  }

  private require(uid: string): StoredAccount {
    const account = this.accounts.get(uid);
    if (!account) throw new IdentityError('user-not-found');
    return account;
  }

  private emit(uid: string): void {
    for (const listener of [...this.listeners]) listener(uid);
  }
}

/** firebase-admin refuses passwords shorter than six characters. */
function checkPassword(password: string): void {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
    throw new IdentityError('invalid-password');
  }
}

function toRecord(account: StoredAccount): AccountRecord {
  return Object.freeze({
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    disabled: account.disabled,
    claims: Object.freeze({ ...account.claims }),
  });
}
