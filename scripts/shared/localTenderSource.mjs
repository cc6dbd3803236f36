// Starts the local TED/TenderNed stand-in (tenderStandIn.mjs) for the emulator suite, so the
// functions' ingestion reads the real notices in ../shared/data/ted instead of the internet
// (issue 22: signaling on the emulators is filled by the function itself).
//
//   const source = await startLocalTenderSource();   // null when ../shared/data/ted is missing
//   source.params  // { TED_API_BASE_URL, TED_NOTICE_ORIGIN, TENDERNED_API_BASE_URL }
//   await source.stop();
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './emulators.mjs';

export const TENDER_DATA_DIR = join(repoRoot, '..', 'shared', 'data', 'ted');

/** Resolves with { params, stop }, or null when the notices it serves are not on this machine. */
export async function startLocalTenderSource({ timeoutMs = 60_000 } = {}) {
  if (!existsSync(TENDER_DATA_DIR)) return null;
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/shared/tenderStandIn.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  process.once('exit', () => {
    if (!exited) child.kill('SIGKILL');
  });
  const urls = await new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the tender stand-in did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.stderr.on('data', (chunk) => (err = (err + chunk).slice(-2000)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        clearTimeout(timer);
        try {
          resolve(JSON.parse(line));
        } catch (error) {
          reject(error);
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the tender stand-in exited with ${code}: ${err.trim()}`));
    });
  });
  return {
    params: {
      TED_API_BASE_URL: urls.tedBaseUrl,
      TED_NOTICE_ORIGIN: urls.origin,
      TENDERNED_API_BASE_URL: urls.tenderNedBaseUrl,
    },
    stop: async () => {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}
