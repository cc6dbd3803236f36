/**
 * An emulator build without Realtime Database or Storage emulators never names a production host
 * (issue 22): those services answer at once with an error instead of retrying
 * <project>-default-rtdb.firebaseio.com and firebasestorage.googleapis.com every few seconds.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { FilesError } from '../types';
import { NO_DATABASE_EMULATOR, NO_STORAGE_EMULATOR } from './absentServices';
import { configFromEnv } from './config';
import { lazyFirebaseData } from './firebaseData';

const connected = vi.hoisted(() => ({ firestore: 0 }));
vi.mock('./connectFirestore', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./connectFirestore')>();
  return {
    connectFirestore: (...args: Parameters<typeof actual.connectFirestore>) => {
      connected.firestore += 1;
      return actual.connectFirestore(...args);
    },
  };
});

const config = configFromEnv({
  VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  VITE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001',
});
const app = initializeApp(config.options, 'firebase-data-absent-test');
afterAll(() => deleteApp(app));
afterEach(() => vi.unstubAllGlobals());

/** Every way the SDKs reach a server, made to fail the test if it is used. */
function forbidNetwork() {
  const used: string[] = [];
  const record = (what: string) => (url: unknown) => {
    used.push(`${what} ${String(url)}`);
    throw new Error(`network used: ${String(url)}`);
  };
  vi.stubGlobal('fetch', vi.fn(record('fetch')));
  vi.stubGlobal('WebSocket', vi.fn(record('WebSocket')));
  return used;
}

describe('the data services in an emulator build without RTDB and Storage emulators', () => {
  it('reports the Realtime Database unavailable at once, without a connection', async () => {
    const used = forbidNetwork();
    const data = lazyFirebaseData(app, config);
    const error = await new Promise<Error>((resolve) => {
      data.realtime.onValue('progress/c1', () => resolve(new Error('got a value')), resolve);
    });
    expect(error.message).toBe(NO_DATABASE_EMULATOR);
    expect(used).toEqual([]);
  });

  it('fails uploads, downloads and deletes as a network failure, without a connection', async () => {
    const used = forbidNetwork();
    const data = lazyFirebaseData(app, config);
    const upload = data.files.upload('companies/c/projects/p/documents/d/a.pdf', new Blob(['x']), {
      contentType: 'application/pdf',
    });
    await expect(upload.done).rejects.toEqual(new FilesError('network', NO_STORAGE_EMULATOR));
    await expect(data.files.downloadUrl('companies/c/visuals/v/visual.svg')).rejects.toBeInstanceOf(
      FilesError,
    );
    await expect(data.files.delete('companies/c/visuals/v/visual.svg')).rejects.toBeInstanceOf(
      FilesError,
    );
    expect(used).toEqual([]);
  });
});

describe('the full Firestore SDK', () => {
  it('loads with the first callable, so the listeners go live with what it changes', async () => {
    forbidNetwork();
    const data = lazyFirebaseData(app, config);
    expect(connected.firestore).toBe(0);
    await expect(data.call('resetViewedTenders', {} as never)).rejects.toBeDefined();
    await vi.waitFor(() => expect(connected.firestore).toBe(1));
  });
});
