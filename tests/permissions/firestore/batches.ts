/** Firestore batch cases: several writes committed together, allowed or refused as a whole. */
import { A, type ActorName, COMPANY_A, uidOf } from '../actors';
import type { Expect } from '../expect';
import { docData, kbDocData, newProjectData } from './writeData';

/** One write of a batch: create = set, update = update with top-level fields, delete. */
export interface FirestoreWrite {
  readonly op: 'create' | 'update' | 'delete';
  readonly path: string;
  readonly data?: Record<string, unknown>;
}

/**
 * Batches (review M5). Runner contract: the writes are committed in one batch, which is allowed
 * or refused as a whole. The rules judge each written document once, on the result of all the
 * batch's writes to it (resource = before the batch, request.resource = after it), and get() sees
 * every other document as it was BEFORE the batch. The demo must do the same.
 */
export interface FirestoreBatchCase {
  readonly actor: ActorName;
  readonly writes: readonly FirestoreWrite[];
  readonly expect: Expect;
  readonly note: string;
}

export const FIRESTORE_BATCH_CASES: readonly FirestoreBatchCase[] = [
  {
    actor: 'userA',
    writes: [
      { op: 'create', path: `${A}/projects/p-batch`, data: newProjectData(uidOf('userA')) },
      {
        op: 'create',
        path: `${A}/projects/p-batch/documents/d-batch`,
        data: docData(COMPANY_A, 'p-batch', 'd-batch', uidOf('userA')),
      },
    ],
    expect: 'deny',
    note: 'a new project and its first document: the project does not exist before the batch',
  },
  {
    actor: 'managerA',
    writes: [
      { op: 'update', path: `${A}/knowledgeBases/kb-open`, data: { locked: true } },
      {
        op: 'create',
        path: `${A}/knowledgeBases/kb-open/documents/kd-batch`,
        data: kbDocData('kb-open', 'kd-batch', uidOf('managerA')),
      },
    ],
    expect: 'allow',
    note: 'lock a base and add a document: the base is unlocked before the batch',
  },
  {
    actor: 'managerA',
    writes: [
      { op: 'update', path: `${A}/knowledgeBases/kb-locked`, data: { locked: false } },
      {
        op: 'create',
        path: `${A}/knowledgeBases/kb-locked/documents/kd-batch`,
        data: kbDocData('kb-locked', 'kd-batch', uidOf('managerA')),
      },
    ],
    expect: 'deny',
    note: 'unlock a base and add a document: the base is locked before the batch',
  },
  {
    actor: 'userA',
    writes: [
      { op: 'create', path: `${A}/projects/p-batch`, data: newProjectData(uidOf('userA')) },
      { op: 'update', path: `${A}/projects/p-batch`, data: { name: 'Nieuwe brug, fase 2' } },
    ],
    expect: 'allow',
    note: 'create a project and rename it: one document is judged once, on the result (a create)',
  },
  {
    actor: 'userA',
    writes: [
      { op: 'update', path: `users/${uidOf('userA')}/notifications/n1`, data: { read: true } },
      { op: 'update', path: `users/${uidOf('userA')}/notifications/n3`, data: { read: true } },
    ],
    expect: 'allow',
    note: 'Mark all read: one batch over the own unread notifications',
  },
  {
    actor: 'userA',
    writes: [
      { op: 'update', path: `users/${uidOf('userA')}/notifications/n1`, data: { read: true } },
      { op: 'update', path: `users/${uidOf('user2A')}/notifications/n1`, data: { read: true } },
    ],
    expect: 'deny',
    note: 'Mark all read cannot reach another member’s notifications',
  },
];
