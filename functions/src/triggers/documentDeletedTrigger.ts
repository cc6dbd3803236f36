import { logger } from 'firebase-functions';
import { onDocumentDeleted as onFirestoreDocumentDeleted } from 'firebase-functions/firestore';
import { REGION } from '../options';
import { fileStore, services } from '../runtime';
import { onDocumentDeleted } from './documentDeleted';
import { realtimeNeededBy } from './realtimeNeeded';

/** A project document deleted → its chunks, extracted text, progress and file (documentDeleted.ts). */
export const documentDeleted = onFirestoreDocumentDeleted(
  { document: 'companies/{cid}/projects/{pid}/documents/{did}', region: REGION, retry: true },
  async (event) => {
    const { docs, realtimeOnUse } = services();
    await onDocumentDeleted(
      {
        docs,
        // Opened last, by the progress removal: chunks, text and file go even without it.
        realtime: realtimeNeededBy(realtimeOnUse, 'a project document deleted', logger),
        files: fileStore(),
      },
      { companyId: event.params.cid, projectId: event.params.pid, documentId: event.params.did },
    );
  },
);
