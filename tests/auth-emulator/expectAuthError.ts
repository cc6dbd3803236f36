import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { AuthError, type AuthErrorCode } from '../../web/src/backend/types';

type Messages = { [key: string]: string | Messages };

function keyPaths(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

const localeKeys = (locale: 'en' | 'nl'): string[] =>
  keyPaths(
    JSON.parse(
      readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8'),
    ) as Messages,
  );

const camelCase = (code: string) =>
  code.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The locale key that translates an error code: any key whose last segment is the code (or its camelCase). */
export function messageKeyFor(code: AuthErrorCode, locale: 'en' | 'nl'): string | undefined {
  const names = new Set([code, camelCase(code)]);
  return localeKeys(locale).find((key) => names.has(key.slice(key.lastIndexOf('.') + 1)));
}

/**
 * The call fails with an AuthError whose code is one of `codes` (the emulator and production may
 * answer differently, e.g. with or without email-enumeration protection), and the UI has a
 * message for that code in both languages.
 */
export async function expectAuthError(
  call: Promise<unknown>,
  codes: readonly AuthErrorCode[],
): Promise<AuthError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(AuthError);
  const authError = error as AuthError;
  expect(codes).toContain(authError.code);
  expect(
    messageKeyFor(authError.code, 'en'),
    `locales/en.json has no message for ${authError.code}`,
  ).toBeDefined();
  expect(
    messageKeyFor(authError.code, 'nl'),
    `locales/nl.json has no message for ${authError.code}`,
  ).toBeDefined();
  return authError;
}
