import { deleteProjectContents } from '@tender/core/services/index';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/firestore';
import { StorageAdminFileStore } from '../adapters/storageAdminFileStore';
import { REGION } from '../options';
import { absentFileStore, absentRealtime } from '../adapters/absentStores';
import { realtimeDatabaseAbsent, services, storageAbsent } from '../runtime';

/**
 * A project deleted → its documents, chunks, drafts, versions, chat, websites, progress and files
 * (core's deleteProjectContents; issue 20). retry: a run cut short is redelivered and finishes
 * what is left; a redelivery after a whole run finds nothing.
 */
export const projectDeleted = onDocumentDeleted(
  { document: 'companies/{cid}/projects/{pid}', region: REGION, retry: true, timeoutSeconds: 540 },
  async (event) => {
    const { docs, realtime } = services();
    const app = getApps()[0] ?? initializeApp();
    const target = { companyId: event.params.cid, projectId: event.params.pid };
    // In the emulator without Storage or Database emulators there is nothing stored there.
    const files = storageAbsent()
      ? absentFileStore
      : new StorageAdminFileStore(getStorage(app).bucket());
    const database = realtimeDatabaseAbsent() ? absentRealtime : realtime();
    const removed = await deleteProjectContents({ docs, realtime: database, files }, target);
    logger.info('project contents deleted', { ...target, ...removed });
  },
);
