/** Chat messages (companies/{cid}/projects/{pid}/messages/{mid}) and chat status codes (spec §4). */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import { LIMITS } from './limits';
import { documentId, requiredText, strictObject } from './schemaKit';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export type ChatSource = {
  kind: 'projectDocument' | 'knowledgeBase';
  id: string;
  label: string;
};

export type ChatMessage = {
  sessionId: string;
  role: ChatRole;
  text: string;
  /** The user's uid, or 'assistant'. */
  authorId: string;
  sources: ChatSource[];
  /** Final status code of the exchange for assistant messages, null for user messages. */
  statusCode: number | null;
  createdAt: Timestamp;
};

/** Spec §4: codes 0–30 exist except 18. */
export const CHAT_STATUS_CODES: readonly number[] = Object.freeze(
  Array.from({ length: 31 }, (_, i) => i).filter((code) => code !== 18),
);

/** Spec §4: these codes show an error message. */
export const CHAT_ERROR_CODES: readonly number[] = Object.freeze([
  0, 1, 13, 14, 15, 22, 23, 24, 26, 29, 30,
]);

export const CHAT_STATUS_KINDS = [
  'analyzingContext',
  'fetchingDocumentData',
  'accessingKnowledgeBases',
  'editingDocument',
  'savingConversation',
  'responseCompleted',
  'error',
] as const;
export type ChatStatusKind = (typeof CHAT_STATUS_KINDS)[number];

/**
 * The spec names the progress groups but not which code belongs to which (design decision,
 * docs/decisions.md). Exact texts come from the i18n key `chat.status.<code>`.
 */
const KIND_BY_CODE: Readonly<Record<number, ChatStatusKind>> = {
  2: 'analyzingContext',
  3: 'analyzingContext',
  4: 'fetchingDocumentData',
  5: 'fetchingDocumentData',
  6: 'fetchingDocumentData',
  7: 'accessingKnowledgeBases',
  8: 'accessingKnowledgeBases',
  9: 'accessingKnowledgeBases',
  10: 'editingDocument',
  11: 'editingDocument',
  12: 'editingDocument',
  16: 'editingDocument',
  17: 'editingDocument',
  19: 'editingDocument',
  20: 'savingConversation',
  21: 'savingConversation',
  25: 'savingConversation',
  27: 'savingConversation',
  28: 'responseCompleted',
};

export function isChatStatusCode(code: number): boolean {
  return CHAT_STATUS_CODES.includes(code);
}

export function isChatErrorCode(code: number): boolean {
  return CHAT_ERROR_CODES.includes(code);
}

/** Null for a code the spec does not define (18, or out of range). */
export function chatStatusKind(code: number): ChatStatusKind | null {
  if (!isChatStatusCode(code)) return null;
  if (isChatErrorCode(code)) return 'error';
  return KIND_BY_CODE[code] ?? null;
}

export function chatStatusMessageKey(code: number): string {
  return `chat.status.${code}`;
}

/** Callable input for chat. */
export const chatSendSchema = strictObject({
  projectId: documentId(),
  sessionId: documentId(),
  text: requiredText(LIMITS.chatMessageMax),
});

export type ChatSendInput = yup.InferType<typeof chatSendSchema>;
