/**
 * Review L4: a self-signed-up account gets a users/{uid} profile without a company, so the rules let
 * it read its own profile and the app shows onboarding; accounts made with a profile keep theirs.
 */
import { MemoryDocStore, firestoreAccess, refs, serverTimestamp } from '@tender/core';
import { actorFromTokenAndProfile } from '@tender/core/services/index';
import { describe, expect, it } from 'vitest';
import { onAccountCreated, profileName } from './accountCreated';

describe('onAccountCreated (Auth account created)', () => {
  it('writes the no-company profile of a fresh sign-up, which makes the own profile readable', async () => {
    const docs = new MemoryDocStore();
    const account = { uid: 'u-new', email: 'Lotte@Example.com', displayName: ' Lotte Visser ' };
    const profileOf = async () => (await docs.getDoc(refs.user('u-new'))).data;
    const canReadOwnProfile = async () =>
      firestoreAccess(
        actorFromTokenAndProfile('u-new', {}, await profileOf()),
        { op: 'get', path: 'users/u-new' },
        () => undefined,
      ).allowed;

    expect(await canReadOwnProfile()).toBe(false); // what the review saw
    expect(await onAccountCreated(docs, account)).toBe(true);
    expect(await profileOf()).toMatchObject({
      name: 'Lotte Visser',
      email: 'lotte@example.com',
      companyId: null,
      role: null,
      status: 'active',
      preferredLanguage: 'en',
    });
    expect(await canReadOwnProfile()).toBe(true);
  });

  it('never overwrites a profile written by createUser, the seed or the support script', async () => {
    const docs = new MemoryDocStore();
    await docs.setDoc(refs.user('u-admin'), {
      name: 'Eva',
      email: 'eva@example.nl',
      companyId: 'c1',
      role: 'admin',
      status: 'active',
      preferredLanguage: 'nl',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    expect(await onAccountCreated(docs, { uid: 'u-admin', email: 'eva@example.nl' })).toBe(false);
    expect((await docs.getDoc(refs.user('u-admin'))).data).toMatchObject({
      companyId: 'c1',
      role: 'admin',
    });
  });

  it('is idempotent: a retried delivery changes nothing', async () => {
    const docs = new MemoryDocStore();
    await onAccountCreated(docs, { uid: 'u1', email: 'a@b.nl' });
    const first = JSON.stringify((await docs.getDoc(refs.user('u1'))).data);
    expect(await onAccountCreated(docs, { uid: 'u1', email: 'a@b.nl', displayName: 'Other' })).toBe(
      false,
    );
    expect(JSON.stringify((await docs.getDoc(refs.user('u1'))).data)).toBe(first);
  });

  it('names the profile from the display name, else the address, never empty', () => {
    expect(profileName({ uid: 'x', displayName: 'Sanne', email: 's@x.nl' })).toBe('Sanne');
    expect(profileName({ uid: 'x', displayName: '  ', email: 'kees.bakker@x.nl' })).toBe(
      'kees.bakker',
    );
    expect(profileName({ uid: 'x' })).toBe('User');
    expect(profileName({ uid: 'x', displayName: 'a'.repeat(300) })).toHaveLength(120);
  });
});
