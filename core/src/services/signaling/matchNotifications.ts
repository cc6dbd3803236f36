/**
 * New matches above a company's threshold (issue 10): one notification per ingestion run and
 * company, with the count, to the company's active members — not one per tender, which would
 * bury everything else in the panel after a busy publication day.
 */
import type { DocStore } from '../../ports/docStore';
import { tenderMatchesEvent } from '../notifications/events';
import { notifyCompany } from '../notifications/notify';

/** Adds one matching round's counts (company id → new matches) to the run's. */
export function addMatchCounts(
  into: Record<string, number>,
  counts: Readonly<Record<string, number>> | undefined,
): void {
  for (const [companyId, n] of Object.entries(counts ?? {})) {
    into[companyId] = (into[companyId] ?? 0) + n;
  }
}

/** Notifies each company with new matches; one company's failure does not keep the others'. */
export async function notifyNewMatches(
  docs: DocStore,
  counts: Readonly<Record<string, number>>,
  runKey: string,
  onError?: (companyId: string, error: unknown) => void,
): Promise<void> {
  for (const [companyId, count] of Object.entries(counts)) {
    if (count <= 0) continue;
    try {
      await notifyCompany(docs, companyId, tenderMatchesEvent({ count, runKey }));
    } catch (error) {
      onError?.(companyId, error);
    }
  }
}
