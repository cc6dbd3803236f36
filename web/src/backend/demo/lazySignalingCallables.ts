/**
 * The demo's signaling callables (viewed state, project from tender): core's services over the
 * unguarded store, as the functions run them with the admin SDK, loaded on first use so that the
 * signaling services stay out of the sign-in page's bundle (only types are imported here).
 */
import type { DocStore } from '@tender/core';
import type { ProjectFromTenderCallables } from '@tender/core/services/signaling/projectFromTender';
import type { ViewedCallables } from '@tender/core/services/signaling/viewed';
import type { FeedbackCallables } from '@tender/core/services/signaling/feedback';
import type { IngestNowCallables } from '@tender/core/services/signaling/ingestNow';

export type DemoSignalingCallables = ViewedCallables &
  ProjectFromTenderCallables &
  FeedbackCallables &
  IngestNowCallables;

export const SIGNALING_CALLABLE_NAMES: readonly (keyof DemoSignalingCallables)[] = [
  'markTenderViewed',
  'resetViewedTenders',
  'createProjectFromTender',
  'rateTenderMatch',
  'ingestTendersNow',
];

/** `before`: what must be there first (the demo's tenders, stored on first need). */
export function lazyDemoSignalingCallables(
  docs: DocStore,
  before: () => Promise<void> = () => Promise.resolve(),
): DemoSignalingCallables {
  let loaded: Promise<DemoSignalingCallables> | undefined;
  const load = () =>
    (loaded ??= Promise.all([
      before(),
      import('@tender/core/services/signaling/viewed'),
      import('@tender/core/services/signaling/projectFromTender'),
      import('@tender/core/services/signaling/feedback'),
      import('@tender/core/services/signaling/ingestNow'),
      import('./demoCpvLabels').then((m) => m.demoCpvLabels()),
    ]).then(([, viewed, fromTender, feedback, ingestNow, cpvLabels]) => ({
      ...viewed.createViewedCallables(docs),
      ...fromTender.createProjectFromTenderCallables(docs),
      // A vote re-matches the company; the demo's notices are historic (no deadline check).
      ...feedback.createFeedbackCallables({
        docs,
        now: () => Date.now(),
        skipPastDeadlines: false,
        ...(cpvLabels && { cpvLabels }),
      }),
      // The demo's one source is its committed sample of real notices (docs/data-sources.md),
      // stored and matched once: a run on demand makes sure of that and finds nothing new after.
      ...ingestNow.createIngestNowCallables({
        docs,
        now: () => Date.now(),
        sources: [
          async () => {
            await before();
            const summary = { pages: 0, created: 0, changed: 0, unchanged: 0, rejected: 0 };
            return { source: 'demo', ok: true, summary: { ...summary, projectsFlagged: 0 } };
          },
        ],
      }),
    })));
  return {
    markTenderViewed: async (actor, input) => (await load()).markTenderViewed(actor, input),
    resetViewedTenders: async (actor, input) => (await load()).resetViewedTenders(actor, input),
    createProjectFromTender: async (actor, input) =>
      (await load()).createProjectFromTender(actor, input),
    rateTenderMatch: async (actor, input) => (await load()).rateTenderMatch(actor, input),
    ingestTendersNow: async (actor, input) => (await load()).ingestTendersNow(actor, input),
  };
}
