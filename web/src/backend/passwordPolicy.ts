import { PASSWORD_MIN_LENGTH } from '@tender/core';
import type { PasswordPolicy } from './types';

/** Spec §5's minimum, from the shared model (the schemas use the same constant). */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

export type PasswordProblem =
  'tooShort' | 'tooLong' | 'needsLowercase' | 'needsUppercase' | 'needsNumber' | 'needsSymbol';

/** The policy's unmet requirements for a password; empty when it passes. */
export function passwordProblems(password: string, policy: PasswordPolicy): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < Math.max(policy.minLength, MIN_PASSWORD_LENGTH)) problems.push('tooShort');
  if (policy.maxLength && password.length > policy.maxLength) problems.push('tooLong');
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('needsLowercase');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('needsUppercase');
  if (policy.requireNumeric && !/[0-9]/.test(password)) problems.push('needsNumber');
  if (policy.requireNonAlphanumeric && !/[^A-Za-z0-9]/.test(password)) problems.push('needsSymbol');
  return problems;
}
