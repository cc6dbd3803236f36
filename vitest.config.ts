import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { localeParts } from './web/vite/localeParts';

// Records every query's shape for scripts/check-indexes.mjs when QUERY_RECORD_DIR is set.
const RECORD_QUERIES = fileURLToPath(
  new URL('./tests/unit/indexes/recordQueries.ts', import.meta.url),
);

// One runner, three projects: pure core logic and functions run in Node, the web app in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Core's tests share no state through modules (no module mocks, no globals stubbed), so
          // one worker runs file after file without a fresh module graph for each: the rules, the
          // lexicon and the extractor load once per worker instead of ~300 times (ARCHITECTURE §7's
          // 40 minutes; docs/decisions.md "CI back under 40 minutes").
          isolate: false,
          // The default 5 s is too short for the large seed or a draft on a busy CI machine.
          testTimeout: 30_000,
          setupFiles: [RECORD_QUERIES],
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // As core: no functions test mocks a module or stubs a global; the five that set
          // environment variables, spy or start an app put them back (afterEach/afterAll, a
          // spy on one test's own world, an app under a name of its own), so files share a
          // worker's modules (docs/decisions.md "CI time, second pass").
          isolate: false,
          setupFiles: [RECORD_QUERIES],
        },
      },
      {
        plugins: [react(), localeParts(fileURLToPath(new URL('./locales', import.meta.url)))],
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts', RECORD_QUERIES],
          // Generous: a component test that walks a flow (typing, dialogs) takes 2–5 s alone and
          // four times that with the CPU busy (issue 20 item 8); waits inside are event-based.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'repo',
          root: './tests/unit',
          include: ['**/*.test.ts'],
          environment: 'node',
          // The repository's checks read files and run scripts in child processes; none mocks,
          // stubs or sets anything in its own process, so they share a worker's modules too.
          isolate: false,
        },
      },
    ],
  },
});
