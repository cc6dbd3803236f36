import type { TFunction } from 'i18next';
import { CallableError, DocStoreError, parseValidationMessage } from '@tender/core';
import { AuthError } from '../../backend/types';

/** What went wrong: the operation's spec message (title) and, when the server said why, a reason. */
export interface FailureMessage {
  title: string;
  detail: string | null;
}

/**
 * Translates a message that is an i18n key with optional query-string params
 * ('validation.tooLong?max=120', 'users.errors.lastAdmin'); unknown keys come back null.
 */
export function translateKey(message: string, t: TFunction, exists: (key: string) => boolean) {
  const { key, params } = parseValidationMessage(message);
  return exists(key) ? t(key, params) : null;
}

/**
 * A failed user-admin call: the spec's message for the operation ('Failed to create users', ...)
 * plus the callable's reason ('An admin cannot delete themselves', ...) when it carries one.
 */
export function describeFailure(
  error: unknown,
  titleKey: string,
  t: TFunction,
  exists: (key: string) => boolean,
): FailureMessage {
  let detail: string | null = null;
  if (error instanceof CallableError && error.reason)
    detail = translateKey(error.reason, t, exists);
  else if (error instanceof CallableError && error.code === 'permission-denied')
    detail = t('users.errors.forbidden');
  else if (error instanceof DocStoreError && error.code === 'permission-denied')
    detail = t('users.errors.forbidden');
  else if (error instanceof AuthError && error.code !== 'unknown')
    detail = translateKey(`auth.errors.codes.${error.code}`, t, exists);
  return { title: t(titleKey), detail };
}

/** One line for a toast: 'Failed to delete users. An admin cannot delete themselves.' */
export function failureText({ title, detail }: FailureMessage): string {
  return detail ? `${title}. ${detail}` : title;
}
