/** Firestore cases: a project's watched websites. */
import { newWebsite } from '../../../core/src/model/factories';
import { A, uidOf } from '../actors';
import { T0 } from '../fixtures/shared';
import { c, type FirestoreCase } from './case';

const websiteData = (uid: string, extra: Record<string, unknown> = {}) => ({
  ...newWebsite(
    { url: 'https://www.example.nl', updateFrequencyDays: 7, active: true, autoScrape: true },
    uid,
  ),
  ...extra,
});

export const WEBSITE_CASES: readonly FirestoreCase[] = [
  // websites
  c('user2A', 'list', `${A}/projects/p-own/websites`, 'allow'),
  c('userA', 'create', `${A}/projects/p-own/websites/w2`, 'allow', {
    data: websiteData(uidOf('userA')),
  }),
  c('user2A', 'create', `${A}/projects/p-own/websites/w2`, 'deny', {
    data: websiteData(uidOf('user2A')),
    note: 'editing a project that is not theirs',
  }),
  c('userA', 'create', `${A}/projects/p-own/websites/w2`, 'deny', {
    data: websiteData(uidOf('userA'), { url: 'javascript:alert(1)' }),
  }),
  // At most MAX_WEBSITES_PER_PROJECT (20) per project: a new website takes one of the slots
  // w1…w20 (issue 20), so no more can exist.
  c('managerA', 'create', `${A}/projects/p-own/websites/w20`, 'allow', {
    data: websiteData(uidOf('managerA')),
    note: 'the last of the 20 website slots',
  }),
  c('managerA', 'create', `${A}/projects/p-own/websites/w21`, 'deny', {
    data: websiteData(uidOf('managerA')),
    note: 'past the 20 websites a project may watch',
  }),
  c('userA', 'create', `${A}/projects/p-own/websites/site-7f3a9c`, 'deny', {
    data: websiteData(uidOf('userA')),
    note: 'a website id that is not one of the 20 slots',
  }),
  c('adminA', 'create', `${A}/projects/p-own/websites/w0`, 'deny', {
    data: websiteData(uidOf('adminA')),
    note: 'w0 is not a slot (w1…w20)',
  }),
  c('userA', 'update', `${A}/projects/p-own/websites/w1`, 'allow', { data: { active: false } }),
  c('userA', 'update', `${A}/projects/p-own/websites/w1`, 'deny', {
    data: { lastUpdated: T0 },
    note: 'lastUpdated is the scraper’s',
  }),
  // What the website scraper records is the server's (issue 6).
  ...[
    'lastText',
    'contentHash',
    'lastStatus',
    'lastError',
    'changed',
    'changedAt',
    'lastFetchedAt',
    'lastAttemptAt',
  ].map((field) =>
    c('adminA', 'update', `${A}/projects/p-own/websites/w1`, 'deny', {
      data: { [field]: field === 'changed' ? true : field.endsWith('At') ? T0 : 'x' },
      note: `${field} is the scraper’s`,
    }),
  ),
  c('userA', 'create', `${A}/projects/p-own/websites/w2`, 'deny', {
    data: websiteData(uidOf('userA'), { lastText: 'Vervalste paginatekst' }),
    note: 'the page text is the scraper’s',
  }),
  c('managerA', 'delete', `${A}/projects/p-own/websites/w1`, 'allow'),
  c('adminB', 'get', `${A}/projects/p-own/websites/w1`, 'deny'),
  c('userA', 'create', `${A}/projects/p-submitted/websites/w2`, 'deny', {
    data: websiteData(uidOf('userA')),
    note: 'content frozen after submission (review L5)',
  }),
  c('userA', 'update', `${A}/projects/p-submitted/websites/w-sub`, 'deny', {
    data: { active: false },
    note: 'content frozen after submission (review L5)',
  }),
  c('adminA', 'delete', `${A}/projects/p-submitted/websites/w-sub`, 'deny', {
    note: 'content frozen after submission (review L5)',
  }),
];
