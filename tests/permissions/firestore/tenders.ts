/** Firestore cases: public tenders, and the ingestion cursors of their sources (functions only). */
import { T0 } from '../fixtures/shared';
import { c, type FirestoreCase } from './case';

export const TENDER_CASES: readonly FirestoreCase[] = [
  // tenders
  c('userA', 'get', 'tenders/ted-1', 'allow'),
  c('adminB', 'list', 'tenders', 'allow', { note: 'tenders are public to every member' }),
  c('noCompany', 'get', 'tenders/ted-1', 'deny'),
  c('disabledA', 'list', 'tenders', 'deny'),
  c('signedOut', 'get', 'tenders/ted-1', 'deny'),
  c('adminA', 'create', 'tenders/ted-9', 'deny', { data: { title: 'x' } }),
  c('adminA', 'update', 'tenders/ted-1', 'deny', { data: { title: 'x' } }),

  // ingestion cursors: no client access, not even an admin or support
  c('adminA', 'get', 'ingestion/ted', 'deny', { note: 'functions only' }),
  c('userA', 'list', 'ingestion', 'deny'),
  c('support', 'get', 'ingestion/ted', 'deny'),
  c('adminB', 'update', 'ingestion/ted', 'deny', {
    data: { pageCursor: null },
    note: 'a client must not move the cursor',
  }),
  c('managerA', 'create', 'ingestion/tenderned', 'deny', {
    data: { source: 'tenderned', since: T0 },
  }),
  c('adminA', 'delete', 'ingestion/ted', 'deny'),
];
