/**
 * The demo's website callables, each loading websiteFetching.ts on first use, so that the
 * HTML-to-text library stays out of the sign-in page's bundle (only types are imported here).
 */
import type { Clock, DocStore } from '@tender/core';
import type { WebsiteCallables } from '@tender/core/services/index';

export function lazyDemoWebsiteCallables(docs: DocStore, clock: Clock): WebsiteCallables {
  let loaded: Promise<WebsiteCallables> | undefined;
  const load = () =>
    (loaded ??= import('./websiteFetching').then((m) => m.createDemoWebsiteCallables(docs, clock)));
  return {
    fetchProjectWebsite: async (actor, input) => (await load()).fetchProjectWebsite(actor, input),
  };
}
