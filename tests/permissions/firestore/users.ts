/** Firestore cases: users/{uid} and their notifications. */
import { A, COMPANY_A, COMPANY_B, uidOf } from '../actors';
import { c, type FirestoreCase } from './case';

export const USER_CASES: readonly FirestoreCase[] = [
  // users
  c('userA', 'get', `users/${uidOf('userA')}`, 'allow'),
  c('userA', 'get', `users/${uidOf('adminA')}`, 'allow', {
    note: 'colleagues are visible (owners, recipients)',
  }),
  c('adminB', 'get', `users/${uidOf('userA')}`, 'deny'),
  c('noCompany', 'get', `users/${uidOf('noCompany')}`, 'allow', {
    note: 'own profile before joining a company',
  }),
  c('noCompany', 'get', `users/${uidOf('userA')}`, 'deny'),
  c('disabledA', 'get', `users/${uidOf('disabledA')}`, 'deny'),
  c('userA', 'list', 'users', 'allow', { where: [['companyId', '==', COMPANY_A]] }),
  c('userA', 'list', 'users', 'deny', { note: 'unfiltered list' }),
  c('adminB', 'list', 'users', 'deny', { where: [['companyId', '==', COMPANY_A]] }),
  c('userA', 'update', `users/${uidOf('userA')}`, 'allow', {
    data: { preferredLanguage: 'nl', name: 'Sanne J.' },
  }),
  c('userA', 'update', `users/${uidOf('userA')}`, 'deny', {
    data: { role: 'admin' },
    note: 'no self-promotion',
  }),
  c('userA', 'update', `users/${uidOf('userA')}`, 'deny', { data: { companyId: COMPANY_B } }),
  c('adminA', 'update', `users/${uidOf('userA')}`, 'allow', {
    data: { name: 'Sanne Jansen-de Boer' },
  }),
  c('adminA', 'update', `users/${uidOf('userA')}`, 'deny', {
    data: { status: 'disabled' },
    note: 'through the setStatus callable',
  }),
  c('managerA', 'update', `users/${uidOf('userA')}`, 'deny', { data: { name: 'x' } }),
  c('adminA', 'create', 'users/u-new', 'deny', {
    data: { name: 'x' },
    note: 'through the createUser callable',
  }),
  c('adminA', 'delete', `users/${uidOf('userA')}`, 'deny'),

  // Review H1: the users document, not the (up to an hour old) token, decides role and company.
  c('demotedA', 'update', `users/${uidOf('user2A')}`, 'deny', {
    data: { name: 'Hernoemd' },
    note: 'demoted admin, token still says admin',
  }),
  c('demotedA', 'delete', `${A}/knowledgeBases/kb-open`, 'deny', {
    note: 'demoted admin, token still says admin',
  }),
  c('demotedA', 'update', A, 'deny', {
    data: { writingStyle: 'Overgenomen' },
    note: 'demoted admin, token still says admin',
  }),
  c('demotedA', 'get', `users/${uidOf('demotedA')}`, 'allow', {
    note: 'own profile stays readable, so the client sees claimsUpdatedAt and refreshes',
  }),
  c('movedA', 'get', `${A}/projects/p-own`, 'deny', { note: 'moved to company B' }),
  c('movedA', 'list', `${A}/projects`, 'deny', { note: 'moved to company B' }),
  c('deletedA', 'get', `${A}/projects/p-own`, 'deny', { note: 'users document deleted' }),

  // notifications
  c('userA', 'list', `users/${uidOf('userA')}/notifications`, 'allow'),
  c('adminA', 'list', `users/${uidOf('userA')}/notifications`, 'deny', {
    note: 'private, even for admins',
  }),
  c('userA', 'update', `users/${uidOf('userA')}/notifications/n1`, 'allow', {
    data: { read: true },
  }),
  c('userA', 'update', `users/${uidOf('userA')}/notifications/n1`, 'deny', {
    data: { kind: 'ticketResponse' },
  }),
  c('userA', 'create', `users/${uidOf('userA')}/notifications/n2`, 'deny', {
    data: { read: false },
  }),
  c('userA', 'delete', `users/${uidOf('userA')}/notifications/n1`, 'allow'),
  c('disabledA', 'list', `users/${uidOf('disabledA')}/notifications`, 'deny'),
  c('user2A', 'update', `users/${uidOf('userA')}/notifications/n1`, 'deny', {
    data: { read: true },
    note: 'another member’s notification',
  }),
  c('adminA', 'update', `users/${uidOf('userA')}/notifications/n1`, 'deny', {
    data: { read: true },
    note: 'private, even for admins',
  }),
  c('adminB', 'list', `users/${uidOf('userA')}/notifications`, 'deny', {
    note: 'another company’s user',
  }),
  c('userA', 'update', `users/${uidOf('userA')}/notifications/n1`, 'deny', {
    data: { read: 'yes' },
    note: 'read is a boolean',
  }),
];
