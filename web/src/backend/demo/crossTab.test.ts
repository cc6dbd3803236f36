/** Tabs of one browser share the demo's data live, and a tab may keep a sign-in of its own. */
import 'fake-indexeddb/auto';
import { refs } from '@tender/core';
import { afterEach, describe, expect, it } from 'vitest';
import { indexedDbPersistence } from './persistence';
import { sessionStorageFor } from './sessionScope';
import { ADMIN, MemoryStorage, PASSWORD, makeDemo, sessions } from './testing';

function until(check: () => boolean, ms = 3_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - started > ms) reject(new Error('timed out'));
      else setTimeout(tick, 5);
    };
    tick();
  });
}

/** Two tabs: same IndexedDB database and channel, each with its own session storage. */
async function twoTabs(name: string) {
  const shared = { persistence: indexedDbPersistence(name), syncChannel: name, saveDelayMs: 10 };
  const adminTab = (await makeDemo({ ...shared, storage: new MemoryStorage() })).backend;
  const userTab = (await makeDemo({ ...shared, storage: new MemoryStorage() })).backend;
  return { adminTab, userTab };
}

describe('cross-tab sync', () => {
  it("an admin's role change in one tab reaches a session in another, live", async () => {
    const { adminTab, userTab } = await twoTabs('cross-tab-1');
    await adminTab.auth.signInWithPassword(ADMIN, PASSWORD);
    await userTab.auth.signInWithPassword('sanne@vandijk.example', PASSWORD);
    const watch = sessions(userTab.auth);
    await adminTab.call('setRole', { uid: 'u-user1-vandijk', role: 'manager' });
    await until(() => watch.latest?.access.role === 'manager');
    await adminTab.close();
    await userTab.close();
  });

  it('a tab that took the other tab’s state does not overwrite it with its own next save', async () => {
    const { adminTab, userTab } = await twoTabs('cross-tab-2');
    await adminTab.auth.signInWithPassword(ADMIN, PASSWORD);
    await userTab.auth.signInWithPassword('sanne@vandijk.example', PASSWORD);
    const { uid } = await adminTab.call('createUser', {
      name: 'Joris',
      email: 'joris@vandijk.example',
      role: 'user',
      preferredLanguage: 'nl',
    });
    await until(() => userTab.state.identity.peek(uid) !== null);
    await userTab.call('updateMyAccount', { name: 'Sanne J.', preferredLanguage: 'en' });
    await userTab.close();
    await adminTab.close();

    const reloaded = (
      await makeDemo({
        persistence: indexedDbPersistence('cross-tab-2'),
        storage: new MemoryStorage(),
      })
    ).backend;
    expect(reloaded.state.identity.peek(uid)?.email).toBe('joris@vandijk.example');
    expect((await reloaded.state.docs.getDoc(refs.user('u-user1-vandijk'))).data?.name).toBe(
      'Sanne J.',
    );
  });
});

describe('session scope', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('uses localStorage unless the tab asked for its own session, which it then remembers', () => {
    expect(sessionStorageFor(window)).toBe(window.localStorage);
    window.history.replaceState({}, '', '/authentication?demo-tab-session');
    expect(sessionStorageFor(window)).toBe(window.sessionStorage);
    window.history.replaceState({}, '', '/dashboard');
    expect(sessionStorageFor(window)).toBe(window.sessionStorage);
  });
});
