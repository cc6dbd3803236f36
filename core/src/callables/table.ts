/**
 * The callables: one table of names, input schemas and output types, shared by the Cloud Functions
 * (which validate with the schema and run the service), the firebase backend (httpsCallable) and the
 * demo backend (which runs the same service in the browser). Adding a callable starts here.
 */
import type * as yup from 'yup';
import {
  myAccountSchema,
  userCreateSchema,
  userRefSchema,
  userRoleChangeSchema,
  userStatusChangeSchema,
} from '../model/user';
import { websiteFetchSchema } from '../model/website';
import { knowledgeBaseTrainingSchema } from '../services/knowledgeBases/schemas';
import { ingestNowSchema, rateTenderMatchSchema } from '../model/tender';
import {
  draftCancelSchema,
  draftGenerateSchema,
  draftPlanEditSchema,
  draftPlanGetSchema,
  draftRegenerateSectionSchema,
} from '../model/draftCallableSchemas';
import type { PlanPreview } from '../services/drafts/draftPlanPreview';
import { projectFromTenderSchema, resetViewedSchema, tenderViewedSchema } from '../model/tender';
import { chatSendCallSchema, chatSuggestionsSchema } from '../model/chatCallableSchemas';
import type { ChatSuggestion } from '../model/chat';

export const CALLABLE_SCHEMAS = {
  /** Admin adds a user to their own company; the generated password is returned once. */
  createUser: userCreateSchema,
  /** Admin deletes a user of their company (account and users/{uid}). */
  deleteUser: userRefSchema,
  /** Admin sets a new generated password for a user of their company; returned once. */
  resetPassword: userRefSchema,
  setRole: userRoleChangeSchema,
  /** 'disabled' also disables the account and ends its sessions. */
  setStatus: userStatusChangeSchema,
  /** The signed-in user's own name and preferred language. */
  updateMyAccount: myAccountSchema,
  /** A project editor fetches a watched website now; the outcome is also stored on the website. */
  fetchProjectWebsite: websiteFetchSchema,
  /** The caller's viewed state of one of their company's tender matches. */
  markTenderViewed: tenderViewedSchema,
  /** Clears the caller's viewed state on all of their company's matches. */
  resetViewedTenders: resetViewedSchema,
  /** One project per tender and company, pre-filled from the tender; the existing one if made. */
  createProjectFromTender: projectFromTenderSchema,
  /** An admin starts training a locked knowledge base (permanent; costs money). */
  startKnowledgeBaseTraining: knowledgeBaseTrainingSchema,
  /** Any member's thumbs up/down (or null: withdrawn) on a match of their company; re-matches. */
  rateTenderMatch: rateTenderMatchSchema,
  /** A company admin runs the scheduled tender ingestion now (once per 10 minutes, platform-wide). */
  ingestTendersNow: ingestNowSchema,
  /** Any member starts the project's draft generation; one job per project. */
  generateDraft: draftGenerateSchema,
  /** Any member stops the project's draft generation under way. */
  cancelDraftGeneration: draftCancelSchema,
  /** A project editor writes one section of a draft again (the old state is kept as a version). */
  regenerateDraftSection: draftRegenerateSectionSchema,
  /** Any member sees the plan the next generation writes, with the plan's edits (issue 19). */
  getDraftPlan: draftPlanGetSchema,
  /** Any member leaves out or adds a requirement in the plan before generating (issue 19). */
  editDraftPlan: draftPlanEditSchema,
  /** Any member asks the project chat; the answer streams to /chat/{cid}/{pid}/{sessionId}. */
  sendChatMessage: chatSendCallSchema,
  /** Any member: 'You might want to ask', from the project's documents. */
  getChatSuggestions: chatSuggestionsSchema,
} as const;

export type CallableName = keyof typeof CALLABLE_SCHEMAS;
export type CallableInput<N extends CallableName> = yup.InferType<(typeof CALLABLE_SCHEMAS)[N]>;

export interface CallableOutputs {
  createUser: { uid: string; password: string };
  deleteUser: { ok: true };
  resetPassword: { password: string };
  setRole: { ok: true };
  setStatus: { ok: true };
  updateMyAccount: { ok: true };
  /** error: an i18n key under websites.errors.* when the fetch failed. */
  fetchProjectWebsite: { status: 'ok' | 'failed'; changed: boolean; error: string | null };
  markTenderViewed: { ok: true };
  /** How many matches were marked viewed before. */
  resetViewedTenders: { reset: number };
  /** created: false when the project existed already (another click, another colleague). */
  createProjectFromTender: { projectId: string; created: boolean };
  /** started: false when training was already in progress (a second start makes no second job). */
  startKnowledgeBaseTraining: { started: boolean };
  rateTenderMatch: { vote: 'up' | 'down' | null };
  /** New and changed tenders over all sources; ok per source (a stopped run resumes next time). */
  ingestTendersNow: {
    created: number;
    changed: number;
    sources: { source: string; ok: boolean }[];
  };
  /** started: false when a job was already running (a double click starts no second one). */
  generateDraft: { started: boolean; jobId: string };
  /** cancelled: false when no job was running. */
  cancelDraftGeneration: { cancelled: boolean };
  /** The draft's revision after the section was replaced. */
  regenerateDraftSection: { revision: number };
  getDraftPlan: PlanPreview;
  /** The plan after the change. */
  editDraftPlan: PlanPreview;
  /** The stored messages; statusCode 28 (response completed). */
  sendChatMessage: { userMessageId: string; messageId: string; statusCode: number };
  getChatSuggestions: { suggestions: ChatSuggestion[] };
}
export type CallableOutput<N extends CallableName> = CallableOutputs[N];

export const CALLABLE_NAMES = Object.keys(CALLABLE_SCHEMAS) as CallableName[];
