/** Limits in validation messages are numbers in the reader's notation (4,096 / 4.096), not 4096. */
import { describe, expect, it } from 'vitest';
import { parseValidationMessage, validationMessage } from '@tender/core';
import { createI18n } from './i18n';

async function translate(locale: 'en' | 'nl', message: string): Promise<string> {
  const i18n = await createI18n(locale);
  const { key, params } = parseValidationMessage(message);
  return i18n.t(key, params);
}

describe('validation messages', () => {
  it('format their limits per locale', async () => {
    expect(await translate('en', validationMessage('validation.max', { max: 4096 }))).toBe(
      'Must be at most 4,096',
    );
    expect(await translate('nl', validationMessage('validation.max', { max: 4096 }))).toBe(
      'Mag hoogstens 4.096 zijn',
    );
    expect(await translate('en', validationMessage('validation.tooLong', { max: 5000 }))).toBe(
      'Use at most 5,000 characters',
    );
    expect(await translate('nl', validationMessage('validation.min', { min: 256 }))).toBe(
      'Moet minstens 256 zijn',
    );
  });
});
