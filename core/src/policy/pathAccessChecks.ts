/**
 * The building blocks of the path-access decisions (pathAccess.ts): who the caller is to a company
 * (member, manager, admin), chaining checks like the rules' `&&`, and whether a create or update
 * carries exactly the fields a collection allows (collectionFields.ts).
 */
import { isServerTimestamp } from '../ports/values';
import { ALLOW, type Actor, type Decision, deny, isActiveMember } from './actor';
import type { CollectionFields } from './collectionFields';
import type { FieldEnv } from './fieldChecks';
import {
  type Data,
  type FirestoreOp,
  type FirestoreRequest,
  type ReadDoc,
  changedKeys,
} from './firestoreRequest';

export const DENY_ROLE = deny('role');

export interface Ctx {
  readonly actor: Actor;
  readonly request: FirestoreRequest;
  readonly read: ReadDoc;
  readonly before: Data | undefined;
  readonly after: Data | undefined;
}

export const isRead = (op: FirestoreOp) => op === 'get' || op === 'list';

export function member(ctx: Ctx, cid: string): Decision {
  if (!isActiveMember(ctx.actor)) return deny('noCompany');
  return ctx.actor.companyId === cid ? ALLOW : deny('otherCompany');
}

export function managerOf(ctx: Ctx, cid: string): Decision {
  const m = member(ctx, cid);
  if (!m.allowed) return m;
  return ctx.actor.role === 'admin' || ctx.actor.role === 'manager' ? ALLOW : DENY_ROLE;
}

/** Model usage (written by functions only) holds spend: company admins read it. */
export function adminOf(ctx: Ctx, cid: string): Decision {
  const m = member(ctx, cid);
  if (!m.allowed) return m;
  return ctx.actor.role === 'admin' ? ALLOW : DENY_ROLE;
}

export function all(...checks: (() => Decision | boolean)[]): Decision {
  for (const check of checks) {
    const r = check();
    if (r === false) return deny('state');
    if (r !== true && !r.allowed) return r;
  }
  return ALLOW;
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
export function createValid(ctx: Ctx, fields: CollectionFields): boolean {
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
export function updateValid(ctx: Ctx, fields: CollectionFields): boolean {
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

/** Author names are the caller's users/{uid} name, so nobody signs as "Support Team" (review L9). */
function profileName(ctx: Ctx): unknown {
  return ctx.read(`users/${ctx.actor.uid}`)?.name;
}
