import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChatDraftProposal, refs } from '@tender/core';
import { useLiveDoc } from '../../../backend/hooks/useLiveQuery';
import {
  type ProposalState,
  isRejected,
  proposalOutcome,
  shownProposalState,
} from './proposalOutcome';
import { type DiffRun, bodyText, wordDiff } from './wordDiff';

/**
 * One side of the word diff: the text before (removed words struck through) or after (added words
 * underlined), as text nodes with del/ins marks.
 */
function DiffSide({
  label,
  runs,
  side,
}: {
  label: string;
  runs: readonly DiffRun[];
  side: 'removed' | 'added';
}) {
  const colour = side === 'removed' ? 'error' : 'success';
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ flex: 1, p: 1, borderRadius: 1, border: 1, borderColor: `${colour}.light` }}
    >
      <Typography variant="overline" color={`${colour}.main`}>
        {label}
      </Typography>
      <Typography>
        {runs
          .filter((r) => r.kind === 'same' || r.kind === side)
          .map((r, i) =>
            r.kind === 'same' ? (
              <span key={i}>{`${r.text} `}</span>
            ) : (
              <Box
                key={i}
                component={side === 'removed' ? 'del' : 'ins'}
                sx={{ color: `${colour}.main`, bgcolor: 'action.hover' }}
              >
                {`${r.text} `}
              </Box>
            ),
          )}
      </Typography>
    </Box>
  );
}

/** A proposed draft change in the chat: before and after as a word diff, with Accept and Reject. */
export function ChatProposal({
  companyId,
  projectId,
  messageId,
  proposal,
  state: localState,
  onAccept,
  onReject,
  canApply,
}: {
  companyId: string;
  projectId: string;
  messageId: string;
  proposal: ChatDraftProposal;
  state: ProposalState | undefined;
  onAccept: () => void;
  onReject: () => void;
  canApply: boolean;
}) {
  const { t } = useTranslation();
  const draft = useLiveDoc(refs.draft(companyId, projectId, proposal.draftId));
  const state = shownProposalState(
    localState,
    draft.status === 'ready' ? proposalOutcome(proposal, draft.data.data) : 'open',
    isRejected(messageId),
  );
  const runs = useMemo(
    () => wordDiff(bodyText(proposal.before), bodyText(proposal.after)),
    [proposal.before, proposal.after],
  );
  return (
    <Box
      sx={{ mt: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
      data-testid="chat-proposal"
    >
      <Typography variant="subtitle2" component="h4">
        {t('chat.proposal.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <DiffSide label={t('chat.proposal.before')} runs={runs} side="removed" />
        <DiffSide label={t('chat.proposal.after')} runs={runs} side="added" />
      </Stack>
      {state === 'accepted' ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          {t('chat.proposal.accepted')}
        </Alert>
      ) : state === 'rejected' ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('chat.proposal.rejected')}
        </Alert>
      ) : state === 'outdated' ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('chat.proposal.outdated')}
        </Alert>
      ) : canApply ? (
        <>
          {state === 'failed' && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {t('drafts.errors.save')}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button variant="contained" onClick={onAccept} disabled={state === 'saving'}>
              {t('chat.proposal.accept')}
            </Button>
            <Button onClick={onReject} disabled={state === 'saving'}>
              {t('chat.proposal.reject')}
            </Button>
          </Stack>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('chat.proposal.readOnly')}
        </Typography>
      )}
    </Box>
  );
}
