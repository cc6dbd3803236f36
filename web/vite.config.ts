import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { localeParts } from './vite/localeParts';

/** One id per build; the app compares it with builds/latest.json to notice a new deployment. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, '');

/**
 * builds/latest.json ({ id, timestamp }), the manifest spec §4 polls: written next to the app by
 * the build, and answered by the dev server (npm start) too, with the id the dev app runs.
 */
export function buildManifest(id: string): Plugin {
  const body = () => JSON.stringify({ id, timestamp: Date.now() });
  return {
    name: 'tender-build-manifest',
    configureServer(server) {
      const startedAt = body();
      server.middlewares.use(`${server.config.base}builds/latest.json`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(startedAt);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: body() });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    buildManifest(command === 'build' ? buildId : 'dev'),
    localeParts(fileURLToPath(new URL('../locales', import.meta.url))),
  ],
  resolve: {
    // Firestore's SDK bundles an RE2 engine for pipeline regular expressions, which the app never
    // uses (classic queries only): 40 kB gzip off the firebase dashboard's first screen.
    alias: [
      {
        find: /^re2js$/,
        replacement: fileURLToPath(
          new URL('./src/backend/firebase/re2jsUnused.ts', import.meta.url),
        ),
      },
    ],
  },
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? buildId : 'dev'),
  },
  server: {
    port: 5173,
    strictPort: true,
    // locales/ and emulator-data/ live at the repository root.
    fs: { allow: ['..'] },
  },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: bench/bundle-size.mjs reads the chunk graph from it.
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is)[\\/]/,
            },
            {
              // MUI's core: Paper and IconButton with what they import (rolldown's groups take a
              // module's dependencies along: includeDependenciesRecursively) — the theme, the
              // styling system, ButtonBase. Every first screen uses all of it; Rolldown had cut it
              // into about 15 small chunks, each compressed alone (6 kB gzip more on each page).
              // Only these two are named: a wider test would pull modules of later pages in.
              name: 'mui-core',
              test: /node_modules[\\/]@mui[\\/]material[\\/](Paper|IconButton)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
