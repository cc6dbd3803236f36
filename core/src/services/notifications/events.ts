/**
 * The events services report as notifications (issue 10): one builder per kind, so that the
 * key (what makes a redelivery write the same notification), the params the text at
 * `notifications.<kind>` interpolates and the link it opens are decided in one place.
 *
 * Params hold names as they were when the event happened: the text stays readable after the
 * object is renamed or deleted (the link then opens the page's not-found state).
 */
import type { DocStore } from '../../ports/docStore';
import { type NotificationEvent, notifyUsers } from './notify';

const projectLink = (projectId: string) => `/dashboard/projects/${projectId}`;

export function documentOutcomeEvent(input: {
  readonly outcome: 'processed' | 'failed';
  readonly projectId: string;
  readonly projectName: string;
  readonly documentId: string;
  readonly documentName: string;
}): NotificationEvent {
  const kind = input.outcome === 'processed' ? 'documentProcessed' : 'documentFailed';
  return {
    kind,
    params: { document: input.documentName, project: input.projectName },
    link: projectLink(input.projectId),
    key: `${kind}-${input.projectId}-${input.documentId}`,
  };
}

export function draftOutcomeEvent(input: {
  readonly outcome: 'done' | 'failed';
  readonly projectId: string;
  readonly projectName: string;
  readonly jobId: string;
}): NotificationEvent {
  const kind = input.outcome === 'done' ? 'draftReady' : 'draftFailed';
  return {
    kind,
    params: { project: input.projectName },
    link: projectLink(input.projectId),
    key: `${kind}-${input.projectId}-${input.jobId}`,
  };
}

export function trainingOutcomeEvent(input: {
  readonly outcome: 'trained' | 'failed';
  readonly knowledgeBaseId: string;
  readonly knowledgeBaseName: string;
  /** When this training run started: a base trained again after a failure gets a new notification. */
  readonly startedAtMs: number;
}): NotificationEvent {
  const kind = input.outcome === 'trained' ? 'trainingCompleted' : 'trainingFailed';
  return {
    kind,
    params: { knowledgeBase: input.knowledgeBaseName },
    link: `/dashboard/knowledgebase/${input.knowledgeBaseId}`,
    key: `${kind}-${input.knowledgeBaseId}-${input.startedAtMs}`,
  };
}

export function tenderMatchesEvent(input: {
  readonly count: number;
  /** Identifies the ingestion run (source and start): one notification per run and company. */
  readonly runKey: string;
}): NotificationEvent {
  return {
    kind: 'tenderMatches',
    params: { count: input.count },
    link: '/dashboard/signaling',
    key: `tenderMatches-${input.runKey}`,
  };
}

export function websiteChangedEvent(input: {
  readonly projectId: string;
  readonly projectName: string;
  readonly websiteId: string;
  readonly url: string;
  /** When the change was found (the website's changedAt): each change is its own notification. */
  readonly changedAtMs: number;
}): NotificationEvent {
  return {
    kind: 'websiteChanged',
    params: { url: input.url, project: input.projectName },
    link: projectLink(input.projectId),
    key: `websiteChanged-${input.projectId}-${input.websiteId}-${input.changedAtMs}`,
  };
}

/**
 * A document processed in a project states a fact differently from the documents before it (a
 * moved deadline, a new page limit: issue 17 item 5). Once per document: reprocessing it tells
 * nobody twice.
 */
export function tenderFactsChangedEvent(input: {
  readonly projectId: string;
  readonly projectName: string;
  readonly documentId: string;
  readonly documentName: string;
  readonly count: number;
}): NotificationEvent {
  return {
    kind: 'tenderFactsChanged',
    params: { document: input.documentName, project: input.projectName, count: input.count },
    link: projectLink(input.projectId),
    key: `tenderFactsChanged-${input.projectId}-${input.documentId}`,
  };
}

/**
 * Notifies (active members of the event's company only, see notifyUsers) after the event already happened: the job's outcome is stored, so a failed
 * notification is reported (onError) rather than turning a finished job into a failed one.
 */
export async function notifyAfter(
  docs: DocStore,
  companyId: string,
  uids: readonly (string | null | undefined)[],
  event: NotificationEvent,
  onError?: (error: unknown) => void,
): Promise<void> {
  try {
    await notifyUsers(
      docs,
      companyId,
      uids.filter((uid): uid is string => typeof uid === 'string'),
      event,
    );
  } catch (error) {
    onError?.(error);
  }
}
