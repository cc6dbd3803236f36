import { describe, expect, it } from 'vitest';
import { realtimeDatabaseAbsent } from './runtime';

describe('realtimeDatabaseAbsent', () => {
  it('is true only in the Functions emulator without a Realtime Database emulator', () => {
    expect(realtimeDatabaseAbsent({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(
      realtimeDatabaseAbsent({
        FUNCTIONS_EMULATOR: 'true',
        FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
      }),
    ).toBe(false);
    // Production: never treated as absent, whatever else is set.
    expect(realtimeDatabaseAbsent({})).toBe(false);
  });
});
