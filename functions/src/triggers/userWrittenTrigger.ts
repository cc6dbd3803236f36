import type { User } from '@tender/core';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from '../options';
import { services } from '../runtime';
import { onUserWritten } from './userWritten';

/**
 * users/{uid} written → claims, the claims marker and the /members allow-list (userWritten.ts).
 * Retried on failure (review M3): the handler is idempotent and re-reads the current document.
 */
export const userWritten = onDocumentWritten(
  { document: 'users/{uid}', region: REGION, retry: true },
  async (event) => {
    const before = event.data?.before.data() as User | undefined;
    const after = event.data?.after.data() as User | undefined;
    const { docs, identity, realtime } = services();
    await onUserWritten({ docs, identity, realtime }, event.params.uid, before, after);
  },
);
