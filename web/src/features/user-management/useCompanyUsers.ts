import { useMemo } from 'react';
import { orderBy, query, refs, where, type User } from '@tender/core';
import { useLiveQuery, type LiveResult } from '../../backend/hooks/useLiveQuery';

export interface UserRow extends User {
  uid: string;
}

/**
 * The company's users, live, ordered by name (index users: companyId ↑, name ↑). The whole list
 * is read: companies have tens to a few hundred users, and search needs substring matching on name
 * and email, which Firestore cannot do; search, role filter and paging run in the client
 * (docs/decisions.md, User Management).
 */
export function useCompanyUsers(companyId: string | null): LiveResult<UserRow[]> {
  const source = companyId
    ? query(refs.users(), where('companyId', '==', companyId), orderBy('name'))
    : null;
  const result = useLiveQuery(source);
  const rows = useMemo(
    () => (result.status === 'ready' ? result.data.map((d) => ({ ...d.data, uid: d.id })) : null),
    [result],
  );
  if (result.status !== 'ready' || !rows) return result as LiveResult<UserRow[]>;
  return { status: 'ready', data: rows, error: null };
}

/** Case- and accent-insensitive text for search ('Élodie' matches 'elo'). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();
}

export function filterUsers(users: readonly UserRow[], search: string, role: string): UserRow[] {
  const needle = fold(search.trim());
  return users.filter(
    (u) =>
      (role === 'all' || u.role === role) &&
      (needle === '' || fold(u.name).includes(needle) || fold(u.email).includes(needle)),
  );
}
