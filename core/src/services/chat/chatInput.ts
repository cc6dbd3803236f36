/**
 * What a chat call may carry and how it is refused: the input's ids are checked before anything
 * is written, and every refusal ends on its chat status code (docs/decisions.md, "Chat status
 * codes"), which is also the callable's error reason.
 */
import { CallableError, type CallableErrorCode } from '../../callables/errors';
import { CHAT_STATUS, chatStatusMessageKey } from '../../model/chat';

/** The error a refusal carries: HttpsError-style code, reason chat.status.<code>. */
export class ChatRefusal extends CallableError {
  constructor(
    code: CallableErrorCode,
    readonly statusCode: number,
  ) {
    super(code, chatStatusMessageKey(statusCode));
  }
}

const REFUSAL_CODE: Readonly<Record<number, CallableErrorCode>> = {
  [CHAT_STATUS.failed]: 'internal',
  [CHAT_STATUS.forbidden]: 'permission-denied',
  [CHAT_STATUS.emptyMessage]: 'invalid-argument',
  [CHAT_STATUS.messageTooLong]: 'invalid-argument',
  [CHAT_STATUS.tooManyMessages]: 'resource-exhausted',
  [CHAT_STATUS.noDraft]: 'failed-precondition',
  [CHAT_STATUS.sectionNotFound]: 'failed-precondition',
  [CHAT_STATUS.budgetExceeded]: 'resource-exhausted',
  [CHAT_STATUS.modelFailed]: 'unavailable',
  [CHAT_STATUS.saveFailed]: 'internal',
  [CHAT_STATUS.projectNotFound]: 'not-found',
};

export function chatRefusal(statusCode: number): ChatRefusal {
  return new ChatRefusal(REFUSAL_CODE[statusCode] ?? 'internal', statusCode);
}

const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The input's ids (checked before anything is written) and its text (codes 13 and 14 later). */
export function readInput(raw: unknown): { projectId: string; sessionId: string; text: unknown } {
  const input = (raw ?? {}) as Record<string, unknown>;
  const { projectId, sessionId, text } = input;
  const extra = Object.keys(input).filter((k) => !['projectId', 'sessionId', 'text'].includes(k));
  if (
    typeof projectId !== 'string' ||
    typeof sessionId !== 'string' ||
    !SESSION_ID.test(projectId) ||
    !SESSION_ID.test(sessionId) ||
    extra.length > 0
  ) {
    throw new CallableError('invalid-argument', chatStatusMessageKey(CHAT_STATUS.failed));
  }
  return { projectId, sessionId, text };
}
