import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import type { MatchVote } from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { signalingFailure } from './signalingFailure';

/**
 * Thumbs up or down on a match (the company's one vote; pressing the chosen one again withdraws
 * it). The rateTenderMatch callable stores it and re-scores; the list shows the new score live.
 */
export function VoteButtons({ tenderId, vote }: { tenderId: string; vote: MatchVote | null }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const rate = async (next: MatchVote | null) => {
    setBusy(true);
    try {
      await backend.call('rateTenderMatch', { tenderId, vote: next });
    } catch (error) {
      enqueueSnackbar(signalingFailure(error, 'signaling.vote.failed', t), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={vote}
        disabled={busy}
        aria-label={t('signaling.vote.label')}
        onChange={(_, next: MatchVote | null) => void rate(next)}
      >
        <ToggleButton value="up" aria-label={t('signaling.vote.up')}>
          <ThumbUpOutlined fontSize="small" />
        </ToggleButton>
        <ToggleButton value="down" aria-label={t('signaling.vote.down')}>
          <ThumbDownOutlined fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
