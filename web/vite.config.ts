import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** One id per build; the app compares it with builds/latest.json to notice a new deployment. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, '');

/** Writes builds/latest.json (id, timestamp) next to the app, the manifest spec §4 polls. */
function buildManifest(): Plugin {
  return {
    name: 'tender-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, timestamp: Date.now() }),
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), buildManifest()],
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
  },
}));
