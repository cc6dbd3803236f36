import { lazy, type ComponentType, type ReactNode } from 'react';
import type { Backend, BackendKind } from './types';

export interface LoadedBackend {
  backend: Backend;
  /**
   * Providers the signed-in screens need (reactfire for firebase; none for demo). Lazy: the
   * dashboard layout renders them (app/layouts/DashboardProviders), so they and the SDKs they
   * hold load with the dashboard, not before the sign-in page.
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
    return {
      backend: await mod.createBackend(),
      DashboardProviders: lazy(mod.loadDashboardProviders),
    };
  }
  const mod = await import('./demo');
  return { backend: await mod.createDemoBackend() };
}
