/** Firestore cases: knowledge bases, their documents, passages (chunks) and fact sheet. */
import { newKnowledgeBase } from '../../../core/src/model/factories';
import { A, uidOf } from '../actors';
import { c, type FirestoreCase } from './case';
import { kbDocData, withoutKey } from './writeData';

const kbData = (uid: string, extra: Record<string, unknown> = {}) => ({
  ...newKnowledgeBase(
    { name: 'Referenties', description: '', category: 'past_tenders', type: 'dynamic' },
    uid,
  ),
  ...extra,
});

export const KNOWLEDGE_BASE_CASES: readonly FirestoreCase[] = [
  // knowledge bases
  c('userA', 'list', `${A}/knowledgeBases`, 'allow'),
  c('adminB', 'get', `${A}/knowledgeBases/kb-open`, 'deny'),
  c('managerA', 'create', `${A}/knowledgeBases/kb-new`, 'allow', {
    data: kbData(uidOf('managerA')),
  }),
  c('userA', 'create', `${A}/knowledgeBases/kb-new`, 'deny', {
    data: kbData(uidOf('userA')),
    note: 'users do not create knowledge bases',
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-new`, 'deny', {
    data: kbData(uidOf('managerA'), { trainingState: 'trained' }),
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-new`, 'deny', {
    data: kbData(uidOf('managerA'), { category: 'gossip' }),
  }),
  c('managerA', 'update', `${A}/knowledgeBases/kb-open`, 'allow', {
    data: { locked: true },
    note: 'lock',
  }),
  c('managerA', 'update', `${A}/knowledgeBases/kb-locked`, 'allow', {
    data: { locked: false },
    note: 'unlock',
  }),
  c('adminA', 'update', `${A}/knowledgeBases/kb-trained`, 'deny', {
    data: { locked: false },
    note: 'training locks permanently',
  }),
  c('userA', 'update', `${A}/knowledgeBases/kb-open`, 'deny', { data: { locked: true } }),
  c('adminA', 'update', `${A}/knowledgeBases/kb-locked`, 'deny', {
    data: { trainingState: 'in_progress' },
    note: 'training starts through the callable',
  }),
  c('adminA', 'delete', `${A}/knowledgeBases/kb-open`, 'allow'),
  c('adminA', 'delete', `${A}/knowledgeBases/kb-locked`, 'deny', {
    note: 'locked cannot be deleted',
  }),
  c('managerA', 'delete', `${A}/knowledgeBases/kb-open`, 'deny', { note: 'admin only' }),
  c('adminB', 'delete', `${A}/knowledgeBases/kb-open`, 'deny'),
  c('userA', 'delete', `${A}/knowledgeBases/kb-open`, 'deny', { note: 'users never delete' }),
  c('userA', 'update', `${A}/knowledgeBases/kb-locked`, 'deny', {
    data: { locked: false },
    note: 'users do not unlock',
  }),
  c('adminA', 'update', `${A}/knowledgeBases/kb-locked`, 'deny', {
    data: { permanentlyLocked: true },
    note: 'only the training callable locks permanently',
  }),
  c('managerA', 'update', `${A}/knowledgeBases/kb-open`, 'deny', {
    data: { documentCount: 5 },
    note: 'the processed count is the processor’s',
  }),
  c('managerA', 'update', `${A}/knowledgeBases/kb-trained`, 'deny', {
    data: { trainingState: 'not_trained' },
    note: 'nobody untrains a base',
  }),
  c('adminA', 'update', `${A}/knowledgeBases/kb-locked`, 'deny', {
    data: { trainingStartedBy: uidOf('adminA') },
    note: 'who started training is recorded by the training callable',
  }),

  // knowledge-base documents
  c('userA', 'get', `${A}/knowledgeBases/kb-open/documents/kd1`, 'allow'),
  c('managerA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'allow', {
    data: kbDocData('kb-open', 'kd9', uidOf('managerA')),
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'allow', {
    data: kbDocData('kb-open', 'kd9', uidOf('managerA'), {
      contentType: 'text/plain',
      name: 'notes.txt',
      storagePath: `${A}/knowledgeBases/kb-open/documents/kd9/original.txt`,
    }),
    note: 'TXT allowed for knowledge bases',
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'deny', {
    data: kbDocData('kb-open', 'kd9', uidOf('managerA'), {
      storagePath: `${A}/knowledgeBases/kb-open/documents/kd9/Profiel bedrijf.pdf`,
    }),
    note: 'the Storage key must be generated, not the file name (issue 20)',
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'deny', {
    data: kbDocData('kb-open', 'kd9', uidOf('managerA'), { contentHash: 'abc' }),
    note: 'content hash is 64 lower-case hex digits (issue 20)',
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'deny', {
    data: withoutKey(kbDocData('kb-open', 'kd9', uidOf('managerA')), 'contentHash'),
    note: 'the content hash is required (issue 20)',
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-locked/documents/kd9`, 'deny', {
    data: kbDocData('kb-locked', 'kd9', uidOf('managerA')),
    note: 'locked: no new documents',
  }),
  c('userA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'deny', {
    data: kbDocData('kb-open', 'kd9', uidOf('userA')),
  }),
  c('managerA', 'update', `${A}/knowledgeBases/kb-open/documents/kd1`, 'deny', {
    data: { status: 'failed' },
  }),
  c('managerA', 'delete', `${A}/knowledgeBases/kb-open/documents/kd1`, 'allow'),
  c('managerA', 'delete', `${A}/knowledgeBases/kb-locked/documents/kd2`, 'deny'),
  c('adminB', 'list', `${A}/knowledgeBases/kb-open/documents`, 'deny'),

  // chunks
  c('userA', 'list', `${A}/knowledgeBases/kb-open/chunks`, 'allow'),
  c('adminA', 'create', `${A}/knowledgeBases/kb-open/chunks/c9`, 'deny', {
    data: { text: 'x' },
    note: 'functions only',
  }),
  c('adminA', 'update', `${A}/knowledgeBases/kb-open/chunks/c1`, 'deny', { data: { text: 'x' } }),
  c('adminB', 'get', `${A}/knowledgeBases/kb-open/chunks/c1`, 'deny'),

  // the fact sheet (issue 7): members read, only the training job writes
  c('userA', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'allow'),
  c('managerA', 'list', `${A}/knowledgeBases/kb-open/factSheet`, 'allow'),
  c('adminA', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'allow'),
  c('adminA', 'update', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny', {
    data: { schemes: ['ISO 9001'] },
    note: 'training job only',
  }),
  c('adminA', 'create', `${A}/knowledgeBases/kb-locked/factSheet/current`, 'deny', {
    data: { schemes: [] },
  }),
  c('managerA', 'delete', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny'),
  c('userA', 'update', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny', {
    data: { chunkCount: 2 },
  }),
  c('adminB', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny'),
  c('adminB', 'list', `${A}/knowledgeBases/kb-open/factSheet`, 'deny'),
  c('disabledA', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny'),
  c('noCompany', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny'),
  c('support', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny'),
];
