import { createServer, type ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../../web/', import.meta.url));
let server: ViteDevServer | undefined;

afterAll(async () => {
  await server?.close();
});

describe('npm start (the Vite dev server)', () => {
  it('serves builds/latest.json as the build does, uncached', async () => {
    // The app's own config, as `vite` in web/ runs it; another port so a running dev server is no obstacle.
    server = await createServer({
      root: web,
      configFile: `${web}vite.config.ts`,
      logLevel: 'silent',
      server: { port: 5899, strictPort: false, host: '127.0.0.1' },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5899/';
    // The URL the deployment watcher asks for (a timestamp query defeats caches).
    const response = await fetch(`${base}builds/latest.json?t=123`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const manifest = (await response.json()) as { id: unknown; timestamp: unknown };
    // The id the dev app is compiled with (VITE_BUILD_ID), so it never sees a "new version".
    expect(manifest).toEqual({ id: 'dev', timestamp: expect.any(Number) });
  });
});
