/**
 * The project chat (issue 8, item 5): questions about the tender and the company's evidence, and
 * requests to change the draft. A visit starts a new session (messages carry its id); earlier
 * sessions can be picked up again (ChatSessionPicker); the answer streams in from /chat/{cid}/{pid}/{sessionId} with the status text of its code;
 * a proposed draft change shows before/after with Accept (saved through saveDraftContent with the
 * revision it was made against) and Reject. 'You might want to ask' chips come from the project's
 * documents. All roles may chat (ARCHITECTURE §6); only project editors apply changes.
 */
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Actor,
  CallableError,
  type ChatMessage,
  type DraftCitation,
  chatStatusKind,
  chatStatusMessageKey,
  query,
  refs,
  rtdbPaths,
  where,
} from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { useLiveQuery } from '../../../backend/hooks/useLiveQuery';
import { type DocumentRow, useProjectDocuments } from '../documents/useProjectDocuments';
import { CitationDialog } from '../draft/CitationDialog';
import { useCitedDocument } from '../draft/useCitedDocument';
import { ChatProposal } from './ChatProposal';
import { ChatSessionPicker } from './ChatSessionPicker';
import { ChatSuggestions } from './ChatSuggestions';
import { CitedText } from './CitedText';
import { newSessionId, useChatProgress } from './useChatProgress';
import { useProposalActions } from './useProposalActions';

const NO_DOCUMENTS: readonly DocumentRow[] = [];

export function ChatPanel({
  companyId,
  projectId,
  editor,
  uid,
}: {
  companyId: string;
  projectId: string;
  /** Given to a member who may edit the draft: Accept saves the proposed change as them. */
  editor?: { actor: Actor };
  /** The signed-in user: their earlier conversations in this project can be picked up. */
  uid?: string;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const [sessionId, setSessionId] = useState(newSessionId);
  const messages = useLiveQuery(
    query(refs.messages(companyId, projectId), where('sessionId', '==', sessionId)),
  );
  const progress = useChatProgress(rtdbPaths.chat(companyId, projectId, sessionId));
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { proposals, accept, reject } = useProposalActions(companyId, projectId, editor);
  const [open, setOpen] = useState<{ number: number; citation: DraftCitation | null } | null>(null);
  const documents = useProjectDocuments(companyId, projectId);
  const cited = useCitedDocument(
    companyId,
    projectId,
    documents.status === 'ready' ? documents.data : NO_DOCUMENTS,
  );
  const openDocument = open ? cited.opener(open.citation) : undefined;

  const ordered =
    messages.status === 'ready'
      ? [...messages.data].sort((a, b) => a.data.createdAt.toMillis() - b.data.createdAt.toMillis())
      : [];

  const send = async (message: string) => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await backend.call('sendChatMessage', { projectId, sessionId, text: message });
      setText('');
    } catch (e) {
      // The reason is the status code's text (chat.status.<code>); anything else: code 0's.
      const reason = e instanceof CallableError && e.reason?.startsWith('chat.') ? e.reason : null;
      setError(reason ?? chatStatusMessageKey(0));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send(text);
    }
  };

  const working = sending && progress && chatStatusKind(progress.code) !== 'error';

  return (
    <Paper component="section" aria-labelledby="chat-title" sx={{ p: 3 }}>
      <Typography id="chat-title" variant="h6" component="h2">
        {t('chat.title')}
      </Typography>
      {uid && (
        <ChatSessionPicker
          companyId={companyId}
          projectId={projectId}
          uid={uid}
          sessionId={sessionId}
          onSelect={(id) => {
            setSessionId(id);
            setError(null);
          }}
          onNew={() => {
            setSessionId(newSessionId());
            setError(null);
          }}
        />
      )}
      <Box
        role="log"
        aria-label={t('chat.messagesLabel')}
        aria-live="polite"
        sx={{ my: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {messages.status === 'loading' ? (
          <Skeleton variant="rounded" height={48} />
        ) : messages.status === 'error' ? (
          <Alert severity="error">{t('chat.errors.load')}</Alert>
        ) : ordered.length === 0 && !sending ? (
          <Typography color="text.secondary">{t('chat.intro')}</Typography>
        ) : (
          ordered.map(({ id, data: m }: { id: string; data: ChatMessage }) => (
            <Box
              key={id}
              data-testid={`chat-message-${m.role}`}
              sx={{
                alignSelf: m.role === 'user' ? 'flex-end' : 'stretch',
                maxWidth: m.role === 'user' ? '85%' : '100%',
                p: 1.5,
                borderRadius: 1,
                bgcolor: m.role === 'user' ? 'action.selected' : 'action.hover',
              }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {t(m.role === 'user' ? 'chat.you' : 'chat.assistant')}
              </Typography>
              <CitedText
                text={m.text}
                onOpen={(n) => setOpen({ number: n, citation: m.citations[n - 1] ?? null })}
              />
              {m.localModel && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {t('chat.localModel')}
                </Typography>
              )}
              {m.proposal && (
                <ChatProposal
                  companyId={companyId}
                  projectId={projectId}
                  messageId={id}
                  proposal={m.proposal}
                  state={proposals[id]}
                  canApply={!!editor}
                  onAccept={() => void accept(id, m.proposal!)}
                  onReject={() => reject(id)}
                />
              )}
            </Box>
          ))
        )}
        {working && (
          <Box data-testid="chat-working" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            {progress.partial && (
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{progress.partial}</Typography>
            )}
            <Typography variant="body2" color="text.secondary" role="status">
              {t(chatStatusMessageKey(progress.code))}
            </Typography>
          </Box>
        )}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(error)}
        </Alert>
      )}
      <ChatSuggestions
        projectId={projectId}
        disabled={sending}
        onPick={(question) => void send(question)}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('chat.input.label')}
          helperText={t('chat.input.hint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          multiline
          maxRows={6}
          fullWidth
          disabled={sending}
        />
        <Button
          variant="contained"
          onClick={() => void send(text)}
          disabled={sending || text.trim() === ''}
          sx={{ mt: 1 }}
        >
          {t('chat.input.send')}
        </Button>
      </Stack>
      {open && (
        <CitationDialog
          number={open.number}
          citation={open.citation}
          onClose={() => setOpen(null)}
          onOpenDocument={
            openDocument
              ? () => {
                  setOpen(null);
                  openDocument();
                }
              : undefined
          }
        />
      )}
      {cited.viewer}
    </Paper>
  );
}
