import type { ComponentType, ReactNode } from 'react';
import type { Backend, BackendKind } from './types';

export interface LoadedBackend {
  backend: Backend;
  /** Providers the implementation needs around the app (reactfire for firebase); none for demo. */
  Providers?: ComponentType<{ children: ReactNode }>;
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
    return { backend: await mod.createBackend(), Providers: mod.FirebaseBackendProviders };
  }
  const mod = await import('./demo');
  return { backend: await mod.createDemoBackend() };
}
