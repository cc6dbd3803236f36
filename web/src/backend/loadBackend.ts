import type { ComponentType, ReactNode } from 'react';
import type { Backend, BackendKind } from './types';

export interface LoadedBackend {
  backend: Backend;
  /**
   * Providers the signed-in screens need, if any. Lazy: the dashboard layout renders them
   * (app/layouts/DashboardProviders), so they load with the dashboard, not before the sign-in
   * page — and hold back its first screen until they have loaded. Neither backend has any today:
   * firebase's reactfire providers bring every data SDK, so they are not on the dashboard's first
   * screen (firebase/index.ts, loadReactfireProviders).
   */
  DashboardProviders?: ComponentType<{ children: ReactNode }>;
}

export function configuredBackendKind(): BackendKind {
  return import.meta.env.VITE_BACKEND === 'firebase' ? 'firebase' : 'demo';
}

/** Each implementation is its own chunk, so the demo never downloads the Firebase SDK and vice versa. */
export async function loadBackend(
  kind: BackendKind = configuredBackendKind(),
): Promise<LoadedBackend> {
  if (kind === 'firebase') {
    const mod = await import('./firebase');
    return { backend: await mod.createBackend() };
  }
  const mod = await import('./demo');
  return { backend: await mod.createDemoBackend() };
}
