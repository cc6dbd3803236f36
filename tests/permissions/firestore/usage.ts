/** Firestore cases: a company's model usage per day. */
import { A } from '../actors';
import { c, type FirestoreCase } from './case';

export const USAGE_CASES: readonly FirestoreCase[] = [
  // model usage (issue 7): functions write with increments; company admins read
  c('adminA', 'get', `${A}/usage/2026-03-01`, 'allow'),
  c('adminA', 'list', `${A}/usage`, 'allow'),
  c('managerA', 'get', `${A}/usage/2026-03-01`, 'deny', { note: 'admins only' }),
  c('userA', 'list', `${A}/usage`, 'deny'),
  c('demotedA', 'get', `${A}/usage/2026-03-01`, 'deny', { note: 'users/{uid} says user' }),
  c('adminB', 'get', `${A}/usage/2026-03-01`, 'deny'),
  c('support', 'get', `${A}/usage/2026-03-01`, 'deny'),
  c('adminA', 'update', `${A}/usage/2026-03-01`, 'deny', {
    data: { costUsd: 0 },
    note: 'resetting the budget is not a client write',
  }),
  c('adminA', 'create', `${A}/usage/2026-03-02`, 'deny', { data: { day: '2026-03-02' } }),
  c('adminA', 'delete', `${A}/usage/2026-03-01`, 'deny'),
];
