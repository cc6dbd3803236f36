import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { Timestamp } from '@tender/core';
import { useLocale } from '../../app/i18n/LocaleContext';
import { formatDateTime } from '../../format/dates';

export interface ThreadEntry {
  readonly id: string;
  readonly authorName: string;
  readonly authorId: string;
  readonly fromSupport: boolean;
  readonly text: string;
  readonly createdAt: Timestamp | null;
}

/** The conversation: the ticket's description first, then every response, oldest first. */
export function TicketThread({ entries, uid }: { entries: readonly ThreadEntry[]; uid: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack component="ol" spacing={2} aria-label={t('tickets.detail.thread')} sx={{ p: 0, m: 0 }}>
      {entries.map((entry) => (
        <Paper
          key={entry.id}
          component="li"
          variant="outlined"
          sx={{
            listStyle: 'none',
            p: 2,
            // Support's answers stand out, so the user finds them at a glance.
            ...(entry.fromSupport
              ? { borderColor: 'primary.main', borderLeftWidth: 4, bgcolor: 'action.hover' }
              : null),
          }}
        >
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1, rowGap: 0.5 }}
          >
            <Typography variant="subtitle2" component="p">
              {entry.authorName}
              {entry.authorId === uid && ` (${t('tickets.detail.you')})`}
            </Typography>
            {entry.fromSupport && (
              <Chip
                size="small"
                color="primary"
                icon={<SupportAgentOutlined />}
                label={t('tickets.detail.support')}
              />
            )}
            <Typography variant="body2" color="text.secondary" component="p">
              {entry.createdAt ? formatDateTime(entry.createdAt.toMillis(), locale) : ''}
            </Typography>
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.text}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
