/**
 * The project chat (issue 8, item 5): questions about the tender and the company's evidence, and
 * requests to change the draft. A visit starts a new session (messages carry its id); earlier
 * sessions can be picked up again (ChatSessionPicker); the answer streams in from /chat/{cid}/{pid}/{sessionId} with the status text of its code;
 * a proposed draft change shows before/after with Accept (saved through saveDraftContent with the
 * revision it was made against) and Reject. 'You might want to ask' chips come from the project's
 * documents. All roles may chat (ARCHITECTURE §6); only project editors apply changes.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Actor,
  CallableError,
  type ChatDraftProposal,
  type ChatMessage,
  type ChatProgress,
  type ChatSuggestion,
  type DraftCitation,
  chatStatusKind,
  chatStatusMessageKey,
  query,
  refs,
  rtdbPaths,
  where,
} from '@tender/core';
import { saveDraftContent } from '@tender/core/services/drafts/saveDraft';
import { useBackend } from '../../../backend/BackendContext';
import { useLiveDoc, useLiveQuery } from '../../../backend/hooks/useLiveQuery';
import { type DocumentRow, useProjectDocuments } from '../documents/useProjectDocuments';
import { CitationDialog } from '../draft/CitationDialog';
import { useCitedDocument } from '../draft/useCitedDocument';
import { ChatSessionPicker } from './ChatSessionPicker';
import {
  type ProposalState,
  isRejected,
  proposalOutcome,
  rememberRejected,
  shownProposalState,
} from './proposalOutcome';
import { type DiffRun, bodyText, wordDiff } from './wordDiff';

const NO_DOCUMENTS: readonly DocumentRow[] = [];

function newSessionId(): string {
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The session's status, kept with its path so a value never shows for another session. */
function useChatProgress(path: string): ChatProgress | null {
  const { realtime } = useBackend();
  const [value, setValue] = useState<{ path: string; value: ChatProgress | null }>();
  useEffect(
    () =>
      realtime.onValue<ChatProgress>(
        path,
        (v) => setValue({ path, value: v }),
        () => setValue({ path, value: null }),
      ),
    [realtime, path],
  );
  return value?.path === path ? value.value : null;
}

/** Text with its numbered references ([1], [2, 3]) as buttons that open the source. */
function CitedText({ text, onOpen }: { text: string; onOpen: (n: number) => void }) {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(/\[(\d{1,3}(?:,\s*\d{1,3})*)\]/g)) {
    parts.push(text.slice(last, m.index));
    for (const n of (m[1] as string).split(/,\s*/).map(Number)) {
      parts.push(
        <Link
          key={`${m.index}-${n}`}
          component="button"
          type="button"
          onClick={() => onOpen(n)}
          aria-label={t('chat.citationLabel', { n })}
          sx={{ verticalAlign: 'super', fontSize: '0.75em', mx: 0.25, lineHeight: 1 }}
        >
          [{n}]
        </Link>,
      );
    }
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return <Typography sx={{ whiteSpace: 'pre-wrap' }}>{parts}</Typography>;
}

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

function Proposal({
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
  const [suggestions, setSuggestions] = useState<ChatSuggestion[] | 'failed' | null>(null);
  const [proposals, setProposals] = useState<Record<string, ProposalState>>({});
  const [open, setOpen] = useState<{ number: number; citation: DraftCitation | null } | null>(null);
  const documents = useProjectDocuments(companyId, projectId);
  const cited = useCitedDocument(
    companyId,
    projectId,
    documents.status === 'ready' ? documents.data : NO_DOCUMENTS,
  );
  const openDocument = open ? cited.opener(open.citation) : undefined;

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
                <Proposal
                  companyId={companyId}
                  projectId={projectId}
                  messageId={id}
                  proposal={m.proposal}
                  state={proposals[id]}
                  canApply={!!editor}
                  onAccept={() => void accept(id, m.proposal!)}
                  onReject={() => {
                    rememberRejected(id);
                    setProposals((p) => ({ ...p, [id]: 'rejected' }));
                  }}
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
      {suggestions === 'failed' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('chat.errors.suggestions')}
        </Alert>
      ) : (
        suggestions &&
        suggestions.length > 0 && (
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
                    disabled={sending}
                    onClick={() => void send(label)}
                  />
                );
              })}
            </Stack>
          </Box>
        )
      )}
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
