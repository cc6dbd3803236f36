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
import { CONTRACT_TYPES } from '../model/company';
import { KB_CATEGORIES, KB_TYPES } from '../model/knowledgeBase';
import { PROJECT_TYPES } from '../model/project';
import { DOCUMENT_ROLES } from '../model/projectDocument';
import { RESERVED_PROJECT_IDS } from '../model/paths';
import { LIMITS } from '../model/limits';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '../model/ticket';
import { MAX_UPLOAD_BYTES, acceptedContentTypes } from '../model/uploads';
import { VISUAL_TYPES } from '../model/visual';
import { companyUpdateSchema } from '../model/company';
import { isServerTimestamp } from '../ports/values';
import { ALLOW, type Actor, type Decision, deny, isActiveMember, isActiveSupport } from './actor';
import { type KbFacts, explainKbAction } from './knowledgeBaseLifecycle';
import { explain } from './permissions';
import { explainProjectTransition, isProjectContentEditable } from './projectStatus';
import { explainTicketTransition, ticketAcceptsReplies } from './ticketStatus';
import type { ProjectStatus } from '../model/project';
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

const str = (v: unknown, max: number, min = 1) =>
  typeof v === 'string' && v.trim().length >= min && v.length <= max;
const oneOf = (v: unknown, values: readonly string[]) =>
  typeof v === 'string' && values.includes(v);

/** Common create stamp: the caller as author, server time as createdAt. */
function stamped(ctx: Ctx, authorField: string): boolean {
  return ctx.after?.[authorField] === ctx.actor.uid && isServerTimestamp(ctx.after?.createdAt);
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
        () =>
          onlyChanges(ctx, [
            'name',
            'profile',
            'bidNoBid',
            'writingStyle',
            'focusAreas',
            'notificationSettings',
          ]),
        () => companyFieldsValid(ctx),
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
    }
  }
  if (s.length === 6 && collection === 'projects')
    return projectChild(ctx, cid, docId, s[4] as string);
  if (s.length === 6 && collection === 'knowledgeBases')
    return kbChild(ctx, cid, docId, s[4] as string);
  return DENY_ROLE;
}

function companyFieldsValid(ctx: Ctx): boolean {
  const changed = changedKeys(ctx.before, ctx.after).filter((k) => k !== 'updatedAt');
  const patch = Object.fromEntries(changed.map((k) => [k, ctx.after?.[k]]));
  const contractTypes = (ctx.after?.profile as Data | undefined)?.contractTypes;
  return (
    companyUpdateSchema.isValidSync(patch, { strict: true }) &&
    (contractTypes === undefined ||
      (Array.isArray(contractTypes) && contractTypes.every((t) => oneOf(t, CONTRACT_TYPES))))
  );
}

const PROJECT_CREATE_KEYS = [
  'name',
  'description',
  'type',
  'status',
  'ownerId',
  'createdBy',
  'createdAt',
  'updatedAt',
  'submissionDeadline',
  'announcementDate',
  'dataSources',
  'awardCriteria',
  'additionalInfo',
  'tenderId',
] as const;
const PROJECT_EDIT_KEYS = [
  'name',
  'description',
  'status',
  'ownerId',
  'submissionDeadline',
  'announcementDate',
  'dataSources',
  'awardCriteria',
  'additionalInfo',
];

function project(ctx: Ctx, cid: string, pid: string): Decision {
  const { op } = ctx.request;
  if (isRead(op)) return member(ctx, cid);
  const { before, after, actor } = ctx;
  if (op === 'create') {
    return all(
      () => explain(actor, 'project.create', { companyId: cid }),
      () => !RESERVED_PROJECT_IDS.includes(pid),
      () => hasExactly(after, PROJECT_CREATE_KEYS),
      () => stamped(ctx, 'createdBy') && after?.ownerId === actor.uid && after?.status === 'draft',
      () => str(after?.name, LIMITS.nameMax) && oneOf(after?.type, PROJECT_TYPES),
    );
  }
  if (!before) return deny('state');
  const facts = {
    companyId: cid,
    ownerId: String(before.ownerId),
    status: before.status as ProjectStatus,
  };
  if (op === 'delete') return explain(actor, 'project.delete', facts);
  // update
  const statusChanged = before.status !== after?.status;
  const contentChanged = changedKeys(before, after).some(
    (k) => k !== 'status' && k !== 'updatedAt',
  );
  return all(
    () => explain(actor, 'project.edit', facts),
    () => onlyChanges(ctx, PROJECT_EDIT_KEYS),
    () => str(after?.name, LIMITS.nameMax),
    // Handing a project to someone else is a manager's call.
    () => before.ownerId === after?.ownerId || actor.role === 'admin' || actor.role === 'manager',
    () => !statusChanged || explainProjectTransition(actor, facts, after?.status as ProjectStatus),
    () => !contentChanged || isProjectContentEditable(facts.status),
  );
}

/** documents, websites, drafts, messages under a project. */
function projectChild(ctx: Ctx, cid: string, pid: string, collection: string): Decision {
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
  const { after, actor } = ctx;
  const docId = ctx.request.path.split('/').pop() as string;
  switch (collection) {
    case 'documents':
      if (op === 'create') {
        return all(
          () => explain(actor, 'projectDocument.upload', facts),
          editable,
          () =>
            hasExactly(after, [
              'name',
              'size',
              'contentType',
              'storagePath',
              'role',
              'status',
              'text',
              'summary',
              'error',
              'uploadedBy',
              'createdAt',
              'processedAt',
            ]),
          () =>
            stamped(ctx, 'uploadedBy') &&
            after?.status === 'uploaded' &&
            after?.text === null &&
            after?.summary === null,
          () => str(after?.name, LIMITS.shortTextMax) && oneOf(after?.role, DOCUMENT_ROLES),
          () => oneOf(after?.contentType, acceptedContentTypes('project')),
          () => typeof after?.size === 'number' && after.size > 0 && after.size <= MAX_UPLOAD_BYTES,
          () =>
            String(after?.storagePath).startsWith(
              `companies/${cid}/projects/${pid}/documents/${docId}/`,
            ),
        );
      }
      if (op === 'update') {
        return all(
          () => explain(actor, 'project.edit', facts),
          editable,
          () => onlyChanges(ctx, ['name', 'role']),
          () => oneOf(after?.role, DOCUMENT_ROLES),
        );
      }
      return all(() => explain(actor, 'project.edit', facts), editable);
    case 'websites':
      if (op === 'create') {
        return all(
          () => explain(actor, 'project.edit', facts),
          () =>
            hasExactly(after, [
              'url',
              'updateFrequencyDays',
              'active',
              'autoScrape',
              'lastUpdated',
              'createdBy',
              'createdAt',
            ]),
          () => stamped(ctx, 'createdBy') && after?.lastUpdated === null && websiteValid(after),
        );
      }
      if (op === 'update') {
        return all(
          () => explain(actor, 'project.edit', facts),
          () => onlyChanges(ctx, ['url', 'updateFrequencyDays', 'active', 'autoScrape']),
          () => websiteValid(after),
        );
      }
      return explain(actor, 'project.edit', facts);
    case 'drafts':
      // Drafts are generated by functions; people edit and delete them.
      if (op === 'update')
        return all(
          () => explain(actor, 'project.edit', facts),
          editable,
          () => onlyChanges(ctx, ['title', 'content']),
        );
      if (op === 'delete') return explain(actor, 'project.edit', facts);
      return DENY_ROLE;
    default:
      return DENY_ROLE; // messages: written by the chat callable
  }
}

function websiteValid(data: Data | undefined): boolean {
  const freq = data?.updateFrequencyDays;
  return (
    typeof data?.url === 'string' &&
    /^https?:\/\/[^\s/]+/.test(data.url) &&
    data.url.length <= LIMITS.urlMax &&
    typeof freq === 'number' &&
    Number.isInteger(freq) &&
    freq >= LIMITS.websiteFrequencyDaysMin &&
    freq <= LIMITS.websiteFrequencyDaysMax &&
    typeof data.active === 'boolean' &&
    typeof data.autoScrape === 'boolean'
  );
}

const KB_CREATE_KEYS = [
  'name',
  'description',
  'category',
  'type',
  'locked',
  'permanentlyLocked',
  'trainingState',
  'trainingError',
  'trainingStartedAt',
  'trainedAt',
  'documentCount',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const;

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
      () => hasExactly(after, KB_CREATE_KEYS),
      () => stamped(ctx, 'createdBy'),
      () =>
        after?.locked === false &&
        after?.permanentlyLocked === false &&
        after?.trainingState === 'not_trained' &&
        after?.documentCount === 0,
      () =>
        str(after?.name, LIMITS.nameMax) &&
        oneOf(after?.category, KB_CATEGORIES) &&
        oneOf(after?.type, KB_TYPES),
    );
  }
  if (!before) return deny('state');
  const facts = kbFacts(cid, before);
  if (op === 'delete') return explainKbAction(actor, facts, 'delete');
  const lockChange = before.locked !== after?.locked;
  return all(
    () => explain(actor, 'knowledgeBase.edit', facts),
    () => onlyChanges(ctx, ['name', 'description', 'category', 'locked']),
    () => str(after?.name, LIMITS.nameMax) && oneOf(after?.category, KB_CATEGORIES),
    () => !lockChange || explainKbAction(actor, facts, after?.locked === true ? 'lock' : 'unlock'),
  );
}

function kbChild(ctx: Ctx, cid: string, kbId: string, collection: string): Decision {
  const { op } = ctx.request;
  if (collection !== 'documents' && collection !== 'chunks') return DENY_ROLE;
  if (isRead(op)) return member(ctx, cid);
  if (collection === 'chunks') return DENY_ROLE; // functions only
  const kb = ctx.read(`companies/${cid}/knowledgeBases/${kbId}`);
  if (!kb)
    return all(
      () => member(ctx, cid),
      () => false,
    );
  const facts = kbFacts(cid, kb);
  const { after, actor } = ctx;
  const docId = ctx.request.path.split('/').pop() as string;
  if (op === 'create') {
    return all(
      () => explainKbAction(actor, facts, 'upload'),
      () =>
        hasExactly(after, [
          'name',
          'size',
          'contentType',
          'storagePath',
          'status',
          'error',
          'chunkCount',
          'uploadedBy',
          'createdAt',
          'processedAt',
        ]),
      () => stamped(ctx, 'uploadedBy') && after?.status === 'uploaded' && after?.chunkCount === 0,
      () =>
        str(after?.name, LIMITS.shortTextMax) &&
        oneOf(after?.contentType, acceptedContentTypes('knowledgeBase')),
      () => typeof after?.size === 'number' && after.size > 0 && after.size <= MAX_UPLOAD_BYTES,
      () =>
        String(after?.storagePath).startsWith(
          `companies/${cid}/knowledgeBases/${kbId}/documents/${docId}/`,
        ),
    );
  }
  // Removing a document changes what a locked base contains, so it follows the upload rule.
  if (op === 'delete') return explainKbAction(actor, facts, 'upload');
  return DENY_ROLE; // status and chunks are the processing trigger's
}

function visual(ctx: Ctx, cid: string): Decision {
  const { op } = ctx.request;
  if (isRead(op)) return member(ctx, cid);
  const { before, after, actor } = ctx;
  if (op === 'create') {
    return all(
      () => explain(actor, 'visual.create', { companyId: cid }),
      () =>
        hasExactly(after, [
          'name',
          'description',
          'prompt',
          'type',
          'infographic',
          'image',
          'status',
          'storagePath',
          'contentType',
          'error',
          'createdBy',
          'createdAt',
        ]),
      () => stamped(ctx, 'createdBy') && after?.status === 'pending' && after?.storagePath === null,
      () =>
        str(after?.name, LIMITS.nameMax) &&
        str(after?.prompt, LIMITS.longTextMax) &&
        oneOf(after?.type, VISUAL_TYPES),
    );
  }
  if (!before) return deny('state');
  const facts = { companyId: cid, createdBy: String(before.createdBy) };
  if (op === 'delete') return explain(actor, 'visual.delete', facts);
  return all(
    () => explain(actor, 'visual.edit', facts),
    () => onlyChanges(ctx, ['name', 'description']),
    () => str(after?.name, LIMITS.nameMax),
  );
}

function customer(ctx: Ctx, cid: string): Decision {
  const { op } = ctx.request;
  const { after } = ctx;
  const fields = ['name', 'contactName', 'email', 'phone', 'website', 'notes'];
  if (op === 'delete') return managerOf(ctx, cid);
  if (op === 'create') {
    return all(
      () => managerOf(ctx, cid),
      () => hasExactly(after, [...fields, 'createdBy', 'createdAt', 'updatedAt']),
      () => stamped(ctx, 'createdBy') && str(after?.name, LIMITS.nameMax),
    );
  }
  return all(
    () => managerOf(ctx, cid),
    () => onlyChanges(ctx, fields),
    () => str(after?.name, LIMITS.nameMax),
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
    // Rules can only allow a list that is provably limited to the caller's tickets.
    return where?.some(([f, , v]) => f === 'createdBy' && v === actor.uid)
      ? ALLOW
      : deny('notOwner');
  }
  if (op === 'create') {
    return all(
      () => explain(actor, 'ticket.create', { companyId: String(after?.companyId) }),
      () => after?.companyId === actor.companyId,
      () =>
        hasExactly(after, [
          'companyId',
          'createdBy',
          'createdByName',
          'category',
          'subject',
          'description',
          'priority',
          'status',
          'responseCount',
          'createdAt',
          'updatedAt',
        ]),
      () => stamped(ctx, 'createdBy') && after?.status === 'open' && after?.responseCount === 0,
      () => oneOf(after?.category, TICKET_CATEGORIES) && oneOf(after?.priority, TICKET_PRIORITIES),
      () =>
        str(after?.subject, LIMITS.shortTextMax) && str(after?.description, LIMITS.descriptionMax),
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
    () => onlyChanges(ctx, ['status']),
    () => explainTicketTransition(actor, facts, after?.status as TicketStatus),
  );
}

function ticketResponse(ctx: Ctx, tid: string): Decision {
  const parent = ctx.read(`tickets/${tid}`);
  const { op } = ctx.request;
  const { after, actor } = ctx;
  if (!parent)
    return isActiveSupport(actor) || isActiveMember(actor) ? deny('state') : deny('noCompany');
  const facts = { companyId: String(parent.companyId), createdBy: String(parent.createdBy) };
  if (isRead(op)) return explain(actor, 'ticket.read', facts);
  if (op !== 'create') return DENY_ROLE; // responses are immutable
  return all(
    () => explain(actor, 'ticket.reply', facts),
    () => ticketAcceptsReplies(parent.status as TicketStatus),
    () => hasExactly(after, ['authorId', 'authorName', 'fromSupport', 'text', 'createdAt']),
    () => stamped(ctx, 'authorId') && after?.fromSupport === (actor.support === true),
    () => str(after?.text, LIMITS.descriptionMax),
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
      return all(
        () => onlyChanges(ctx, ['name', 'preferredLanguage']),
        () => str(ctx.after?.name, LIMITS.nameMax),
        () => oneOf(ctx.after?.preferredLanguage, ['en', 'nl']),
      );
    }
    // Admins may correct a colleague's display name; role, status and company go through callables.
    return all(
      () => explain(actor, 'user.setRole', { companyId: String(before.companyId) }),
      () => onlyChanges(ctx, ['name']),
      () => str(ctx.after?.name, LIMITS.nameMax),
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
    return all(
      () => onlyChanges(ctx, ['read']),
      () => typeof ctx.after?.read === 'boolean',
    );
  return DENY_ROLE; // created by functions
}
