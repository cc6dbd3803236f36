/**
 * The project chat (issue 8, item 5): one user message in, one grounded answer out. The exchange
 * reports its status codes (docs/decisions.md, "Chat status codes") to
 * /chat/{cid}/{pid}/{sessionId} as it goes, with the answer streamed so far; both messages are
 * stored under projects/{pid}/messages with the session's id. Passages come from the project's
 * document chunks (BM25 over the project) and the project's knowledge bases (the company-
 * partitioned retriever), are scanned (promptSafety) and handed to the model as data, never as
 * instructions. A refusal (empty, too long, a flood, no project) ends on its error code, which is
 * also the callable's error reason.
 */
import { ModelError } from '../../ai/modelErrors';
import { EVIDENCE_THRESHOLD } from '../../ai/retrieval/abstention';
import { loadLexicon } from '../../ai/retrieval/lexicon/lexicon';
import { CallableError } from '../../callables/errors';
import {
  CHAT_RATE_LIMIT,
  CHAT_STATUS,
  type ChatDraftProposal,
  type ChatMessage,
} from '../../model/chat';
import type { DraftCitation } from '../../model/draft';
import { LIMITS } from '../../model/limits';
import { refs, rtdbPaths } from '../../model/paths';
import type { ChatProgress } from '../../model/progress';
import { type Actor, type MemberActor, isActiveMember } from '../../policy/actor';
import { explain } from '../../policy/permissions';
import { query, where } from '../../ports/query';
import { Timestamp } from '../../ports/values';
import { type EvidencePassage, asContext } from '../drafts/draftEvidence';
import { tenderPassages } from '../drafts/generateDraft';
import { profileAgrees } from '../users/callerActor';
import { ChatRefusal, chatRefusal, readInput } from './chatInput';
import {
  citeAnswer,
  noteQuotedLanguages,
  otherLanguageNote,
  summaryPage,
  withoutPassageIds,
} from './chatCitations';
import { knowledgePassages, projectPassages } from './chatPassages';
import { CHAT_TASK, promptWithHistory } from './chatPrompt';
import { collectStream } from './collectStream';
import type { ChatDeps, ChatSendResult } from './chatTypes';
import { factAnswer } from './factAnswer';
import { countedPassages } from './countedPassages';
import { factIntent } from './factIntent';
import { summariseTender } from './summariseTender';
import {
  FOREIGN_NOTE,
  NO_CONTENT_WORDS,
  NOT_IN_DOCUMENTS,
  NOT_IN_DOCUMENTS_OR_KNOWLEDGE,
  hasContentWords,
  isSummaryRequest,
  mayUseKnowledgeBases,
  mayUseProjectFacts,
  questionLanguage,
  searchText,
} from './groundedAnswer';

/** The streamed text is written to the Realtime Database every this many characters. */
const STREAM_WRITE_CHARS = 80;

export async function sendChatMessage(
  deps: ChatDeps,
  rawActor: Actor | null | undefined,
  raw: unknown,
): Promise<ChatSendResult> {
  const { docs, realtime, clock, ids, model, retriever } = deps;
  if (!rawActor) throw new CallableError('unauthenticated');
  if (!isActiveMember(rawActor)) throw chatRefusal(CHAT_STATUS.forbidden);
  const actor: MemberActor = rawActor;
  const cid = actor.companyId;
  const input = readInput(raw);
  const progressPath = rtdbPaths.chat(cid, input.projectId, input.sessionId);
  let messageId: string | null = null;
  const report = (code: number, partial?: string) => {
    const value: ChatProgress = {
      code,
      messageId,
      updatedAt: clock.now(),
      ...(partial !== undefined ? { partial } : {}),
    };
    return realtime.set(progressPath, value);
  };
  const refuse = async (code: number): Promise<never> => {
    await report(code);
    throw chatRefusal(code);
  };

  // The token can be an hour old: the profile says whether the user is still active here.
  const profile = (await docs.getDoc(refs.user(actor.uid))).data;
  if (!profileAgrees(actor, profile) || !explain(actor, 'chat.send', { companyId: cid }).allowed) {
    throw chatRefusal(CHAT_STATUS.forbidden);
  }
  const project = (await docs.getDoc(refs.project(cid, input.projectId))).data;
  if (!project) throw chatRefusal(CHAT_STATUS.projectNotFound);
  // A member's refusals show in the chat's status too (a non-member's write nothing).
  if (typeof input.text !== 'string' || input.text.trim() === '') {
    await refuse(CHAT_STATUS.emptyMessage);
  }
  if ((input.text as string).length > LIMITS.chatMessageMax) {
    await refuse(CHAT_STATUS.messageTooLong);
  }
  const text = (input.text as string).trim();
  await report(CHAT_STATUS.analysingQuestion);

  // A flood from one user on this project is refused before anything costs money.
  const now = clock.now();
  const recent = await docs.getDocs(
    query(
      refs.messages(cid, input.projectId),
      where('authorId', '==', actor.uid),
      where('createdAt', '>', Timestamp.fromMillis(now - CHAT_RATE_LIMIT.windowMs)),
    ),
  );
  if (recent.docs.length >= CHAT_RATE_LIMIT.messages) await refuse(CHAT_STATUS.tooManyMessages);

  await report(CHAT_STATUS.savingMessage);
  // A session reads in the order it was written, even where clocks stand still or differ between
  // instances: a message is stamped after the session's last one.
  const session = await docs.getDocs(
    query(refs.messages(cid, input.projectId), where('sessionId', '==', input.sessionId)),
  );
  const last = Math.max(0, ...session.docs.map((d) => d.data.createdAt.toMillis()));
  const userAt = Math.max(now, last + 1);
  const userMessageId = ids.newId();
  const userMessage: ChatMessage = {
    sessionId: input.sessionId,
    role: 'user',
    text,
    authorId: actor.uid,
    citations: [],
    statusCode: null,
    proposal: null,
    localModel: false,
    createdAt: Timestamp.fromMillis(userAt),
  };
  try {
    await docs.setDoc(refs.message(cid, input.projectId, userMessageId), userMessage);
  } catch {
    await refuse(CHAT_STATUS.saveFailed);
  }

  const { language, foreign } = questionLanguage(
    text,
    profile.preferredLanguage === 'en' ? 'en' : 'nl',
  );
  const knowledgeBases = (await docs.getDocs(refs.knowledgeBases(cid))).docs.map((kb) => kb.id);
  const knowledgeBaseIds = project.dataSources.enableAll
    ? knowledgeBases
    : project.dataSources.knowledgeBaseIds.filter((id) => knowledgeBases.includes(id));

  let answer: {
    text: string;
    citations: DraftCitation[];
    proposal: ChatDraftProposal | null;
    /** A fixed answer of the chat itself (no passage, no model): no offline-model notice. */
    fixed?: boolean;
  };
  try {
    const edit = deps.draftEditor
      ? await deps.draftEditor({
          companyId: cid,
          projectId: input.projectId,
          text,
          language,
          knowledgeBaseIds,
          report: (code) => report(code),
        })
      : null;
    answer = edit ?? (await answerQuestion());
  } catch (error) {
    if (error instanceof ChatRefusal) await refuse(error.statusCode);
    if (error instanceof ModelError) {
      await refuse(
        error.code === 'budget-exceeded' ? CHAT_STATUS.budgetExceeded : CHAT_STATUS.modelFailed,
      );
    }
    await refuse(CHAT_STATUS.failed);
    throw error; // unreachable: refuse throws
  }

  async function answerQuestion() {
    // A question in a third language is answered in the user's language, with a note first.
    const noted = (body: string) => (foreign ? `${FOREIGN_NOTE[foreign]}\n\n${body}` : body);
    const fixed = (answerText: string) => ({
      text: noted(answerText),
      citations: [] as DraftCitation[],
      proposal: null,
      fixed: true,
    });
    // Nothing to look up ("what is it?"): say so rather than answer from whatever matches.
    const wanted = searchText(text);
    if (!hasContentWords(wanted)) return fixed(NO_CONTENT_WORDS[language]);
    const summary = isSummaryRequest(text);
    const threshold = summary ? 0 : EVIDENCE_THRESHOLD;
    await report(CHAT_STATUS.fetchingDocuments);
    const documents = (await docs.getDocs(refs.projectDocuments(cid, input.projectId))).docs
      .filter((d) => d.data.status === 'processed')
      .map((d) => ({ id: d.id, data: d.data }));
    const lexicon = await loadLexicon();
    const tender = await tenderPassages(docs, cid, input.projectId, documents);
    // A question about a fact of the tender (its deadline, criteria, value, buyer …) is answered
    // from the facts extracted from its documents, quoted with their page; a request to summarise
    // from the tender's brief. Either falls back to retrieval when the facts do not hold it.
    const composed = !mayUseProjectFacts(text)
      ? null
      : summary
        ? summariseTender(documents, language, summaryPage(tender))
        : (() => {
            const intent = factIntent(text, lexicon);
            return intent ? factAnswer(intent, documents, language) : null;
          })();
    if (composed) {
      await report(CHAT_STATUS.readingTender);
      return { ...fixed(composed.text), citations: composed.citations };
    }
    await report(CHAT_STATUS.searchingDocuments);
    const projectHits = projectPassages(tender, wanted, threshold, lexicon);
    if (projectHits.length) await report(CHAT_STATUS.readingTender);

    await report(CHAT_STATUS.accessingKnowledgeBases);
    // A question about this tender is answered from this project's documents, not from another
    // tender's documents in a knowledge base, unless the user asks for the knowledge base.
    const searchKnowledge =
      knowledgeBaseIds.length > 0 && mayUseKnowledgeBases(text, tender.length > 0);
    let companyHits: EvidencePassage[] = [];
    if (searchKnowledge) {
      await report(CHAT_STATUS.searchingKnowledgeBases);
      companyHits = await knowledgePassages(retriever, {
        companyId: cid,
        query: wanted,
        knowledgeBaseIds,
        threshold,
      });
      if (companyHits.length) await report(CHAT_STATUS.readingCompany);
    }
    // A how-many question is answered by the passages stating that count, when any does.
    const passages = countedPassages(
      [...projectHits, ...companyHits].filter((p) => p.text.trim() !== ''),
      wanted,
      lexicon,
    );
    // No passage is evidence enough: the documents do not say, and the model is not asked
    // (a confident wrong deadline is the worst answer a bid team can get).
    if (passages.length === 0) {
      return fixed((searchKnowledge ? NOT_IN_DOCUMENTS_OR_KNOWLEDGE : NOT_IN_DOCUMENTS)[language]);
    }

    await report(CHAT_STATUS.composingAnswer);
    const prompt = promptWithHistory(
      model,
      session.docs.map((d) => d.data),
      text,
    );
    // The question is the user's own request; the passages go as data (context), scanned.
    const streamed = await collectStream(
      model.stream({
        system: CHAT_TASK[language],
        prompt,
        context: asContext(passages),
        language,
        temperature: 0.2,
      }),
      (soFar) => report(CHAT_STATUS.composingAnswer, withoutPassageIds(soFar)),
      STREAM_WRITE_CHARS,
    );
    const cited = citeAnswer(streamed, passages);
    // The passages are in the other language: the answer says whose words they are.
    // Passages in both languages: each quoted in the other language says so where it stands.
    const note = otherLanguageNote(cited.citations, language);
    const body = note ? `${note} ${cited.text}` : noteQuotedLanguages(cited.text, language);
    return { ...cited, text: noted(body), proposal: null };
  }

  await report(answer.proposal ? CHAT_STATUS.savingChange : CHAT_STATUS.savingAnswer);
  messageId = ids.newId();
  const assistant: ChatMessage = {
    sessionId: input.sessionId,
    role: 'assistant',
    text: answer.text,
    authorId: 'assistant',
    citations: answer.citations,
    statusCode: CHAT_STATUS.completed,
    proposal: answer.proposal,
    localModel: model.kind === 'local' && !answer.fixed,
    // After the user's message, so that a session reads in order.
    createdAt: Timestamp.fromMillis(Math.max(clock.now(), userAt + 1)),
  };
  try {
    await docs.setDoc(refs.message(cid, input.projectId, messageId), assistant);
  } catch {
    await refuse(CHAT_STATUS.saveFailed);
  }
  await report(CHAT_STATUS.conversationSaved);
  await report(CHAT_STATUS.completed);
  return { userMessageId, messageId, statusCode: CHAT_STATUS.completed };
}
