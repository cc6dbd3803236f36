/** Firestore cases: a user's rate-limit records (functions only). */
import { uidOf } from '../actors';
import { c, type FirestoreCase } from './case';

export const RATE_LIMIT_CASES: readonly FirestoreCase[] = [
  // A user's rate-limit record (issue 20: match votes): functions only, not even its user.
  c('userA', 'get', `users/${uidOf('userA')}/rateLimits/rateTenderMatch`, 'deny'),
  c('userA', 'list', `users/${uidOf('userA')}/rateLimits`, 'deny'),
  c('userA', 'create', `users/${uidOf('userA')}/rateLimits/rateTenderMatch`, 'deny', {
    data: { hits: [] },
    note: 'a user would empty their own limit',
  }),
  c('userA', 'update', `users/${uidOf('userA')}/rateLimits/rateTenderMatch`, 'deny', {
    data: { hits: [] },
  }),
  c('userA', 'delete', `users/${uidOf('userA')}/rateLimits/rateTenderMatch`, 'deny'),
  c('adminA', 'get', `users/${uidOf('userA')}/rateLimits/rateTenderMatch`, 'deny'),
  c('noCompany', 'get', 'ingestion/ted', 'deny'),
  c('signedOut', 'list', 'ingestion', 'deny'),
];
