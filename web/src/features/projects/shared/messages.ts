import type { TFunction } from 'i18next';
import { DocStoreError } from '@tender/core';

/**
 * A failed project write as one line: the spec's message for the operation ('Failed to update')
 * and, when the store refused it, why ('You may not change this project.').
 */
export function projectFailure(error: unknown, titleKey: string, t: TFunction): string {
  const title = t(titleKey);
  if (error instanceof DocStoreError && error.code === 'permission-denied')
    return `${title}. ${t('projects.errors.forbidden')}`;
  if (error instanceof DocStoreError && error.code === 'unavailable')
    return `${title}. ${t('projects.errors.offline')}`;
  return title;
}
