/**
 * Review L15: a support account is created with its claim AND its users profile, so the rules
 * (and core) let it work tickets; the claim alone locked the agent out.
 */
import { describe, expect, it } from 'vitest';
import { MemoryDocStore } from '../../memory/docStore';
import { MemoryIdentity } from '../../memory/identity';
import { cryptoRandom } from '../../memory/random';
import { refs } from '../../model/paths';
import { firestoreAccess } from '../../policy/pathAccess';
import { actorFromTokenAndProfile } from './callerActor';
import { createSupportAccount } from './supportAccount';

const ticket = { companyId: 'c1', createdBy: 'u1', status: 'open' };

describe('createSupportAccount', () => {
  it('makes an agent who can read any company’s ticket; the claim alone could not', async () => {
    const docs = new MemoryDocStore();
    const identity = new MemoryIdentity();
    const canReadTicket = async (uid: string) => {
      const claims = identity.peek(uid)?.claims ?? {};
      const profile = (await docs.getDoc(refs.user(uid))).data;
      return firestoreAccess(
        actorFromTokenAndProfile(uid, claims, profile),
        { op: 'get', path: 'tickets/t1' },
        (p) => (p === 'tickets/t1' ? ticket : undefined),
      ).allowed;
    };

    // What existed before: an account with the claim and no profile is locked out.
    const bare = await identity.createAccount({
      email: 'bare@tender.example',
      password: 'x-secret-1',
      displayName: 'Bare',
    });
    await identity.setClaims(bare, { support: true });
    expect(await canReadTicket(bare)).toBe(false);

    const { uid, password } = await createSupportAccount(
      { docs, identity, random: cryptoRandom },
      { email: ' Fenna@Tender.example ', name: ' Fenna Kuipers ', preferredLanguage: 'nl' },
    );
    expect(identity.peek(uid)?.claims).toEqual({ support: true });
    expect((await docs.getDoc(refs.user(uid))).data).toMatchObject({
      name: 'Fenna Kuipers',
      email: 'fenna@tender.example',
      companyId: null,
      role: null,
      status: 'active',
      preferredLanguage: 'nl',
    });
    expect(identity.verifyPassword('fenna@tender.example', password).ok).toBe(true);
    expect(await canReadTicket(uid)).toBe(true);
  });

  it('refuses an address in use and bad input, creating nothing', async () => {
    const docs = new MemoryDocStore();
    const identity = new MemoryIdentity();
    const deps = { docs, identity, random: cryptoRandom };
    await createSupportAccount(deps, { email: 'a@tender.example', name: 'A' });
    await expect(
      createSupportAccount(deps, { email: 'a@tender.example', name: 'B' }),
    ).rejects.toMatchObject({ code: 'already-exists' });
    await expect(
      createSupportAccount(deps, { email: 'not-an-address', name: 'C' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      createSupportAccount(deps, { email: 'c@tender.example', name: ' ' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(identity.findByEmail('c@tender.example')).toBeNull();
  });
});
