import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onDocumentDeleted as onFirestoreDocumentDeleted } from 'firebase-functions/firestore';
import { StorageAdminFileStore } from '../adapters/storageAdminFileStore';
import { REGION } from '../options';
import { services } from '../runtime';
import { onDocumentDeleted } from './documentDeleted';
import { realtimeNeededBy } from './realtimeNeeded';

/** A project document deleted → its chunks, extracted text, progress and file (documentDeleted.ts). */
export const documentDeleted = onFirestoreDocumentDeleted(
  { document: 'companies/{cid}/projects/{pid}/documents/{did}', region: REGION, retry: true },
  async (event) => {
    const { docs, realtimeOnUse } = services();
    const app = getApps()[0] ?? initializeApp();
    await onDocumentDeleted(
      {
        docs,
        // Opened last, by the progress removal: chunks, text and file go even without it.
        realtime: realtimeNeededBy(realtimeOnUse, 'a project document deleted', logger),
        files: new StorageAdminFileStore(getStorage(app).bucket()),
      },
      { companyId: event.params.cid, projectId: event.params.pid, documentId: event.params.did },
    );
  },
);
