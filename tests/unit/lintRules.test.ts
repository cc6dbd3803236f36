/**
 * tests/emulator/rules/lint-rules.mjs, the offline check of the rules files that `npm run lint`
 * runs where Java (and so the emulator's own compiler) is missing: the committed rules pass, a
 * small file using much of the grammar passes, and each kind of broken rule fails the run and is
 * named with its line, so a checker that passes everything (or fails everything) fails here.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'lint-rules-'));

function lint(...files: string[]) {
  const run = spawnSync(process.execPath, ['tests/emulator/rules/lint-rules.mjs', ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout };
}

/** A rules file of one match block around `block` (which starts on line 4). */
function rulesFile(name: string, block: string, functions = '') {
  const path = join(dir, name);
  writeFileSync(
    path,
    [
      "rules_version = '2';",
      'service cloud.firestore {',
      '  match /databases/{database}/documents {',
      block,
      functions,
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  return path;
}

describe('lint-rules.mjs', () => {
  it('passes the committed firestore.rules and storage.rules', () => {
    const { status, out } = lint();
    expect(out).toMatch(/^firestore\.rules: parsed; \d+ calls and \d+ identifiers resolved$/m);
    expect(out).toMatch(/^storage\.rules: parsed; \d+ calls and \d+ identifiers resolved$/m);
    expect(status).toBe(0);
  });

  it('passes rules using lets, lists, maps, slices, path literals, is, in and the ternary', () => {
    const file = rulesFile(
      'rich.rules',
      [
        '    function f(x) {',
        '      let y = x.size();',
        "      return y > 1 && [1, 2,][0:1] == {'a': 1}['a'] && /databases/$(database)/documents/(x) != null",
        "        ? request.time < timestamp.date(2020, 1, 1) : -x.lower() in ['a'];",
        '    }',
        '    match /{all=**} {',
        "      allow read, write: if f(all) && all is path && getAfter(/x/y).data.k.hasAll(['a']);",
        '    }',
      ].join('\n'),
    );
    const { status, out } = lint(file);
    expect(out).toBe(`${file}: parsed; 2 calls and 9 identifiers resolved\n`);
    expect(status).toBe(0);
  });

  const signedIn = '    function signedIn() { return request.auth != null; }';
  it.each([
    [
      'an unknown function',
      '    allow read: if signedOn();',
      '',
      'line 4: unknown function signedOn()',
    ],
    [
      'a call with the wrong number of arguments',
      '    allow read: if signedIn(1);',
      signedIn,
      'line 4: signedIn() takes 0 argument(s), given 1',
    ],
    [
      'an unbound identifier',
      '    allow read: if user != null;',
      '',
      "line 4: unbound identifier 'user'",
    ],
    [
      'an unknown method',
      '    allow read: if request.auth.uid.size2() > 0;',
      '',
      'line 4: unknown method .size2()',
    ],
    [
      'an unknown type',
      '    allow read: if request.auth is strng;',
      '',
      "line 4: unknown type 'strng'",
    ],
    ['an unknown operation', '    allow reed: if true;', '', 'line 4: unknown operation reed'],
    [
      'a function declared twice',
      signedIn,
      signedIn,
      'line 5: function signedIn declared twice in one scope',
    ],
    ['a missing semicolon', '    allow read: if true', '', "line 6: expected ';' (at '}')"],
    [
      'a bad path segment',
      '    match /a/+ { allow read: if true; }',
      '',
      "line 4: bad path segment (at '+')",
    ],
  ])('fails on %s and names its line', (_, block, functions, problem) => {
    const file = rulesFile('broken.rules', block, functions);
    const { status, out } = lint(file);
    expect(out).toBe(`${file}: 1 problem(s)\n  ${problem}\n`);
    expect(status).toBe(1);
  });

  it('fails the run when one of several files is broken', () => {
    const broken = rulesFile('one-broken.rules', '    allow read: if nobody;');
    const { status, out } = lint('storage.rules', broken);
    expect(out).toContain('storage.rules: parsed;');
    expect(out).toContain(`${broken}: 1 problem(s)`);
    expect(status).toBe(1);
  });
});
