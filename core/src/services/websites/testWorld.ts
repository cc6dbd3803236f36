/** Companies, projects and watched websites on memory ports, with a scripted WebFetcher. */
import { ManualClock } from '../../memory/clock';
import { MemoryDocStore } from '../../memory/docStore';
import { refs } from '../../model/paths';
import type { Project, ProjectStatus } from '../../model/project';
import type { User } from '../../model/user';
import type { Website } from '../../model/website';
import type { FetchedPage, WebFetcher } from '../../ports/external';
import { Timestamp } from '../../ports/values';
import { WebFetchError } from './errors';
import { createWebsiteScraper } from './scraper';

export const DAY = 24 * 60 * 60 * 1000;

/** What the fake web answers per URL: a page, or a failure code thrown as WebFetchError. */
type Answer = Partial<FetchedPage> | WebFetchError;

export function websiteWorld() {
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 12));
  const docs = new MemoryDocStore({ clock });
  const web = new Map<string, Answer>();
  const requested: string[] = [];
  const fetcher: WebFetcher = {
    async fetch(url) {
      requested.push(url);
      const answer = web.get(url);
      if (!answer) throw new WebFetchError('network');
      if (answer instanceof WebFetchError) throw answer;
      return {
        url,
        finalUrl: url,
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '',
        ...answer,
      };
    },
  };
  const scraper = createWebsiteScraper({ docs, fetcher, clock });
  const ts = (ms: number) => Timestamp.fromMillis(ms);

  async function project(
    cid: string,
    pid: string,
    status: ProjectStatus = 'in_progress',
    ownerId = 'u-owner',
  ) {
    const p: Project = {
      name: 'Renovatie stadhuis',
      description: '',
      type: 'empty',
      status,
      ownerId,
      createdBy: ownerId,
      createdAt: ts(clock.now()),
      updatedAt: ts(clock.now()),
      submissionDeadline: null,
      announcementDate: null,
      dataSources: { knowledgeBaseIds: [], enableAll: true },
      awardCriteria: [],
      additionalInfo: { writingStyle: '', focusAreas: '', notes: '' },
      tenderId: null,
    };
    await docs.setDoc(refs.company(cid), { name: cid } as never);
    await docs.setDoc(refs.project(cid, pid), p);
  }

  async function website(
    cid: string,
    pid: string,
    wid: string,
    url: string,
    extra: Partial<Website> = {},
  ) {
    const w: Website = {
      url,
      updateFrequencyDays: 7,
      active: true,
      autoScrape: true,
      lastUpdated: null,
      createdBy: 'u-owner',
      createdAt: ts(clock.now()),
      ...extra,
    };
    await docs.setDoc(refs.website(cid, pid, wid), w);
  }

  async function user(
    uid: string,
    companyId: string,
    role: User['role'],
    status: User['status'] = 'active',
  ) {
    await docs.setDoc(refs.user(uid), {
      name: uid,
      email: `${uid}@example.test`,
      companyId,
      role,
      status,
      preferredLanguage: 'nl',
      createdAt: ts(clock.now()),
      updatedAt: ts(clock.now()),
    });
  }

  const site = async (cid: string, pid: string, wid: string) =>
    (await docs.getDoc(refs.website(cid, pid, wid))).data;
  const projectData = async (cid: string, pid: string) =>
    (await docs.getDoc(refs.project(cid, pid))).data;

  return {
    clock,
    docs,
    web,
    requested,
    fetcher,
    scraper,
    project,
    website,
    user,
    site,
    projectData,
  };
}
