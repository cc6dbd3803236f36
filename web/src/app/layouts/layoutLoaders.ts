import type { LayoutName } from '../routing/handle';
import { withDashboardProviders } from './DashboardProviders';

/** Layouts are chunks of their own: the sign-in page never downloads the dashboard's sidebar. */
export const layoutLoaders = {
  auth: () => import('./AuthLayout'),
  // The backend's providers (firebase: reactfire and the data SDKs) load with the dashboard.
  dashboard: () => import('./DashboardLayout').then(withDashboardProviders),
  main: () => import('./MainLayout'),
} satisfies Record<
  LayoutName,
  () => Promise<{ default: React.ComponentType<{ children?: React.ReactNode }> }>
>;
