import type { Company } from '@tender/core';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { cpvLabels } from '../adapters/cpvLabels';
import { REGION } from '../options';
import { services } from '../runtime';
import { onCompanyProfileWritten } from './companyProfileWritten';

/**
 * companies/{cid} written → re-matching when the profile or the bid/no-bid criteria changed
 * (companyProfileWritten.ts). Retried on failure: re-matching is idempotent.
 */
export const companyProfileWritten = onDocumentWritten(
  { document: 'companies/{cid}', region: REGION, retry: true, timeoutSeconds: 300, memory: '1GiB' },
  async (event) => {
    const before = event.data?.before.data() as Company | undefined;
    const after = event.data?.after.data() as Company | undefined;
    await onCompanyProfileWritten(
      { docs: services().docs, now: () => Date.now(), cpvLabels },
      event.params.cid,
      before,
      after,
    );
  },
);
