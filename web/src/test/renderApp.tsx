import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Locale } from '@tender/core';
import { AppProviders } from '../app/App';
import { appRoutes } from '../app/createAppRouter';
import { createI18n } from '../app/i18n/i18n';
import { createDemoBackend, memoryPersistence } from '../backend/demo';
import type { Backend } from '../backend/types';

/** Renders the whole app (real routes, providers and demo backend) at `path` in jsdom. */
export async function renderApp(
  path: string,
  options: { locale?: Locale; backend?: Backend } = {},
) {
  const i18n = await createI18n(options.locale ?? 'en');
  // Memory persistence: every render starts from the seed, as the storage-only demo did.
  const backend =
    options.backend ??
    (await createDemoBackend({ storage: window.localStorage, persistence: memoryPersistence() }));
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const utils = render(
    <AppProviders i18n={i18n} loaded={{ backend }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, backend, i18n };
}
