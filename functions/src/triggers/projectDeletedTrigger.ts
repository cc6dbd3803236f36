import { deleteProjectContents } from '@tender/core/services/index';
import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/firestore';
import { REGION } from '../options';
import { fileStore, services } from '../runtime';
import { realtimeNeededBy } from './realtimeNeeded';

/**
 * A project deleted → its documents, chunks, drafts, versions, chat, websites, progress and files
 * (core's deleteProjectContents; issue 20). retry: a run cut short is redelivered and finishes
 * what is left; a redelivery after a whole run finds nothing. In the emulator without Storage or
 * Database emulators, nothing can be stored there (absentStores.ts): their part finds nothing.
 */
export const projectDeleted = onDocumentDeleted(
  { document: 'companies/{cid}/projects/{pid}', region: REGION, retry: true, timeoutSeconds: 540 },
  async (event) => {
    const { docs, realtimeOnUse } = services();
    const target = { companyId: event.params.cid, projectId: event.params.pid };
    const removed = await deleteProjectContents(
      {
        docs,
        realtime: realtimeNeededBy(realtimeOnUse, 'a project deleted', logger),
        files: fileStore(),
      },
      target,
    );
    logger.info('project contents deleted', { ...target, ...removed });
  },
);
