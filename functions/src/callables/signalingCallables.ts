/**
 * The signaling callables' handlers (markTenderViewed, resetViewedTenders,
 * createProjectFromTender): core's services over the admin Firestore, which alone writes a
 * match's viewedBy (the rules refuse clients).
 */
import type { DocStore } from '@tender/core';
import {
  type ProjectFromTenderCallables,
  type ViewedCallables,
  createProjectFromTenderCallables,
  createViewedCallables,
} from '@tender/core/services/signaling/index';

export function signalingHandlers(docs: DocStore): ViewedCallables & ProjectFromTenderCallables {
  return { ...createViewedCallables(docs), ...createProjectFromTenderCallables(docs) };
}
