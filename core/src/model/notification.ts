/** Per-user notifications (users/{uid}/notifications/{nid}); written by functions only. */
import type { Timestamp } from '../ports/values';

export const NOTIFICATION_KINDS = [
  'tenderMatches',
  'ticketResponse',
  'ticketStatus',
  'draftReady',
  'draftFailed',
  'documentProcessed',
  'documentFailed',
  'trainingCompleted',
  'trainingFailed',
  'visualReady',
  'websiteChanged',
  'tenderFactsChanged',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type Notification = {
  kind: NotificationKind;
  /** Interpolation values for the text at i18n key `notifications.<kind>` (stored untranslated). */
  params: Record<string, string | number>;
  /** In-app path to open, without locale prefix, e.g. /dashboard/projects/p1. */
  link: string | null;
  read: boolean;
  createdAt: Timestamp;
};

export function notificationMessageKey(kind: NotificationKind): string {
  return `notifications.${kind}`;
}
