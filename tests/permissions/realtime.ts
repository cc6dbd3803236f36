/** Realtime Database cases: progress and chat streams, and the member allow-list they rely on. */
import { type ActorName, ACTORS, COMPANY_A, COMPANY_B } from './actors';
import type { Expect } from './expect';

export interface RealtimeCase {
  readonly actor: ActorName;
  readonly op: 'read' | 'write';
  readonly path: string;
  readonly expect: Expect;
}

/**
 * Realtime Database rules cannot read Firestore, so functions keep an allow-list of the active
 * members of each company at /members/{cid}/{uid} (rtdbPaths.member; review M2): written when a
 * users document makes someone an active member, removed on disable, delete or company change.
 * Here: every active member of the fixtures, the moved user under their new company, and nobody
 * for the disabled and the deleted user.
 */
export const REALTIME_FIXTURES: Readonly<Record<string, unknown>> = {
  [`members/${COMPANY_A}/${ACTORS.adminA.uid}`]: true,
  [`members/${COMPANY_A}/${ACTORS.managerA.uid}`]: true,
  [`members/${COMPANY_A}/${ACTORS.userA.uid}`]: true,
  [`members/${COMPANY_A}/${ACTORS.user2A.uid}`]: true,
  [`members/${COMPANY_A}/${ACTORS.demotedA.uid}`]: true,
  [`members/${COMPANY_B}/${ACTORS.adminB.uid}`]: true,
  [`members/${COMPANY_B}/${ACTORS.movedA.uid}`]: true,
};

export const REALTIME_CASES: readonly RealtimeCase[] = [
  { actor: 'userA', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'allow' },
  {
    actor: 'userA',
    op: 'read',
    path: `progress/${COMPANY_A}/knowledgeBases/kb-open`,
    expect: 'allow',
  },
  { actor: 'user2A', op: 'read', path: `chat/${COMPANY_A}/p-own/s1`, expect: 'allow' },
  { actor: 'adminB', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'adminB', op: 'read', path: `chat/${COMPANY_A}/p-own/s1`, expect: 'deny' },
  { actor: 'disabledA', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'noCompany', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'signedOut', op: 'read', path: `chat/${COMPANY_A}/p-own/s1`, expect: 'deny' },
  { actor: 'adminA', op: 'write', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'userA', op: 'write', path: `chat/${COMPANY_A}/p-own/s1`, expect: 'deny' },
  { actor: 'adminA', op: 'read', path: 'progress', expect: 'deny' },
  // Issue 6: a project document's processing progress.
  {
    actor: 'user2A',
    op: 'read',
    path: `progress/${COMPANY_A}/p-own/documents/d1`,
    expect: 'allow',
  },
  { actor: 'adminB', op: 'read', path: `progress/${COMPANY_A}/p-own/documents/d1`, expect: 'deny' },
  { actor: 'userA', op: 'write', path: `progress/${COMPANY_A}/p-own/documents/d1`, expect: 'deny' },
  {
    actor: 'signedOut',
    op: 'read',
    path: `progress/${COMPANY_A}/p-own/documents/d1`,
    expect: 'deny',
  },
  // Review M2: the allow-list, not the token, decides.
  { actor: 'deletedA', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'deletedA', op: 'read', path: `chat/${COMPANY_A}/p-own/s1`, expect: 'deny' },
  { actor: 'movedA', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'userA', op: 'read', path: `members/${COMPANY_A}`, expect: 'deny' },
];
