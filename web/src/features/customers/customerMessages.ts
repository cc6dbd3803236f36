import type { TFunction } from 'i18next';
import { DocStoreError } from '@tender/core';

/** A failed customer operation as one line: what failed and, when known, why. */
export function customerFailure(error: unknown, titleKey: string, t: TFunction): string {
  const title = t(titleKey);
  const code = (error as { code?: string } | null)?.code;
  if (code === 'permission-denied') return `${title}. ${t('customers.reasons.editRole')}`;
  if (error instanceof DocStoreError && code === 'unavailable')
    return `${title}. ${t('customers.errors.offline')}`;
  return title;
}
