import type { TFunction } from 'i18next';
import { parseValidationMessage } from '@tender/core';

/**
 * Translates a stored message: an i18n key, optionally with query-string params
 * ('validation.fileTooLarge?maxMb=25'); null for a key this app does not know.
 */
export function translateMessage(
  message: string,
  t: TFunction,
  exists: (key: string) => boolean,
): string | null {
  const { key, params } = parseValidationMessage(message);
  return exists(key) ? t(key, params) : null;
}
