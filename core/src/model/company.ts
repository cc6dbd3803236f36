/** Company (the tenant), its profile for tender matching, bid/no-bid criteria (spec §3). */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import { LIMITS } from './limits';
import { optionalText, oneOfRequired, requiredText, strictObject, uniqueList } from './schemaKit';
import { validationMessage as m } from './validationMessage';
import { DEFAULT_NOTIFICATION_SETTINGS } from './companyDefaults';

export const CONTRACT_TYPES = ['services', 'delivery', 'work'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const PUBLICATION_TYPES = [
  'market_consultation',
  'prior_notice',
  'contract_notice',
  'rectification',
] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/**
 * Award procedure of a tender, normalised across eForms (BT-105), TED-XML (PR_PROC / PT_*) and
 * the TED API v3 ('procedure-type'): core/src/tenders/procedureTypes.ts. 'other' covers the
 * rest (concession award procedures, other single- or multiple-stage procedures).
 */
export const PROCEDURE_TYPES = [
  'open',
  'restricted',
  'negotiated_with_call',
  'negotiated_without_call',
  'competitive_dialogue',
  'innovation_partnership',
  'other',
] as const;
export type ProcedureType = (typeof PROCEDURE_TYPES)[number];

export const SCOPES = ['national', 'european'] as const;
export type Scope = (typeof SCOPES)[number];

export const IMPORTANCE_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type Importance = (typeof IMPORTANCE_LEVELS)[number];

export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** ISO weekday of a weekly digest: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Digest hours are wall-clock hours in this zone (spec §2: Dutch companies). */
export const DIGEST_TIME_ZONE = 'Europe/Amsterdam';

/** CPV code as published: eight digits, a dash, a check digit (e.g. 45000000-7). */
export const CPV_CODE_PATTERN = /^\d{8}-\d$/;

export type CompanyProfile = {
  description: string;
  cpvCodes: string[];
  contractTypes: ContractType[];
  publicationTypes: PublicationType[];
  scope: Scope[];
  /**
   * Procedures the company bids in (issue 21); empty is any. Optional: profiles saved before it
   * have none, which means any.
   */
  procedureTypes?: ProcedureType[];
};

export type BidNoBidCriterion = {
  description: string;
  importance: Importance;
};

/** Signaling notifications (spec §2 'notification settings', §6 'recipients are chosen among users'). */
export type NotificationSettings = {
  /** Tender digests on or off; off keeps the rest of the choices for when it is switched back on. */
  enabled: boolean;
  frequency: DigestFrequency;
  /** Day of a weekly digest (ISO, 1 = Monday); kept but unused for daily digests. */
  weekday: Weekday;
  /** Hour (0–23) in DIGEST_TIME_ZONE at which the digest is sent. */
  hour: number;
  /** Users (uids of this company) who receive the tender digest. */
  recipientUids: string[];
  /** Only tenders scoring at least this are notified (0–100). */
  minScore: number;
};

export type Company = {
  name: string;
  profile: CompanyProfile;
  bidNoBid: BidNoBidCriterion[];
  /** Company-wide defaults for drafts; a project may override them (Additional Info). */
  writingStyle: string;
  focusAreas: string;
  notificationSettings: NotificationSettings;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

// In a module without yup, so the demo's seed (before the sign-in page) does not build the schemas.
export { DEFAULT_NOTIFICATION_SETTINGS, EMPTY_COMPANY_PROFILE } from './companyDefaults';

export function cpvCode() {
  return yup
    .string()
    .typeError(m('validation.invalid'))
    .trim()
    .required(m('validation.required'))
    .matches(CPV_CODE_PATTERN, m('validation.cpvCode'));
}

function enumList<const T extends string>(values: readonly T[]) {
  return uniqueList(
    yup
      .mixed<T>()
      .oneOf([...values], m('validation.oneOf'))
      .required(m('validation.required')),
    values.length,
  );
}

export const companyProfileSchema = strictObject({
  description: optionalText(LIMITS.descriptionMax),
  cpvCodes: uniqueList(cpvCode(), LIMITS.cpvCodesMax),
  contractTypes: enumList(CONTRACT_TYPES),
  publicationTypes: enumList(PUBLICATION_TYPES),
  scope: enumList(SCOPES),
  procedureTypes: enumList(PROCEDURE_TYPES),
});

export const bidNoBidCriterionSchema = strictObject({
  description: requiredText(LIMITS.descriptionMax),
  importance: oneOfRequired(IMPORTANCE_LEVELS),
});

export const bidNoBidSchema = yup
  .array(bidNoBidCriterionSchema)
  .typeError(m('validation.invalid'))
  .default([])
  .max(LIMITS.bidNoBidMax, m('validation.tooMany', { max: LIMITS.bidNoBidMax }));

export const notificationSettingsSchema = strictObject({
  enabled: yup.boolean().typeError(m('validation.invalid')).default(false),
  frequency: oneOfRequired(DIGEST_FREQUENCIES),
  weekday: yup
    .number()
    .typeError(m('validation.number'))
    .integer(m('validation.integer'))
    .min(1, m('validation.min', { min: 1 }))
    .max(7, m('validation.max', { max: 7 }))
    .default(1),
  hour: yup
    .number()
    .typeError(m('validation.number'))
    .integer(m('validation.integer'))
    .min(0, m('validation.min', { min: 0 }))
    .max(23, m('validation.max', { max: 23 }))
    .default(8),
  recipientUids: uniqueList(yup.string().required(m('validation.required')), LIMITS.listMax),
  minScore: yup
    .number()
    .typeError(m('validation.number'))
    .integer(m('validation.integer'))
    .min(0, m('validation.min', { min: 0 }))
    .max(100, m('validation.max', { max: 100 }))
    .default(70),
});

/** What admins and managers may change on the company document (all optional: a patch). */
export const companyUpdateSchema = strictObject({
  name: requiredText(LIMITS.nameMax).optional(),
  profile: companyProfileSchema.default(undefined).optional(),
  bidNoBid: bidNoBidSchema.optional(),
  writingStyle: optionalText(LIMITS.descriptionMax).optional(),
  focusAreas: optionalText(LIMITS.descriptionMax).optional(),
  notificationSettings: notificationSettingsSchema.default(undefined).optional(),
});

/**
 * Settings as stored, read leniently: documents written before issue 9 have no enabled/weekday/
 * hour and may say frequency 'off' (then: digests off, daily when switched on).
 */
export function readNotificationSettings(raw: unknown): NotificationSettings {
  const d = DEFAULT_NOTIFICATION_SETTINGS;
  const r = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const int = (v: unknown, min: number, max: number, fallback: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fallback;
  const legacyOff = r.frequency === 'off';
  return {
    enabled: typeof r.enabled === 'boolean' ? r.enabled && !legacyOff : false,
    frequency: r.frequency === 'weekly' ? 'weekly' : 'daily',
    weekday: int(r.weekday, 1, 7, d.weekday) as Weekday,
    hour: int(r.hour, 0, 23, d.hour),
    recipientUids: Array.isArray(r.recipientUids)
      ? r.recipientUids.filter((u): u is string => typeof u === 'string')
      : [],
    minScore: int(r.minScore, 0, 100, d.minScore),
  };
}

export type CompanyProfileInput = yup.InferType<typeof companyProfileSchema>;
export type BidNoBidCriterionInput = yup.InferType<typeof bidNoBidCriterionSchema>;
export type NotificationSettingsInput = yup.InferType<typeof notificationSettingsSchema>;
export type CompanyUpdateInput = yup.InferType<typeof companyUpdateSchema>;
