/** Storage cases: project and knowledge-base files, rendered visuals and extracted text. */
import { A, type ActorName } from './actors';
import type { Expect } from './expect';
import { DOCX_TYPE } from './fixtures/shared';

export interface StorageCase {
  readonly actor: ActorName;
  readonly op: 'read' | 'write' | 'delete';
  readonly path: string;
  readonly contentType?: string;
  readonly size?: number;
  /** The object is there before the request, so a write would overwrite it (review M1). */
  readonly existing?: boolean;
  readonly expect: Expect;
  readonly note?: string;
}

const DOCX = DOCX_TYPE;

export const STORAGE_CASES: readonly StorageCase[] = [
  {
    actor: 'user2A',
    op: 'read',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'allow',
  },
  {
    actor: 'adminB',
    op: 'read',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'deny',
  },
  {
    actor: 'signedOut',
    op: 'read',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'deny',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-docx/a.docx`,
    contentType: DOCX,
    size: 5000,
    expect: 'allow',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-doc/a.doc`,
    contentType: 'application/msword',
    size: 5000,
    expect: 'allow',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-txt/a.txt`,
    contentType: 'text/plain',
    size: 10,
    expect: 'deny',
    note: 'TXT not for projects',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 26 * 1024 * 1024,
    expect: 'deny',
  },
  {
    actor: 'disabledA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
  },
  {
    actor: 'adminB',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'allow',
    note: 'the file of its own pending record',
  },
  {
    actor: 'user2A',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
    note: "another member's record (review M1)",
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    existing: true,
    expect: 'deny',
    note: 'no overwrite, not even by the uploader (review M1)',
  },
  {
    actor: 'adminA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    contentType: 'application/pdf',
    size: 1000,
    existing: true,
    expect: 'deny',
    note: 'a processed main tender document is never replaced (review M1)',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-none/x.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
    note: 'no document record (review M1)',
  },
  {
    actor: 'adminA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
    note: 'an admin may not upload into a record someone else started (review M1)',
  },
  {
    actor: 'demotedA',
    op: 'read',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'deny',
    note: 'claims disagree with users/{uid} (review H1)',
  },
  {
    actor: 'userA',
    op: 'delete',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'allow',
  },
  {
    actor: 'user2A',
    op: 'delete',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'deny',
  },
  {
    actor: 'userA',
    op: 'delete',
    path: `${A}/projects/p-submitted/documents/ds/S.pdf`,
    expect: 'deny',
    note: 'files of a submitted project are frozen (review L5)',
  },
  {
    actor: 'managerA',
    op: 'write',
    path: `${A}/knowledgeBases/kb-open/documents/kd-up/n.txt`,
    contentType: 'text/plain; charset=utf-8',
    size: 10,
    expect: 'allow',
  },
  {
    actor: 'managerA',
    op: 'write',
    path: `${A}/knowledgeBases/kb-locked/documents/kd9/n.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/knowledgeBases/kb-open/documents/kd9/n.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
  },
  {
    actor: 'managerA',
    op: 'write',
    path: `${A}/knowledgeBases/kb-open/documents/kd9/x.png`,
    contentType: 'image/png',
    size: 10,
    expect: 'deny',
  },
  {
    actor: 'userA',
    op: 'read',
    path: `${A}/knowledgeBases/kb-open/documents/kd1/Profiel.pdf`,
    expect: 'allow',
  },
  { actor: 'user2A', op: 'read', path: `${A}/visuals/v-own/v.svg`, expect: 'allow' },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/visuals/v-own/v.svg`,
    contentType: 'image/svg+xml',
    size: 10,
    expect: 'deny',
    note: 'rendered by functions',
  },
  { actor: 'adminB', op: 'read', path: `${A}/visuals/v-own/v.svg`, expect: 'deny' },
  {
    actor: 'user2A',
    op: 'read',
    path: `${A}/projects/p-own/extracted/d1.json`,
    expect: 'allow',
    note: "a document's text by page, for the viewer (issue 6)",
  },
  { actor: 'adminB', op: 'read', path: `${A}/projects/p-own/extracted/d1.json`, expect: 'deny' },
  {
    actor: 'adminA',
    op: 'write',
    path: `${A}/projects/p-own/extracted/d1.json`,
    contentType: 'application/json',
    size: 10,
    expect: 'deny',
    note: 'written by the document processor only',
  },
  { actor: 'adminA', op: 'delete', path: `${A}/projects/p-own/extracted/d1.json`, expect: 'deny' },
  { actor: 'signedOut', op: 'read', path: `${A}/projects/p-own/extracted/d1.json`, expect: 'deny' },
  { actor: 'disabledA', op: 'read', path: `${A}/projects/p-own/extracted/d1.json`, expect: 'deny' },
  {
    actor: 'adminA',
    op: 'write',
    path: 'elsewhere/file.pdf',
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
  },
];
