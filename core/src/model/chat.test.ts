import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHAT_ERROR_CODES,
  CHAT_STATUS,
  CHAT_STATUS_CODES,
  chatStatusKind,
  chatStatusMessageKey,
} from './chat';
import { LIMITS } from './limits';

const locale = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${name}.json`, import.meta.url), 'utf8'));

const text = (messages: Record<string, unknown>, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe('chat status texts', () => {
  for (const name of ['en', 'nl']) {
    it(`${name}: every code 0–30 but 18 has its own text; 18 has none`, () => {
      const messages = locale(name);
      const texts = CHAT_STATUS_CODES.map((c) => text(messages, chatStatusMessageKey(c)));
      for (const [i, t] of texts.entries()) {
        expect(typeof t, `code ${CHAT_STATUS_CODES[i]}`).toBe('string');
        expect((t as string).trim()).not.toBe('');
      }
      expect(new Set(texts).size).toBe(texts.length); // no two codes say the same
      expect(text(messages, chatStatusMessageKey(18))).toBeUndefined();
    });
  }

  it('the named codes are the table: errors where the spec has errors', () => {
    const named = Object.values(CHAT_STATUS) as number[];
    expect([...named].sort((a, b) => a - b)).toEqual([...CHAT_STATUS_CODES]);
    for (const code of CHAT_ERROR_CODES) expect(chatStatusKind(code)).toBe('error');
    expect(chatStatusKind(CHAT_STATUS.completed)).toBe('responseCompleted');
    expect(chatStatusKind(CHAT_STATUS.searchingKnowledgeBases)).toBe('accessingKnowledgeBases');
  });

  it("the oversized message's text names the limit", () => {
    const key = chatStatusMessageKey(CHAT_STATUS.messageTooLong);
    expect(text(locale('en'), key)).toContain(LIMITS.chatMessageMax.toLocaleString('en-US'));
    expect(text(locale('nl'), key)).toContain(LIMITS.chatMessageMax.toLocaleString('nl-NL'));
  });
});
