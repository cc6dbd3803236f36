import type { TFunction } from 'i18next';
import { DocStoreError } from '@tender/core';

/**
 * A failed company write as one line: the catalogue's 'Failed to update profile' and, when the
 * store said why, the reason.
 */
export function profileFailure(error: unknown, t: TFunction): string {
  const title = t('companyProfile.errors.update');
  if (error instanceof DocStoreError && error.code === 'permission-denied')
    return `${title}. ${t('companyProfile.errors.forbidden')}`;
  if (error instanceof DocStoreError && error.code === 'unavailable')
    return `${title}. ${t('companyProfile.errors.offline')}`;
  return title;
}
