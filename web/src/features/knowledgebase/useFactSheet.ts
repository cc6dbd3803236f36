import { type CompanyFactSheet, refs } from '@tender/core';
import { useLiveDoc } from '../../backend/hooks/useLiveQuery';

export type FactSheetState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'none' }
  | { status: 'ready'; sheet: CompanyFactSheet };

/** The knowledge base's fact sheet, live ('none' before its first training). */
export function useFactSheet(companyId: string, kbId: string): FactSheetState {
  const live = useLiveDoc(refs.factSheet(companyId, kbId));
  if (live.status === 'loading') return { status: 'loading' };
  if (live.status === 'error') return { status: 'error' };
  return live.data.data ? { status: 'ready', sheet: live.data.data } : { status: 'none' };
}
