import type { TFunction } from 'i18next';
import { CallableError } from '@tender/core';

/**
 * A failed signaling call as one line: the catalogue's message for the operation ('Failed to
 * mark tender as viewed') and, when the service said why, its reason.
 */
export function signalingFailure(error: unknown, titleKey: string, t: TFunction): string {
  const title = t(titleKey);
  if (error instanceof CallableError && error.reason && error.reason !== titleKey)
    return `${title}. ${t(error.reason)}`;
  return title;
}
