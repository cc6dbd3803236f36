/** Firestore cases: a project's documents and their passages (chunks). */
import { A, COMPANY_A, COMPANY_B, uidOf } from '../actors';
import { c, type FirestoreCase } from './case';
import { CONTENT_HASH, docData, withoutKey } from './writeData';

export const PROJECT_DOCUMENT_CASES: readonly FirestoreCase[] = [
  // project documents
  c('user2A', 'get', `${A}/projects/p-own/documents/d1`, 'allow'),
  c('adminB', 'list', `${A}/projects/p-own/documents`, 'deny'),
  c('user2A', 'create', `${A}/projects/p-own/documents/d2`, 'allow', {
    data: docData(COMPANY_A, 'p-own', 'd2', uidOf('user2A')),
    note: 'any member uploads',
  }),
  c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), { contentType: 'text/plain' }),
    note: 'TXT not for projects',
  }),
  c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), { size: 26 * 1024 * 1024 }),
    note: 'over 25 MiB',
  }),
  c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), { status: 'processed' }),
    note: 'status is the trigger’s',
  }),
  c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: docData(COMPANY_B, 'p-b', 'd2', uidOf('userA')),
    note: 'storagePath outside the project',
  }),
  c('userA', 'create', `${A}/projects/p-submitted/documents/d2`, 'deny', {
    data: docData(COMPANY_A, 'p-submitted', 'd2', uidOf('userA')),
    note: 'submitted project',
  }),
  c('adminB', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: docData(COMPANY_A, 'p-own', 'd2', uidOf('adminB')),
  }),
  // The Storage key is generated (original.<ext>), and the record carries the file's SHA-256 so
  // that a duplicate can be found (issue 20).
  ...(['original.doc', 'original.docx', 'original.txt'] as const).map((key) =>
    c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'allow', {
      data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), {
        storagePath: `${A}/projects/p-own/documents/d2/${key}`,
      }),
      note: `the generated key ${key}`,
    }),
  ),
  ...['Bijlage.pdf', 'original.exe', 'original.pdf.html', 'original'].map((key) =>
    c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
      data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), {
        storagePath: `${A}/projects/p-own/documents/d2/${key}`,
      }),
      note: `a Storage key that is not generated: ${key}`,
    }),
  ),
  ...['not-a-hash', CONTENT_HASH.toUpperCase(), CONTENT_HASH.slice(1), null].map((contentHash) =>
    c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
      data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), { contentHash }),
      note: `content hash ${String(contentHash).slice(0, 12)}… is not 64 lower-case hex digits`,
    }),
  ),
  c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: withoutKey(docData(COMPANY_A, 'p-own', 'd2', uidOf('userA')), 'contentHash'),
    note: 'the content hash is required',
  }),
  c('userA', 'update', `${A}/projects/p-own/documents/d1`, 'allow', { data: { role: 'annex' } }),
  c('userA', 'update', `${A}/projects/p-own/documents/d1`, 'deny', {
    data: { summary: 'Vervalst' },
  }),
  c('user2A', 'update', `${A}/projects/p-own/documents/d1`, 'deny', {
    data: { role: 'annex' },
    note: 'not the project owner',
  }),
  c('userA', 'delete', `${A}/projects/p-own/documents/d1`, 'allow'),
  c('user2A', 'delete', `${A}/projects/p-own/documents/d1`, 'deny'),

  // project document chunks (issue 6): members read, only the processor writes
  c('user2A', 'list', `${A}/projects/p-own/documents/d1/chunks`, 'allow'),
  c('userA', 'get', `${A}/projects/p-own/documents/d1/chunks/ch1`, 'allow'),
  c('adminB', 'get', `${A}/projects/p-own/documents/d1/chunks/ch1`, 'deny'),
  c('adminB', 'list', `${A}/projects/p-own/documents/d1/chunks`, 'deny'),
  c('disabledA', 'get', `${A}/projects/p-own/documents/d1/chunks/ch1`, 'deny'),
  c('signedOut', 'list', `${A}/projects/p-own/documents/d1/chunks`, 'deny'),
  c('adminA', 'create', `${A}/projects/p-own/documents/d1/chunks/ch2`, 'deny', {
    data: { text: 'x', page: 1, heading: null, order: 1 },
    note: 'written by the document processor only',
  }),
  c('userA', 'update', `${A}/projects/p-own/documents/d1/chunks/ch1`, 'deny', {
    data: { text: 'Vervalst' },
  }),
  c('adminA', 'delete', `${A}/projects/p-own/documents/d1/chunks/ch1`, 'deny'),
];
