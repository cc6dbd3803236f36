/**
 * Review M3: the users trigger keeps claims and the /members allow-list in step with users/{uid};
 * one transient Auth or Realtime Database error must not leave them stale, so failed deliveries
 * are retried (the handler is idempotent: userWritten.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { userWritten } from './userWrittenTrigger';

describe('userWritten trigger options', () => {
  it('retries failed deliveries', () => {
    const endpoint = (
      userWritten as unknown as { __endpoint: { eventTrigger?: { retry?: unknown } } }
    ).__endpoint;
    expect(endpoint.eventTrigger?.retry).toBe(true);
  });
});
