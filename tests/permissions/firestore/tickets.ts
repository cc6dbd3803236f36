/** Firestore cases: support tickets and their responses. */
import { newTicket, newTicketResponse } from '../../../core/src/model/factories';
import { serverTimestamp, Timestamp } from '../../../core/src/ports/values';
import { COMPANY_A, COMPANY_B, uidOf } from '../actors';
import { FIXTURES } from '../fixtures';
import { c, type FirestoreCase } from './case';

/** Review L9: author names must be the author's users/{uid} name. */
const nameOf = (uid: string) => String(FIXTURES[`users/${uid}`]?.name ?? 'Unknown');
const ticketData = (uid: string, companyId: string, extra: Record<string, unknown> = {}) => ({
  ...newTicket(
    { category: 'billing', subject: 'Factuur', description: 'Klopt niet', priority: 'low' },
    { uid, name: nameOf(uid), companyId },
  ),
  ...extra,
});
const responseData = (uid: string, support: boolean, extra: Record<string, unknown> = {}) => ({
  ...newTicketResponse('Dank u', { uid, name: nameOf(uid), support }),
  ...extra,
});

export const TICKET_CASES: readonly FirestoreCase[] = [
  // tickets
  c('userA', 'get', 'tickets/tk-own', 'allow'),
  c('userA', 'get', 'tickets/tk-colleague', 'deny', { note: "a colleague's ticket" }),
  c('adminA', 'get', 'tickets/tk-colleague', 'deny', {
    note: 'tickets are private to their creator',
  }),
  c('support', 'get', 'tickets/tk-b', 'allow'),
  c('userA', 'list', 'tickets', 'allow', {
    where: [
      ['companyId', '==', COMPANY_A],
      ['createdBy', '==', uidOf('userA')],
    ],
  }),
  c('userA', 'list', 'tickets', 'deny', { note: 'unfiltered list' }),
  c('userA', 'list', 'tickets', 'deny', {
    where: [['createdBy', '==', uidOf('userA')]],
    note: 'issue 20: a list names the own company, as a get checks it',
  }),
  c('userA', 'list', 'tickets', 'deny', {
    where: [['companyId', '==', COMPANY_A]],
    note: "the company's tickets are not the caller's",
  }),
  c('adminB', 'list', 'tickets', 'deny', { where: [['createdBy', '==', uidOf('userA')]] }),
  c('adminB', 'list', 'tickets', 'deny', {
    where: [
      ['companyId', '==', COMPANY_A],
      ['createdBy', '==', uidOf('userA')],
    ],
  }),
  // Issue 20: moved to company B, the old company's tickets are out of reach, listed or got.
  c('transferredB', 'list', 'tickets', 'deny', {
    where: [['createdBy', '==', uidOf('transferredB')]],
    note: 'issue 20: without the company the list reached company A',
  }),
  c('transferredB', 'list', 'tickets', 'deny', {
    where: [
      ['companyId', '==', COMPANY_A],
      ['createdBy', '==', uidOf('transferredB')],
    ],
    note: 'the old company',
  }),
  c('transferredB', 'list', 'tickets', 'allow', {
    where: [
      ['companyId', '==', COMPANY_B],
      ['createdBy', '==', uidOf('transferredB')],
    ],
    note: 'their tickets of the company they are in now',
  }),
  c('transferredB', 'get', 'tickets/tk-transferred', 'deny', { note: 'the old company' }),
  c('support', 'list', 'tickets', 'allow'),
  c('userA', 'create', 'tickets/tk-new', 'allow', { data: ticketData(uidOf('userA'), COMPANY_A) }),
  c('userA', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('userA'), COMPANY_B),
    note: 'companyId must be the claim',
  }),
  c('userA', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('user2A'), COMPANY_A),
    note: 'createdBy must be the caller',
  }),
  c('userA', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('userA'), COMPANY_A, { priority: 'urgent' }),
  }),
  c('noCompany', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('noCompany'), COMPANY_A),
  }),
  c('userA', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('userA'), COMPANY_A, { createdByName: 'Support Team' }),
    note: 'createdByName is the users document name (review L9)',
  }),
  c('support', 'get', 'tickets/tk-missing', 'deny', {
    note: 'no such ticket (review L16)',
  }),
  c('userA', 'update', 'tickets/tk-own', 'allow', {
    data: { status: 'closed' },
    note: 'close from the detail',
  }),
  c('userA', 'update', 'tickets/tk-own-closed', 'allow', {
    data: { status: 'open' },
    note: 'reopen',
  }),
  c('userA', 'update', 'tickets/tk-own', 'deny', {
    data: { status: 'inProgress' },
    note: 'support works tickets',
  }),
  c('userA', 'update', 'tickets/tk-own', 'deny', { data: { subject: 'Anders' } }),
  c('user2A', 'update', 'tickets/tk-own', 'deny', { data: { status: 'closed' } }),
  c('support', 'update', 'tickets/tk-b', 'allow', { data: { status: 'inProgress' } }),
  c('support', 'update', 'tickets/tk-own-closed', 'deny', {
    data: { status: 'pending' },
    note: 'no such transition',
  }),
  c('userA', 'delete', 'tickets/tk-own', 'deny'),
  // What the Help page writes, and the fields only functions keep (services/tickets).
  c('support', 'update', 'tickets/tk-b', 'allow', {
    data: { status: 'closed', updatedAt: serverTimestamp() },
    note: 'support closes, stamping the activity time',
  }),
  c('userA', 'update', 'tickets/tk-own', 'deny', {
    data: { status: 'closed', responseCount: 5 },
    note: 'responseCount is counted by functions',
  }),
  c('userA', 'update', 'tickets/tk-own', 'deny', {
    data: { status: 'closed', updatedAt: Timestamp.fromMillis(Date.UTC(2020, 0, 1)) },
    note: 'updatedAt only as the server time',
  }),
  c('userA', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('userA'), COMPANY_A, { companyName: 'Support Team B.V.' }),
    note: 'companyName is stamped by functions',
  }),
  c('support', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData('u-support', COMPANY_A),
    note: 'support staff open no tickets (no company)',
  }),

  // ticket responses
  c('userA', 'list', 'tickets/tk-own/responses', 'allow'),
  c('user2A', 'list', 'tickets/tk-own/responses', 'deny'),
  c('support', 'get', 'tickets/tk-own/responses/r1', 'allow'),
  c('userA', 'create', 'tickets/tk-own/responses/r2', 'allow', {
    data: responseData(uidOf('userA'), false),
  }),
  c('userA', 'create', 'tickets/tk-own/responses/r2', 'deny', {
    data: responseData(uidOf('userA'), true),
    note: 'cannot pose as support',
  }),
  c('userA', 'create', 'tickets/tk-own-closed/responses/r2', 'deny', {
    data: responseData(uidOf('userA'), false),
    note: 'closed tickets take no replies',
  }),
  c('support', 'create', 'tickets/tk-b/responses/r2', 'allow', {
    data: responseData('u-support', true),
  }),
  c('adminB', 'create', 'tickets/tk-own/responses/r2', 'deny', {
    data: responseData(uidOf('adminB'), false),
  }),
  c('userA', 'create', 'tickets/tk-own/responses/r2', 'deny', {
    data: responseData(uidOf('userA'), false, { authorName: 'Support Team' }),
    note: 'authorName is the users document name (review L9)',
  }),
  c('userA', 'update', 'tickets/tk-own/responses/r1', 'deny', { data: { text: 'x' } }),
  c('userA', 'create', 'tickets/tk-own/responses/r2', 'deny', {
    data: responseData(uidOf('userA'), false, { countedAt: serverTimestamp() }),
    note: 'countedAt is the functions’ ledger',
  }),
  c('support', 'update', 'tickets/tk-own/responses/r1', 'deny', {
    data: { mailedAt: serverTimestamp() },
    note: 'mailedAt is the functions’ ledger',
  }),
  c('user2A', 'create', 'tickets/tk-own/responses/r2', 'deny', {
    data: responseData(uidOf('user2A'), false),
    note: "a colleague cannot reply to someone else's ticket",
  }),
];
