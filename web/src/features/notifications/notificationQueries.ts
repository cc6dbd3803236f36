/**
 * Reads and writes of the signed-in user's notifications (users/{uid}/notifications). The client
 * only ever flips `read` (firestore.rules); the notifications themselves are written by core's
 * services after the event they report.
 */
import {
  type DocStore,
  type Notification,
  type QueryDocSnapshot,
  limit,
  orderBy,
  query,
  refs,
  startAfter,
  where,
} from '@tender/core';

/** The panel shows the newest few; the rest are on the 'View all updates' page. */
export const PANEL_SIZE = 10;
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The badge counts up to this many unread ones and shows "99+" beyond (one small live read). */
export const UNREAD_COUNT_MAX = 100;
/** Firestore takes at most 500 writes per batch. */
const MARK_BATCH = 400;

export const unreadQuery = (uid: string) =>
  query(refs.notifications(uid), where('read', '==', false), limit(UNREAD_COUNT_MAX));

export const latestQuery = (uid: string) =>
  query(refs.notifications(uid), orderBy('createdAt', 'desc'), limit(PANEL_SIZE));

/** One page, newest first, after `after`; one extra row tells whether an older page exists. */
export const pageQuery = (uid: string, after: QueryDocSnapshot<Notification> | null) =>
  query(
    refs.notifications(uid),
    orderBy('createdAt', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(NOTIFICATIONS_PAGE_SIZE + 1),
  );

export async function markRead(docs: DocStore, uid: string, id: string): Promise<void> {
  await docs.updateDoc(refs.notification(uid, id), { read: true });
}

/** Marks every unread notification read, in batches; returns how many were marked. */
export async function markAllRead(docs: DocStore, uid: string): Promise<number> {
  let marked = 0;
  for (;;) {
    const unread = await docs.getDocs(
      query(refs.notifications(uid), where('read', '==', false), limit(MARK_BATCH)),
    );
    if (unread.empty) return marked;
    const batch = docs.batch();
    for (const d of unread.docs) batch.update(d.ref, { read: true });
    await batch.commit();
    marked += unread.size;
    if (unread.size < MARK_BATCH) return marked;
  }
}
