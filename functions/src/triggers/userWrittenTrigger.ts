import type { User } from '@tender/core';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from '../options';
import { services } from '../runtime';
import { onUserWritten } from './userWritten';

/** users/{uid} written → claims, the claims marker and the disabled-users mirror (userWritten.ts). */
export const userWritten = onDocumentWritten(
  { document: 'users/{uid}', region: REGION, retry: false },
  async (event) => {
    const before = event.data?.before.data() as User | undefined;
    const after = event.data?.after.data() as User | undefined;
    const { docs, identity, realtime } = services();
    await onUserWritten({ docs, identity, realtime }, event.params.uid, before, after);
  },
);
