// A tiny static server for the built app (web/dist) with the SPA fallback Firebase Hosting has:
// unknown paths without a file extension get index.html; missing assets are a real 404.
// Usage: node tests/e2e/support/serve-dist.mjs [port]   (default 4310; E2E_PORT overrides)
// Serves web/dist, or the folder E2E_DIST names (relative to the repository root).
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const root = resolve(repoRoot, process.env.E2E_DIST ?? 'web/dist');
const port = Number(process.argv[2] ?? process.env.E2E_PORT ?? 4310);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // pdf.js's worker (pdf.worker.min.mjs): a module worker needs a JavaScript type.
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

function fileAt(urlPath) {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

try {
  statSync(join(root, 'index.html'));
} catch {
  console.error(
    `serve-dist: ${root}/index.html is missing; build the web app first (npm run build -w @tender/web).`,
  );
  process.exit(1);
}

createServer((req, res) => {
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  let file = fileAt(urlPath);
  if (!file && extname(urlPath) === '') file = join(root, 'index.html');
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const hashed = urlPath.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`serve-dist: http://127.0.0.1:${port} → ${root}`));
