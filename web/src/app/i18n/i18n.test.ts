import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import nl from '../../../../locales/nl.json';
import { applyLocale, createI18n, messagesReady } from './i18n';

/** The app's way (main.tsx): boot first, each route's namespaces when it loads. */
describe('messages loaded per route', () => {
  it('starts with the boot part only: a feature page text is not there before its route loads it', async () => {
    const i18n = await createI18n('en', { byRoute: true });
    expect(i18n.t('auth.signIn')).toBe('auth.signIn');
    expect(i18n.t('common.loading')).toBe(en.common.loading);
    await messagesReady(['auth']);
    expect(i18n.t('auth.signIn')).toBe(en.auth.signIn);
    expect(i18n.t('users.tabs.users')).toBe('users.tabs.users');
  });

  it('a language switch brings every namespace loaded so far in the new language', async () => {
    const i18n = await createI18n('en', { byRoute: true });
    await messagesReady(['users']);
    expect(i18n.t('users.tabs.users')).toBe(en.users.tabs.users);
    await applyLocale(i18n, 'nl');
    expect(i18n.language).toBe('nl');
    expect(i18n.t('users.tabs.users')).toBe(nl.users.tabs.users);
    expect(i18n.t('common.loading')).toBe(nl.common.loading);
    // A route loaded after the switch gets its namespace in the language now shown.
    await messagesReady(['tickets']);
    expect(i18n.t('tickets.intro')).toBe(nl.tickets.intro);
  });

  it('a namespace asked for while the language changes is there in the new language too', async () => {
    const i18n = await createI18n('en', { byRoute: true });
    const loading = messagesReady(['tickets']);
    await applyLocale(i18n, 'nl');
    await loading;
    expect(i18n.t('tickets.intro')).toBe(nl.tickets.intro);
    await applyLocale(i18n, 'en');
    expect(i18n.t('tickets.intro')).toBe(en.tickets.intro);
  });

  it('tests and tools get every message at once', async () => {
    const i18n = await createI18n('nl');
    expect(i18n.t('tickets.intro')).toBe(nl.tickets.intro);
    expect(i18n.t('auth.signIn')).toBe(nl.auth.signIn);
  });
});
