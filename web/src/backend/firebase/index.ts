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

export async function createBackend(): Promise<Backend> {
  return firebaseBackend();
}

/**
 * reactfire's providers over the backend's SDK instances, for the signed-in screens: loads
 * reactfire and the data SDKs (Firestore, Realtime Database, Storage, Functions) together.
 */
export async function loadDashboardProviders(): Promise<{
  default: ComponentType<{ children: ReactNode }>;
}> {
  const backend = firebaseBackend();
  const [{ FirebaseBackendProviders }, data] = await Promise.all([
    import('./FirebaseBackendProviders'),
    backend.data(),
  ]);
  function DashboardProviders({ children }: { children: ReactNode }) {
    return createElement(FirebaseBackendProviders, { backend, data }, children);
  }
  return { default: DashboardProviders };
}
