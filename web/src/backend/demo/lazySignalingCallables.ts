/**
 * The demo's signaling callables (viewed state, project from tender): core's services over the
 * unguarded store, as the functions run them with the admin SDK, loaded on first use so that the
 * signaling services stay out of the sign-in page's bundle (only types are imported here).
 */
import type { DocStore } from '@tender/core';
import type { ProjectFromTenderCallables } from '@tender/core/services/signaling/projectFromTender';
import type { ViewedCallables } from '@tender/core/services/signaling/viewed';

export type DemoSignalingCallables = ViewedCallables & ProjectFromTenderCallables;

export const SIGNALING_CALLABLE_NAMES: readonly (keyof DemoSignalingCallables)[] = [
  'markTenderViewed',
  'resetViewedTenders',
  'createProjectFromTender',
];

export function lazyDemoSignalingCallables(docs: DocStore): DemoSignalingCallables {
  let loaded: Promise<DemoSignalingCallables> | undefined;
  const load = () =>
    (loaded ??= Promise.all([
      import('@tender/core/services/signaling/viewed'),
      import('@tender/core/services/signaling/projectFromTender'),
    ]).then(([viewed, fromTender]) => ({
      ...viewed.createViewedCallables(docs),
      ...fromTender.createProjectFromTenderCallables(docs),
    })));
  return {
    markTenderViewed: async (actor, input) => (await load()).markTenderViewed(actor, input),
    resetViewedTenders: async (actor, input) => (await load()).resetViewedTenders(actor, input),
    createProjectFromTender: async (actor, input) =>
      (await load()).createProjectFromTender(actor, input),
  };
}
