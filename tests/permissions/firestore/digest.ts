/** Firestore cases: the tender digest ledger and cursors (functions only). */
import { A, uidOf } from '../actors';
import { T0 } from '../fixtures/shared';
import { c, type FirestoreCase } from './case';

export const DIGEST_CASES: readonly FirestoreCase[] = [
  // tender digest ledger and cursors: no client access, not even the recipient or an admin
  c('userA', 'get', `${A}/digestLedger/daily-2026-03-01_${uidOf('userA')}`, 'deny', {
    note: 'own digest entry: functions only',
  }),
  c('adminA', 'list', `${A}/digestLedger`, 'deny'),
  c('managerA', 'create', `${A}/digestLedger/daily-2026-03-02_${uidOf('userA')}`, 'deny', {
    data: { uid: uidOf('userA'), periodKey: 'daily-2026-03-02', state: 'sent' },
    note: 'a client must not mark a digest sent',
  }),
  c('adminA', 'update', `${A}/digestLedger/daily-2026-03-01_${uidOf('userA')}`, 'deny', {
    data: { state: 'failed' },
    note: 'a client must not make a digest be resent',
  }),
  c('adminA', 'delete', `${A}/digestLedger/daily-2026-03-01_${uidOf('userA')}`, 'deny'),
  c('adminB', 'get', `${A}/digestLedger/daily-2026-03-01_${uidOf('userA')}`, 'deny'),
  c('userA', 'get', `${A}/digestCursors/${uidOf('userA')}`, 'deny'),
  c('adminA', 'update', `${A}/digestCursors/${uidOf('userA')}`, 'deny', {
    data: { lastSentWindowEnd: T0 },
  }),
  c('signedOut', 'list', `${A}/digestCursors`, 'deny'),
];
