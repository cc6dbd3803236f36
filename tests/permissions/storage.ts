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

/** A file to write: its content type and size in bytes. */
type Upload = Pick<StorageCase, 'contentType' | 'size'>;
const file = (contentType: string, size: number): Upload => ({ contentType, size });
const pdf = (size = 10) => file('application/pdf', size);

/** Each case as the role, the path and the expectation (and why, where it is not plain). */
function request(
  op: 'read' | 'delete',
): (actor: ActorName, path: string, expect: Expect, note?: string) => StorageCase {
  return (actor, path, expect, note) => ({ actor, op, path, expect, ...(note ? { note } : {}) });
}
const read = request('read');
const remove = request('delete');
function upload(existing: boolean) {
  return (actor: ActorName, path: string, what: Upload, expect: Expect, note?: string) =>
    ({
      actor,
      op: 'write',
      path,
      ...what,
      ...(existing ? { existing } : {}),
      expect,
      ...(note ? { note } : {}),
    }) satisfies StorageCase;
}
const write = upload(false);
/** A write onto an object that is already there. */
const overwrite = upload(true);

const DOCUMENTS = `${A}/projects/p-own/documents`;
/** The processed main tender document of project p-own. */
const BESTEK = `${DOCUMENTS}/d1/Bestek.pdf`;
/** The file of userA's pending document record d-pdf. */
const PENDING = `${DOCUMENTS}/d-pdf/a.pdf`;
const KB_OPEN = `${A}/knowledgeBases/kb-open/documents`;
const VISUAL = `${A}/visuals/v-own/v.svg`;
const EXTRACTED = `${A}/projects/p-own/extracted/d1.json`;
/** A knowledge-base document's text by page (issues 18, 19). */
const KB_EXTRACTED = `${A}/knowledgeBases/kb-open/extracted/kd1.json`;

export const STORAGE_CASES: readonly StorageCase[] = [
  read('user2A', BESTEK, 'allow'),
  read('adminB', BESTEK, 'deny'),
  read('signedOut', BESTEK, 'deny'),
  write('userA', `${DOCUMENTS}/d-docx/a.docx`, file(DOCX_TYPE, 5000), 'allow'),
  write('userA', `${DOCUMENTS}/d-doc/a.doc`, file('application/msword', 5000), 'allow'),
  write(
    'userA',
    `${DOCUMENTS}/d-txt/a.txt`,
    file('text/plain', 10),
    'deny',
    'TXT not for projects',
  ),
  write('userA', PENDING, pdf(26 * 1024 * 1024), 'deny'),
  write('disabledA', PENDING, pdf(), 'deny'),
  write('adminB', PENDING, pdf(), 'deny'),
  write('userA', PENDING, pdf(), 'allow', 'the file of its own pending record'),
  write('user2A', PENDING, pdf(), 'deny', "another member's record (review M1)"),
  overwrite('userA', PENDING, pdf(), 'deny', 'no overwrite, not even by the uploader (review M1)'),
  overwrite(
    'adminA',
    BESTEK,
    pdf(1000),
    'deny',
    'a processed main tender document is never replaced (review M1)',
  ),
  write('userA', `${DOCUMENTS}/d-none/x.pdf`, pdf(), 'deny', 'no document record (review M1)'),
  write(
    'adminA',
    PENDING,
    pdf(),
    'deny',
    'an admin may not upload into a record someone else started (review M1)',
  ),
  read('demotedA', BESTEK, 'deny', 'claims disagree with users/{uid} (review H1)'),
  remove('userA', BESTEK, 'allow'),
  remove('user2A', BESTEK, 'deny'),
  remove(
    'userA',
    `${A}/projects/p-submitted/documents/ds/S.pdf`,
    'deny',
    'files of a submitted project are frozen (review L5)',
  ),
  write('managerA', `${KB_OPEN}/kd-up/n.txt`, file('text/plain; charset=utf-8', 10), 'allow'),
  write('managerA', `${A}/knowledgeBases/kb-locked/documents/kd9/n.pdf`, pdf(), 'deny'),
  write('userA', `${KB_OPEN}/kd9/n.pdf`, pdf(), 'deny'),
  write('managerA', `${KB_OPEN}/kd9/x.png`, file('image/png', 10), 'deny'),
  read('userA', `${KB_OPEN}/kd1/Profiel.pdf`, 'allow'),
  read('user2A', VISUAL, 'allow'),
  write('userA', VISUAL, file('image/svg+xml', 10), 'deny', 'rendered by functions'),
  read('adminB', VISUAL, 'deny'),
  read('user2A', EXTRACTED, 'allow', "a document's text by page, for the viewer (issue 6)"),
  read('adminB', EXTRACTED, 'deny'),
  write(
    'adminA',
    EXTRACTED,
    file('application/json', 10),
    'deny',
    'written by the document processor only',
  ),
  remove('adminA', EXTRACTED, 'deny'),
  read('signedOut', EXTRACTED, 'deny'),
  read('disabledA', EXTRACTED, 'deny'),
  read(
    'userA',
    KB_EXTRACTED,
    'allow',
    "a knowledge-base document's text, for the viewer (issue 18)",
  ),
  read('adminB', KB_EXTRACTED, 'deny', "another company's knowledge base"),
  read('signedOut', KB_EXTRACTED, 'deny'),
  read('disabledA', KB_EXTRACTED, 'deny'),
  write(
    'managerA',
    KB_EXTRACTED,
    file('application/json', 10),
    'deny',
    'written by the document processor only',
  ),
  remove('managerA', KB_EXTRACTED, 'deny'),
  write('adminA', 'elsewhere/file.pdf', pdf(), 'deny'),
];
