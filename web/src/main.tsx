import { StrictMode } from 'react';
import { LOCALE_TAGS } from '@tender/core';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createI18n } from './app/i18n/i18n';
import { resolveRouteLocale } from './app/i18n/useRouteLocale';
import { loadBackend } from './backend/loadBackend';

async function start() {
  const { locale } = resolveRouteLocale(
    window.location,
    () => document.cookie,
    navigator.languages,
  );
  // Messages and the backend load in parallel; the static shell in index.html shows meanwhile.
  // Only the boot part of the messages: layouts and routes load their own (messageParts.ts).
  const [i18n, loaded] = await Promise.all([createI18n(locale, { byRoute: true }), loadBackend()]);
  document.documentElement.lang = LOCALE_TAGS[locale];
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} loaded={loaded} />
    </StrictMode>,
  );
}

void start();
