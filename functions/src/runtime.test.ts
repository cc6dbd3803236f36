import { describe, expect, it } from 'vitest';
import { NO_STORAGE_EMULATOR } from './adapters/absentStores';
import { fileStore, realtimeDatabaseAbsent, storageAbsent } from './runtime';

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

describe('fileStore (issue 22: an emulator run never asks the production bucket)', () => {
  const emulatorWithoutStorage = { FUNCTIONS_EMULATOR: 'true' };

  it('is absent in the Functions emulator without a Storage emulator, and in no other case', () => {
    expect(storageAbsent(emulatorWithoutStorage)).toBe(true);
    expect(
      storageAbsent({
        FUNCTIONS_EMULATOR: 'true',
        FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      }),
    ).toBe(false);
    expect(storageAbsent({})).toBe(false);
  });

  it('reads as empty, so cleanups go on, and refuses writes with the reason', async () => {
    const files = fileStore(emulatorWithoutStorage);
    expect(await files.list('companies/c1/')).toEqual([]);
    expect(await files.stat('companies/c1/visuals/v1/visual.svg')).toBeNull();
    await expect(files.delete('companies/c1/visuals/v1/visual.svg')).resolves.toBeUndefined();
    await expect(
      files.write('companies/c1/visuals/v1/visual.svg', new Uint8Array([1]), {
        contentType: 'image/svg+xml',
      }),
    ).rejects.toThrow(NO_STORAGE_EMULATOR);
    await expect(files.read('companies/c1/x')).rejects.toMatchObject({ code: 'not-found' });
  });
});
