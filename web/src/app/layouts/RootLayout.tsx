import { lazy, Suspense, useEffect } from 'react';
import { Navigate, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { messagesReady } from '../i18n/i18n';
import { LocaleContext } from '../i18n/LocaleContext';
import { ACCESS_DENIED_NAMESPACES } from '../i18n/messageParts';
import { useRouteLocale } from '../i18n/useRouteLocale';
import { useSessionState } from '../session/SessionContext';
import { decideGuard } from '../routing/decideGuard';
import { DEFAULT_LAYOUT, mergeHandles } from '../routing/handle';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { useHashScroll } from '../routing/useHashScroll';
import { useForcedColorMode } from '../theme/useForcedColorMode';
import { PageLoading } from '../../components/PageLoading';
import { layoutLoaders } from './layoutLoaders';

const layouts = {
  auth: lazy(layoutLoaders.auth),
  dashboard: lazy(layoutLoaders.dashboard),
  main: lazy(layoutLoaders.main),
};
const AccessDeniedPage = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/auth/AccessDeniedPage'),
    messagesReady(ACCESS_DENIED_NAMESPACES),
  ]);
  return module;
});

/** The shell every route renders in: locale, guard, title, scroll, and the layout the route asks for. */
export function RootLayout() {
  const location = useLocation();
  const handle = mergeHandles(useMatches().map((match) => match.handle));
  const session = useSessionState();
  const { locale, redirect } = useRouteLocale();
  useDocumentTitle(handle.titleKey);
  useHashScroll();
  useForcedColorMode(handle.colorMode);

  const fullPath = location.pathname + location.search + location.hash;
  const decision = decideGuard({
    handle,
    session,
    locale,
    fullPath,
    search: location.search,
    origin: window.location.origin,
  });

  useEffect(() => {
    // An external redirect leaves the app: a full page load.
    if (decision.type === 'external') window.location.assign(decision.href);
  }, [decision]);

  if (redirect) return <Navigate replace to={redirect} />;
  if (decision.type === 'redirect') return <Navigate replace to={decision.to} />;

  const Layout =
    layouts[decision.type === 'accessDenied' ? 'auth' : (handle.layout ?? DEFAULT_LAYOUT)];
  return (
    <LocaleContext.Provider value={locale}>
      <ScrollRestoration />
      <Suspense fallback={<PageLoading />}>
        {decision.type === 'accessDenied' ? (
          <Layout>
            <AccessDeniedPage />
          </Layout>
        ) : decision.type === 'render' ? (
          <Layout />
        ) : (
          <PageLoading />
        )}
      </Suspense>
    </LocaleContext.Provider>
  );
}
