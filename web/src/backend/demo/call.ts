/**
 * The demo's callables: the same core service the Cloud Functions run, against the unguarded store
 * and the identity service (as functions use the admin SDK), for the live actor.
 */
import {
  type Actor,
  CallableError,
  type CallableInput,
  type CallableName,
  type CallableOutput,
} from '@tender/core';
import {
  USER_ADMIN_CALLABLES,
  type UserAdminCallable,
  type UserAdminService,
  type WebsiteCallables,
} from '@tender/core/services/index';
import type {
  ChatCallables,
  DraftCallables,
  KnowledgeBaseCallables,
} from '@tender/core/services/index';
import type { Backend } from '../types';
import type { ActorSource } from './actorSource';
import { type DemoSignalingCallables, SIGNALING_CALLABLE_NAMES } from './lazySignalingCallables';

export interface DemoCallOptions {
  readonly service: UserAdminService;
  /** fetchProjectWebsite: core's website scraper with the browser's fetch (browserWebFetcher.ts). */
  readonly websites?: WebsiteCallables;
  /** Viewed state and project from tender (lazySignalingCallables.ts). */
  readonly signaling?: DemoSignalingCallables;
  /** startKnowledgeBaseTraining: core's callable, running the training job in this tab. */
  readonly knowledgeBases?: KnowledgeBaseCallables;
  /** generateDraft, cancelDraftGeneration: core's callables, running the job in this tab. */
  readonly drafts?: DraftCallables;
  /** sendChatMessage, getChatSuggestions: core's chat in this tab (chatCallables.ts). */
  readonly chat?: ChatCallables;
  readonly actors: ActorSource;
  /** Simulated network latency, so progress indicators show in the demo too. */
  readonly latencyMs?: number;
}

const isUserAdminCallable = (name: string): name is UserAdminCallable =>
  (USER_ADMIN_CALLABLES as readonly string[]).includes(name);
const isWebsiteCallable = (name: string): name is keyof WebsiteCallables =>
  name === 'fetchProjectWebsite';
const isKnowledgeBaseCallable = (name: string): name is keyof KnowledgeBaseCallables =>
  name === 'startKnowledgeBaseTraining';
const isDraftCallable = (name: string): name is keyof DraftCallables =>
  name === 'generateDraft' ||
  name === 'cancelDraftGeneration' ||
  name === 'regenerateDraftSection' ||
  name === 'getDraftPlan' ||
  name === 'editDraftPlan';
const isChatCallable = (name: string): name is keyof ChatCallables =>
  name === 'sendChatMessage' || name === 'getChatSuggestions';
const isSignalingCallable = (name: string): name is keyof DemoSignalingCallables =>
  (SIGNALING_CALLABLE_NAMES as readonly string[]).includes(name);

/** Input and output cross a "network": JSON only, as httpsCallable sends them. */
const overTheWire = <T>(value: T): T =>
  value === undefined ? (null as T) : (JSON.parse(JSON.stringify(value)) as T);

export function createDemoCall({
  service,
  websites,
  knowledgeBases,
  drafts,
  chat,
  signaling,
  actors,
  latencyMs = 150,
}: DemoCallOptions): Backend['call'] {
  return async <N extends CallableName>(name: N, input: CallableInput<N>) => {
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const handlers = isUserAdminCallable(name)
      ? service
      : isWebsiteCallable(name) && websites
        ? websites
        : isKnowledgeBaseCallable(name) && knowledgeBases
          ? knowledgeBases
          : isDraftCallable(name) && drafts
            ? drafts
            : isChatCallable(name) && chat
              ? chat
              : isSignalingCallable(name) && signaling
                ? signaling
                : null;
    if (!handlers) throw new CallableError('not-found', undefined, `No callable ${name}`);
    const actor = await actors.current();
    if (!actor) throw new CallableError('unauthenticated');
    const handler = (handlers as unknown as Record<N, (a: Actor, i: unknown) => Promise<unknown>>)[
      name
    ] as (a: Actor, i: unknown) => Promise<CallableOutput<N>>;
    try {
      return overTheWire(await handler(actor, overTheWire(input)));
    } catch (error) {
      if (error instanceof CallableError) throw error;
      // As a Cloud Function would: log the detail, tell the client only that it failed.
      console.error(`Demo callable ${name} failed`, error);
      throw new CallableError('internal');
    }
  };
}
