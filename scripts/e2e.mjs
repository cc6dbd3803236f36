#!/usr/bin/env node
// npm run test:e2e: tier 3 (ARCHITECTURE §7). Builds the web app with the demo backend, then runs
// Playwright (playwright.config.ts) against web/dist in the system Chromium; exits with its code.
//   npm run test:e2e -- -g "sidebar"     extra arguments go to `playwright test`
//   npm run test:e2e -- --no-build       reuse the current web/dist (it must be a demo build)
//   E2E_DIST=web/dist-mine E2E_PORT=4420  build into and serve another folder on another port
//                                         (so two people can run the suite side by side)
// Never downloads a browser: set CHROMIUM_PATH when Chromium is not at /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
// Relative to the repository root; the web build, the static server and Playwright agree on it.
const distDir = process.env.E2E_DIST ?? 'web/dist';
const playwrightArgs = args.filter((arg) => arg !== '--no-build');

function run(command, commandArgs, env = process.env, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.once('error', (error) => {
      console.error(`e2e: could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `e2e: no Chromium at ${chromium}. Install Debian's chromium (apt-get install chromium) or set ` +
      'CHROMIUM_PATH; the tests never download a browser.',
  );
  process.exit(1);
}

const started = Date.now();
if (!skipBuild) {
  console.log('e2e: building the web app with the demo backend …');
  // The demo backend is the default; set it explicitly so a developer's VITE_BACKEND or .env
  // does not turn the e2e bundle into a Firebase one. No short VITE_DEPLOY_CHECK_MS is needed:
  // the deployment test answers builds/latest.json itself and triggers the check the app runs
  // when the tab becomes visible again.
  const env = { ...process.env, VITE_BACKEND: 'demo' };
  // The CPV vocabulary the app fetches on demand (web/public/cpv, git-ignored) comes first.
  const cpvBuilt = await run(process.execPath, [`${root}scripts/build-cpv.mjs`]);
  if (cpvBuilt !== 0) process.exit(cpvBuilt);
  // So do the demo tenders (web/public/demo, git-ignored) the demo stores on its first start.
  const tendersBuilt = await run(process.execPath, [`${root}scripts/build-demo-tenders.mjs`]);
  if (tendersBuilt !== 0) process.exit(tendersBuilt);
  // Vite only: types are `npm run typecheck`'s business, as in the other test scripts.
  const code = await run(
    process.execPath,
    [
      `${root}node_modules/vite/bin/vite.js`,
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      `${root}${distDir}`,
      '--emptyOutDir',
    ],
    env,
    `${root}web`,
  );
  if (code !== 0) {
    console.error('e2e: the web build failed; no tests were run.');
    process.exit(code);
  }
} else if (!existsSync(`${root}${distDir}/index.html`)) {
  console.error(`e2e: --no-build given but ${distDir}/index.html is missing.`);
  process.exit(1);
}

const code = await run(
  process.execPath,
  [`${root}node_modules/@playwright/test/cli.js`, 'test', ...playwrightArgs],
  { ...process.env, E2E_DIST: distDir },
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `e2e: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s (screenshots in artifacts/screenshots).`,
);
process.exit(code);
