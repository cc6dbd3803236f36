import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { localeParts } from './web/vite/localeParts';

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
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react(), localeParts(fileURLToPath(new URL('./locales', import.meta.url)))],
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'repo',
          root: './tests/unit',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
