/**
 * Review L6: App Check is enforced on the callables unless a project's configuration turns it off;
 * only the emulator project (functions/.env.demo-tender) does.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { CALLABLE_OPTIONS, ENFORCE_APP_CHECK } from './options';

const saved = process.env.ENFORCE_APP_CHECK;
afterEach(() => {
  if (saved === undefined) delete process.env.ENFORCE_APP_CHECK;
  else process.env.ENFORCE_APP_CHECK = saved;
});

describe('App Check on the callables', () => {
  it('is enforced when a project sets nothing (the default the deploy writes)', () => {
    // The CLI resolves a parameter's default at deploy time; at run time value() reads the env.
    expect(ENFORCE_APP_CHECK.options).toMatchObject({ default: true });
    expect(CALLABLE_OPTIONS.enforceAppCheck).toBe(ENFORCE_APP_CHECK);
    process.env.ENFORCE_APP_CHECK = 'true';
    expect(ENFORCE_APP_CHECK.value()).toBe(true);
  });

  it('is off only for the emulators’ demo project', () => {
    const env = readFileSync(new URL('../.env.demo-tender', import.meta.url), 'utf8');
    expect(env).toMatch(/^ENFORCE_APP_CHECK=false$/m);
  });
});
