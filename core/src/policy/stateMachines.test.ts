import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '../model/project';
import { TICKET_STATUSES } from '../model/ticket';
import type { Actor } from './actor';
import { type KbFacts, explainKbAction, kbTransition } from './knowledgeBaseLifecycle';
import {
  PROJECT_TRANSITIONS,
  explainProjectTransition,
  nextProjectStatuses,
} from './projectStatus';
import {
  TICKET_TRANSITIONS,
  explainTicketTransition,
  ticketStatusAfterReply,
} from './ticketStatus';

const actor = (role: Actor['role'], uid = `u-${role}`): Actor => ({
  uid,
  companyId: 'c1',
  role,
  status: 'active',
});
const admin = actor('admin');
const manager = actor('manager');
const owner = actor('user', 'u-owner');
const otherUser = actor('user', 'u-other');
const support: Actor = { uid: 'sup', companyId: null, role: null, status: 'active', support: true };

describe('project status machine', () => {
  const project = (status: (typeof PROJECT_STATUSES)[number]) => ({
    companyId: 'c1',
    ownerId: owner.uid,
    status,
  });

  it('only uses known statuses and reaches every status from draft', () => {
    const reached = new Set<string>(['draft']);
    for (let changed = true; changed;) {
      changed = false;
      for (const t of PROJECT_TRANSITIONS) {
        expect(PROJECT_STATUSES).toContain(t.to);
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          changed = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...PROJECT_STATUSES].sort());
    expect(nextProjectStatuses('rejected')).toEqual([]);
    expect(nextProjectStatuses('published')).toEqual([]);
  });

  it('lets the owner move their project through writing and review', () => {
    expect(explainProjectTransition(owner, project('draft'), 'in_progress').allowed).toBe(true);
    expect(explainProjectTransition(owner, project('in_progress'), 'review').allowed).toBe(true);
    expect(explainProjectTransition(otherUser, project('draft'), 'in_progress').reason).toBe(
      'notOwner',
    );
  });

  it('reserves submission and outcomes for admins and managers', () => {
    expect(explainProjectTransition(owner, project('review'), 'submitted').reason).toBe('role');
    expect(explainProjectTransition(manager, project('review'), 'submitted').allowed).toBe(true);
    expect(explainProjectTransition(admin, project('submitted'), 'approved').allowed).toBe(true);
  });

  it('refuses skipped steps and moves out of final states', () => {
    expect(explainProjectTransition(admin, project('draft'), 'submitted').reason).toBe('state');
    expect(explainProjectTransition(admin, project('rejected'), 'in_progress').reason).toBe(
      'state',
    );
    expect(explainProjectTransition(admin, project('draft'), 'draft').reason).toBe('state');
    expect(
      explainProjectTransition({ ...admin, companyId: 'c2' }, project('draft'), 'in_progress')
        .reason,
    ).toBe('otherCompany');
  });
});

describe('ticket status machine', () => {
  const ticket = (status: (typeof TICKET_STATUSES)[number]) => ({
    companyId: 'c1',
    createdBy: owner.uid,
    status,
  });

  it('lets the creator close and reopen their ticket but not work it', () => {
    expect(explainTicketTransition(owner, ticket('open'), 'closed').allowed).toBe(true);
    expect(explainTicketTransition(owner, ticket('closed'), 'open').allowed).toBe(true);
    expect(explainTicketTransition(owner, ticket('open'), 'inProgress').reason).toBe('role');
  });

  it('lets support make every defined transition and nobody make undefined ones', () => {
    for (const t of TICKET_TRANSITIONS)
      expect(explainTicketTransition(support, ticket(t.from), t.to).allowed).toBe(true);
    expect(explainTicketTransition(support, ticket('closed'), 'pending').reason).toBe('state');
  });

  it("keeps other users, even admins, away from someone else's ticket", () => {
    expect(explainTicketTransition(admin, ticket('open'), 'closed').reason).toBe('notOwner');
  });

  it('moves a pending ticket back to support when the creator replies', () => {
    expect(ticketStatusAfterReply('pending', false)).toBe('inProgress');
    expect(ticketStatusAfterReply('pending', true)).toBe('pending');
    expect(ticketStatusAfterReply('open', false)).toBe('open');
  });
});

describe('knowledge base lifecycle', () => {
  const fresh: KbFacts = {
    companyId: 'c1',
    locked: false,
    permanentlyLocked: false,
    trainingState: 'not_trained',
  };

  it('requires locking before training and makes training lock permanently', () => {
    expect(explainKbAction(admin, fresh, 'train').reason).toBe('state');
    const locked = { ...fresh, ...kbTransition(fresh, 'lock') };
    expect(explainKbAction(admin, locked, 'train').allowed).toBe(true);
    const training = { ...locked, ...kbTransition(locked, 'train') };
    expect(training).toMatchObject({
      locked: true,
      permanentlyLocked: true,
      trainingState: 'in_progress',
    });
    expect(explainKbAction(admin, training, 'unlock').reason).toBe('state');
    const failed = { ...training, ...kbTransition(training, 'failTraining') };
    expect(failed).toMatchObject({
      permanentlyLocked: true,
      locked: true,
      trainingState: 'not_trained',
    });
    expect(explainKbAction(admin, failed, 'unlock').reason).toBe('state');
    expect(explainKbAction(admin, failed, 'train').allowed).toBe(true); // retry
    const trained = { ...training, ...kbTransition(training, 'completeTraining') };
    expect(trained.trainingState).toBe('trained');
    expect(explainKbAction(admin, trained, 'train').reason).toBe('state');
  });

  it('forbids uploads to and deletion of a locked knowledge base', () => {
    const locked = { ...fresh, locked: true };
    expect(explainKbAction(manager, locked, 'upload').reason).toBe('state');
    expect(explainKbAction(admin, locked, 'delete').reason).toBe('state');
    expect(explainKbAction(admin, fresh, 'delete').allowed).toBe(true);
    expect(explainKbAction(manager, locked, 'unlock').allowed).toBe(true);
  });

  it('checks the role before the state', () => {
    expect(explainKbAction(manager, { ...fresh, locked: true }, 'train').reason).toBe('role');
    expect(explainKbAction(owner, fresh, 'lock').reason).toBe('role');
    expect(explainKbAction(admin, fresh, 'completeTraining').reason).toBe('role');
  });
});
