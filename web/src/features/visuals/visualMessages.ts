import type { TFunction } from 'i18next';
import { DocStoreError } from '@tender/core';

/**
 * A failed visuals operation as one line: the catalogue's message ('Failed to create visual')
 * and, when known, why (no permission, offline).
 */
export function visualFailure(error: unknown, titleKey: string, t: TFunction): string {
  const title = t(titleKey);
  const code = (error as { code?: string } | null)?.code;
  if (code === 'permission-denied') return `${title}. ${t('visuals.errors.forbidden')}`;
  if (error instanceof DocStoreError && code === 'unavailable')
    return `${title}. ${t('visuals.errors.offline')}`;
  return title;
}
