import { refs } from '@tender/core/model/paths';
import {
  COMPANY,
  RECIPIENTS,
  TEST_SECRET,
  digestWorld,
} from '@tender/core/services/digest/digestTestWorld';
import { signUnsubscribeToken } from '@tender/core/services/digest/index';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_UNSUBSCRIBE_SECRET, unsubscribeSecret } from '../scheduled/sendTenderDigestsParams';
import { DIGEST_MESSAGES } from './digestMessages';
import { handleUnsubscribe } from './unsubscribe';

const ACTION = 'https://f.example/unsubscribeDigest';

describe('unsubscribeDigest handler', () => {
  it('GET shows the confirmation in the recipient’s language and changes nothing', async () => {
    const w = await digestWorld();
    const token = await signUnsubscribeToken(TEST_SECRET, {
      companyId: COMPANY,
      uid: RECIPIENTS.en,
    });
    const deps = { docs: w.docs, secret: TEST_SECRET, messages: DIGEST_MESSAGES };
    const page = await handleUnsubscribe(deps, {
      method: 'GET',
      token,
      actionUrl: ACTION,
      acceptLanguage: 'nl-NL,nl;q=0.9',
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Unsubscribe from the tender digest?'); // Anna prefers English
    expect(page.html).toContain(`action="${ACTION}"`);
    const settings = (await w.docs.getDoc(refs.company(COMPANY))).data?.notificationSettings;
    expect(settings?.recipientUids).toContain(RECIPIENTS.en);
  });

  it('a missing or forged token gets the "link does not work" page in the browser’s language', async () => {
    const w = await digestWorld();
    const deps = { docs: w.docs, secret: TEST_SECRET, messages: DIGEST_MESSAGES };
    for (const method of ['GET', 'POST']) {
      const page = await handleUnsubscribe(deps, {
        method,
        token: method === 'GET' ? undefined : 'v1.e30.AAAA',
        actionUrl: ACTION,
        acceptLanguage: 'nl-BE,nl;q=0.9,en;q=0.5',
      });
      expect(page.status).toBe(400);
      expect(page.html).toContain('Deze link werkt niet');
    }
    expect(
      (await handleUnsubscribe(deps, { method: 'PUT', token: undefined, actionUrl: ACTION }))
        .status,
    ).toBe(405);
  });
});

describe('unsubscribe secret', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('uses the secret; only the emulators fall back to the development secret', () => {
    process.env.DIGEST_UNSUBSCRIBE_SECRET = 'a-real-secret-from-secret-manager';
    expect(unsubscribeSecret()).toBe('a-real-secret-from-secret-manager');
    delete process.env.DIGEST_UNSUBSCRIBE_SECRET;
    expect(unsubscribeSecret({ FUNCTIONS_EMULATOR: 'true' })).toBe(DEV_UNSUBSCRIBE_SECRET);
    expect(() => unsubscribeSecret({})).toThrow(/DIGEST_UNSUBSCRIBE_SECRET/);
  });
});
