/**
 * The data the product needs at run time is committed, derived from ../shared/data (issue 22 item
 * 8: the repository stands alone): the CPV 2008 vocabulary and the demo's real TED notices. These
 * tests derive both again into a temporary folder and require the committed files to be exactly
 * that, so a parser change that forgets `node scripts/build-demo-tenders.mjs --force` fails here.
 * Without the data folder there is nothing to derive from: they are skipped, saying why.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = fileURLToPath(new URL('../../../shared/data', import.meta.url));
const hasData = existsSync(join(dataDir, 'cpv')) && existsSync(join(dataDir, 'ted'));

function derive(script: string, outputVar: string, name: string): string {
  const out = join(mkdtempSync(join(tmpdir(), 'derived-')), name);
  execFileSync(process.execPath, [join(root, 'scripts', script), '--force'], {
    env: { ...process.env, TENDER_DATA_DIR: dataDir, [outputVar]: out },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return readFileSync(out, 'utf8');
}

const committed = (path: string) => readFileSync(join(root, path), 'utf8');

describe.skipIf(!hasData)(
  'derived data in the repository (skipped: no ../shared/data to derive from)',
  () => {
    it('web/public/cpv/cpv-2008.json is the full vocabulary, exactly as scripts/build-cpv.mjs derives it', () => {
      const file = committed('web/public/cpv/cpv-2008.json');
      expect(JSON.parse(file).codes).toHaveLength(9454);
      expect(file).toBe(derive('build-cpv.mjs', 'CPV_OUTPUT', 'cpv-2008.json'));
    });

    it('web/public/demo/tenders.json is what scripts/build-demo-tenders.mjs derives from the real notices', () => {
      const file = committed('web/public/demo/tenders.json');
      const body = JSON.parse(file) as { licence: string; source: string; tenders: unknown[] };
      expect(body.tenders.length).toBeGreaterThan(100);
      expect(body.licence).toContain('2011/833/EU');
      expect(file).toBe(derive('build-demo-tenders.mjs', 'DEMO_TENDERS_OUTPUT', 'tenders.json'));
    }, 60_000);
  },
);

describe('the repository stands alone', () => {
  it('keeps the committed files when the data folder is absent (a clone on its own)', () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'no-data-')), 'data');
    for (const script of ['build-cpv.mjs', 'build-demo-tenders.mjs']) {
      const log = execFileSync(process.execPath, [join(root, 'scripts', script)], {
        env: { ...process.env, TENDER_DATA_DIR: missing },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(log, script).not.toMatch(/unavailable|no tenders/);
    }
    expect(JSON.parse(committed('web/public/cpv/cpv-2008.json')).codes).toHaveLength(9454);
  });
});
