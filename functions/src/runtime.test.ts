import { describe, expect, it } from 'vitest';
import { realtimeDatabaseAbsent, storageAbsent } from './runtime';

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

describe('storageAbsent', () => {
  it('is true only in the Functions emulator without a Storage emulator', () => {
    expect(storageAbsent({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(
      storageAbsent({
        FUNCTIONS_EMULATOR: 'true',
        FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      }),
    ).toBe(false);
    expect(storageAbsent({})).toBe(false);
  });
});
