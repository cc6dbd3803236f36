import { describe, expect, it } from 'vitest';
import { ROLES } from '../model/roles';
import type { Actor } from './actor';
import { ACTIONS, PERMISSIONS, can, explain, rolesFor } from './permissions';

const member = (
  role: Actor['role'],
  uid = `u-${role}`,
  companyId: string | null = 'c1',
): Actor => ({
  uid,
  companyId,
  role,
  status: 'active',
});
const admin = member('admin');
const manager = member('manager');
const user = member('user');

describe('permission table (ARCHITECTURE §6)', () => {
  it('matches the table row by row', () => {
    expect(rolesFor('company.read')).toEqual(['admin', 'manager', 'user']);
    expect(rolesFor('company.edit')).toEqual(['admin', 'manager']);
    expect(rolesFor('customer.write')).toEqual(['admin', 'manager']);
    for (const a of [
      'project.create',
      'projectDocument.upload',
      'draft.generate',
      'chat.send',
      'visual.create',
      'ticket.create',
    ] as const) {
      expect(rolesFor(a), a).toEqual(['admin', 'manager', 'user']);
    }
    expect(PERMISSIONS['project.edit'].grants).toEqual({
      admin: 'allow',
      manager: 'allow',
      user: 'owner',
    });
    for (const a of [
      'knowledgeBase.create',
      'knowledgeBase.upload',
      'knowledgeBase.lock',
      'knowledgeBase.unlock',
    ] as const) {
      expect(rolesFor(a), a).toEqual(['admin', 'manager']);
    }
    for (const a of [
      'knowledgeBase.train',
      'knowledgeBase.delete',
      'user.create',
      'user.delete',
      'user.resetPassword',
      'user.setRole',
      'user.setStatus',
    ] as const) {
      expect(rolesFor(a), a).toEqual(['admin']);
    }
  });

  it('denies everything to the signed out, the disabled and users without a company', () => {
    for (const action of ACTIONS) {
      expect(explain(null, action).reason).toBe('signedOut');
      expect(
        explain({ ...admin, status: 'disabled' }, action, { companyId: 'c1', uid: admin.uid })
          .reason,
      ).toBe('disabled');
      expect(can(member(null, 'u-x', null), action, { uid: 'u-x' })).toBe(false);
    }
  });

  it('never allows a company-scoped action on another company, whatever the role', () => {
    for (const action of ACTIONS.filter((a) => PERMISSIONS[a].scope === 'company')) {
      for (const role of ROLES) {
        const actor = member(role);
        expect(
          explain(actor, action, { companyId: 'c2', ownerId: actor.uid, createdBy: actor.uid })
            .allowed,
          `${role} ${action}`,
        ).toBe(false);
      }
    }
  });

  it("applies the 'owner' rule for users editing projects", () => {
    expect(can(user, 'project.edit', { companyId: 'c1', ownerId: user.uid })).toBe(true);
    expect(explain(user, 'project.edit', { companyId: 'c1', ownerId: 'someone' }).reason).toBe(
      'notOwner',
    );
    expect(can(user, 'project.delete', { companyId: 'c1', ownerId: 'someone' })).toBe(false);
    expect(can(manager, 'project.delete', { companyId: 'c1', ownerId: 'someone' })).toBe(true);
    // Without a resource ownership cannot be established.
    expect(can(user, 'project.edit')).toBe(false);
  });

  it('lets users read only their own tickets and support handle any', () => {
    const ticket = { companyId: 'c1', createdBy: 'someone' };
    expect(can(admin, 'ticket.read', ticket)).toBe(false);
    expect(can(user, 'ticket.reply', { companyId: 'c1', createdBy: user.uid })).toBe(true);
    const support: Actor = {
      uid: 's1',
      companyId: null,
      role: null,
      status: 'active',
      support: true,
    };
    expect(can(support, 'ticket.close', { companyId: 'c9', createdBy: 'x' })).toBe(true);
    expect(can(support, 'ticket.setStatus', { companyId: 'c9' })).toBe(true);
    expect(can(user, 'ticket.setStatus', { companyId: 'c1', createdBy: user.uid })).toBe(false);
    // Support status grants nothing outside tickets.
    expect(can(support, 'company.read', { companyId: 'c9' })).toBe(false);
    expect(
      can({ ...support, status: 'disabled' }, 'ticket.read', { companyId: 'c9', createdBy: 'x' }),
    ).toBe(false);
  });

  it('scopes self actions to the actor', () => {
    expect(can(user, 'user.editSelf', { uid: user.uid })).toBe(true);
    expect(explain(admin, 'user.editSelf', { uid: user.uid }).reason).toBe('notSelf');
    expect(can(user, 'notification.markRead', { uid: 'other' })).toBe(false);
  });

  it('reports the role as the reason when the role is not enough', () => {
    expect(explain(manager, 'knowledgeBase.train', { companyId: 'c1' }).reason).toBe('role');
    expect(explain(user, 'company.edit', { companyId: 'c1' }).reason).toBe('role');
  });
});
