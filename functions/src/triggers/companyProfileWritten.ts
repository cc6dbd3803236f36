/**
 * companies/{cid} written → re-match the company's open tenders when what matching reads of it
 * changed: the profile (CPV codes, description, contract and publication types, scope) or the
 * bid/no-bid criteria. Other edits (name, notification settings, writing style) change no score.
 */
import type { Company, DocStore } from '@tender/core';
import { rematchCompany } from '@tender/core/services/signaling/index';

export function matchingInputChanged(
  before: Company | undefined,
  after: Company | undefined,
): boolean {
  if (!after) return false;
  if (!before) return true;
  return (
    JSON.stringify(before.profile) !== JSON.stringify(after.profile) ||
    JSON.stringify(before.bidNoBid ?? []) !== JSON.stringify(after.bidNoBid ?? [])
  );
}

export async function onCompanyProfileWritten(
  deps: { docs: DocStore; now: () => number },
  companyId: string,
  before: Company | undefined,
  after: Company | undefined,
): Promise<boolean> {
  if (!matchingInputChanged(before, after)) return false;
  await rematchCompany(deps, companyId);
  return true;
}
