import type { Backend } from '../types';
import { createDemoAuth } from './demoAuth';
import { seed } from './seed';

/** The in-browser backend (ARCHITECTURE §3): seeded, no server, session kept across reloads. */
export function createDemoBackend(storage: Storage = window.localStorage): Backend {
  return { kind: 'demo', auth: createDemoAuth({ seedUsers: seed.users, storage }) };
}
