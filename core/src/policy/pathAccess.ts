/**
 * Firestore path access: the decisions firestore.rules makes, as a pure function. The demo
 * backend enforces it on every client read and write; the permission case table
 * (tests/permissions/cases.ts) runs against it here and against the rules in the emulator tier.
 *
 * Conventions the rules mirror:
 * - Tenant isolation: companies/{cid}/** only for active members of cid (claim + users doc status).
 * - Creates must carry exactly the fields of the entity (see model/factories.ts), stamp
 *   createdBy/uploadedBy/authorId with the caller and createdAt with the server time.
 * - Updates may change only listed fields; createdBy, createdAt, companyId never change.
 * - Functions (admin SDK) bypass all of this; they alone write tenders, tenderMatches, chunks,
 *   chat messages, notifications and users' role/status/companyId.
 */
import { RESERVED_PROJECT_IDS } from '../model/paths';
import { isWebsiteSlotId } from '../model/website';
import { isServerTimestamp } from '../ports/values';
import { ALLOW, type Actor, type Decision, deny, isActiveMember, isActiveSupport } from './actor';
import { COLLECTION_FIELDS, type CollectionFields } from './collectionFields';
import type { FieldEnv } from './fieldChecks';
import { type KbFacts, explainKbAction } from './knowledgeBaseLifecycle';
import { explain } from './permissions';
import {
  explainProjectDelete,
  explainProjectTransition,
  isProjectContentEditable,
} from './projectStatus';
import { explainTicketTransition, ticketAcceptsReplies } from './ticketStatus';
import type { ProjectStatus } from '../model/project';
import { isRole } from '../model/roles';
import type { TicketStatus } from '../model/ticket';

export type FirestoreOp = 'get' | 'list' | 'create' | 'update' | 'delete';
type Data = Record<string, unknown>;

export interface FirestoreRequest {
  readonly op: FirestoreOp;
  /** A document path; for 'list' the collection path. */
  readonly path: string;
  /** create: the new document; update: the whole document after the update (rules' request.resource.data). */
  readonly data?: Data;
  /** list: the query's equality filters, which rules can rely on (e.g. createdBy == uid). */
  readonly where?: readonly (readonly [field: string, op: '==', value: unknown])[];
}

/** Reads a stored document, like get() in rules; undefined when missing. */
export type ReadDoc = (path: string) => Data | undefined;

const DENY_ROLE = deny('role');

/**
 * Documents a decision reads besides the path, its parents and the caller's users/{uid}: the rules'
 * other get()s. An enforcer that fetches before deciding (the demo's guarded store) reads these too.
 */
export function otherReadPaths(request: FirestoreRequest): string[] {
  const s = request.path.split('/');
  const ownerId = request.data?.ownerId;
  // A project update: the new owner's users/{uid} (isActiveMemberUid).
  if (
    request.op === 'update' &&
    s.length === 4 &&
    s[0] === 'companies' &&
    s[2] === 'projects' &&
    typeof ownerId === 'string' &&
    /^[^/]{1,128}$/.test(ownerId)
  )
    return [`users/${ownerId}`];
  return [];
}

/** Decides a Firestore request for an actor (null = signed out). */
export function firestoreAccess(
  actor: Actor | null | undefined,
  request: FirestoreRequest,
  read: ReadDoc,
): Decision {
  if (!actor) return deny('signedOut');
  if (actor.status !== 'active') return deny('disabled');
  const segments = request.path.split('/');
  // A list addresses a collection: give it a placeholder id so collection and document share a pattern.
  const s = request.op === 'list' ? [...segments, '*'] : segments;
  const ctx: Ctx = {
    actor,
    request,
    read,
    before: request.op === 'list' ? undefined : read(request.path),
    after: request.data,
  };

  if (s[0] === 'companies' && s.length >= 2) return companyTree(ctx, s);
  if (s[0] === 'tenders' && s.length === 2) return tenders(ctx);
  if (s[0] === 'tickets' && s.length === 2) return ticket(ctx, s[1] as string);
  if (s[0] === 'tickets' && s[2] === 'responses' && s.length === 4)
    return ticketResponse(ctx, s[1] as string);
  if (s[0] === 'users' && s.length === 2) return user(ctx, s[1] as string);
  if (s[0] === 'users' && s[2] === 'notifications' && s.length === 4)
    return notification(ctx, s[1] as string);
  return DENY_ROLE; // unknown paths: deny by default
}

interface Ctx {
  readonly actor: Actor;
  readonly request: FirestoreRequest;
  readonly read: ReadDoc;
  readonly before: Data | undefined;
  readonly after: Data | undefined;
}

const isRead = (op: FirestoreOp) => op === 'get' || op === 'list';

function member(ctx: Ctx, cid: string): Decision {
  if (!isActiveMember(ctx.actor)) return deny('noCompany');
  return ctx.actor.companyId === cid ? ALLOW : deny('otherCompany');
}

function managerOf(ctx: Ctx, cid: string): Decision {
  const m = member(ctx, cid);
  if (!m.allowed) return m;
  return ctx.actor.role === 'admin' || ctx.actor.role === 'manager' ? ALLOW : DENY_ROLE;
}

/** Model usage (written by functions only) holds spend: company admins read it. */
function adminOf(ctx: Ctx, cid: string): Decision {
  const m = member(ctx, cid);
  if (!m.allowed) return m;
  return ctx.actor.role === 'admin' ? ALLOW : DENY_ROLE;
}

function all(...checks: (() => Decision | boolean)[]): Decision {
  for (const check of checks) {
    const r = check();
    if (r === false) return deny('state');
    if (r !== true && !r.allowed) return r;
  }
  return ALLOW;
}

/** The field names whose values differ between before and after (rules' diff().affectedKeys()). */
export function changedKeys(before: Data | undefined, after: Data | undefined): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) => !sameValue(before?.[k], after?.[k]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (isServerTimestamp(a) || isServerTimestamp(b)) return false;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Data)[k])]),
    );
  }
  return value;
}

/** Only these fields changed (updatedAt may always be stamped with the server time). */
function onlyChanges(ctx: Ctx, allowed: readonly string[]): boolean {
  return changedKeys(ctx.before, ctx.after).every(
    (k) => allowed.includes(k) || (k === 'updatedAt' && isServerTimestamp(ctx.after?.updatedAt)),
  );
}

/** Exactly these keys (rules: keys().hasOnly(...) && keys().hasAll(...)). */
function hasExactly(data: Data | undefined, keys: readonly string[]): boolean {
  if (!data) return false;
  const present = Object.keys(data);
  return present.length === keys.length && keys.every((k) => present.includes(k));
}

function fieldEnv(ctx: Ctx, doc: Data): FieldEnv {
  return {
    uid: ctx.actor.uid,
    companyId: ctx.actor.companyId,
    support: ctx.actor.support === true,
    segments: ctx.request.path.split('/'),
    doc,
    // rules: get(users/{uid}).data.get('name', null)
    profileName: () => profileName(ctx) ?? null,
  };
}

/** A create carries exactly the collection's create fields, each passing its check. */
function createValid(ctx: Ctx, fields: CollectionFields): boolean {
  const { after } = ctx;
  const checks = fields.create ?? {};
  if (!after || !hasExactly(after, Object.keys(checks))) return false;
  const env = fieldEnv(ctx, after);
  return Object.entries(checks).every(([k, check]) => check(after[k], env));
}

/**
 * An update changes only editable fields; each changed one (a deleted one too) and each
 * always-checked one passes its check on the document after the update.
 */
function updateValid(ctx: Ctx, fields: CollectionFields): boolean {
  const editable = fields.editable ?? {};
  if (!onlyChanges(ctx, Object.keys(editable))) return false;
  const after = ctx.after ?? {};
  const changed = changedKeys(ctx.before, after);
  const env = fieldEnv(ctx, after);
  return Object.entries(editable).every(
    ([k, check]) =>
      !(changed.includes(k) || fields.alwaysChecked?.includes(k)) || check(after[k], env),
  );
}

// ---- companies/{cid}/** ------------------------------------------------------------------

function companyTree(ctx: Ctx, s: string[]): Decision {
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

function project(ctx: Ctx, cid: string, pid: string): Decision {
  const { op } = ctx.request;
  if (isRead(op)) return member(ctx, cid);
  const { before, after, actor } = ctx;
  if (op === 'create') {
    return all(
      () => explain(actor, 'project.create', { companyId: cid }),
      () => !RESERVED_PROJECT_IDS.includes(pid),
      () => createValid(ctx, COLLECTION_FIELDS.project),
    );
  }
  if (!before) return deny('state');
  const facts = {
    companyId: cid,
    ownerId: String(before.ownerId),
    status: before.status as ProjectStatus,
  };
  if (op === 'delete') return explainProjectDelete(actor, facts);
  // update
  const statusChanged = before.status !== after?.status;
  const contentChanged = changedKeys(before, after).some(
    (k) => k !== 'status' && k !== 'updatedAt',
  );
  return all(
    () => explain(actor, 'project.edit', facts),
    () => updateValid(ctx, COLLECTION_FIELDS.project),
    // Handing a project to someone else is a manager's call, and only to an active member of the
    // company (issue 20: the new owner hears of the project, in text the manager chose).
    () =>
      before.ownerId === after?.ownerId ||
      ((actor.role === 'admin' || actor.role === 'manager') &&
        isActiveMemberUid(ctx, cid, after?.ownerId)),
    () => !statusChanged || explainProjectTransition(actor, facts, after?.status as ProjectStatus),
    () => !contentChanged || isProjectContentEditable(facts.status),
  );
}

/** users/{uid} of an active member of the company (rules: activeMemberUid, one get()). */
function isActiveMemberUid(ctx: Ctx, cid: string, uid: unknown): boolean {
  if (typeof uid !== 'string' || !/^[^/]{1,128}$/.test(uid)) return false;
  const profile = ctx.read(`users/${uid}`);
  return profile?.status === 'active' && profile.companyId === cid && isRole(profile.role);
}

/** documents, websites, drafts, messages under a project. */
function projectChild(
  ctx: Ctx,
  cid: string,
  pid: string,
  collection: string,
  childId: string,
): Decision {
  const { op } = ctx.request;
  if (!['documents', 'websites', 'drafts', 'messages'].includes(collection)) return DENY_ROLE;
  if (isRead(op)) return member(ctx, cid);
  const parent = ctx.read(`companies/${cid}/projects/${pid}`);
  if (!parent)
    return all(
      () => member(ctx, cid),
      () => false,
    );
  const facts = { companyId: cid, ownerId: String(parent.ownerId) };
  const editable = () => isProjectContentEditable(parent.status as ProjectStatus);
  const { actor } = ctx;
  switch (collection) {
    case 'documents':
      if (op === 'create') {
        return all(
          () => explain(actor, 'projectDocument.upload', facts),
          editable,
          () => createValid(ctx, COLLECTION_FIELDS.projectDocument),
        );
      }
      if (op === 'update') {
        return all(
          () => explain(actor, 'project.edit', facts),
          editable,
          () => updateValid(ctx, COLLECTION_FIELDS.projectDocument),
        );
      }
      return all(() => explain(actor, 'project.edit', facts), editable);
    case 'websites':
      // Like documents and drafts, frozen after submission (review L5).
      if (op === 'create') {
        return all(
          () => explain(actor, 'project.edit', facts),
          editable,
          // One of the project's MAX_WEBSITES_PER_PROJECT slots: no more websites can exist.
          () => isWebsiteSlotId(childId),
          () => createValid(ctx, COLLECTION_FIELDS.website),
        );
      }
      if (op === 'update') {
        return all(
          () => explain(actor, 'project.edit', facts),
          editable,
          () => updateValid(ctx, COLLECTION_FIELDS.website),
        );
      }
      return all(() => explain(actor, 'project.edit', facts), editable);
    case 'drafts':
      // Drafts are generated by functions; people edit and delete them.
      if (op === 'update')
        return all(
          () => explain(actor, 'project.edit', facts),
          editable,
          () => updateValid(ctx, COLLECTION_FIELDS.draft),
          // Revision 0: the generation job is still writing it (DRAFT_GENERATING_REVISION).
          () => Number(ctx.before?.revision) >= 1,
          // A save names the revision it started from (services/drafts/saveDraft.ts).
          () => ctx.after?.revision === Number(ctx.before?.revision) + 1,
          () => isServerTimestamp(ctx.after?.updatedAt),
          // The user marks checklist items (issue 19); the list itself is the job's.
          () => sameLength(ctx.before?.checklist, ctx.after?.checklist),
        );
      // The submitted draft is kept with the submission (review L5).
      if (op === 'delete') return all(() => explain(actor, 'project.edit', facts), editable);
      return DENY_ROLE;
    default:
      return DENY_ROLE; // messages: written by the chat callable
  }
}

/** A list left as it was, or changed item by item (same length): the checklist's marks. */
function sameLength(before: unknown, after: unknown): boolean {
  if (sameValue(before, after)) return true;
  return Array.isArray(before) && Array.isArray(after) && before.length === after.length;
}

/** drafts/{id}/versions/{vid}: editors keep earlier states; nobody changes or deletes one. */
function draftVersion(ctx: Ctx, cid: string, pid: string, vid: string): Decision {
  const { op } = ctx.request;
  if (isRead(op)) return member(ctx, cid);
  if (op !== 'create') return DENY_ROLE; // pruned by the server only
  const parent = ctx.read(`companies/${cid}/projects/${pid}`);
  if (!parent)
    return all(
      () => member(ctx, cid),
      () => false,
    );
  const facts = { companyId: cid, ownerId: String(parent.ownerId) };
  return all(
    () => explain(ctx.actor, 'project.edit', facts),
    () => isProjectContentEditable(parent.status as ProjectStatus),
    () => createValid(ctx, COLLECTION_FIELDS.draftVersion),
    // One version per revision: the id is r{revision}.
    () => vid === `r${String(ctx.after?.revision)}`,
  );
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

// ---- top-level collections ---------------------------------------------------------------

function tenders(ctx: Ctx): Decision {
  if (!isRead(ctx.request.op)) return DENY_ROLE; // fetched by functions only
  return isActiveMember(ctx.actor) ? ALLOW : deny('noCompany');
}

function ticket(ctx: Ctx, _tid: string): Decision {
  const { op, where } = ctx.request;
  const { before, after, actor } = ctx;
  if (op === 'list') {
    if (isActiveSupport(actor)) return ALLOW;
    if (!isActiveMember(actor)) return deny('noCompany');
    // Rules can only allow a list that is provably limited to the caller's tickets of their
    // current company, as a get is (issue 20: a moved user listed the old company's).
    if (!where?.some(([f, , v]) => f === 'companyId' && v === actor.companyId))
      return deny('otherCompany');
    return where.some(([f, , v]) => f === 'createdBy' && v === actor.uid)
      ? ALLOW
      : deny('notOwner');
  }
  if (op === 'create') {
    return all(
      () => explain(actor, 'ticket.create', { companyId: String(after?.companyId) }),
      // companyId is the caller's, createdByName their users/{uid} name (review L9).
      () => createValid(ctx, COLLECTION_FIELDS.ticket),
    );
  }
  if (!before) return deny('state');
  const facts = {
    companyId: String(before.companyId),
    createdBy: String(before.createdBy),
    status: before.status as TicketStatus,
  };
  if (op === 'get') return explain(actor, 'ticket.read', facts);
  if (op === 'delete') return DENY_ROLE; // tickets are kept as history
  return all(
    () => updateValid(ctx, COLLECTION_FIELDS.ticket),
    () => explainTicketTransition(actor, facts, after?.status as TicketStatus),
  );
}

/** Author names are the caller's users/{uid} name, so nobody signs as "Support Team" (review L9). */
function profileName(ctx: Ctx): unknown {
  return ctx.read(`users/${ctx.actor.uid}`)?.name;
}

function ticketResponse(ctx: Ctx, tid: string): Decision {
  const parent = ctx.read(`tickets/${tid}`);
  const { op } = ctx.request;
  const { actor } = ctx;
  if (!parent)
    return isActiveSupport(actor) || isActiveMember(actor) ? deny('state') : deny('noCompany');
  const facts = { companyId: String(parent.companyId), createdBy: String(parent.createdBy) };
  if (isRead(op)) return explain(actor, 'ticket.read', facts);
  if (op !== 'create') return DENY_ROLE; // responses are immutable
  return all(
    () => explain(actor, 'ticket.reply', facts),
    () => ticketAcceptsReplies(parent.status as TicketStatus),
    // fromSupport tells the truth, authorName is the users/{uid} name (review L9).
    () => createValid(ctx, COLLECTION_FIELDS.ticketResponse),
  );
}

function user(ctx: Ctx, uid: string): Decision {
  const { op, where } = ctx.request;
  const { before, actor } = ctx;
  if (op === 'list') {
    if (!isActiveMember(actor)) return deny('noCompany');
    return where?.some(([f, , v]) => f === 'companyId' && v === actor.companyId)
      ? ALLOW
      : deny('otherCompany');
  }
  if (op === 'get') {
    if (uid === actor.uid) return ALLOW; // own profile, even before joining a company
    if (!isActiveMember(actor)) return deny('noCompany');
    return before?.companyId === actor.companyId ? ALLOW : deny('otherCompany');
  }
  if (op === 'update' && before) {
    if (uid === actor.uid && isActiveMember(actor)) {
      return updateValid(ctx, COLLECTION_FIELDS.ownProfile) ? ALLOW : deny('state');
    }
    // Admins may correct a colleague's display name; role, status and company go through callables.
    return all(
      () => explain(actor, 'user.setRole', { companyId: String(before.companyId) }),
      () => updateValid(ctx, COLLECTION_FIELDS.colleagueProfile),
    );
  }
  return DENY_ROLE; // create and delete: callables (they also manage Auth and claims)
}

function notification(ctx: Ctx, uid: string): Decision {
  const { op } = ctx.request;
  const self = explain(ctx.actor, 'notification.read', { uid });
  if (!self.allowed) return self;
  if (isRead(op) || op === 'delete') return ALLOW;
  if (op === 'update')
    return updateValid(ctx, COLLECTION_FIELDS.notification) ? ALLOW : deny('state');
  return DENY_ROLE; // created by functions
}
