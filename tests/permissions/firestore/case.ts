/** One Firestore request of the case table and its expected outcome (runner contract: cases.ts). */
import type { ActorName } from '../actors';
import type { Expect } from '../expect';

export interface FirestoreCase {
  readonly actor: ActorName;
  readonly op: 'get' | 'list' | 'create' | 'update' | 'delete';
  readonly path: string;
  readonly data?: Record<string, unknown>;
  readonly where?: readonly (readonly [string, '==', unknown])[];
  readonly expect: Expect;
  /** Why, when it is not obvious from the rest. */
  readonly note?: string;
}

/** A case; `extra` carries its data, where clauses or note. */
export const c = (
  actor: ActorName,
  op: FirestoreCase['op'],
  path: string,
  expect: Expect,
  extra: Partial<FirestoreCase> = {},
): FirestoreCase => ({
  actor,
  op,
  path,
  expect,
  ...extra,
});
