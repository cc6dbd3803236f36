import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatDraftProposal, Draft } from '@tender/core';
import { sampleDraft } from '../draft/testWorld';
import {
  isRejected,
  proposalOutcome,
  rememberRejected,
  shownProposalState,
} from './proposalOutcome';

const draft: Draft = sampleDraft();
const section = draft.content[0]!;
const proposal: ChatDraftProposal = {
  draftId: 'd1',
  sectionId: section.id,
  revision: draft.revision,
  before: section.body,
  after: '<p>Shorter.</p>',
  citations: [],
};

describe('proposalOutcome', () => {
  it('is open while the draft is as the proposal found it', () => {
    expect(proposalOutcome(proposal, draft)).toBe('open');
  });
  it('is applied once the section holds the proposed text, whoever saved it', () => {
    const saved = {
      ...draft,
      revision: draft.revision + 1,
      content: [{ ...section, body: proposal.after }],
    };
    expect(proposalOutcome(proposal, saved)).toBe('applied');
  });
  it('is outdated when the draft moved on, lost the section or is gone', () => {
    expect(proposalOutcome(proposal, { ...draft, revision: draft.revision + 1 })).toBe('outdated');
    expect(proposalOutcome(proposal, { ...draft, content: [] })).toBe('outdated');
    expect(proposalOutcome(proposal, undefined)).toBe('outdated');
  });
});

describe('shownProposalState', () => {
  it("puts this visit's action first", () => {
    expect(shownProposalState('saving', 'outdated', false)).toBe('saving');
    expect(shownProposalState('rejected', 'open', false)).toBe('rejected');
  });
  it('shows an applied change as accepted after a reload', () => {
    expect(shownProposalState(undefined, 'applied', false)).toBe('accepted');
  });
  it('remembers a rejection, and keeps a failed Accept with its buttons', () => {
    expect(shownProposalState(undefined, 'open', true)).toBe('rejected');
    expect(shownProposalState('failed', 'outdated', false)).toBe('failed');
    expect(shownProposalState(undefined, 'outdated', false)).toBe('outdated');
    expect(shownProposalState(undefined, 'open', false)).toBeUndefined();
  });
});

describe('rejections in this browser', () => {
  beforeEach(() => localStorage.clear());
  it('are remembered by message id', () => {
    expect(isRejected('m1')).toBe(false);
    rememberRejected('m1');
    rememberRejected('m1');
    expect(isRejected('m1')).toBe(true);
    expect(JSON.parse(localStorage.getItem('tender-chat-rejected')!)).toEqual(['m1']);
  });
  it('survive a broken stored value', () => {
    localStorage.setItem('tender-chat-rejected', '{not json');
    expect(isRejected('m1')).toBe(false);
    rememberRejected('m1');
    expect(isRejected('m1')).toBe(true);
  });
});
