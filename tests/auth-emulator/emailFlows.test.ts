import { afterEach, describe, expect, it } from 'vitest';
import type { FirebaseBackend } from '../../web/src/backend/firebase/createFirebaseBackend';
import type { Session } from '../../web/src/backend/types';
import { freshEmail, newBackend, oobCodes } from './emulator';
import { expectAuthError } from './expectAuthError';

let backend: FirebaseBackend;
const CONTINUE_URL = 'http://localhost:5173/authentication?redirect=%2Fdashboard';

afterEach(async () => {
  await backend?.dispose();
});

describe('emails sent through the Auth emulator', () => {
  it('sends a password reset email', async () => {
    backend = newBackend();
    const email = 'sanne@vandijk.example';
    const before = (await oobCodes(email, 'PASSWORD_RESET')).length;
    await backend.auth.sendPasswordReset(email);
    expect(await oobCodes(email, 'PASSWORD_RESET')).toHaveLength(before + 1);
  });

  it('sends emails in the language the UI shows', async () => {
    let uiLanguage = 'nl-NL';
    backend = newBackend({ uiLanguage: () => uiLanguage });
    // The emulator writes lang=en into every link whatever it is asked, so check what the SDK
    // sends: its languageCode becomes the X-Firebase-Locale header of the request.
    await backend.auth.sendPasswordReset('sanne@vandijk.example');
    expect(backend.firebaseAuth.languageCode).toBe('nl');
    uiLanguage = 'en-GB';
    await backend.auth.sendSignInLink('sanne@vandijk.example', CONTINUE_URL);
    expect(backend.firebaseAuth.languageCode).toBe('en');
  });

  it('answers a reset for an unknown address like any other, sending nothing', async () => {
    backend = newBackend();
    const email = freshEmail('unknown');
    await expect(backend.auth.sendPasswordReset(email)).resolves.toBeUndefined();
    expect(await oobCodes(email, 'PASSWORD_RESET')).toHaveLength(0);
  });

  it('rejects a reset for a malformed address', async () => {
    backend = newBackend();
    await expectAuthError(backend.auth.sendPasswordReset('sanne at vandijk'), ['invalid-email']);
  });

  it('signs a seeded user in with an email link, claims included', async () => {
    backend = newBackend();
    const sessions: Array<Session | null> = [];
    backend.auth.onSessionChange((session) => sessions.push(session));
    const email = 'mohamed@vandijk.example';
    const before = (await oobCodes(email, 'EMAIL_SIGNIN')).length;

    await backend.auth.sendSignInLink(email, CONTINUE_URL);
    const codes = await oobCodes(email, 'EMAIL_SIGNIN');
    expect(codes).toHaveLength(before + 1);
    const link = codes.at(-1)!.oobLink;
    expect(new URL(link).searchParams.get('continueUrl')).toBe(CONTINUE_URL);

    expect(backend.auth.isSignInLink(link)).toBe(true);
    expect(backend.auth.isSignInLink(CONTINUE_URL)).toBe(false);
    await backend.auth.completeSignInLink(email, link);
    expect(sessions.at(-1)?.user.uid).toBe('u-user2-vandijk');
    expect(sessions.at(-1)?.access).toMatchObject({ companyId: 'van-dijk-bouw', role: 'user' });
  });

  it('creates a passwordless account for a new address', async () => {
    backend = newBackend();
    const email = freshEmail('link');
    await backend.auth.sendSignInLink(email, CONTINUE_URL);
    const link = (await oobCodes(email, 'EMAIL_SIGNIN')).at(-1)!.oobLink;
    await backend.auth.completeSignInLink(email, link);
    expect(backend.firebaseAuth.currentUser?.email).toBe(email);
  });

  it('refuses a link that was already used', async () => {
    backend = newBackend();
    const email = freshEmail('reuse');
    await backend.auth.sendSignInLink(email, CONTINUE_URL);
    const link = (await oobCodes(email, 'EMAIL_SIGNIN')).at(-1)!.oobLink;
    await backend.auth.completeSignInLink(email, link);
    await backend.auth.signOut();
    await expectAuthError(backend.auth.completeSignInLink(email, link), ['invalid-action-code']);
  });
});
