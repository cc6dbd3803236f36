/**
 * The demo's signaling callables (viewed state, project from tender): core's services over the
 * unguarded store, as the functions run them with the admin SDK, loaded on first use so that the
 * signaling services stay out of the sign-in page's bundle (only types are imported here).
 */
import type { DocStore } from '@tender/core';
import type { ProjectFromTenderCallables } from '@tender/core/services/signaling/projectFromTender';
import type { ViewedCallables } from '@tender/core/services/signaling/viewed';
import type { FeedbackCallables } from '@tender/core/services/signaling/feedback';

export type DemoSignalingCallables = ViewedCallables &
  ProjectFromTenderCallables &
  FeedbackCallables;

export const SIGNALING_CALLABLE_NAMES: readonly (keyof DemoSignalingCallables)[] = [
  'markTenderViewed',
  'resetViewedTenders',
  'createProjectFromTender',
  'rateTenderMatch',
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
      import('./demoCpvLabels').then((m) => m.demoCpvLabels()),
    ]).then(([, viewed, fromTender, feedback, cpvLabels]) => ({
      ...viewed.createViewedCallables(docs),
      ...fromTender.createProjectFromTenderCallables(docs),
      // A vote re-matches the company; the demo's notices are historic (no deadline check).
      ...feedback.createFeedbackCallables({
        docs,
        now: () => Date.now(),
        skipPastDeadlines: false,
        ...(cpvLabels && { cpvLabels }),
      }),
    })));
  return {
    markTenderViewed: async (actor, input) => (await load()).markTenderViewed(actor, input),
    resetViewedTenders: async (actor, input) => (await load()).resetViewedTenders(actor, input),
    createProjectFromTender: async (actor, input) =>
      (await load()).createProjectFromTender(actor, input),
    rateTenderMatch: async (actor, input) => (await load()).rateTenderMatch(actor, input),
  };
}
