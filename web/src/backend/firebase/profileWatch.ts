/**
 * The signed-in user's own users/{uid} document, watched live: its `status` (rules and the
 * session both follow it, because an ID token outlives a disable by up to an hour), its
 * `preferredLanguage`, and the `claimsUpdatedAt` marker the functions' users trigger stamps after
 * changing the account's custom claims, so the client can fetch a fresh ID token (with the new
 * role or company) at once instead of within the hour.
 */
import {
  type DocStore,
  DocStoreError,
  type Locale,
  Timestamp,
  type Unsubscribe,
  type UserStatus,
  docRef,
  isDocumentId,
  isLocale,
} from '@tender/core';

/**
 * users/{uid}, as core's `refs.user` builds it. Written out here because `refs` is one object of
 * every path in the model, and this module is on the sign-in page's boot path (bench/README.md).
 */
function userPath(uid: string): string {
  if (!isDocumentId(uid)) throw new TypeError(`Invalid id '${uid}'`);
  return `users/${uid}`;
}

export type ProfileState =
  | {
      readonly kind: 'profile';
      /** Null when the document is missing or its status is not a known value. */
      readonly status: UserStatus | null;
      readonly preferredLanguage: Locale | null;
      /** ms of the last claims change the functions recorded; null when never. */
      readonly claimsUpdatedAt: number | null;
    }
  /** The rules refuse the read: the account is not active (or has no users document). */
  | { readonly kind: 'denied' };

export interface ProfileWatchOptions {
  /**
   * A refusal right after sign-in can be a listen that raced the new token; it is retried once
   * after this delay before it counts.
   */
  readonly retryMs?: number;
}

/** The fields of users/{uid} this watch reads; the marker is written by functions only. */
type ProfileDoc = {
  status?: unknown;
  preferredLanguage?: unknown;
  claimsUpdatedAt?: unknown;
};

export function readProfile(data: ProfileDoc | undefined): ProfileState {
  const status = data?.status;
  const marker = data?.claimsUpdatedAt;
  return {
    kind: 'profile',
    status: status === 'active' || status === 'disabled' ? status : null,
    preferredLanguage: isLocale(data?.preferredLanguage) ? data.preferredLanguage : null,
    claimsUpdatedAt: marker instanceof Timestamp ? marker.toMillis() : null,
  };
}

export function watchProfile(
  docs: DocStore,
  uid: string,
  onChange: (state: ProfileState) => void,
  { retryMs = 1_000 }: ProfileWatchOptions = {},
): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe = () => undefined;
  let retried = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const listen = () => {
    stop = docs.onDocSnapshot(
      docRef<ProfileDoc>(userPath(uid)),
      (snap) => {
        retried = false;
        if (!stopped) onChange(readProfile(snap.data as ProfileDoc | undefined));
      },
      (error) => {
        if (stopped) return;
        const denied = error instanceof DocStoreError && error.code === 'permission-denied';
        if (denied && !retried) {
          retried = true;
          timer = setTimeout(() => {
            if (!stopped) listen();
          }, retryMs);
          return;
        }
        if (denied) onChange({ kind: 'denied' });
        else console.warn(`Could not watch users/${uid}; its status is not followed.`, error);
      },
    );
  };
  listen();

  return () => {
    stopped = true;
    clearTimeout(timer);
    stop();
  };
}
