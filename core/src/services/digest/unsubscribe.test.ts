import { describe, expect, it } from 'vitest';
import { refs } from '../../model/paths';
import { COMPANY, DIGEST_MESSAGES, RECIPIENTS, TEST_SECRET, digestWorld } from './digestTestWorld';
import { checkUnsubscribeToken, performUnsubscribe, renderUnsubscribePage } from './unsubscribe';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribeToken';

const recipients = async (w: Awaited<ReturnType<typeof digestWorld>>) =>
  (await w.docs.getDoc(refs.company(COMPANY))).data?.notificationSettings.recipientUids;

describe('digest unsubscribe', () => {
  it('a token names one recipient of one company; forged or foreign tokens are refused', async () => {
    const token = await signUnsubscribeToken(TEST_SECRET, { companyId: 'c1', uid: 'u1' });
    expect(await verifyUnsubscribeToken(TEST_SECRET, token)).toEqual({
      companyId: 'c1',
      uid: 'u1',
    });

    // Same signature, payload switched to another user or company.
    const [v, , sig] = token.split('.');
    for (const claim of [
      { c: 'c1', u: 'u2' },
      { c: 'c2', u: 'u1' },
    ]) {
      const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
      expect(await verifyUnsubscribeToken(TEST_SECRET, `${v}.${payload}.${sig}`)).toBeNull();
    }
    // Signed with another secret, truncated, or garbage.
    const other = await signUnsubscribeToken('another-secret-0123456789', {
      companyId: 'c1',
      uid: 'u1',
    });
    expect(await verifyUnsubscribeToken(TEST_SECRET, other)).toBeNull();
    expect(await verifyUnsubscribeToken(TEST_SECRET, token.slice(0, -3))).toBeNull();
    expect(await verifyUnsubscribeToken(TEST_SECRET, 'v1.%%%.x')).toBeNull();
    expect(await verifyUnsubscribeToken(TEST_SECRET, '')).toBeNull();
  });

  it('removes only the token’s recipient, once, and answers in their language', async () => {
    const w = await digestWorld();
    const token = await signUnsubscribeToken(TEST_SECRET, {
      companyId: COMPANY,
      uid: RECIPIENTS.nl,
    });
    const check = await checkUnsubscribeToken(w.docs, TEST_SECRET, token);
    expect(check).toMatchObject({ ok: true, locale: 'nl', companyName: 'Van Dijk Bouw B.V.' });
    expect(await recipients(w)).toContain(RECIPIENTS.nl); // looking changes nothing

    expect((await performUnsubscribe(w.docs, TEST_SECRET, token)).ok).toBe(true);
    expect((await performUnsubscribe(w.docs, TEST_SECRET, token)).ok).toBe(true);
    expect(await recipients(w)).toEqual([
      RECIPIENTS.en,
      RECIPIENTS.disabled,
      RECIPIENTS.elsewhere,
      RECIPIENTS.deleted,
    ]);
  });

  it('a token for another company changes nothing there', async () => {
    const w = await digestWorld();
    const token = await signUnsubscribeToken(TEST_SECRET, {
      companyId: 'c-noordzee',
      uid: RECIPIENTS.en,
    });
    expect((await performUnsubscribe(w.docs, TEST_SECRET, token)).ok).toBe(false);
    expect(await recipients(w)).toContain(RECIPIENTS.en);
  });

  it('the confirmation page posts the token back; the other pages have no form', () => {
    const page = renderUnsubscribePage(DIGEST_MESSAGES, {
      locale: 'nl',
      state: 'confirm',
      companyName: 'Van Dijk <Bouw>',
      actionUrl: 'https://f.example/unsubscribeDigest',
      token: 'v1.a.b',
    });
    expect(page).toContain('<form method="post" action="https://f.example/unsubscribeDigest">');
    expect(page).toContain('name="token" value="v1.a.b"');
    expect(page).toContain('Van Dijk &lt;Bouw&gt;');
    expect(page).toContain('>Afmelden</button>');
    const invalid = renderUnsubscribePage(DIGEST_MESSAGES, { locale: 'en', state: 'invalid' });
    expect(invalid).toContain('This link does not work');
    expect(invalid).not.toContain('<form');
  });
});
