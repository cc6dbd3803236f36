/** scripts/build-cpv.mjs: the CPV file the web app fetches, built from the real EU label files. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/build-cpv.mjs', import.meta.url));
const dataDir = fileURLToPath(new URL('../../../shared/data', import.meta.url));

function build(env: Record<string, string>) {
  const out = join(mkdtempSync(join(tmpdir(), 'cpv-')), 'cpv-2008.json');
  const log = execFileSync(process.execPath, [script, '--force'], {
    env: { ...process.env, CPV_OUTPUT: out, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { out, log };
}

describe('build-cpv', () => {
  it('writes all 9,454 CPV 2008 codes with English and Dutch labels', () => {
    const { out } = build({ TENDER_DATA_DIR: dataDir });
    const file = JSON.parse(readFileSync(out, 'utf8')) as {
      attribution: string;
      codes: [string, string, string][];
    };
    expect(file.attribution).toContain('Publications Office');
    expect(file.codes).toHaveLength(9454);
    expect(new Set(file.codes.map((c) => c[0])).size).toBe(9454);
    for (const [code, en, nl] of file.codes) {
      expect(code).toMatch(/^\d{8}-\d$/);
      expect(en.trim().length, code).toBeGreaterThan(0);
      expect(nl.trim().length, code).toBeGreaterThan(0);
    }
    const byCode = new Map(file.codes.map((c) => [c[0], c]));
    expect(byCode.get('45233140-2')).toEqual(['45233140-2', 'Roadworks', 'Wegwerkzaamheden']);
    // Entities in the XML are decoded, not shipped as '&amp;'.
    expect(file.codes.some(([, en]) => en.includes('&amp;'))).toBe(false);
    // The labels agree with the data folder's derived EN/NL table everywhere.
    const derived = JSON.parse(
      readFileSync(join(dataDir, 'cpv', 'cpv_2008_en_nl.json'), 'utf8'),
    ) as { code: string; label_en: string; label_nl: string }[];
    for (const r of derived) {
      expect(byCode.get(r.code)?.slice(1), r.code).toEqual([r.label_en, r.label_nl]);
    }
  });

  it('without the data folder it warns and writes nothing, so the app can say so', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'cpv-')), 'cpv-2008.json');
    const result = execFileSync(process.execPath, [script], {
      env: { ...process.env, CPV_OUTPUT: out, TENDER_DATA_DIR: '/nonexistent-data' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(result).toBe('');
    expect(existsSync(out)).toBe(false);
  });
});
