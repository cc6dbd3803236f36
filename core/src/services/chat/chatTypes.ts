/** What the project chat needs and returns, and the draft editor it hands change requests to. */
import type { Retriever } from '../../ai/retrieval/retriever';
import type { ChatDraftProposal } from '../../model/chat';
import type { DraftCitation } from '../../model/draft';
import type { LanguageModel } from '../../ports/ai';
import type { DocStore } from '../../ports/docStore';
import type { Realtime } from '../../ports/realtime';
import type { Clock, Ids } from '../../ports/runtime';

export interface ChatDeps {
  readonly docs: DocStore;
  readonly realtime: Realtime;
  readonly clock: Clock;
  readonly ids: Ids;
  /** The company's metered model: its daily budget applies (code 24 when used up). */
  readonly model: LanguageModel;
  /** Company-partitioned retrieval over the knowledge bases. */
  readonly retriever: Retriever;
  /** Proposes a draft change when the message asks for one (draftEdits.ts); none: answers only. */
  readonly draftEditor?: DraftEditor;
}

/** What a draft-change request produced: the answer's text and the proposal (or null). */
export interface DraftEditResult {
  readonly text: string;
  readonly proposal: ChatDraftProposal | null;
  readonly citations: DraftCitation[];
}

export interface DraftEditRequest {
  readonly companyId: string;
  readonly projectId: string;
  readonly text: string;
  readonly language: 'en' | 'nl';
  readonly knowledgeBaseIds: readonly string[];
  readonly report: (code: number) => Promise<void>;
}

/** Null when the message asks for no draft change (then it is answered as a question). */
export type DraftEditor = (request: DraftEditRequest) => Promise<DraftEditResult | null>;

export interface ChatSendResult {
  readonly userMessageId: string;
  readonly messageId: string;
  readonly statusCode: number;
}
