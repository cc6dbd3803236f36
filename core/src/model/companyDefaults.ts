/**
 * A company's empty profile and default notification settings, apart from company.ts's schemas:
 * a module that uses anything of company.ts keeps its top-level schema construction, and so yup,
 * in the bundle — the demo's seed needs only these two values before the sign-in page (issue 22).
 */
import type { CompanyProfile, NotificationSettings } from './company';

export const EMPTY_COMPANY_PROFILE: CompanyProfile = Object.freeze({
  description: '',
  cpvCodes: [],
  contractTypes: [],
  publicationTypes: [],
  scope: [],
  procedureTypes: [],
}) as CompanyProfile;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = Object.freeze({
  enabled: false,
  frequency: 'daily',
  weekday: 1,
  hour: 8,
  recipientUids: [],
  minScore: 70,
}) as NotificationSettings;
