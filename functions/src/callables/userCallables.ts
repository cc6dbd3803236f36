/**
 * Every callable of core's CALLABLE_SCHEMAS, each an onCall over the one generic wrapper
 * (callableHandler.ts) with the production adapters. Adding a callable to the table without
 * adding it here fails the type check (`satisfies`).
 */
import type { CallableName } from '@tender/core';
import { logger } from 'firebase-functions';
import { type CallableFunction, type CallableOptions, onCall } from 'firebase-functions/https';
import { CALLABLE_OPTIONS } from '../options';
import { services } from '../runtime';
import { handleCall } from './callableHandler';
import { INGEST_NOW_TIMEOUT_SECONDS } from './ingestNowCallable';

function defineCallable<N extends CallableName>(name: N, options: CallableOptions = {}) {
  return onCall({ ...CALLABLE_OPTIONS, ...options }, (request) => {
    const { docs, handlers } = services();
    return handleCall(name, request, {
      docs,
      handlers,
      logError: (message, error) => logger.error(`${name}: ${message}`, error),
    });
  });
}

export const callables = {
  createUser: defineCallable('createUser'),
  deleteUser: defineCallable('deleteUser'),
  resetPassword: defineCallable('resetPassword'),
  setRole: defineCallable('setRole'),
  setStatus: defineCallable('setStatus'),
  updateMyAccount: defineCallable('updateMyAccount'),
  fetchProjectWebsite: defineCallable('fetchProjectWebsite'),
  startKnowledgeBaseTraining: defineCallable('startKnowledgeBaseTraining'),
  markTenderViewed: defineCallable('markTenderViewed'),
  resetViewedTenders: defineCallable('resetViewedTenders'),
  createProjectFromTender: defineCallable('createProjectFromTender'),
  rateTenderMatch: defineCallable('rateTenderMatch'),
  ingestTendersNow: defineCallable('ingestTendersNow', {
    timeoutSeconds: INGEST_NOW_TIMEOUT_SECONDS,
    memory: '1GiB',
  }),
  generateDraft: defineCallable('generateDraft'),
  cancelDraftGeneration: defineCallable('cancelDraftGeneration'),
  regenerateDraftSection: defineCallable('regenerateDraftSection'),
  getDraftPlan: defineCallable('getDraftPlan'),
  editDraftPlan: defineCallable('editDraftPlan'),
  sendChatMessage: defineCallable('sendChatMessage'),
  getChatSuggestions: defineCallable('getChatSuggestions'),
} satisfies { [N in CallableName]: CallableFunction<unknown, unknown> };
