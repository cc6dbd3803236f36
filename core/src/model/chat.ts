/** Chat messages (companies/{cid}/projects/{pid}/messages/{mid}) and chat status codes (spec §4). */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import type { DraftCitation } from './draft';
import { LIMITS } from './limits';
import { documentId, requiredText, strictObject } from './schemaKit';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * A change to one draft section the chat proposes on request ("make section 2 shorter"); the user
 * accepts it (saved through saveDraftContent with the draft's revision) or rejects it.
 */
export type ChatDraftProposal = {
  draftId: string;
  sectionId: string;
  /** The draft's revision the change was made against. */
  revision: number;
  /** The section's body (draft HTML subset) before and after. */
  before: string;
  after: string;
  /** Citations the new body adds (numbered after the draft's own). */
  citations: DraftCitation[];
};

export type ChatMessage = {
  sessionId: string;
  role: ChatRole;
  text: string;
  /** The user's uid, or 'assistant'. */
  authorId: string;
  /** The passages the answer cites ([1], [2] in the text are citations[0], [1]). */
  citations: DraftCitation[];
  /** Final status code of the exchange for assistant messages, null for user messages. */
  statusCode: number | null;
  /** A proposed draft change (assistant messages only), else null. */
  proposal: ChatDraftProposal | null;
  /**
   * The answer is sentences assembled from the passages by the offline LocalModel, not written by
   * an AI; the UI says so (ai.localModelNotice). False for user messages.
   */
  localModel: boolean;
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

/** The codes one exchange reports (docs/decisions.md, "Chat status codes"), by name. */
export const CHAT_STATUS = {
  failed: 0,
  forbidden: 1,
  analysingQuestion: 2,
  composingAnswer: 3,
  fetchingDocuments: 4,
  searchingDocuments: 5,
  readingTender: 6,
  accessingKnowledgeBases: 7,
  searchingKnowledgeBases: 8,
  readingCompany: 9,
  openingDraft: 10,
  preparingChange: 11,
  editingSection: 12,
  emptyMessage: 13,
  messageTooLong: 14,
  tooManyMessages: 15,
  checkingChange: 16,
  updatingDocument: 17,
  changeReady: 19,
  savingMessage: 20,
  savingAnswer: 21,
  noDraft: 22,
  sectionNotFound: 23,
  budgetExceeded: 24,
  savingChange: 25,
  modelFailed: 26,
  conversationSaved: 27,
  completed: 28,
  saveFailed: 29,
  projectNotFound: 30,
} as const satisfies Record<string, number>;

/**
 * A flood of messages is refused (code 15): at most this many from one user on one project in
 * one window (docs/decisions.md).
 */
export const CHAT_RATE_LIMIT = { messages: 10, windowMs: 60_000 } as const;

/** A 'You might want to ask' question: an i18n key under chat.suggestions, with its values. */
export type ChatSuggestion = {
  key: string;
  params: Record<string, string>;
};

/** Callable input for chat. */
export const chatSendSchema = strictObject({
  projectId: documentId(),
  sessionId: documentId(),
  text: requiredText(LIMITS.chatMessageMax),
});

export type ChatSendInput = yup.InferType<typeof chatSendSchema>;
