/**
 * In-app notifications (users/{uid}/notifications/{nid}, issue 10): the one place services write
 * them. Clients can only read them and flip `read` (firestore.rules); functions and the demo's jobs
 * call these helpers after the event they report.
 *
 * Each notification's id comes from the event's key, so a retried trigger or a job that reports the
 * same outcome twice leaves one notification, not two.
 */
import type { Notification, NotificationKind } from '../../model/notification';
import { refs } from '../../model/paths';
import { isRole } from '../../model/roles';
import { isDocumentId } from '../../model/valueChecks';
import type { User } from '../../model/user';
import { query, where } from '../../ports/query';
import type { DocStore, WriteData } from '../../ports/docStore';
import { serverTimestamp } from '../../ports/values';

export interface NotificationEvent {
  readonly kind: NotificationKind;
  /** Interpolation values for `notifications.<kind>`; stored untranslated, shown in the reader's language. */
  readonly params: Record<string, string | number>;
  /** In-app path without locale prefix (e.g. /dashboard/projects/p1), or null. */
  readonly link: string | null;
  /** Identifies the event (e.g. `draftReady-p1-d7`): the same key twice writes one notification. */
  readonly key: string;
}

/** Firestore ids may not contain '/'; keys are built from ids, this keeps them valid regardless. */
export function notificationId(key: string): string {
  const safe = key.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 400);
  return safe === '' ? 'event' : safe;
}

/**
 * Writes the event once to each of `uids` that is an active member of `companyId`, the company
 * the event happened in (duplicate uids ignored). Anyone else is skipped: a user moved to another
 * company, disabled or deleted, or a uid that was never a member (issue 20: a project handed to
 * another company's user made them hear of it, in text the manager chose). One read of
 * users/{uid} per recipient; a company's events name one to three people.
 */
export async function notifyUsers(
  docs: DocStore,
  companyId: string,
  uids: readonly string[],
  event: NotificationEvent,
): Promise<void> {
  const unique = [...new Set(uids)].filter(isDocumentId);
  const profiles = await Promise.all(unique.map((uid) => docs.getDoc(refs.user(uid))));
  const members = unique.filter((_uid, n) => isActiveMemberOf(profiles[n]?.data, companyId));
  await writeNotifications(docs, members, event);
}

function isActiveMemberOf(user: User | undefined, companyId: string): boolean {
  return !!user && user.status === 'active' && user.companyId === companyId && isRole(user.role);
}

async function writeNotifications(
  docs: DocStore,
  uids: readonly string[],
  event: NotificationEvent,
): Promise<void> {
  if (uids.length === 0) return;
  const batch = docs.batch();
  for (const uid of uids) {
    const data: WriteData<Notification> = {
      kind: event.kind,
      params: { ...event.params },
      link: event.link,
      read: false,
      createdAt: serverTimestamp(),
    };
    batch.set(refs.notification(uid, notificationId(event.key)), data);
  }
  await batch.commit();
}

/** The active members of a company: who hears about company-wide events (new matches, a draft). */
export async function activeMemberUids(docs: DocStore, companyId: string): Promise<string[]> {
  const snap = await docs.getDocs(
    query(refs.users(), where('companyId', '==', companyId), where('status', '==', 'active')),
  );
  return snap.docs.map((d) => d.id);
}

/** Notifies every active member of the company. */
export async function notifyCompany(
  docs: DocStore,
  companyId: string,
  event: NotificationEvent,
): Promise<void> {
  await writeNotifications(docs, await activeMemberUids(docs, companyId), event);
}
