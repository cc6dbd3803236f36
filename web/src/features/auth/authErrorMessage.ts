import type { TFunction } from 'i18next';
import { AuthError } from '../../backend/types';

export interface AuthErrorMessage {
  title: string;
  message: string;
}

/**
 * One clear, translated message per identity-service code (spec §8); anything else is the spec's
 * 'Login Failed: There was a problem with your login request.'
 */
export function authErrorMessage(error: unknown, t: TFunction): AuthErrorMessage {
  const code = error instanceof AuthError ? error.code : 'unknown';
  if (code === 'unknown')
    return {
      title: t('auth.errors.loginFailed.title'),
      message: t('auth.errors.loginFailed.message'),
    };
  return { title: t('auth.errors.title'), message: t(`auth.errors.codes.${code}`) };
}
