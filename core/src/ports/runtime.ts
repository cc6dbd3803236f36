/** Time and identity come in as ports so that core never reads globals and tests are deterministic. */

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface Ids {
  /** A new unique document id (Firestore-style: 20 characters of [A-Za-z0-9] in production). */
  newId(): string;
}
