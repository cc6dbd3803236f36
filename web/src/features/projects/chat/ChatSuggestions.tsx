import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatSuggestion } from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';

/** 'You might want to ask' chips, from the project's documents; a pick sends the question. */
export function ChatSuggestions({
  projectId,
  disabled,
  onPick,
}: {
  projectId: string;
  disabled: boolean;
  onPick: (question: string) => void;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const [suggestions, setSuggestions] = useState<ChatSuggestion[] | 'failed' | null>(null);

  useEffect(() => {
    let live = true;
    backend
      .call('getChatSuggestions', { projectId })
      .then((r) => live && setSuggestions(r.suggestions))
      .catch((e: unknown) => {
        console.warn('getChatSuggestions failed', e);
        if (live) setSuggestions('failed');
      });
    return () => {
      live = false;
    };
  }, [backend, projectId]);

  if (suggestions === 'failed')
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('chat.errors.suggestions')}
      </Alert>
    );
  if (!suggestions || suggestions.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" id="chat-suggestions">
        {t('chat.suggestions.title')}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}
        aria-labelledby="chat-suggestions"
      >
        {suggestions.map((s) => {
          const label = t(s.key, s.params);
          return (
            <Chip
              key={`${s.key}-${label}`}
              label={label}
              variant="outlined"
              disabled={disabled}
              onClick={() => onPick(label)}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
