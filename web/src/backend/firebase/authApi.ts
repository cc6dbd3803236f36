import {
  EmailAuthProvider,
  GoogleAuthProvider,
  createUserWithEmailAndPassword,
  isSignInWithEmailLink,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { passwordProblems } from '../passwordPolicy';
import { AuthError, type AuthApi } from '../types';
import { guarded, toAuthError } from './errors';
import { cachedPasswordPolicy } from './passwordPolicy';
import type { SessionStore } from './sessionStore';

/** Only to catch typos before the request; the service has the final say. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** AuthApi over Firebase Auth; every call rejects with an AuthError carrying a normalised code. */
export function createFirebaseAuthApi(
  auth: Auth,
  sessions: SessionStore,
  uiLanguage: () => string | null = () => null,
): AuthApi {
  const getPasswordPolicy = cachedPasswordPolicy(auth);

  /** Emails (reset, sign-in link) in the language the UI shows at the moment of sending. */
  const useUiLanguage = () => {
    const lang = uiLanguage();
    if (lang) auth.languageCode = lang.split('-')[0] ?? lang;
  };

  /** Resolves once the session for this credential is published, claims included. */
  const sessionFor = (credential: UserCredential) =>
    sessions.waitFor((session) => session?.user.uid === credential.user.uid);

  return {
    capabilities: { emailLink: true, google: true },

    onSessionChange: (listener) => sessions.subscribe(listener),

    signInWithPassword: (email, password) =>
      guarded(async () => {
        await sessionFor(await signInWithEmailAndPassword(auth, email.trim(), password));
      }),

    signUp: ({ email, password, name }) =>
      guarded(async () => {
        // Checked first so the user gets the same answer the policy hint shows; the server checks again.
        if (passwordProblems(password, await getPasswordPolicy()).length > 0) {
          throw new AuthError('weak-password');
        }
        const credential = await createUserWithEmailAndPassword(auth, email.trim(), password);
        try {
          await updateProfile(credential.user, { displayName: name.trim() });
        } catch (error) {
          // The account exists and is signed in; a missing display name must not look like failure.
          console.warn('Account created but its display name could not be saved.', error);
        }
        await sessions.refresh();
        await sessionFor(credential);
      }),

    sendPasswordReset: (email) =>
      guarded(async () => {
        // Checked here because the unknown-address rule below would otherwise hide a typo.
        if (!EMAIL_PATTERN.test(email.trim())) throw new AuthError('invalid-email');
        useUiLanguage();
        try {
          await sendPasswordResetEmail(auth, email.trim());
        } catch (error) {
          // With email-enumeration protection (the default for new projects) the service answers
          // alike for unknown addresses; the emulator does not. Even it out, as the demo does, so
          // the UI never reveals whether an account exists.
          if (toAuthError(error).code !== 'user-not-found') throw error;
        }
      }),

    sendSignInLink: (email, continueUrl) =>
      guarded(() => {
        useUiLanguage();
        // handleCodeInApp: the link opens this app, which completes the sign-in itself.
        return sendSignInLinkToEmail(auth, email.trim(), {
          url: continueUrl,
          handleCodeInApp: true,
        });
      }),

    isSignInLink: (url) => isSignInWithEmailLink(auth, url),

    completeSignInLink: (email, url) =>
      guarded(async () => {
        await sessionFor(await signInWithEmailLink(auth, email.trim(), url));
      }),

    signInWithGoogle: () =>
      guarded(async () => {
        const provider = new GoogleAuthProvider();
        provider.setCustomParameters({ prompt: 'select_account' });
        await sessionFor(await signInWithPopup(auth, provider));
      }),

    signOut: () =>
      guarded(async () => {
        await signOut(auth);
        await sessions.waitFor((session) => session === null);
      }),

    getPasswordPolicy,

    changePassword: (newPassword) =>
      guarded(async () => {
        const user = auth.currentUser;
        // Without a signed-in user there is nothing to change: ask for a sign-in again.
        if (!user) throw new AuthError('requires-recent-login');
        if (passwordProblems(newPassword, await getPasswordPolicy()).length > 0) {
          throw new AuthError('weak-password');
        }
        // Rejects with requires-recent-login when the sign-in is older than the service allows.
        await updatePassword(user, newPassword);
      }),

    reauthenticate: (currentPassword) =>
      guarded(async () => {
        const user = auth.currentUser;
        if (!user?.email) throw new AuthError('requires-recent-login');
        await reauthenticateWithCredential(
          user,
          EmailAuthProvider.credential(user.email, currentPassword),
        );
      }),
  };
}
