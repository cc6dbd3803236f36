import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tier 4 (ARCHITECTURE §7): needs the emulator suite, so it is not a project of the root config.
// scripts/emulator-tests.mjs (npm run test:emulators) starts the emulators and runs it, one
// folder at a time (adapters, functions, rules).
export default defineConfig({
  test: {
    name: 'emulator',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    // Files share one set of emulators and clear data between tests, so they must not overlap.
    fileParallelism: false,
    // The SDKs log every refusal the rules tests provoke; show logs of failing tests only.
    silent: 'passed-only',
    // End-to-end tests wait for trigger deliveries, which may first start a Functions worker
    // (up to 55 s measured on a loaded 2-core machine), sometimes twice in one test.
    testTimeout: 120_000,
    // gcloud's Firestore emulator now and then answers a fixture reset with a bare 500; in CI one
    // retry tells such a hiccup from a failing rule.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
  },
});
