import { useState } from 'react';
import { type Actor, type ChatDraftProposal, refs } from '@tender/core';
import { saveDraftContent } from '@tender/core/services/drafts/saveDraft';
import { useBackend } from '../../../backend/BackendContext';
import { type ProposalState, rememberRejected } from './proposalOutcome';

/**
 * Accepting a proposed draft change saves it through saveDraftContent with the revision it was
 * made against, as the editor; rejecting it is remembered on this device. Per message, the state
 * of its proposal while this panel is open.
 */
export function useProposalActions(
  companyId: string,
  projectId: string,
  editor: { actor: Actor } | undefined,
) {
  const backend = useBackend();
  const [proposals, setProposals] = useState<Record<string, ProposalState>>({});

  const accept = async (id: string, proposal: ChatDraftProposal) => {
    if (!editor) return;
    setProposals((p) => ({ ...p, [id]: 'saving' }));
    try {
      const draft = (await backend.docs.getDoc(refs.draft(companyId, projectId, proposal.draftId)))
        .data;
      if (!draft) throw new Error('draft gone');
      await saveDraftContent(
        backend.docs,
        {
          cid: companyId,
          pid: projectId,
          draftId: proposal.draftId,
          // The revision the change was made against: a save in between is a conflict.
          expectedRevision: proposal.revision,
          content: draft.content.map((s) =>
            s.id === proposal.sectionId ? { ...s, body: proposal.after } : s,
          ),
          citations: [
            ...draft.citations,
            ...proposal.citations.filter((c) => !draft.citations.some((d) => d.id === c.id)),
          ],
        },
        editor.actor,
      );
      setProposals((p) => ({ ...p, [id]: 'accepted' }));
    } catch (e) {
      console.warn('Accepting the proposed change failed', e);
      setProposals((p) => ({ ...p, [id]: 'failed' }));
    }
  };

  const reject = (id: string) => {
    rememberRejected(id);
    setProposals((p) => ({ ...p, [id]: 'rejected' }));
  };

  return { proposals, accept, reject };
}
