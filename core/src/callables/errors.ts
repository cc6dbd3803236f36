/**
 * Errors a callable returns, with Firebase's HttpsError code names so the functions can throw them
 * as they are and the web app can map them to one translated message each.
 */
export type CallableErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'invalid-argument'
  | 'failed-precondition'
  | 'not-found'
  | 'already-exists'
  | 'resource-exhausted'
  | 'unavailable'
  | 'internal';

export class CallableError extends Error {
  constructor(
    readonly code: CallableErrorCode,
    /**
     * An i18n key saying what went wrong in the user's terms (e.g. 'users.errors.lastAdmin');
     * the app shows it when present, else the operation's generic message.
     */
    readonly reason?: string,
    message?: string,
  ) {
    super(message ?? reason ?? code);
    this.name = 'CallableError';
  }
}
