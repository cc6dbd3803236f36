import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tier 4 (ARCHITECTURE §7): needs the whole emulator suite, so it is not a project of the root
// config. scripts/emulator-tests.mjs (npm run test:emulators) starts the emulators and runs it.
export default defineConfig({
  test: {
    name: 'emulator',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    // Files share one set of emulators and clear data between tests, so they must not overlap.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
