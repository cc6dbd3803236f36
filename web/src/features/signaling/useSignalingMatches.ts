import { useMemo } from 'react';
import type { MatchScoreBucket } from '@tender/core';
import { useLiveQuery } from '../../backend/hooks/useLiveQuery';
import { type MatchRow, SIGNALING_READ_LIMIT, signalingQuery } from './signalingView';

export type SignalingMatches =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  /** capped: the band holds more matches than one view reads. */
  | { status: 'ready'; rows: MatchRow[]; capped: boolean };

/** The band's best matches of the company, live (viewed marks and new matches show at once). */
export function useSignalingMatches(companyId: string, band: MatchScoreBucket): SignalingMatches {
  const result = useLiveQuery(signalingQuery(companyId, band));
  const data = result.status === 'ready' ? result.data : null;
  const rows = useMemo(() => (data ? data.map((d) => ({ ...d.data, id: d.id })) : []), [data]);
  if (result.status === 'error') return { status: 'error', error: result.error };
  if (result.status === 'loading') return { status: 'loading' };
  return { status: 'ready', rows, capped: rows.length >= SIGNALING_READ_LIMIT };
}
