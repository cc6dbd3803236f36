/**
 * The top-level collections: tenders (read-only to members), support tickets and their
 * responses, users' profiles and their notifications.
 */
import type { TicketStatus } from '../model/ticket';
import { ALLOW, type Decision, deny, isActiveMember, isActiveSupport } from './actor';
import { COLLECTION_FIELDS } from './collectionFields';
import { type Ctx, DENY_ROLE, all, createValid, isRead, updateValid } from './pathAccessChecks';
import { explain } from './permissions';
import { explainTicketTransition, ticketAcceptsReplies } from './ticketStatus';

export function tenders(ctx: Ctx): Decision {
  if (!isRead(ctx.request.op)) return DENY_ROLE; // fetched by functions only
  return isActiveMember(ctx.actor) ? ALLOW : deny('noCompany');
}

export function ticket(ctx: Ctx, _tid: string): Decision {
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

export function ticketResponse(ctx: Ctx, tid: string): Decision {
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

export function user(ctx: Ctx, uid: string): Decision {
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

export function notification(ctx: Ctx, uid: string): Decision {
  const { op } = ctx.request;
  const self = explain(ctx.actor, 'notification.read', { uid });
  if (!self.allowed) return self;
  if (isRead(op) || op === 'delete') return ALLOW;
  if (op === 'update')
    return updateValid(ctx, COLLECTION_FIELDS.notification) ? ALLOW : deny('state');
  return DENY_ROLE; // created by functions
}
