/**
 * The firebase backend: loaded on demand (`import('./firebase')` in loadBackend) only when
 * VITE_BACKEND=firebase, so the demo build never downloads the Firebase SDK. Nothing outside this
 * folder may import `firebase/*` or `reactfire` (ESLint enforces it).
 */
import type { Backend } from '../types';
import { firebaseBackend } from './instance';

export { FirebaseBackendProviders } from './FirebaseBackendProviders';

export async function createBackend(): Promise<Backend> {
  return firebaseBackend();
}
