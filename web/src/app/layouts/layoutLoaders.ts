import type { LayoutName } from '../routing/handle';

/** Layouts are chunks of their own: the sign-in page never downloads the dashboard's sidebar. */
export const layoutLoaders = {
  auth: () => import('./AuthLayout'),
  dashboard: () => import('./DashboardLayout'),
  main: () => import('./MainLayout'),
} satisfies Record<
  LayoutName,
  () => Promise<{ default: React.ComponentType<{ children?: React.ReactNode }> }>
>;
