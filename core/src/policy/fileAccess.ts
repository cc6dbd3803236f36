/**
 * Storage and Realtime Database access: the decisions of storage.rules and database.rules.json.
 * Storage rules read Firestore (firestore.get): the document record an upload belongs to, the
 * project (owner, status) and the knowledge base (lock) for deletes.
 *
 * Uploads (review M1): the client writes the Firestore document record first (status 'uploaded',
 * its own uid as uploadedBy, the exact storagePath and size), then uploads the file to that path.
 * A file is accepted only for its own pending record, and never over an existing file.
 */
import {
  baseContentType,
  MAX_UPLOAD_BYTES,
  acceptedContentTypes,
  type UploadTarget,
} from '../model/uploads';
import { ALLOW, type Actor, type Decision, deny, isActiveMember } from './actor';
import { type KbFacts, explainKbAction } from './knowledgeBaseLifecycle';
import { explain } from './permissions';
import { isProjectContentEditable } from './projectStatus';
import type { ProjectStatus } from '../model/project';
import type { ReadDoc } from './firestoreRequest';

export type StorageOp = 'read' | 'write' | 'delete';

export interface StorageRequest {
  readonly op: StorageOp;
  readonly path: string;
  /** write: the upload's content type and size in bytes. */
  readonly contentType?: string;
  readonly size?: number;
  /** write: an object is already stored at the path (the write would overwrite it). */
  readonly existing?: boolean;
}

function memberOf(actor: Actor, cid: string): Decision {
  if (!isActiveMember(actor)) return deny('noCompany');
  return actor.companyId === cid ? ALLOW : deny('otherCompany');
}

/** The file is the one its document record announced: the uploader's, pending, same path and size. */
function ownPendingRecord(
  actor: Actor,
  req: StorageRequest,
  record: Record<string, unknown> | undefined,
): boolean {
  return (
    !!record &&
    record.uploadedBy === actor.uid &&
    record.status === 'uploaded' &&
    record.storagePath === req.path &&
    record.size === req.size
  );
}

function uploadOk(target: UploadTarget, req: StorageRequest): boolean {
  return (
    typeof req.size === 'number' &&
    req.size > 0 &&
    req.size <= MAX_UPLOAD_BYTES &&
    acceptedContentTypes(target).includes(baseContentType(req.contentType ?? ''))
  );
}

export function storageAccess(
  actor: Actor | null | undefined,
  req: StorageRequest,
  read: ReadDoc,
): Decision {
  if (!actor) return deny('signedOut');
  if (actor.status !== 'active') return deny('disabled');
  const s = req.path.split('/');
  // companies/{cid}/{projects|knowledgeBases}/{id}/extracted/{did}.json: a document's text by
  // page, written by the document processor (functions), read by members in the viewer (a
  // knowledge-base document's since issues 18, 19: the viewer a citation opens).
  if (
    s[0] === 'companies' &&
    (s[2] === 'projects' || s[2] === 'knowledgeBases') &&
    s[4] === 'extracted' &&
    s.length === 6
  ) {
    if (s.some((x) => x === '')) return deny('role');
    return req.op === 'read' ? memberOf(actor, s[1] as string) : deny('role');
  }
  if (s[0] !== 'companies' || s.length !== 7 || s.some((x) => x === '')) {
    // visuals have one level less: companies/{cid}/visuals/{vid}/{file}
    if (s[0] === 'companies' && s[2] === 'visuals' && s.length === 5) {
      return req.op === 'read' ? memberOf(actor, s[1] as string) : deny('role'); // rendered by functions
    }
    return deny('role');
  }
  const [, cid, area, parentId, documents, did] = s as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (documents !== 'documents') return deny('role');
  if (req.op === 'read') return memberOf(actor, cid);
  const record = read(`companies/${cid}/${area}/${parentId}/documents/${did}`);
  const uploadAllowed = (may: Decision) => {
    if (!may.allowed) return may;
    if (req.existing || !ownPendingRecord(actor, req, record)) return deny('state');
    return may;
  };

  if (area === 'projects') {
    const project = read(`companies/${cid}/projects/${parentId}`);
    if (!project) return memberOf(actor, cid).allowed ? deny('state') : memberOf(actor, cid);
    if (req.op === 'delete') {
      const may = explain(actor, 'project.edit', {
        companyId: cid,
        ownerId: String(project.ownerId),
      });
      // Files of a submitted project are kept with the submission (review L5).
      return may.allowed && !isProjectContentEditable(project.status as ProjectStatus)
        ? deny('state')
        : may;
    }
    const may = uploadAllowed(explain(actor, 'projectDocument.upload', { companyId: cid }));
    return may.allowed && !uploadOk('project', req) ? deny('state') : may;
  }
  if (area === 'knowledgeBases') {
    const kb = read(`companies/${cid}/knowledgeBases/${parentId}`);
    if (!kb) return memberOf(actor, cid).allowed ? deny('state') : memberOf(actor, cid);
    const facts: KbFacts = {
      companyId: cid,
      locked: kb.locked === true,
      permanentlyLocked: kb.permanentlyLocked === true,
      trainingState: kb.trainingState as KbFacts['trainingState'],
    };
    if (req.op === 'delete') return explainKbAction(actor, facts, 'upload');
    // The record could only be created while the base was unlocked; the file that follows it is
    // not checked against the lock again (storage.rules reads at most 2 documents: users + record).
    const upload = uploadAllowed(explain(actor, 'knowledgeBase.upload', { companyId: cid }));
    return upload.allowed && !uploadOk('knowledgeBase', req) ? deny('state') : upload;
  }
  return deny('role');
}

export type RealtimeOp = 'read' | 'write';

/** progress/{cid}/** and chat/{cid}/**: members of cid read; nobody writes from a client. */
export function realtimeAccess(
  actor: Actor | null | undefined,
  req: { readonly op: RealtimeOp; readonly path: string },
): Decision {
  if (!actor) return deny('signedOut');
  if (actor.status !== 'active') return deny('disabled');
  const s = req.path.split('/').filter((x) => x !== '');
  if ((s[0] !== 'progress' && s[0] !== 'chat') || s.length < 2) return deny('role');
  if (req.op === 'write') return deny('role');
  return memberOf(actor, s[1] as string);
}
