/**
 * Storage and Realtime Database access: the decisions of storage.rules and database.rules.json.
 * Storage rules read Firestore (firestore.get) for the project owner and the knowledge-base lock.
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
import type { ReadDoc } from './pathAccess';

export type StorageOp = 'read' | 'write' | 'delete';

export interface StorageRequest {
  readonly op: StorageOp;
  readonly path: string;
  /** write: the upload's content type and size in bytes. */
  readonly contentType?: string;
  readonly size?: number;
}

function memberOf(actor: Actor, cid: string): Decision {
  if (!isActiveMember(actor)) return deny('noCompany');
  return actor.companyId === cid ? ALLOW : deny('otherCompany');
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
  if (s[0] !== 'companies' || s.length !== 7 || s.some((x) => x === '')) {
    // visuals have one level less: companies/{cid}/visuals/{vid}/{file}
    if (s[0] === 'companies' && s[2] === 'visuals' && s.length === 5) {
      return req.op === 'read' ? memberOf(actor, s[1] as string) : deny('role'); // rendered by functions
    }
    return deny('role');
  }
  const [, cid, area, parentId, documents] = s as [
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

  if (area === 'projects') {
    const project = read(`companies/${cid}/projects/${parentId}`);
    if (!project) return memberOf(actor, cid).allowed ? deny('state') : memberOf(actor, cid);
    if (req.op === 'delete')
      return explain(actor, 'project.edit', { companyId: cid, ownerId: String(project.ownerId) });
    const may = explain(actor, 'projectDocument.upload', { companyId: cid });
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
    const may = explainKbAction(actor, facts, 'upload');
    if (req.op === 'delete') return may;
    return may.allowed && !uploadOk('knowledgeBase', req) ? deny('state') : may;
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
