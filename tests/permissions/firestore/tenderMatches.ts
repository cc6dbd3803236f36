/**
 * Firestore cases: a company's tender matches (votes, viewed marks and projects from a tender
 * change through functions only).
 */
import { A, uidOf } from '../actors';
import { c, type FirestoreCase } from './case';
import { newProjectData } from './writeData';

export const TENDER_MATCH_CASES: readonly FirestoreCase[] = [
  // tender matches
  c('userA', 'list', `${A}/tenderMatches`, 'allow'),
  c('userA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { viewedBy: [uidOf('userA')] },
    note: 'marked viewed through a callable',
  }),
  c('adminA', 'create', `${A}/tenderMatches/ted-2`, 'deny', { data: { score: 100 } }),
  c('adminB', 'get', `${A}/tenderMatches/ted-1`, 'deny'),
  // Votes (thumbs up/down) and the bid/no-bid indication change only through rateTenderMatch and
  // the match store (issue 9 B): no role writes them on the match, no other company reads them.
  c('userA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { vote: 'up', votedBy: uidOf('userA') },
    note: 'voted through rateTenderMatch',
  }),
  c('managerA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { vote: null, votedBy: null },
    note: 'withdrawn through rateTenderMatch',
  }),
  c('adminA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { bid: { indication: 'bid', reasons: [] }, score: 100 },
    note: 'scored by the match store only',
  }),
  c('managerA', 'get', `${A}/tenderMatches/ted-1`, 'allow'),
  c('adminA', 'list', `${A}/tenderMatches`, 'allow'),
  c('disabledA', 'list', `${A}/tenderMatches`, 'deny'),
  c('adminB', 'list', `${A}/tenderMatches`, 'deny'),
  c('adminB', 'update', `${A}/tenderMatches/ted-1`, 'deny', { data: { vote: 'down' } }),
  c('support', 'list', `${A}/tenderMatches`, 'deny'),
  // Viewed marks are per user and change only through markTenderViewed/resetViewedTenders
  // (issue 9 C): no role clears them, or another member's, by writing the match.
  c('userA', 'get', `${A}/tenderMatches/ted-1`, 'allow'),
  c('managerA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { viewedBy: [] },
    note: 'reset viewed through a callable',
  }),
  c('adminA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { viewedBy: [uidOf('adminA')] },
    note: 'marked viewed through a callable',
  }),
  c('adminA', 'delete', `${A}/tenderMatches/ted-1`, 'deny'),
  c('signedOut', 'list', `${A}/tenderMatches`, 'deny'),
  // A project from a tender (buyer, CPV codes) is made by createProjectFromTender only.
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('userA'), { buyer: 'Gemeente Utrecht', cpvCodes: ['45233140'] }),
    note: 'tender fields are the callable’s',
  }),
];
