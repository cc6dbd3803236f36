/**
 * companies/{cid} written → re-match the company's open tenders when what matching reads of it
 * changed (core's companyMatchingInputChanged: the profile or the bid/no-bid criteria). Other
 * edits (name, notification settings, writing style) change no score and cost no re-match.
 */
import type { Company } from '@tender/core';
import type { MatchStoreDeps } from '@tender/core/services/signaling/index';
import { companyMatchingInputChanged, rematchCompany } from '@tender/core/services/signaling/index';

export async function onCompanyProfileWritten(
  deps: MatchStoreDeps,
  companyId: string,
  before: Company | undefined,
  after: Company | undefined,
): Promise<boolean> {
  if (!companyMatchingInputChanged(before, after)) return false;
  await rematchCompany(deps, companyId);
  return true;
}
