import { createBrowserRouter, type RouteObject } from 'react-router';
import { NON_DEFAULT_LOCALES } from './i18n/localePath';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { localisedPages } from './routing/routeTable';
import { registerPreloadRoutes } from './preload/preloadRoute';
import { PageLoading } from '../components/PageLoading';

/** English pages at the root, every other locale's under its prefix (`/nl/...`). */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first route's lazy chunks load.
      hydrateFallbackElement: <PageLoading />,
      children: [
        ...localisedPages(),
        ...NON_DEFAULT_LOCALES.map((locale) => ({ path: locale, children: localisedPages() })),
      ],
    },
  ];
}

export function createAppRouter() {
  const routes = appRoutes();
  registerPreloadRoutes(routes);
  return createBrowserRouter(routes);
}
