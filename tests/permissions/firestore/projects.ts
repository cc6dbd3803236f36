/** Firestore cases: companies/{cid}/projects/{pid} (create, status, owner changes, delete). */
import { A, uidOf } from '../actors';
import { T0 } from '../fixtures/shared';
import { c, type FirestoreCase } from './case';
import { newProjectData } from './writeData';

export const PROJECT_CASES: readonly FirestoreCase[] = [
  // projects
  c('userA', 'get', `${A}/projects/p-other`, 'allow', { note: 'read anything of own company' }),
  c('userA', 'list', `${A}/projects`, 'allow'),
  c('adminB', 'get', `${A}/projects/p-own`, 'deny'),
  c('adminB', 'list', `${A}/projects`, 'deny'),
  c('disabledA', 'list', `${A}/projects`, 'deny'),
  c('noCompany', 'list', `${A}/projects`, 'deny'),
  c('signedOut', 'get', `${A}/projects/p-own`, 'deny'),
  c('userA', 'create', `${A}/projects/p-new`, 'allow', { data: newProjectData(uidOf('userA')) }),
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('user2A')),
    note: 'owner must be the creator',
  }),
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('userA'), { status: 'submitted' }),
    note: 'starts as draft',
  }),
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('userA'), { name: '  ' }),
    note: 'Project name cannot be empty',
  }),
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('userA'), { createdAt: T0 }),
    note: 'createdAt must be the server time',
  }),
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('userA'), { extra: true }),
    note: 'no unknown fields',
  }),
  c('adminB', 'create', `${A}/projects/p-new`, 'deny', { data: newProjectData(uidOf('adminB')) }),
  c('userA', 'update', `${A}/projects/p-own`, 'allow', {
    data: { name: 'Renovatie stadhuis fase 2' },
    note: 'owner',
  }),
  c('userA', 'update', `${A}/projects/p-other`, 'deny', {
    data: { name: 'Niet van mij' },
    note: 'user, not owner',
  }),
  c('managerA', 'update', `${A}/projects/p-other`, 'allow', { data: { name: 'Door manager' } }),
  c('userA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { createdBy: uidOf('user2A') },
    note: 'createdBy is immutable',
  }),
  c('userA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('user2A') },
    note: 'only managers reassign',
  }),
  c('managerA', 'update', `${A}/projects/p-own`, 'allow', { data: { ownerId: uidOf('user2A') } }),
  c('adminA', 'update', `${A}/projects/p-other`, 'allow', {
    data: { ownerId: uidOf('managerA') },
    note: 'to another active member',
  }),
  // Issue 20: the new owner must be an active member of this company (they get its notifications).
  c('managerA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('adminB') },
    note: "issue 20: another company's user",
  }),
  c('managerA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('transferredB') },
    note: 'issue 20: moved to another company',
  }),
  c('managerA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('disabledA') },
    note: 'issue 20: a disabled colleague',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: 'u-nobody' },
    note: 'issue 20: no such user',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('noCompany') },
    note: 'issue 20: a user without a company',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('support') },
    note: 'issue 20: support staff are no member',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: {
      draftJob: {
        jobId: 'j1',
        requestedBy: uidOf('adminA'),
        startedAt: T0,
        deadlineAt: T0,
        knowledgeBaseIds: null,
        claimedAt: null,
      },
    },
    note: "the draft-generation lock is the server's (generateDraft)",
  }),
  c('userA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { draftPlanEdits: { dropped: [], added: [{ section: 'Plan', text: 'Eis' }] } },
    note: "the plan's edits are the server's (editDraftPlan, issue 19)",
  }),
  c('userA', 'update', `${A}/projects/p-own`, 'allow', {
    data: { status: 'review' },
    note: 'in_progress → review by owner',
  }),
  c('userA', 'update', `${A}/projects/p-review`, 'deny', {
    data: { status: 'submitted' },
    note: 'submission is for managers',
  }),
  c('managerA', 'update', `${A}/projects/p-review`, 'allow', { data: { status: 'submitted' } }),
  c('adminA', 'update', `${A}/projects/p-other`, 'deny', {
    data: { status: 'published' },
    note: 'draft → published is no transition',
  }),
  c('adminA', 'update', `${A}/projects/p-submitted`, 'deny', {
    data: { name: 'Te laat' },
    note: 'content frozen after submission',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { websiteChangedAt: T0 },
    note: 'the website scraper flags a change (issue 6)',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { tenderChangedAt: T0 },
    note: 'ingestion flags a changed tender (issue 9)',
  }),
  c('userA', 'delete', `${A}/projects/p-own`, 'allow', { note: 'owner, in progress' }),
  c('userA', 'delete', `${A}/projects/p-review`, 'allow', { note: 'owner, in review' }),
  c('userA', 'delete', `${A}/projects/p-other`, 'deny'),
  c('adminA', 'delete', `${A}/projects/p-other`, 'allow'),
  c('adminB', 'delete', `${A}/projects/p-other`, 'deny'),
  // Issue 20: a submitted bid is kept from its owner; admins and managers may still delete it.
  c('userA', 'delete', `${A}/projects/p-submitted`, 'deny', {
    note: 'issue 20: owner, but submitted',
  }),
  c('managerA', 'delete', `${A}/projects/p-submitted`, 'allow', { note: 'a manager' }),
  c('adminA', 'delete', `${A}/projects/p-submitted`, 'allow'),
  c('user2A', 'delete', `${A}/projects/p-submitted`, 'deny', { note: 'not the owner' }),
  c('adminB', 'delete', `${A}/projects/p-submitted`, 'deny'),
];
