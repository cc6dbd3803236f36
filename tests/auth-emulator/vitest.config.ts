import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Not a project of the root config: these need a running Auth emulator, which
// scripts/auth-emulator-tests.mjs (npm run test:auth-emulator) starts and seeds first.
export default defineConfig({
  test: {
    name: 'auth-emulator',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    // Each call is a round trip to the emulator; on a loaded 2-core machine a few seconds is normal.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
