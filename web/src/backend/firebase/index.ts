/**
 * The firebase backend: loaded on demand (`import('./firebase')` in loadBackend) only when
 * VITE_BACKEND=firebase, so the demo build never downloads the Firebase SDK. What this module pulls
 * in statically is the firebase backend's boot cost on the sign-in page: app, App Check and Auth
 * only (bench/bundle-size.mjs measures it). Nothing outside this folder may import `firebase/*` or
 * `reactfire` (ESLint enforces it).
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { Backend } from '../types';
import { firebaseBackend, startFirebaseBackend } from './instance';
import { once } from '../lazyDocStore';

let preloading = false;

export async function createBackend(): Promise<Backend> {
  const backend = await startFirebaseBackend();
  if (!preloading) {
    preloading = true;
    // Once someone with a company is signed in, fetch Firestore Lite — all the dashboard's first
    // screen reads with — while the router loads the dashboard's own chunks, not one after the
    // other. The full SDK waits for the first screen (Backend.preload) or the first write; the
    // other data SDKs for their first use.
    backend.auth.onSessionChange((session) => {
      if (session?.access.companyId) void backend.liteReads().catch(() => undefined);
    });
  }
  return backend;
}

/**
 * reactfire's providers over the backend's own SDK instances, for a screen that uses reactfire's
 * hooks (none does today). reactfire's entry imports every data SDK (Firestore, Realtime
 * Database, Storage, Functions, Remote Config), so these providers are not on the dashboard's
 * first screen (issue 22, item 7: it needs Firestore only): a screen that wants the hooks wraps
 * itself in them, and reactfire and the SDKs load with that screen (docs/decisions.md).
 */
export const loadReactfireProviders = once(
  async (): Promise<{ default: ComponentType<{ children: ReactNode }> }> => {
    const backend = firebaseBackend();
    const [{ FirebaseBackendProviders }, data] = await Promise.all([
      import('./FirebaseBackendProviders'),
      backend.data(),
    ]);
    function ReactfireProviders({ children }: { children: ReactNode }) {
      return createElement(FirebaseBackendProviders, { backend, data }, children);
    }
    return { default: ReactfireProviders };
  },
);
