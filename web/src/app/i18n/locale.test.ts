import { describe, expect, it } from 'vitest';
import { localeFromPath, stripLocale, switchLocalePath, withLocale } from './localePath';
import {
  detectLocale,
  localeCookieString,
  localeFromLanguages,
  readLocaleCookie,
} from './detectLocale';
import { resolveRouteLocale } from './useRouteLocale';

describe('locale paths', () => {
  it('reads the locale prefix; English has none', () => {
    expect(localeFromPath('/nl/dashboard')).toBe('nl');
    expect(localeFromPath('/nl')).toBe('nl');
    expect(localeFromPath('/en/dashboard')).toBeNull();
    expect(localeFromPath('/dashboard')).toBeNull();
    expect(localeFromPath('/nlx')).toBeNull();
  });

  it('strips and adds prefixes', () => {
    expect(stripLocale('/nl/dashboard/projects')).toBe('/dashboard/projects');
    expect(stripLocale('/nl')).toBe('/');
    expect(stripLocale('/dashboard')).toBe('/dashboard');
    expect(withLocale('/dashboard', 'nl')).toBe('/nl/dashboard');
    expect(withLocale('/', 'nl')).toBe('/nl');
    expect(withLocale('/dashboard', 'en')).toBe('/dashboard');
  });

  it('switching keeps the page, query and hash', () => {
    expect(switchLocalePath('/dashboard/projects?sort=az#top', 'nl')).toBe(
      '/nl/dashboard/projects?sort=az#top',
    );
    expect(switchLocalePath('/nl/dashboard/projects?sort=az#top', 'en')).toBe(
      '/dashboard/projects?sort=az#top',
    );
    expect(switchLocalePath('/nl', 'en')).toBe('/');
  });
});

describe('locale detection (route → cookie → browser → default)', () => {
  it('prefers the route', () => {
    expect(detectLocale({ pathname: '/nl/x', cookie: 'locale=en', languages: ['en-GB'] })).toBe(
      'nl',
    );
  });
  it('then the cookie', () => {
    expect(detectLocale({ pathname: '/x', cookie: 'a=1; locale=nl', languages: ['en-GB'] })).toBe(
      'nl',
    );
  });
  it('then the browser language, by primary subtag', () => {
    expect(detectLocale({ pathname: '/x', cookie: '', languages: ['fr-FR', 'nl-BE'] })).toBe('nl');
    expect(localeFromLanguages(['de'])).toBeNull();
  });
  it('then English', () => {
    expect(detectLocale({ pathname: '/x', cookie: 'locale=fr', languages: ['de-DE'] })).toBe('en');
    expect(readLocaleCookie('locale=fr')).toBeNull();
  });
  it('the cookie lasts 365 days', () => {
    expect(localeCookieString('nl', true)).toBe(
      `locale=nl; Max-Age=${365 * 86400}; Path=/; SameSite=Lax; Secure`,
    );
  });
});

describe('route locale', () => {
  const at = (pathname: string) => ({ pathname, search: '?q=1', hash: '#h' });
  it('an unprefixed URL detected as Dutch moves to the /nl prefix (keeping query and hash)', () => {
    expect(resolveRouteLocale(at('/dashboard'), 'locale=nl', [], true)).toEqual({
      locale: 'nl',
      redirect: '/nl/dashboard?q=1#h',
    });
  });
  it('without the redirect the detected locale applies in place', () => {
    expect(resolveRouteLocale(at('/dashboard'), '', ['nl-NL'], false)).toEqual({
      locale: 'nl',
      redirect: null,
    });
  });
  it('English stays unprefixed', () => {
    expect(resolveRouteLocale(at('/dashboard'), 'locale=en', ['nl-NL'], true)).toEqual({
      locale: 'en',
      redirect: null,
    });
  });
  it('reads the cookie only for a URL without a prefix (a read is slow in the browser)', () => {
    let reads = 0;
    const cookie = () => (reads++, 'locale=en');
    expect(resolveRouteLocale(at('/nl/dashboard'), cookie, [], true).locale).toBe('nl');
    expect(reads).toBe(0);
    expect(resolveRouteLocale(at('/dashboard'), cookie, [], true).locale).toBe('en');
    expect(reads).toBe(1);
  });
});
