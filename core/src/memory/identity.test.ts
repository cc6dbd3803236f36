import { describe, expect, it } from 'vitest';
import { IdentityError } from '../ports/identity';
import { ManualClock } from './clock';
import { MemoryIdentity } from './identity';
import { SequentialIds } from './ids';
import { CyclingRandom, cryptoRandom } from './random';

const make = () =>
  new MemoryIdentity({ clock: new ManualClock(Date.UTC(2026, 0, 1)), ids: new SequentialIds('u') });
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof IdentityError ? e.code : String(e)),
  );

describe('MemoryIdentity', () => {
  it('creates accounts with normalised email, generated uid and no claims', async () => {
    const identity = make();
    const uid = await identity.createAccount({
      email: ' Anna@Example.COM ',
      password: 'secret1',
      displayName: 'Anna',
    });
    expect(uid).toBe('u-0001');
    expect(await identity.getAccount(uid)).toEqual({
      uid,
      email: 'anna@example.com',
      displayName: 'Anna',
      disabled: false,
      claims: {},
    });
    expect(identity.findByEmail('ANNA@example.com')?.uid).toBe(uid);
    expect(identity.findByEmail('other@example.com')).toBeNull();
  });

  it("answers with firebase-admin's codes", async () => {
    const identity = make();
    await identity.createAccount({ email: 'a@b.nl', password: 'secret1', displayName: 'A' });
    expect(
      await codeOf(
        identity.createAccount({ email: 'A@B.nl', password: 'secret1', displayName: 'B' }),
      ),
    ).toBe('email-already-exists');
    expect(
      await codeOf(
        identity.createAccount({ email: 'nope', password: 'secret1', displayName: 'B' }),
      ),
    ).toBe('invalid-email');
    expect(
      await codeOf(
        identity.createAccount({ email: 'c@b.nl', password: '12345', displayName: 'C' }),
      ),
    ).toBe('invalid-password');
    expect(await codeOf(identity.setPassword('missing', 'secret1'))).toBe('user-not-found');
    expect(await codeOf(identity.deleteAccount('missing'))).toBe('user-not-found');
    expect(await codeOf(identity.setClaims('missing', {}))).toBe('user-not-found');
  });

  it('verifies passwords without telling unknown from wrong, and disabled only to the owner', async () => {
    const identity = make();
    const uid = await identity.createAccount({
      email: 'a@b.nl',
      password: 'secret1',
      displayName: 'A',
    });
    expect(identity.verifyPassword('a@b.nl', 'wrong')).toEqual({
      ok: false,
      code: 'invalid-credential',
    });
    expect(identity.verifyPassword('x@b.nl', 'secret1')).toEqual({
      ok: false,
      code: 'invalid-credential',
    });
    expect(identity.verifyPassword(' A@B.NL', 'secret1')).toMatchObject({ ok: true });
    await identity.setDisabled(uid, true);
    expect(identity.verifyPassword('a@b.nl', 'secret1')).toEqual({
      ok: false,
      code: 'user-disabled',
    });
    expect(identity.verifyPassword('a@b.nl', 'wrong')).toMatchObject({
      code: 'invalid-credential',
    });
    await identity.setPassword(uid, 'another1');
    await identity.setDisabled(uid, false);
    expect(identity.verifyPassword('a@b.nl', 'secret1').ok).toBe(false);
    expect(identity.verifyPassword('a@b.nl', 'another1').ok).toBe(true);
  });

  it('replaces claims as a whole and hands out copies', async () => {
    const identity = make();
    const uid = await identity.createAccount({
      email: 'a@b.nl',
      password: 'secret1',
      displayName: 'A',
    });
    await identity.setClaims(uid, { companyId: 'c1', role: 'admin' });
    await identity.setClaims(uid, { companyId: 'c1' });
    const record = await identity.getAccount(uid);
    expect(record?.claims).toEqual({ companyId: 'c1' });
    expect(Object.isFrozen(record?.claims)).toBe(true);
  });

  it('records the revocation instant from the clock', async () => {
    const clock = new ManualClock(1_000);
    const identity = new MemoryIdentity({ clock });
    const uid = await identity.createAccount({
      email: 'a@b.nl',
      password: 'secret1',
      displayName: 'A',
    });
    expect(identity.sessionsValidSince(uid)).toBe(0);
    clock.set(5_000);
    await identity.revokeSessions(uid);
    expect(identity.sessionsValidSince(uid)).toBe(5_000);
    expect(identity.sessionsValidSince('missing')).toBeNull();
  });

  it('tells listeners which account changed, until they unsubscribe', async () => {
    const identity = make();
    const seen: string[] = [];
    const stop = identity.onChange((uid) => seen.push(uid));
    const uid = await identity.createAccount({
      email: 'a@b.nl',
      password: 'secret1',
      displayName: 'A',
    });
    await identity.setDisplayName(uid, 'Anna');
    await identity.deleteAccount(uid);
    stop();
    await identity.createAccount({ email: 'b@b.nl', password: 'secret1', displayName: 'B' });
    expect(seen).toEqual([uid, uid, uid]);
  });

  it('round-trips through a JSON snapshot, passwords and revocations included', async () => {
    const identity = make();
    const uid = await identity.createAccount({
      uid: 'seeded',
      email: 'a@b.nl',
      password: 'secret1',
      displayName: 'A',
      disabled: true,
    });
    await identity.setClaims(uid, { companyId: 'c1', role: 'user' });
    await identity.revokeSessions(uid);
    const json = JSON.parse(JSON.stringify(identity.exportSnapshot()));
    const copy = MemoryIdentity.fromSnapshot(json);
    expect(await copy.getAccount('seeded')).toEqual(await identity.getAccount('seeded'));
    expect(copy.sessionsValidSince('seeded')).toBe(identity.sessionsValidSince('seeded'));
    expect(copy.verifyPassword('a@b.nl', 'secret1')).toEqual({ ok: false, code: 'user-disabled' });
    expect(() => copy.importSnapshot({ ...json, format: 'other' })).toThrow(TypeError);
  });
});

describe('random sources', () => {
  it('cryptoRandom returns the requested number of bytes', () => {
    expect(cryptoRandom.bytes(70_000)).toHaveLength(70_000);
  });
  it('CyclingRandom repeats its sequence and refuses non-bytes', () => {
    expect([...new CyclingRandom([1, 2, 3]).bytes(5)]).toEqual([1, 2, 3, 1, 2]);
    expect(() => new CyclingRandom([])).toThrow(RangeError);
    expect(() => new CyclingRandom([256])).toThrow(RangeError);
  });
});
