/**
 * The firebase backend: loaded on demand (`import('./firebase')` in loadBackend) only when
 * VITE_BACKEND=firebase, so the demo build never downloads the Firebase SDK. What this module pulls
 * in statically is the firebase backend's boot cost on the sign-in page: app, App Check and Auth
 * only (bench/bundle-size.mjs measures it). Nothing outside this folder may import `firebase/*` or
 * `reactfire` (ESLint enforces it).
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { Backend } from '../types';
import { firebaseBackend } from './instance';
import { once } from '../lazyDocStore';

let preloading = false;

export async function createBackend(): Promise<Backend> {
  const backend = firebaseBackend();
  if (!preloading) {
    preloading = true;
    // Once someone with a company is signed in, fetch what the dashboard needs while the router
    // loads the dashboard's own chunks, not one after the other. The sign-in page never does.
    backend.auth.onSessionChange((session) => {
      if (session?.access.companyId) void loadDashboardProviders().catch(() => undefined);
    });
  }
  return backend;
}

/**
 * reactfire's providers over the backend's SDK instances, for the signed-in screens: loads
 * reactfire and the data SDKs (Firestore, Realtime Database, Storage, Functions) together, once.
 */
export const loadDashboardProviders = once(
  async (): Promise<{ default: ComponentType<{ children: ReactNode }> }> => {
    const backend = firebaseBackend();
    const [{ FirebaseBackendProviders }, data] = await Promise.all([
      import('./FirebaseBackendProviders'),
      backend.data(),
    ]);
    function DashboardProviders({ children }: { children: ReactNode }) {
      return createElement(FirebaseBackendProviders, { backend, data }, children);
    }
    return { default: DashboardProviders };
  },
);
