import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import en from '../../../../../locales/en.json';
import { appRoutes } from '../../createAppRouter';
import { HELP_ITEM, NAV_GROUPS, isActive } from './navItems';

/** Spec §2's sidebar items, in its words. */
const SPEC_ITEMS = [
  'Dashboard',
  'Company Profile',
  'Tender Settings',
  'Home',
  'Visuals',
  'Signaling',
  'Projects',
  'Settings',
  'People',
  'Clients',
  'Customers',
  'User Management',
  'Knowledge Bases',
  'Help',
];

describe('sidebar', () => {
  const items = [...NAV_GROUPS.flatMap((g) => [g.heading, ...g.items]), HELP_ITEM];

  it('has every item of the spec, labelled as the spec names it', () => {
    const labels = items.map((item) => (en.nav as Record<string, string>)[item.key]);
    expect([...labels].sort()).toEqual([...SPEC_ITEMS].sort());
  });

  it('maps every item to a route of the route table (not the 404 catch-all)', () => {
    const routes = appRoutes();
    for (const item of items) {
      const matches = matchRoutes(routes, item.to.split('?')[0] ?? '');
      expect(matches, item.key).not.toBeNull();
      expect(matches?.at(-1)?.route.path, item.key).not.toBe('*');
    }
  });

  it('marks the current item', () => {
    const projects = items.find((i) => i.key === 'projects')!;
    const dashboard = items.find((i) => i.key === 'dashboard')!;
    expect(isActive(projects, '/dashboard/projects/p1', '')).toBe(true);
    expect(isActive(dashboard, '/dashboard/projects', '')).toBe(false);
    expect(isActive(dashboard, '/dashboard', '')).toBe(true);
  });
});
