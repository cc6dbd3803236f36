import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router/dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BackendContext } from '../backend/BackendContext';
import type { LoadedBackend } from '../backend/loadBackend';
import { DashboardProvidersContext, wrapWith } from './layouts/DashboardProviders';
import { SessionProvider } from './session/SessionContext';
import { ToastProvider } from './toasts/ToastProvider';
import { createAppTheme } from './theme/createAppTheme';
import { COLOR_MODE_STORAGE_KEY } from './theme/colorMode';
import { createAppRouter } from './createAppRouter';
import { watchDeployments } from './deployment/watchDeployments';

const theme = createAppTheme();

/** Everything the pages need, outermost first: language, theme, backend, session, toasts. */
export function AppProviders({
  i18n,
  loaded,
  children,
}: {
  i18n: I18n;
  loaded: LoadedBackend;
  children: ReactNode;
}) {
  const { backend, DashboardProviders } = loaded;
  const wrapDashboard = useMemo(() => wrapWith(DashboardProviders), [DashboardProviders]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={COLOR_MODE_STORAGE_KEY}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <BackendContext.Provider value={backend}>
          <DashboardProvidersContext.Provider value={wrapDashboard}>
            <SessionProvider>
              <ToastProvider>{children}</ToastProvider>
            </SessionProvider>
          </DashboardProvidersContext.Provider>
        </BackendContext.Provider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

export function App({ i18n, loaded }: { i18n: I18n; loaded: LoadedBackend }) {
  const [router] = useState(createAppRouter);
  useEffect(() => watchDeployments(router), [router]);
  return (
    <AppProviders i18n={i18n} loaded={loaded}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
