/**
 * The Realtime Database and Backend.realtime over it: a chunk loaded on the first progress
 * listener (firebaseData.ts).
 */
import type { FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import type { FirebaseBackendConfig } from './config';
import { createRealtimeDatabase } from './realtimeDatabase';

export function connectDatabase(app: FirebaseApp, config: FirebaseBackendConfig) {
  const database = getDatabase(app);
  if (config.databaseEmulator) {
    // The namespace comes from options.databaseURL (<project>-default-rtdb), as the functions use.
    const { host, port } = config.databaseEmulator;
    connectDatabaseEmulator(database, host, port);
  }
  return { database, realtime: createRealtimeDatabase(database) };
}
