import type {
  CallableInput,
  CallableName,
  CallableOutput,
  DocStore,
  Locale,
  Role,
  UserStatus,
} from '@tender/core';

export type Unsubscribe = () => void;

/** The identity service error codes of spec §8 (plus the few sign-up needs), without the `auth/` prefix. */
export const AUTH_ERROR_CODES = [
  'wrong-password',
  'user-not-found',
  'email-already-in-use',
  'invalid-credential',
  'invalid-email',
  'weak-password',
  'too-many-requests',
  'user-disabled',
  'network-request-failed',
  'requires-recent-login',
  'popup-closed-by-user',
  'invalid-action-code',
  'operation-not-allowed',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number] | 'unknown';

/** Every backend throws this from auth calls, so the UI can show one translated message per code. */
export class AuthError extends Error {
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'AuthError';
    this.code = code;
  }
}

export function toAuthErrorCode(raw: unknown): AuthErrorCode {
  const code = typeof raw === 'string' ? raw.replace(/^auth\//, '') : '';
  return (AUTH_ERROR_CODES as readonly string[]).includes(code)
    ? (code as AuthErrorCode)
    : 'unknown';
}

export interface SessionUser {
  uid: string;
  email: string;
  displayName: string | null;
}

/** What the tenant/role claims say about the signed-in user (ARCHITECTURE §5). */
export interface Access {
  companyId: string | null;
  role: Role | null;
  status: UserStatus;
  preferredLanguage: Locale | null;
  /** Product support staff (claim `support: true`): no company, they work the Help tickets. */
  support?: boolean;
}

export interface Session {
  user: SessionUser;
  access: Access;
}

/** Password rules of the identity service; minimum length 6 (spec §5), the rest server-set. */
export interface PasswordPolicy {
  minLength: number;
  maxLength?: number;
  requireLowercase?: boolean;
  requireUppercase?: boolean;
  requireNumeric?: boolean;
  requireNonAlphanumeric?: boolean;
}

export interface AuthCapabilities {
  emailLink: boolean;
  google: boolean;
}

export interface AuthApi {
  readonly capabilities: AuthCapabilities;
  /** Calls back once with the restored session (or null) and on every change after. */
  onSessionChange(listener: (session: Session | null) => void): Unsubscribe;
  signInWithPassword(email: string, password: string): Promise<void>;
  signUp(input: { email: string; password: string; name: string }): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Sends a sign-in link that returns to `continueUrl`. */
  sendSignInLink(email: string, continueUrl: string): Promise<void>;
  isSignInLink(url: string): boolean;
  completeSignInLink(email: string, url: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
  getPasswordPolicy(): Promise<PasswordPolicy>;
  /**
   * Changes the signed-in user's password. Rejects with AuthError 'requires-recent-login' when the
   * sign-in is too old; the UI then asks for the current password and calls `reauthenticate`.
   */
  changePassword(newPassword: string): Promise<void>;
  reauthenticate(currentPassword: string): Promise<void>;
}

export type BackendKind = 'demo' | 'firebase';

/** Progress of one upload, reported as bytes arrive at the file store. */
export interface UploadProgress {
  readonly bytesTransferred: number;
  readonly totalBytes: number;
}

/** A running upload: `done` settles when the bytes are stored, rejects on failure or cancel. */
export interface UploadHandle {
  readonly done: Promise<void>;
  /** Stops the upload; `done` then rejects with FilesError 'canceled'. Nothing is left behind. */
  cancel(): void;
}

export type FilesErrorCode =
  'canceled' | 'permission-denied' | 'not-found' | 'quota-exceeded' | 'network' | 'unknown';

export class FilesError extends Error {
  readonly code: FilesErrorCode;
  constructor(code: FilesErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'FilesError';
    this.code = code;
  }
}

/**
 * Files as the signed-in user (Cloud Storage on firebase, checked by storage.rules; memory +
 * IndexedDB on demo, checked by core's fileAccess). Paths are ARCHITECTURE §5's Storage paths.
 */
export interface FilesApi {
  upload(
    path: string,
    data: Blob,
    options: {
      readonly contentType: string;
      readonly customMetadata?: Readonly<Record<string, string>>;
      /** Sent with every download of the file (uploaded documents: attachment + cleaned name). */
      readonly contentDisposition?: string;
      readonly onProgress?: (progress: UploadProgress) => void;
    },
  ): UploadHandle;
  /** A URL the browser can open or download. */
  downloadUrl(path: string): Promise<string>;
  delete(path: string): Promise<void>;
}

/**
 * The Realtime Database as the signed-in user: read-only for clients (functions write progress
 * and chat status codes). `next` gets the current value (null when absent), then every change.
 */
export interface RealtimeApi {
  onValue<T = unknown>(
    path: string,
    next: (value: T | null) => void,
    error?: (error: Error) => void,
  ): Unsubscribe;
}

/** All the UI knows of the server. */
export interface Backend {
  readonly kind: BackendKind;
  readonly auth: AuthApi;
  /**
   * Company data as the signed-in user: the security rules (firebase) or the same policy (demo)
   * decide every read and write; a refused one rejects with DocStoreError 'permission-denied'.
   */
  readonly docs: DocStore;
  /** Server operations (Cloud Functions callables); reject with CallableError. */
  call<N extends CallableName>(name: N, input: CallableInput<N>): Promise<CallableOutput<N>>;
  /** Uploads and downloads (firebase: loaded with the dashboard, not before sign-in). */
  readonly files: FilesApi;
  /** Live progress (document processing, drafts, training, chat status codes). */
  readonly realtime: RealtimeApi;
  /**
   * Starts loading what the first use of docs, files, realtime or call would load, so it is ready
   * by then; the app calls it when idle after a first screen (AuthLayout, DashboardLayout). On
   * firebase it loads the full Firestore SDK, which live listeners wait for after their first
   * state (liteFirstDocStore.ts). Optional.
   */
  preload?(): void;
}
