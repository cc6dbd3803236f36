/**
 * The permission table of ARCHITECTURE §6 as data, and can(). Rules, the demo backend, the
 * callables and the UI all decide with this table.
 */
import { ROLES, type Role } from '../model/roles';
import { ALLOW, type Actor, type Decision, deny, isActiveSupport } from './actor';

/** 'owner': allowed when the actor owns the resource (ownerId, else createdBy). */
export type Grant = 'allow' | 'owner' | 'deny';

/**
 * company: the resource belongs to a company (must be the actor's).
 * self: the resource is the actor's own (resource.uid === actor.uid).
 */
export type PermissionScope = 'company' | 'self';

export interface PermissionRule {
  readonly scope: PermissionScope;
  readonly grants: Readonly<Record<Role, Grant>>;
  /** Support staff may do this for any company (tickets). */
  readonly support?: boolean;
}

const all: Record<Role, Grant> = { admin: 'allow', manager: 'allow', user: 'allow' };
const managers: Record<Role, Grant> = { admin: 'allow', manager: 'allow', user: 'deny' };
const managersOrOwner: Record<Role, Grant> = { admin: 'allow', manager: 'allow', user: 'owner' };
const adminOnly: Record<Role, Grant> = { admin: 'allow', manager: 'deny', user: 'deny' };
const ownerOnly: Record<Role, Grant> = { admin: 'owner', manager: 'owner', user: 'owner' };
const nobody: Record<Role, Grant> = { admin: 'deny', manager: 'deny', user: 'deny' };

export const PERMISSIONS = {
  // read anything of own company
  'company.read': { scope: 'company', grants: all },
  // edit company profile, bid/no-bid criteria, notification settings, customers
  'company.edit': { scope: 'company', grants: managers },
  'customer.write': { scope: 'company', grants: managers },
  // create project, upload project documents, generate draft, chat
  'project.create': { scope: 'company', grants: all },
  'projectDocument.upload': { scope: 'company', grants: all },
  'draft.generate': { scope: 'company', grants: all },
  'chat.send': { scope: 'company', grants: all },
  // edit or delete a project (and what belongs to it: documents, websites, drafts, status)
  'project.edit': { scope: 'company', grants: managersOrOwner },
  // the owner only while the content is editable: explainProjectDelete (policy/projectStatus.ts)
  'project.delete': { scope: 'company', grants: managersOrOwner },
  // create knowledge base, upload to it, lock/unlock
  'knowledgeBase.create': { scope: 'company', grants: managers },
  'knowledgeBase.edit': { scope: 'company', grants: managers },
  'knowledgeBase.upload': { scope: 'company', grants: managers },
  'knowledgeBase.lock': { scope: 'company', grants: managers },
  'knowledgeBase.unlock': { scope: 'company', grants: managers },
  // start training (costs money, permanent), delete knowledge base (only unlocked: lifecycle)
  'knowledgeBase.train': { scope: 'company', grants: adminOnly },
  'knowledgeBase.delete': { scope: 'company', grants: adminOnly },
  // manage users
  'user.read': { scope: 'company', grants: all },
  'user.create': { scope: 'company', grants: adminOnly },
  'user.delete': { scope: 'company', grants: adminOnly },
  'user.resetPassword': { scope: 'company', grants: adminOnly },
  'user.setRole': { scope: 'company', grants: adminOnly },
  'user.setStatus': { scope: 'company', grants: adminOnly },
  // My Account: own name, language, password
  'user.editSelf': { scope: 'self', grants: all },
  // create visuals; edit/delete: managers or the creator (a design decision)
  'visual.create': { scope: 'company', grants: all },
  'visual.edit': { scope: 'company', grants: managersOrOwner },
  'visual.delete': { scope: 'company', grants: managersOrOwner },
  // open and reply to own tickets; support answers and closes any
  'ticket.create': { scope: 'company', grants: all },
  'ticket.read': { scope: 'company', grants: ownerOnly, support: true },
  'ticket.reply': { scope: 'company', grants: ownerOnly, support: true },
  'ticket.close': { scope: 'company', grants: ownerOnly, support: true },
  'ticket.reopen': { scope: 'company', grants: ownerOnly, support: true },
  'ticket.setStatus': { scope: 'company', grants: nobody, support: true },
  // signaling
  'tender.read': { scope: 'company', grants: all },
  'tenderMatch.markViewed': { scope: 'company', grants: all },
  // own notifications
  'notification.read': { scope: 'self', grants: all },
  'notification.markRead': { scope: 'self', grants: all },
} as const satisfies Record<string, PermissionRule>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** What an action is about. Omit it for 'may this actor do X in their own company at all'. */
export type Resource = {
  readonly companyId?: string | null;
  /** Project owner; falls back to createdBy for the 'owner' grant. */
  readonly ownerId?: string | null;
  readonly createdBy?: string | null;
  /** For 'self' actions: the user the resource belongs to. */
  readonly uid?: string | null;
};

export function explain(
  actor: Actor | null | undefined,
  action: Action,
  resource?: Resource,
): Decision {
  if (!actor) return deny('signedOut');
  if (actor.status !== 'active') return deny('disabled');
  const rule: PermissionRule = PERMISSIONS[action];
  // Support staff act across companies, but only on what the table marks for support.
  if (rule.support && isActiveSupport(actor)) return ALLOW;
  if (actor.companyId === null || actor.role === null) return deny('noCompany');
  if (rule.scope === 'self') {
    return resource?.uid != null && resource.uid === actor.uid ? ALLOW : deny('notSelf');
  }
  if (resource?.companyId != null && resource.companyId !== actor.companyId)
    return deny('otherCompany');
  if (resource && resource.companyId === null) return deny('otherCompany'); // explicitly company-less data
  switch (rule.grants[actor.role]) {
    case 'allow':
      return ALLOW;
    case 'deny':
      return deny('role');
    case 'owner': {
      const owner = resource?.ownerId ?? resource?.createdBy;
      return owner != null && owner === actor.uid ? ALLOW : deny('notOwner');
    }
  }
}

export function can(actor: Actor | null | undefined, action: Action, resource?: Resource): boolean {
  return explain(actor, action, resource).allowed;
}

/** The roles that may do an action without ownership (for UI hints and docs). */
export function rolesFor(action: Action): Role[] {
  return ROLES.filter((role) => PERMISSIONS[action].grants[role] === 'allow');
}
