import type { TFunction } from 'i18next';
import { CallableError, DocStoreError } from '@tender/core';

/**
 * A failed knowledge-base operation as one line: the spec's message ('Failed to delete knowledge
 * bases') and, when known, why ('Only administrators can ...', 'You are offline.').
 */
export function kbFailure(error: unknown, titleKey: string, t: TFunction): string {
  const title = t(titleKey);
  if (error instanceof CallableError && error.reason) return `${title}. ${t(error.reason)}`;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'permission-denied') return `${title}. ${t('knowledgeBases.errors.forbidden')}`;
  if (error instanceof DocStoreError && code === 'unavailable')
    return `${title}. ${t('knowledgeBases.errors.offline')}`;
  return title;
}
