import type { TFunction } from 'i18next';

/**
 * A failed ticket operation as one line: the catalogue's message ('Failed to add response') and,
 * when known, why (refused, offline).
 */
export function ticketFailure(error: unknown, titleKey: string, t: TFunction): string {
  const title = t(titleKey);
  const code = (error as { code?: string } | null)?.code;
  if (code === 'permission-denied') return `${title}. ${t('tickets.errors.forbidden')}`;
  if (code === 'unavailable') return `${title}. ${t('tickets.errors.offline')}`;
  return title;
}
