/**
 * companies/{cid}/**: the company document, its knowledge bases, visuals, customers, matches and
 * usage; projects and what lies under them are decided in projectPathAccess.ts.
 */
import { type Decision, deny } from './actor';
import { COLLECTION_FIELDS } from './collectionFields';
import type { Data } from './firestoreRequest';
import { type KbFacts, explainKbAction } from './knowledgeBaseLifecycle';
import {
  type Ctx,
  DENY_ROLE,
  adminOf,
  all,
  createValid,
  isRead,
  managerOf,
  member,
  updateValid,
} from './pathAccessChecks';
import { explain } from './permissions';
import { draftVersion, project, projectChild } from './projectPathAccess';

export function companyTree(ctx: Ctx, s: string[]): Decision {
  const cid = s[1] as string;
  const op = ctx.request.op;
  if (s.length === 2) {
    if (op === 'get') return member(ctx, cid);
    if (op === 'update') {
      return all(
        () => managerOf(ctx, cid),
        () => updateValid(ctx, COLLECTION_FIELDS.company),
      );
    }
    return DENY_ROLE; // list, create, delete: functions only
  }
  const collection = s[2];
  const docId = s[3] as string;
  if (s.length === 4) {
    switch (collection) {
      case 'projects':
        return project(ctx, cid, docId);
      case 'knowledgeBases':
        return knowledgeBase(ctx, cid);
      case 'visuals':
        return visual(ctx, cid);
      case 'customers':
        return isRead(op) ? member(ctx, cid) : customer(ctx, cid);
      case 'tenderMatches':
        return isRead(op) ? member(ctx, cid) : DENY_ROLE;
      case 'usage':
        return isRead(op) ? adminOf(ctx, cid) : DENY_ROLE;
    }
  }
  if (s.length === 6 && collection === 'projects')
    return projectChild(ctx, cid, docId, s[4] as string, s[5] as string);
  if (s.length === 6 && collection === 'knowledgeBases')
    return kbChild(ctx, cid, docId, s[4] as string);
  if (s.length === 8 && collection === 'projects' && s[4] === 'drafts' && s[6] === 'versions')
    return draftVersion(ctx, cid, docId, s[7] as string);
  // A project document's chunks (projects/{pid}/documents/{did}/chunks/{id}): the processor's.
  if (s.length === 8 && collection === 'projects' && s[4] === 'documents' && s[6] === 'chunks')
    return isRead(op) ? member(ctx, cid) : DENY_ROLE;
  return DENY_ROLE;
}

function kbFacts(cid: string, data: Data): KbFacts {
  return {
    companyId: cid,
    locked: data.locked === true,
    permanentlyLocked: data.permanentlyLocked === true,
    trainingState: data.trainingState as KbFacts['trainingState'],
  };
}

function knowledgeBase(ctx: Ctx, cid: string): Decision {
  const { op } = ctx.request;
  if (isRead(op)) return member(ctx, cid);
  const { before, after, actor } = ctx;
  if (op === 'create') {
    return all(
      () => explain(actor, 'knowledgeBase.create', { companyId: cid }),
      () => createValid(ctx, COLLECTION_FIELDS.knowledgeBase),
    );
  }
  if (!before) return deny('state');
  const facts = kbFacts(cid, before);
  if (op === 'delete') return explainKbAction(actor, facts, 'delete');
  const lockChange = before.locked !== after?.locked;
  return all(
    () => explain(actor, 'knowledgeBase.edit', facts),
    () => updateValid(ctx, COLLECTION_FIELDS.knowledgeBase),
    () => !lockChange || explainKbAction(actor, facts, after?.locked === true ? 'lock' : 'unlock'),
  );
}

function kbChild(ctx: Ctx, cid: string, kbId: string, collection: string): Decision {
  const { op } = ctx.request;
  if (!['documents', 'chunks', 'factSheet'].includes(collection)) return DENY_ROLE;
  if (isRead(op)) return member(ctx, cid);
  if (collection !== 'documents') return DENY_ROLE; // chunks and the fact sheet: functions only
  const kb = ctx.read(`companies/${cid}/knowledgeBases/${kbId}`);
  if (!kb)
    return all(
      () => member(ctx, cid),
      () => false,
    );
  const facts = kbFacts(cid, kb);
  const { actor } = ctx;
  if (op === 'create') {
    return all(
      () => explainKbAction(actor, facts, 'upload'),
      () => createValid(ctx, COLLECTION_FIELDS.kbDocument),
    );
  }
  // Removing a document changes what a locked base contains, so it follows the upload rule.
  if (op === 'delete') return explainKbAction(actor, facts, 'upload');
  return DENY_ROLE; // status and chunks are the processing trigger's
}

function visual(ctx: Ctx, cid: string): Decision {
  const { op } = ctx.request;
  if (isRead(op)) return member(ctx, cid);
  const { before, actor } = ctx;
  if (op === 'create') {
    return all(
      () => explain(actor, 'visual.create', { companyId: cid }),
      () => createValid(ctx, COLLECTION_FIELDS.visual),
    );
  }
  if (!before) return deny('state');
  const facts = { companyId: cid, createdBy: String(before.createdBy) };
  if (op === 'delete') return explain(actor, 'visual.delete', facts);
  return all(
    () => explain(actor, 'visual.edit', facts),
    () => updateValid(ctx, COLLECTION_FIELDS.visual),
  );
}

function customer(ctx: Ctx, cid: string): Decision {
  const { op } = ctx.request;
  if (op === 'delete') return managerOf(ctx, cid);
  if (op === 'create') {
    return all(
      () => managerOf(ctx, cid),
      () => createValid(ctx, COLLECTION_FIELDS.customer),
    );
  }
  return all(
    () => managerOf(ctx, cid),
    () => updateValid(ctx, COLLECTION_FIELDS.customer),
  );
}
