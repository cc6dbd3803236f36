import type { TFunction } from 'i18next';
import { DocStoreError } from '@tender/core';

/**
 * A failed company write as one line: the catalogue's 'Failed to update profile' (or the
 * operation's own title) and, when the store said why, the reason.
 */
export function profileFailure(
  error: unknown,
  t: TFunction,
  titleKey = 'companyProfile.errors.update',
): string {
  const title = t(titleKey);
  if (error instanceof DocStoreError && error.code === 'permission-denied')
    return `${title}. ${t('companyProfile.errors.forbidden')}`;
  if (error instanceof DocStoreError && error.code === 'unavailable')
    return `${title}. ${t('companyProfile.errors.offline')}`;
  return title;
}
