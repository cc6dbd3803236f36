/**
 * THE permission case table: role × tenant × action × path → allow/deny. Data only (no test
 * framework), so that two runners share it:
 *  - core/src/policy/pathAccess.cases.test.ts runs it against the demo backend's enforcement
 *    (core policy) on every `npm test`;
 *  - the emulator tier runs it against firestore.rules / storage.rules / database.rules.json
 *    with @firebase/rules-unit-testing.
 *
 * Runner contract:
 *  - Before each case, FIXTURES are loaded with rules disabled (Timestamp → SDK Timestamp).
 *  - Actors sign in with `claims` (null = signed out); their account status is the `status` of
 *    their users/{uid} fixture, which the rules read (a disabled user keeps a valid token for up
 *    to an hour, so the claim alone cannot be trusted).
 *  - create: setDoc(path, data) with FieldSentinel serverTimestamp() → the SDK's serverTimestamp().
 *  - update: updateDoc(path, data) where data holds top-level fields; the resulting document is
 *    the fixture with those fields replaced.
 *  - list: getDocs(query(collection(path), ...where)), each where being [field, '==', value].
 *
 * Layout (cases.ts only re-exports, so that runners import one module):
 *  - actors.ts: the tenants and the people the cases act as;
 *  - fixtures/: the documents present before every case, one file per area;
 *  - firestore/: one file of cases per collection group (gathered in firestore/index.ts), the
 *    batches, the collections that must be covered, and the data clients write;
 *  - storage.ts, realtime.ts: the Storage and Realtime Database cases.
 *  A new rule gets its allow and deny cases per role and tenant in the file of its area.
 */
export { ACTORS, COMPANY_A, COMPANY_B } from './actors';
export type { ActorName, CaseActor, Claims } from './actors';
export type { Expect } from './expect';
export { FIXTURES } from './fixtures';
export type { FirestoreCase } from './firestore/case';
export {
  FIRESTORE_COLLECTIONS,
  FIRESTORE_FUNCTIONS_ONLY_COLLECTIONS,
} from './firestore/collections';
export { CONTENT_HASH } from './firestore/writeData';
export { FIRESTORE_CASES } from './firestore';
export { FIRESTORE_BATCH_CASES } from './firestore/batches';
export type { FirestoreBatchCase, FirestoreWrite } from './firestore/batches';
export { STORAGE_CASES } from './storage';
export type { StorageCase } from './storage';
export { REALTIME_CASES, REALTIME_FIXTURES } from './realtime';
export type { RealtimeCase } from './realtime';
