/**
 * Pick up an earlier conversation or start a new one. The list is the user's own sessions in this
 * project (chatSessions.ts); the current one stays listed while it has no question yet.
 */
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { limit, orderBy, query, refs, where } from '@tender/core';
import { useLiveQuery } from '../../../backend/hooks/useLiveQuery';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { formatDateTime } from '../../../format/dates';
import { SESSION_QUESTIONS_READ, summariseSessions } from './chatSessions';

const QUESTION_CHARS = 60;

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > QUESTION_CHARS ? `${line.slice(0, QUESTION_CHARS - 1)}…` : line;
}

export function ChatSessionPicker({
  companyId,
  projectId,
  uid,
  sessionId,
  onSelect,
  onNew,
}: {
  companyId: string;
  projectId: string;
  uid: string;
  sessionId: string;
  onSelect: (sessionId: string) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const questions = useLiveQuery(
    query(
      refs.messages(companyId, projectId),
      where('authorId', '==', uid),
      orderBy('createdAt', 'desc'),
      limit(SESSION_QUESTIONS_READ),
    ),
  );
  const sessions = questions.status === 'ready' ? summariseSessions(questions.data) : [];
  const current = sessions.some((s) => s.sessionId === sessionId);
  // No conversation yet: nothing to pick up or start anew.
  if (sessions.length === 0) return null;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
      <FormControl size="small" sx={{ minWidth: 0, flex: 1 }}>
        <InputLabel id="chat-session-label">{t('chat.sessions.label')}</InputLabel>
        <Select
          labelId="chat-session-label"
          label={t('chat.sessions.label')}
          value={sessionId}
          onChange={(e) => onSelect(e.target.value)}
        >
          {!current && <MenuItem value={sessionId}>{t('chat.sessions.current')}</MenuItem>}
          {sessions.map((s) => (
            <MenuItem key={s.sessionId} value={s.sessionId}>
              {t('chat.sessions.item', {
                question: shorten(s.firstQuestion),
                when: formatDateTime(s.lastAt, locale),
              })}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button startIcon={<AddIcon />} onClick={onNew} disabled={!current}>
        {t('chat.sessions.new')}
      </Button>
    </Stack>
  );
}
