import type { LayoutName } from '../routing/handle';
import { messagesReady } from '../i18n/i18n';
import { LAYOUT_NAMESPACES } from '../i18n/messageParts';
import { withDashboardProviders } from './DashboardProviders';

/** A layout's chunk, with the message namespaces it adds (messageParts.ts) loaded beside it. */
const withMessages =
  <T>(layout: LayoutName, load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [module] = await Promise.all([load(), messagesReady(LAYOUT_NAMESPACES[layout])]);
    return module;
  };

/** Layouts are chunks of their own: the sign-in page never downloads the dashboard's sidebar. */
export const layoutLoaders = {
  auth: withMessages('auth', () => import('./AuthLayout')),
  // The backend's providers (firebase: reactfire and the data SDKs) load with the dashboard.
  dashboard: withMessages('dashboard', () =>
    import('./DashboardLayout').then(withDashboardProviders),
  ),
  main: withMessages('main', () => import('./MainLayout')),
} satisfies Record<
  LayoutName,
  () => Promise<{ default: React.ComponentType<{ children?: React.ReactNode }> }>
>;
