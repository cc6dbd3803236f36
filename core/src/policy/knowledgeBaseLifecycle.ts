/**
 * Knowledge-base lock/training lifecycle (spec §4): locked = no new documents; locking is
 * required before training; starting training locks permanently (no undo); a locked knowledge
 * base cannot be deleted. Training failure returns to not_trained but stays permanently locked,
 * so an admin can retry without the documents changing underneath.
 */
import type { KnowledgeBase } from '../model/knowledgeBase';
import { type Actor, type Decision, deny } from './actor';
import { type Action, explain } from './permissions';

export type KbFacts = Pick<KnowledgeBase, 'locked' | 'permanentlyLocked' | 'trainingState'> & {
  readonly companyId: string;
};

export const KB_LIFECYCLE_ACTIONS = [
  'upload',
  'lock',
  'unlock',
  'train',
  'delete',
  'completeTraining',
  'failTraining',
] as const;
export type KbLifecycleAction = (typeof KB_LIFECYCLE_ACTIONS)[number];

/** Whether the knowledge base's state allows the action, regardless of who asks. */
export function kbStateAllows(kb: KbFacts, action: KbLifecycleAction): boolean {
  switch (action) {
    case 'upload':
      return !kb.locked;
    case 'lock':
      return !kb.locked;
    case 'unlock':
      return kb.locked && !kb.permanentlyLocked;
    case 'train':
      return kb.locked && kb.trainingState === 'not_trained';
    case 'delete':
      return !kb.locked;
    case 'completeTraining':
    case 'failTraining':
      return kb.trainingState === 'in_progress';
  }
}

/** The fields an allowed action changes (the caller adds timestamps and errors). */
export function kbTransition(kb: KbFacts, action: KbLifecycleAction): Partial<KbFacts> | null {
  if (!kbStateAllows(kb, action)) return null;
  switch (action) {
    case 'lock':
      return { locked: true };
    case 'unlock':
      return { locked: false };
    case 'train':
      return { locked: true, permanentlyLocked: true, trainingState: 'in_progress' };
    case 'completeTraining':
      return { trainingState: 'trained' };
    case 'failTraining':
      return { trainingState: 'not_trained' };
    case 'upload':
    case 'delete':
      return {};
  }
}

const ACTION_PERMISSION: Record<
  Exclude<KbLifecycleAction, 'completeTraining' | 'failTraining'>,
  Action
> = {
  upload: 'knowledgeBase.upload',
  lock: 'knowledgeBase.lock',
  unlock: 'knowledgeBase.unlock',
  train: 'knowledgeBase.train',
  delete: 'knowledgeBase.delete',
};

/** Role and state together. completeTraining/failTraining are system-only (functions). */
export function explainKbAction(
  actor: Actor | null | undefined,
  kb: KbFacts,
  action: KbLifecycleAction,
): Decision {
  if (action === 'completeTraining' || action === 'failTraining') return deny('role');
  const byRole = explain(actor, ACTION_PERMISSION[action], kb);
  if (!byRole.allowed) return byRole;
  return kbStateAllows(kb, action) ? byRole : deny('state');
}

export function canKbAction(
  actor: Actor | null | undefined,
  kb: KbFacts,
  action: KbLifecycleAction,
): boolean {
  return explainKbAction(actor, kb, action).allowed;
}
