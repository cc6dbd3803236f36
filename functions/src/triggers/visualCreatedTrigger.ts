import { systemClock } from '@tender/core';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { REGION } from '../options';
import { fileStore, services } from '../runtime';
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
    await onVisualCreated(
      {
        docs,
        files: fileStore(),
        clock: systemClock,
        imageModel: image,
        log: logger,
      },
      { cid: event.params.cid, vid: event.params.vid },
    );
  },
);
