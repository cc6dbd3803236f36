import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODEL_ERROR_MESSAGE_KEYS, ModelError } from './modelErrors';

const locale = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${name}.json`, import.meta.url), 'utf8'));

function lookup(messages: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
}

describe('ModelError', () => {
  it('has a translated message for every code in English and Dutch', () => {
    for (const name of ['en', 'nl']) {
      const messages = locale(name);
      for (const key of [...Object.values(MODEL_ERROR_MESSAGE_KEYS), 'ai.localModelNotice']) {
        expect(typeof lookup(messages, key), `${name}: ${key}`).toBe('string');
      }
    }
  });

  it('marks only transient failures as worth retrying', () => {
    expect(new ModelError('unavailable', 'x', { status: 429 })).toMatchObject({
      retryable: true,
      status: 429,
    });
    expect(new ModelError('refused', 'x').retryable).toBe(false);
    expect(new ModelError('budget-exceeded', 'x').retryable).toBe(false);
  });
});
