import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import en from '../../../../locales/en.json';
import { appRoutes } from '../createAppRouter';
import { mergeHandles } from './handle';

/** Spec §2's route table: path → title (undefined where the spec shows none) and layout. */
const SPEC_ROUTES: [string, string | undefined, string][] = [
  ['/authentication', undefined, 'auth'],
  ['/login', undefined, 'auth'],
  ['/onboarding', undefined, 'auth'],
  ['/', undefined, 'main'],
  ['/dashboard', 'Dashboard', 'dashboard'],
  ['/dashboard/company-profile', 'Company Profile', 'dashboard'],
  ['/dashboard/customers', 'Customers', 'dashboard'],
  ['/dashboard/help', 'Help & Support', 'dashboard'],
  ['/dashboard/knowledgebase', 'Knowledgebase management', 'dashboard'],
  ['/dashboard/knowledgebase/kb1', 'Knowledge Base Details', 'dashboard'],
  ['/dashboard/projects', 'Projects', 'dashboard'],
  ['/dashboard/projects/p1', undefined, 'dashboard'],
  ['/dashboard/signaling', 'Signaling', 'dashboard'],
  ['/dashboard/userManagement', 'User Management', 'dashboard'],
  ['/dashboard/visuals', 'Visuals', 'dashboard'],
];

const lookup = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);

describe('route table', () => {
  const routes = appRoutes();

  it.each(SPEC_ROUTES)(
    '%s is routed, lazy, with the spec title and layout',
    (path, title, layout) => {
      for (const prefix of ['', '/nl']) {
        const matches = matchRoutes(routes, prefix + path);
        expect(matches).not.toBeNull();
        const leaf = matches!.at(-1)!.route as RouteObject;
        expect(leaf.path).not.toBe('*');
        expect(typeof leaf.lazy).toBe('function');
        const handle = mergeHandles(matches!.map((m) => m.route.handle));
        expect(handle.layout ?? 'main').toBe(layout);
        if (title) expect(lookup(handle.titleKey ?? '')).toBe(title);
        if (path.startsWith('/dashboard')) expect(handle.requiresAuth).toBe(true);
      }
    },
  );

  it('sends unknown paths to the catch-all', () => {
    expect(matchRoutes(routes, '/nope')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(routes, '/dashboard/nope')?.at(-1)?.route.path).toBe('*');
  });
});
