/** Cloud Functions and Backend.call over it: a chunk loaded on the first callable (firebaseData.ts). */
import type { FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { createCall } from './callables';
import { DEFAULT_FUNCTIONS_REGION, type FirebaseBackendConfig } from './config';

export function connectFunctions(app: FirebaseApp, config: FirebaseBackendConfig) {
  const functions = getFunctions(app, config.functionsRegion ?? DEFAULT_FUNCTIONS_REGION);
  if (config.functionsEmulator) {
    const { host, port } = config.functionsEmulator;
    connectFunctionsEmulator(functions, host, port);
  }
  return { functions, call: createCall(() => functions) };
}
