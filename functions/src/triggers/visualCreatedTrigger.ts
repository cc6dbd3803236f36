import { systemClock } from '@tender/core';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { StorageAdminFileStore } from '../adapters/storageAdminFileStore';
import { REGION } from '../options';
import { services } from '../runtime';
import { onVisualCreated } from './visualCreated';

/**
 * companies/{cid}/visuals/{vid} created → render it (visualCreated.ts). Not retried: a model
 * failure marks the visual failed with its message, and the user asks again.
 */
export const visualCreated = onDocumentCreated(
  {
    document: 'companies/{cid}/visuals/{vid}',
    region: REGION,
    retry: false,
    memory: '512MiB',
    timeoutSeconds: 300,
  },
  async (event) => {
    const { docs } = services();
    const { companyModels } = await import('../adapters/models');
    const { image } = companyModels({ docs, clock: systemClock, companyId: event.params.cid });
    const app = getApps()[0] ?? initializeApp();
    await onVisualCreated(
      {
        docs,
        files: new StorageAdminFileStore(getStorage(app).bucket()),
        clock: systemClock,
        imageModel: image,
        log: logger,
      },
      { cid: event.params.cid, vid: event.params.vid },
    );
  },
);
