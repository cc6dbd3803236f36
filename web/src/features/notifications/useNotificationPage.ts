import { useState } from 'react';
import type { Notification, QueryDocSnapshot } from '@tender/core';
import { useLiveQuery } from '../../backend/hooks/useLiveQuery';
import { NOTIFICATIONS_PAGE_SIZE, pageQuery } from './notificationQueries';
import type { NotificationItem } from './NotificationRow';

export type NotificationPage =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      rows: NotificationItem[];
      pageIndex: number;
      hasOlder: boolean;
      hasNewer: boolean;
    };

/**
 * One page of the user's notifications, live, newest first. Cursor paging as in the project list:
 * each page starts after the last row of the one before, the cursors passed are kept for 'Newer'.
 */
export function useNotificationPage(
  uid: string,
): NotificationPage & { older(): void; newer(): void } {
  const [cursors, setCursors] = useState<QueryDocSnapshot<Notification>[]>([]);
  const after = cursors[cursors.length - 1] ?? null;
  const result = useLiveQuery(pageQuery(uid, after));
  const data = result.status === 'ready' ? result.data : null;

  const older = () => {
    if (!data || data.length <= NOTIFICATIONS_PAGE_SIZE) return;
    setCursors([...cursors, data[NOTIFICATIONS_PAGE_SIZE - 1]!]);
  };
  const newer = () => setCursors(cursors.slice(0, -1));

  if (result.status === 'loading') return { status: 'loading', older, newer };
  if (result.status === 'error') return { status: 'error', error: result.error, older, newer };
  return {
    status: 'ready',
    rows: data!.slice(0, NOTIFICATIONS_PAGE_SIZE).map((d) => ({ ...d.data, id: d.id })),
    pageIndex: cursors.length,
    hasOlder: data!.length > NOTIFICATIONS_PAGE_SIZE,
    hasNewer: cursors.length > 0,
    older,
    newer,
  };
}
