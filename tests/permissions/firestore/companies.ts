/**
 * Firestore cases: companies/{cid} (the company profile, bid/no-bid criteria, procedure types and
 * tender notification settings).
 */
import { serverTimestamp, Timestamp } from '../../../core/src/ports/values';
import { A, uidOf } from '../actors';
import { c, type FirestoreCase } from './case';

const notificationSettings = (extra: Record<string, unknown> = {}) => ({
  enabled: true,
  frequency: 'weekly',
  weekday: 5,
  hour: 7,
  recipientUids: [],
  minScore: 75,
  ...extra,
});

/** A valid company profile with n distinct CPV-shaped codes (the rules check shape and count). */
const profileWithCodes = (n: number) => ({
  description: 'Wegenbouw en openbare verlichting',
  cpvCodes: Array.from({ length: n }, (_, i) => `45${String(i).padStart(6, '0')}-${i % 10}`),
  contractTypes: ['work', 'services'],
  publicationTypes: ['contract_notice'],
  scope: ['national'],
});

export const COMPANY_CASES: readonly FirestoreCase[] = [
  // companies/{cid}
  c('userA', 'get', A, 'allow'),
  c('adminB', 'get', A, 'deny', { note: "another company's admin" }),
  c('signedOut', 'get', A, 'deny'),
  c('disabledA', 'get', A, 'deny'),
  c('noCompany', 'get', A, 'deny'),
  c('adminA', 'list', 'companies', 'deny', { note: 'nobody lists companies' }),
  c('managerA', 'update', A, 'allow', {
    data: { writingStyle: 'Zakelijk en concreet', updatedAt: serverTimestamp() },
  }),
  c('adminA', 'update', A, 'allow', {
    data: { bidNoBid: [{ description: 'Omzet > 1 mln', importance: 'critical' }] },
  }),
  c('userA', 'update', A, 'deny', {
    data: { writingStyle: 'x' },
    note: 'users cannot edit the company profile',
  }),
  c('adminA', 'update', A, 'deny', {
    data: { createdAt: Timestamp.fromMillis(0), name: 'X' },
    note: 'createdAt is immutable',
  }),
  c('managerA', 'update', A, 'deny', {
    data: {
      profile: {
        description: '',
        cpvCodes: ['123'],
        contractTypes: [],
        publicationTypes: [],
        scope: [],
      },
    },
    note: 'invalid CPV code',
  }),
  c('adminB', 'update', A, 'deny', { data: { name: 'Overgenomen' } }),
  // Company Profile page (issue 9, D): profile and bid/no-bid criteria, admin + manager only.
  c('managerA', 'update', A, 'allow', {
    data: { profile: profileWithCodes(200), updatedAt: serverTimestamp() },
    note: 'a profile with the maximum of 200 CPV codes',
  }),
  c('adminA', 'update', A, 'allow', {
    data: {
      profile: profileWithCodes(2),
      bidNoBid: [{ description: 'Werk binnen 50 km', importance: 'high' }],
      updatedAt: serverTimestamp(),
    },
    note: 'profile and criteria saved together, as the page does',
  }),
  c('managerA', 'update', A, 'deny', {
    data: { profile: profileWithCodes(201) },
    note: 'more than 200 CPV codes',
  }),
  c('userA', 'update', A, 'deny', {
    data: { profile: profileWithCodes(2) },
    note: 'users read the company profile only',
  }),
  // Issue 21: the procedure types the company bids in, from PROCEDURE_TYPES only.
  c('managerA', 'update', A, 'allow', {
    data: {
      profile: { ...profileWithCodes(2), procedureTypes: ['open', 'competitive_dialogue'] },
      updatedAt: serverTimestamp(),
    },
    note: 'a profile with procedure types',
  }),
  c('adminA', 'update', A, 'allow', {
    data: { profile: { ...profileWithCodes(2), procedureTypes: [] }, updatedAt: serverTimestamp() },
    note: 'no procedure types (any procedure)',
  }),
  c('managerA', 'update', A, 'deny', {
    data: { profile: { ...profileWithCodes(2), procedureTypes: ['auction'] } },
    note: 'a procedure type outside PROCEDURE_TYPES',
  }),
  c('managerA', 'update', A, 'deny', {
    data: { profile: { ...profileWithCodes(2), procedureTypes: ['open', 'open'] } },
    note: 'a procedure type twice',
  }),
  c('userA', 'update', A, 'deny', {
    data: { profile: { ...profileWithCodes(2), procedureTypes: ['open'] } },
    note: 'users cannot set procedure types',
  }),
  c('adminB', 'update', A, 'deny', {
    data: { profile: { ...profileWithCodes(2), procedureTypes: ['open'] } },
    note: "another company's admin cannot set procedure types",
  }),
  c('userA', 'update', A, 'deny', {
    data: { bidNoBid: [{ description: 'x', importance: 'low' }] },
    note: 'users cannot change bid/no-bid criteria',
  }),
  c('adminB', 'update', A, 'deny', {
    data: { profile: profileWithCodes(2) },
    note: "another company's admin cannot change the profile",
  }),
  c('disabledA', 'update', A, 'deny', { data: { profile: profileWithCodes(2) } }),
  c('adminA', 'update', A, 'deny', {
    data: { profile: { ...profileWithCodes(1), contractTypes: ['consultancy'] } },
    note: 'unknown contract type',
  }),
  c('adminA', 'update', A, 'deny', {
    data: { profile: { ...profileWithCodes(1), rating: 5 } },
    note: 'unknown profile field',
  }),
  c('managerA', 'update', A, 'deny', {
    data: {
      bidNoBid: Array.from({ length: 51 }, () => ({ description: 'x', importance: 'low' })),
    },
    note: 'more than 50 bid/no-bid criteria',
  }),
  c('managerA', 'update', A, 'allow', {
    data: { notificationSettings: notificationSettings({ recipientUids: [uidOf('userA')] }) },
    note: 'issue 9: managers choose digest recipients',
  }),
  c('adminA', 'update', A, 'allow', {
    data: { notificationSettings: { frequency: 'daily', recipientUids: [], minScore: 60 } },
    note: 'new fields default (enabled false, weekday 1, hour 8)',
  }),
  c('userA', 'update', A, 'deny', {
    data: { notificationSettings: notificationSettings({ recipientUids: [uidOf('userA')] }) },
    note: 'users cannot change notification settings',
  }),
  c('adminB', 'update', A, 'deny', { data: { notificationSettings: notificationSettings() } }),
  c('adminA', 'update', A, 'deny', {
    data: { notificationSettings: notificationSettings({ hour: 24 }) },
    note: 'hour is 0–23',
  }),
  c('adminA', 'update', A, 'deny', {
    data: { notificationSettings: notificationSettings({ weekday: 0 }) },
    note: 'weekday is 1–7 (ISO)',
  }),
  c('adminA', 'update', A, 'deny', {
    data: { notificationSettings: notificationSettings({ frequency: 'off' }) },
    note: "'off' is the pre-issue-9 shape; enabled: false replaces it",
  }),
  c('adminA', 'update', A, 'deny', {
    data: { notificationSettings: notificationSettings({ enabled: 'yes' }) },
  }),
  c('adminA', 'create', 'companies/new-co', 'deny', { data: { name: 'New' } }),
  c('adminA', 'delete', A, 'deny'),
];
