/**
 * What became of a proposed draft change, so the chat shows it after a reload too: read from the
 * draft itself (the section now holds the proposed text → applied; the draft moved on → outdated,
 * Accept would only conflict) and, for a rejection, which the draft cannot show, from this
 * browser's memory. Nothing is written for it: the chat's messages are the callable's alone.
 */
import type { ChatDraftProposal, Draft } from '@tender/core';

export type ProposalOutcome = 'open' | 'applied' | 'outdated';

/** What this visit did with a proposal. */
export type ProposalState = 'saving' | 'accepted' | 'rejected' | 'failed';

/** What the proposal shows: this visit's action first, else what the draft and browser say. */
export function shownProposalState(
  local: ProposalState | undefined,
  outcome: ProposalOutcome,
  rejectedHere: boolean,
): ProposalState | 'outdated' | undefined {
  if (local === 'saving' || local === 'accepted' || local === 'rejected') return local;
  if (outcome === 'applied') return 'accepted';
  if (rejectedHere) return 'rejected';
  // A failed Accept keeps its message ('Failed to save document content') and the buttons.
  if (local === 'failed') return 'failed';
  return outcome === 'outdated' ? 'outdated' : undefined;
}

export function proposalOutcome(
  proposal: ChatDraftProposal,
  draft: Draft | undefined,
): ProposalOutcome {
  // A draft that is gone cannot take the change any more.
  if (!draft) return 'outdated';
  const section = draft.content.find((s) => s.id === proposal.sectionId);
  if (section && section.body === proposal.after) return 'applied';
  return draft.revision === proposal.revision && section ? 'open' : 'outdated';
}

const REJECTED_KEY = 'tender-chat-rejected';
/** Enough for every proposal a person reasonably rejects; the oldest are forgotten first. */
const REJECTED_KEPT = 200;

function readRejected(): string[] {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(REJECTED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function isRejected(messageId: string): boolean {
  return readRejected().includes(messageId);
}

export function rememberRejected(messageId: string): void {
  const kept = [...readRejected().filter((id) => id !== messageId), messageId].slice(
    -REJECTED_KEPT,
  );
  try {
    globalThis.localStorage?.setItem(REJECTED_KEY, JSON.stringify(kept));
  } catch {
    // Private mode or a full store: the rejection holds for this visit only.
  }
}
