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
import { checkCitations } from '../../ai/promptSafety';
import { EVIDENCE_THRESHOLD } from '../../ai/retrieval/abstention';
import { buildLexicalIndex } from '../../ai/retrieval/lexicalIndex';
import { loadLexicon } from '../../ai/retrieval/lexicon/lexicon';
import { citedText, type Retriever } from '../../ai/retrieval/retriever';
import { CallableError, type CallableErrorCode } from '../../callables/errors';
import {
  CHAT_RATE_LIMIT,
  CHAT_STATUS,
  type ChatDraftProposal,
  type ChatMessage,
  chatStatusMessageKey,
} from '../../model/chat';
import type { DraftCitation } from '../../model/draft';
import { LIMITS } from '../../model/limits';
import { refs, rtdbPaths } from '../../model/paths';
import type { ChatProgress } from '../../model/progress';
import { type Actor, type MemberActor, isActiveMember } from '../../policy/actor';
import { explain } from '../../policy/permissions';
import type { LanguageModel } from '../../ports/ai';
import type { DocStore } from '../../ports/docStore';
import { query, where } from '../../ports/query';
import type { Realtime } from '../../ports/realtime';
import type { Clock, Ids } from '../../ports/runtime';
import { Timestamp } from '../../ports/values';
import {
  CitationRegistry,
  type EvidencePassage,
  asContext,
  safeText,
} from '../drafts/draftEvidence';
import { type TenderPassage, tenderPassages } from '../drafts/generateDraft';
import { profileAgrees } from '../users/callerActor';
import { detectLanguage } from '../../documents/facts/text';
import { sentences } from '../../text/sentences';
import { terms } from '../../ai/localText';
import { factAnswer } from './factAnswer';
import { factIntent } from './factIntent';
import { summariseTender } from './summariseTender';
import {
  FOREIGN_NOTE,
  NO_CONTENT_WORDS,
  NOT_IN_DOCUMENTS,
  NOT_IN_DOCUMENTS_OR_KNOWLEDGE,
  SAYS_IN,
  hasContentWords,
  isSummaryRequest,
  mayUseKnowledgeBases,
  mayUseProjectFacts,
  questionLanguage,
  searchText,
} from './groundedAnswer';

/** Passages per answer: from the project's documents, from the knowledge bases. */
const PROJECT_PASSAGES = 4;
const COMPANY_PASSAGES = 6;
/** Earlier messages of the session a real model reads with the question. */
const HISTORY_TURNS = 6;
/** The streamed text is written to the Realtime Database every this many characters. */
const STREAM_WRITE_CHARS = 80;

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

const TASK = {
  en: "You answer a bid manager's question about a tender and their company's evidence. Answer in English, briefly, from the passages only, and cite every claim.",
  nl: 'Je beantwoordt de vraag van een bidmanager over een aanbesteding en het bewijs van het bedrijf. Antwoord in het Nederlands, beknopt, alleen vanuit de passages, en citeer elke bewering.',
} as const;

const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The input's ids (checked before anything is written) and its text (codes 13 and 14 later). */
function readInput(raw: unknown): { projectId: string; sessionId: string; text: unknown } {
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

/** The language to answer in: the message's own, else (too short to tell) the user's. */
export function chatLanguage(text: string, fallback: 'en' | 'nl'): 'en' | 'nl' {
  return questionLanguage(text, fallback).language;
}

/** Citation brackets of passage ids ("[k2]", "[t1, f3]") are not shown while streaming. */
const PASSAGE_BRACKETS = /\s*\[[A-Za-z]{1,3}\d{1,4}(?:\s*,\s*[A-Za-z]{1,3}\d{1,4})*\]?/g;

/**
 * The sentence of a passage an answer's sentence cites: the one sharing the most (stemmed) words
 * with it, so that the citation quotes, and the viewer marks, that sentence rather than the start
 * of the passage. The whole passage when the answer's sentence shares nothing with any sentence.
 */
export function citedSentence(passage: string, answerSentence: string): string {
  const wanted = new Set(terms(answerSentence));
  let best = { score: 0, text: passage };
  for (const sentence of sentences(passage)) {
    const have = new Set(terms(sentence));
    let score = 0;
    for (const t of wanted) if (have.has(t)) score++;
    // Shorter of equals: the sentence itself, not a run-on line around it.
    if (
      score > best.score ||
      (score === best.score && score > 0 && sentence.length < best.text.length)
    ) {
      best = { score, text: sentence };
    }
  }
  return best.text;
}

/**
 * The answer's citations: each bracket of given passage ids becomes numbered references ([1],
 * [2]) into the message's citations, in order of first use; a made-up id is removed; markup is
 * dropped (the answer is plain text by contract). Each citation quotes the passage's sentence the
 * answer's sentence before the bracket draws on (citedSentence).
 */
export function citeAnswer(
  answer: string,
  passages: readonly EvidencePassage[],
): { text: string; citations: DraftCitation[] } {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const plain = answer
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '');
  const checked = checkCitations(plain, [...byId.keys()]);
  const registry = new CitationRegistry();
  const text = checked.text
    .replace(
      /\[([A-Za-z]{1,3}\d{1,4}(?:\s*,\s*[A-Za-z]{1,3}\d{1,4})*)\]/g,
      (whole, ids: string, offset: number, all: string) => {
        const list = ids.split(/\s*,\s*/);
        if (!list.every((id) => byId.has(id))) return whole;
        // The answer's sentence this bracket closes: the text since the previous bracket.
        const before = all.slice(0, offset);
        const since = before.slice(before.lastIndexOf(']') + 1);
        const sentence = sentences(since).at(-1) ?? since;
        const numbers = list.map((id) => {
          const p = byId.get(id)!;
          return registry.cite(p, citedSentence(p.text, sentence)).id.slice(1);
        });
        return `[${[...new Set(numbers)].join(', ')}]`;
      },
    )
    .replace(/ {2,}/g, ' ')
    .trim();
  return { text, citations: registry.list };
}

/** The page of a document's passage that holds a sentence of its summary (for its citation). */
export function summaryPage(
  tender: readonly TenderPassage[],
): (documentId: string, sentence: string) => number | null {
  const norm = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase();
  return (documentId, sentence) => {
    const wanted = norm(sentence).slice(0, 120);
    const found = tender.find(
      (p) => p.origin.documentId === documentId && norm(p.text).includes(wanted),
    );
    return found?.origin.page ?? null;
  };
}

/**
 * The note before an answer whose cited passages are all in the other language than the
 * question ("The document, in English, says: …"); null when any is in the question's language.
 */
export function otherLanguageNote(
  citations: readonly DraftCitation[],
  language: 'en' | 'nl',
): string | null {
  if (citations.length === 0) return null;
  const langs = new Set(citations.map((c) => detectLanguage([c.quote])));
  const [only] = [...langs];
  return langs.size === 1 && only !== language ? SAYS_IN[language][only!] : null;
}

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
    const fixed = (answerText: string) => ({
      text: foreign ? `${FOREIGN_NOTE[foreign]}\n\n${answerText}` : answerText,
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
      return {
        text: foreign ? `${FOREIGN_NOTE[foreign]}\n\n${composed.text}` : composed.text,
        citations: composed.citations,
        proposal: null,
        fixed: true,
      };
    }
    await report(CHAT_STATUS.searchingDocuments);
    const tenderById = new Map<string, TenderPassage>(tender.map((p) => [p.id, p]));
    const tenderChunks = tender.map((p) => ({
      id: p.id,
      text: p.text,
      embedding: null,
      source: {
        knowledgeBaseId: 'project',
        documentId: p.origin.documentId,
        documentName: p.origin.documentName,
        page: p.origin.page,
        heading: null,
      },
    }));
    // The project's documents through the same lexicon as the knowledge bases: a question in
    // English finds the Dutch tender's passage (issue 18).
    const projectIndex = buildLexicalIndex(tenderChunks, { lexicon });
    const projectHits = projectIndex
      .search(wanted, PROJECT_PASSAGES)
      .map((h) => {
        const chunk = tenderChunks.find((c) => c.id === h.chunkId)!;
        return {
          passage: tenderById.get(h.chunkId)!,
          evidence: projectIndex.evidence(wanted, citedText(chunk)),
        };
      })
      .filter((h) => h.passage && h.evidence >= threshold)
      .map((h) => h.passage);
    if (projectHits.length) await report(CHAT_STATUS.readingTender);

    await report(CHAT_STATUS.accessingKnowledgeBases);
    // A question about this tender is answered from this project's documents, not from another
    // tender's documents in a knowledge base, unless the user asks for the knowledge base.
    const searchKnowledge =
      knowledgeBaseIds.length > 0 && mayUseKnowledgeBases(text, tender.length > 0);
    let companyHits: EvidencePassage[] = [];
    if (searchKnowledge) {
      await report(CHAT_STATUS.searchingKnowledgeBases);
      const found = await retriever.retrieve({
        companyId: cid,
        query: wanted,
        limit: COMPANY_PASSAGES,
        knowledgeBaseIds,
      });
      companyHits = found
        .filter((p) => p.evidence >= threshold)
        .map((p, i) => ({
          id: `k${i + 1}`,
          text: safeText(p.text),
          origin: {
            source: 'knowledgeBase',
            documentId: p.source.documentId,
            documentName: p.source.documentName,
            knowledgeBaseId: p.source.knowledgeBaseId,
            page: p.source.page,
          },
        }));
      if (companyHits.length) await report(CHAT_STATUS.readingCompany);
    }
    const passages = [...projectHits, ...companyHits].filter((p) => p.text.trim() !== '');
    // No passage is evidence enough: the documents do not say, and the model is not asked
    // (a confident wrong deadline is the worst answer a bid team can get).
    if (passages.length === 0) {
      return fixed((searchKnowledge ? NOT_IN_DOCUMENTS_OR_KNOWLEDGE : NOT_IN_DOCUMENTS)[language]);
    }

    await report(CHAT_STATUS.composingAnswer);
    // A real model follows the conversation (the last turns of this session; earlier answers are
    // scanned like documents). The local model picks sentences by the words of its prompt, so it
    // gets the question alone.
    const turns = session.docs
      .map((d) => d.data)
      .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis())
      .slice(-HISTORY_TURNS)
      .map(
        (m) => `${m.role === 'user' ? 'User' : 'Assistant'}: ${safeText(m.text).slice(0, 1_000)}`,
      );
    const prompt =
      model.kind !== 'local' && turns.length
        ? `Earlier in this conversation:\n${turns.join('\n')}\n\nQuestion: ${text}`
        : text;
    let streamed = '';
    let written = 0;
    // The question is the user's own request; the passages go as data (context), scanned.
    for await (const fragment of model.stream({
      system: TASK[language],
      prompt,
      context: asContext(passages),
      language,
      temperature: 0.2,
    })) {
      streamed += fragment;
      if (streamed.length - written >= STREAM_WRITE_CHARS) {
        written = streamed.length;
        await report(CHAT_STATUS.composingAnswer, streamed.replace(PASSAGE_BRACKETS, ''));
      }
    }
    const cited = citeAnswer(streamed, passages);
    // The passages are in the other language: the answer says whose words they are.
    const note = otherLanguageNote(cited.citations, language);
    const body = note ? `${note} ${cited.text}` : cited.text;
    return {
      ...cited,
      text: foreign ? `${FOREIGN_NOTE[foreign]}\n\n${body}` : body,
      proposal: null,
    };
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
