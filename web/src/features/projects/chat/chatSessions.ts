/**
 * Earlier conversations: a user's questions in this project, grouped by the session they were
 * asked in, newest first. Only one's own sessions are listed (a colleague's conversation is theirs
 * to pick up), and only the newest questions are read, so the list costs one bounded query.
 */
import type { ChatMessage } from '@tender/core';

export const SESSION_QUESTIONS_READ = 100;

export interface ChatSessionSummary {
  readonly sessionId: string;
  /** The first question asked in it (what a person remembers a conversation by). */
  readonly firstQuestion: string;
  /** When its last question was asked, in ms. */
  readonly lastAt: number;
}

export function summariseSessions(
  questions: readonly { readonly data: ChatMessage }[],
): ChatSessionSummary[] {
  const sessions = new Map<string, { first: ChatMessage; lastAt: number }>();
  for (const { data } of questions) {
    if (data.role !== 'user') continue;
    const at = data.createdAt.toMillis();
    const seen = sessions.get(data.sessionId);
    if (!seen) sessions.set(data.sessionId, { first: data, lastAt: at });
    else {
      if (at < seen.first.createdAt.toMillis()) seen.first = data;
      if (at > seen.lastAt) seen.lastAt = at;
    }
  }
  return [...sessions.entries()]
    .map(([sessionId, s]) => ({ sessionId, firstQuestion: s.first.text, lastAt: s.lastAt }))
    .sort((a, b) => b.lastAt - a.lastAt);
}
