/**
 * "Fetch now" (callable fetchProjectWebsite): the project's editors (admin, manager, owner) fetch a
 * watched website at once, while the project's content is editable. The caller is re-read from
 * users/{uid} here too (review H2): the actor may come from a token up to an hour old.
 */
import { CallableError } from '../../callables/errors';
import type { CallableOutput } from '../../callables/table';
import { refs } from '../../model/paths';
import { type Actor, isActiveMember } from '../../policy/actor';
import { explain } from '../../policy/permissions';
import { isProjectContentEditable } from '../../policy/projectStatus';
import type { DocStore } from '../../ports/docStore';
import { parseInput } from '../users/validate';
import type { WebsiteScraper } from './types';
import { profileAgrees } from '../users/callerActor';

export const WEBSITE_REASONS = {
  forbidden: 'websites.errors.forbidden',
  notFound: 'websites.errors.websiteNotFound',
  frozen: 'websites.errors.projectFrozen',
} as const;

export interface WebsiteCallables {
  fetchProjectWebsite(
    actor: Actor | null | undefined,
    input: unknown,
  ): Promise<CallableOutput<'fetchProjectWebsite'>>;
}

export function createWebsiteCallables(deps: {
  readonly docs: DocStore;
  readonly scraper: WebsiteScraper;
}): WebsiteCallables {
  const { docs, scraper } = deps;
  const recorded = async (
    cid: string,
    pid: string,
    wid: string,
  ): Promise<CallableOutput<'fetchProjectWebsite'>> => {
    const site = (await docs.getDoc(refs.website(cid, pid, wid))).data;
    return site?.lastStatus === 'failed'
      ? { status: 'failed', changed: false, error: site.lastError ?? null }
      : { status: 'ok', changed: site?.changed === true, error: null };
  };
  return {
    async fetchProjectWebsite(actor, raw) {
      if (!actor) throw new CallableError('unauthenticated');
      if (!isActiveMember(actor))
        throw new CallableError('permission-denied', WEBSITE_REASONS.forbidden);
      const { projectId, websiteId } = parseInput('fetchProjectWebsite', raw);
      const companyId = actor.companyId;
      const [caller, project, site] = await Promise.all([
        docs.getDoc(refs.user(actor.uid)),
        docs.getDoc(refs.project(companyId, projectId)),
        docs.getDoc(refs.website(companyId, projectId, websiteId)),
      ]);
      const profile = caller.data;
      if (!profileAgrees(actor, profile)) {
        throw new CallableError('permission-denied', WEBSITE_REASONS.forbidden);
      }
      if (!project.data || !site.data)
        throw new CallableError('not-found', WEBSITE_REASONS.notFound);
      const may = explain(actor, 'project.edit', { companyId, ownerId: project.data.ownerId });
      if (!may.allowed) throw new CallableError('permission-denied', WEBSITE_REASONS.forbidden);
      if (!isProjectContentEditable(project.data.status)) {
        throw new CallableError('failed-precondition', WEBSITE_REASONS.frozen);
      }
      const result = await scraper.fetchOne({ companyId, projectId, websiteId });
      switch (result.outcome) {
        case 'ok':
          return { status: 'ok', changed: result.changed, error: null };
        case 'failed':
          return { status: 'failed', changed: false, error: result.error };
        default:
          if (result.reason === 'frozen') {
            throw new CallableError('failed-precondition', WEBSITE_REASONS.frozen);
          }
          if (result.reason === 'missing') {
            throw new CallableError('not-found', WEBSITE_REASONS.notFound);
          }
          // Another fetch recorded a newer result meanwhile: that one stands, report it.
          return recorded(companyId, projectId, websiteId);
      }
    },
  };
}
