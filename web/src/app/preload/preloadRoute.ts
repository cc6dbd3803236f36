import { matchRoutes, type RouteObject } from 'react-router';
import { layoutLoaders } from '../layouts/layoutLoaders';
import { mergeHandles, DEFAULT_LAYOUT } from '../routing/handle';
import { createPreloadQueue, isConstrainedConnection } from './preloadQueue';

let routes: RouteObject[] = [];
const queue = createPreloadQueue();

/** The router registers its route table here, so links can warm the chunks of their target. */
export function registerPreloadRoutes(table: RouteObject[]): void {
  routes = table;
}

/** Loads the page and layout chunks of `path` ahead of a likely navigation (hover or focus). */
export function preloadRoute(path: string): void {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  if (isConstrainedConnection(connection)) return;
  const pathname = path.split(/[?#]/)[0] ?? path;
  const matches = matchRoutes(routes, pathname);
  if (!matches) return;
  queue.request(pathname, async () => {
    const layout = mergeHandles(matches.map((m) => m.route.handle)).layout ?? DEFAULT_LAYOUT;
    // Our routes use the function form of `lazy`; calling it again only warms the module cache.
    const lazies = matches.flatMap((m) =>
      typeof m.route.lazy === 'function' ? [m.route.lazy] : [],
    );
    await Promise.all([layoutLoaders[layout](), ...lazies.map((load) => load())]);
  });
}
