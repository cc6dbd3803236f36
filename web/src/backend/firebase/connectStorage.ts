/** Cloud Storage and Backend.files over it: a chunk loaded on the first file use (firebaseData.ts). */
import type { FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import type { FirebaseBackendConfig } from './config';
import { createStorageFiles } from './storageFiles';

export function connectStorage(app: FirebaseApp, config: FirebaseBackendConfig) {
  const storage = getStorage(app);
  if (config.storageEmulator) {
    const { host, port } = config.storageEmulator;
    connectStorageEmulator(storage, host, port);
  }
  return { storage, files: createStorageFiles(storage) };
}
