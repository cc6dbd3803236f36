import type { createBrowserRouter } from 'react-router';
import { claimReload } from './reloadGuard';
import { createDeploymentWatcher, fetchManifestJson } from './deploymentWatcher';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
/** How often the manifest is fetched; also on returning to the tab. */
export const DEPLOY_CHECK_MS = Number(import.meta.env.VITE_DEPLOY_CHECK_MS ?? 5 * 60_000);

/**
 * Spec §4: once a new build is seen, the next navigation becomes a full page load of its target, so
 * the user lands on the new code where they meant to go. State that matters (session, language,
 * colour mode, sidebar) lives in storage and cookies, so it survives the reload.
 */
export function watchDeployments(router: AppRouter, base = import.meta.env.BASE_URL): () => void {
  if (BUILD_ID === 'dev') return () => undefined; // the dev server has no manifest
  const watcher = createDeploymentWatcher({
    currentBuildId: BUILD_ID,
    fetchManifest: fetchManifestJson,
    now: Date.now,
    baseUrl: base,
  });
  const check = () => void watcher.check();
  const timer = window.setInterval(check, DEPLOY_CHECK_MS);
  const onVisible = () => document.visibilityState === 'visible' && check();
  document.addEventListener('visibilitychange', onVisible);
  check();

  let lastKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    // A navigation that loads chunks is caught before it starts them (old chunks may be gone);
    // one that needs nothing is caught as soon as its location commits.
    const pending = state.navigation.state === 'loading' ? state.navigation.location : undefined;
    const committed = state.location.key !== lastKey ? state.location : undefined;
    lastKey = state.location.key;
    const target = pending ?? committed;
    if (!watcher.updateAvailable || !target) return;
    if (claimReload(target.pathname, Date.now(), window.sessionStorage)) {
      window.location.assign(router.createHref(target));
    }
  });

  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
  };
}
