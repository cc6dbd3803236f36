/**
 * The matching callable rateTenderMatch: core's feedback service over the admin Firestore, which
 * alone writes a match's vote (the rules refuse clients) and re-matches the company's tenders.
 */
import type { DocStore } from '@tender/core';
import {
  type FeedbackCallables,
  createFeedbackCallables,
} from '@tender/core/services/signaling/index';
import { cpvLabels } from '../adapters/cpvLabels';

export function matchingHandlers(docs: DocStore): FeedbackCallables {
  return createFeedbackCallables({ docs, now: () => Date.now(), cpvLabels });
}
