/**
 * Callables sendChatMessage and getChatSuggestions (issue 8): thin, over the chat service with the
 * company's (metered) model and retriever, which the demo and the functions provide. The draft
 * editor comes with them, so a request to change the draft becomes a proposal.
 */
import type { Retriever } from '../../ai/retrieval/retriever';
import type { CallableOutput } from '../../callables/table';
import type { Actor } from '../../policy/actor';
import type { LanguageModel } from '../../ports/ai';
import type { DocStore } from '../../ports/docStore';
import type { Realtime } from '../../ports/realtime';
import type { Clock, Ids } from '../../ports/runtime';
import { createDraftEditor } from './draftEdits';
import { sendChatMessage } from './sendChatMessage';
import { getChatSuggestions } from './suggestions';

export interface ChatCallables {
  sendChatMessage(
    actor: Actor | null | undefined,
    input: unknown,
  ): Promise<CallableOutput<'sendChatMessage'>>;
  getChatSuggestions(
    actor: Actor | null | undefined,
    input: unknown,
  ): Promise<CallableOutput<'getChatSuggestions'>>;
}

export function createChatCallables(deps: {
  readonly docs: DocStore;
  readonly realtime: Realtime;
  readonly clock: Clock;
  readonly ids: Ids;
  /** The company's metered model and its retriever, made on first need per call. */
  readonly companyAi: (
    companyId: string,
  ) => Promise<{ readonly model: LanguageModel; readonly retriever: Retriever }>;
}): ChatCallables {
  return {
    async sendChatMessage(actor, input) {
      // The model is the caller's company's (its budget); a caller without one is refused inside.
      const ai = actor?.companyId
        ? await deps.companyAi(actor.companyId)
        : { model: null as never, retriever: null as never };
      return sendChatMessage(
        {
          docs: deps.docs,
          realtime: deps.realtime,
          clock: deps.clock,
          ids: deps.ids,
          model: ai.model,
          retriever: ai.retriever,
          draftEditor: ai.retriever
            ? createDraftEditor({ docs: deps.docs, retriever: ai.retriever })
            : undefined,
        },
        actor,
        input,
      );
    },
    getChatSuggestions: (actor, input) => getChatSuggestions({ docs: deps.docs }, actor, input),
  };
}
