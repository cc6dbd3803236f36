/**
 * The composite field checks more than one collection (or one large one) of collectionFields.ts
 * uses: a company's profile and notification settings, a project's data sources, upload sizes and
 * hashes, a website's fields, a visual's options, a customer's fields and the caller's own name.
 */
import {
  CONTRACT_TYPES,
  CPV_CODE_PATTERN,
  DIGEST_FREQUENCIES,
  PROCEDURE_TYPES,
  PUBLICATION_TYPES,
  SCOPES,
} from '../model/company';
import {
  CUSTOMER_NAME_KEY_MAX,
  CUSTOMER_TYPES,
  PHONE_MAX,
  REGISTRATION_NUMBER_MAX,
} from '../model/customer';
import { LIMITS } from '../model/limits';
import { MAX_UPLOAD_BYTES } from '../model/uploads';
import { CONTENT_HASH_PATTERN } from '../model/contentHash';
import { ASPECT_RATIOS, MAGIC_PROMPT_OPTIONS, STYLE_TYPES } from '../model/visual';
import {
  type FieldCheck,
  bool,
  enumList,
  intBetween,
  mapOf,
  mapWithDefaults,
  oneOf,
  optText,
  text,
  trimmedOptText,
  uniqueList,
} from './fieldChecks';

const cpvCodes: FieldCheck = (v, env) =>
  uniqueList(LIMITS.cpvCodesMax)(v, env) &&
  (v as unknown[]).every((code) => typeof code === 'string' && CPV_CODE_PATTERN.test(code));

export const companyProfile = mapWithDefaults({
  description: [trimmedOptText(LIMITS.descriptionMax), ''],
  cpvCodes: [cpvCodes, []],
  contractTypes: [enumList(CONTRACT_TYPES), []],
  publicationTypes: [enumList(PUBLICATION_TYPES), []],
  scope: [enumList(SCOPES), []],
  procedureTypes: [enumList(PROCEDURE_TYPES), []],
});

export const notificationSettings = mapWithDefaults({
  enabled: [bool, false],
  frequency: [oneOf(DIGEST_FREQUENCIES), null],
  weekday: [intBetween(1, 7), 1],
  hour: [intBetween(0, 23), 8],
  recipientUids: [uniqueList(LIMITS.listMax), []],
  minScore: [intBetween(0, 100), 70],
});

export const dataSources = mapOf({
  knowledgeBaseIds: uniqueList(LIMITS.listMax),
  enableAll: bool,
});

export const additionalInfo = mapOf({
  writingStyle: optText(LIMITS.descriptionMax),
  focusAreas: optText(LIMITS.descriptionMax),
  notes: optText(LIMITS.longTextMax),
});

export const uploadSize = intBetween(1, MAX_UPLOAD_BYTES);

/** The uploader's SHA-256 of the file (issue 20): 64 lower-case hex digits (rules: contentHashOk). */
export const contentHash: FieldCheck = (v) => typeof v === 'string' && CONTENT_HASH_PATTERN.test(v);

export const website = {
  url: (v: unknown) =>
    typeof v === 'string' && v.length <= LIMITS.urlMax && /^https?:\/\/[^\s/]+/s.test(v),
  updateFrequencyDays: intBetween(LIMITS.websiteFrequencyDaysMin, LIMITS.websiteFrequencyDaysMax),
  active: bool,
  autoScrape: bool,
};

/** Visual options: those of the chosen type, the other null (rules: visualOptionsValid). */
export const visualOptions =
  (kind: 'infographic' | 'image', options: FieldCheck): FieldCheck =>
  (v, env) =>
    env.doc.type === kind ? options(v, env) : v === null;

export const infographic = mapWithDefaults({
  width: [intBetween(LIMITS.infographicSizeMin, LIMITS.infographicSizeMax), null],
  height: [intBetween(LIMITS.infographicSizeMin, LIMITS.infographicSizeMax), null],
});

export const image = mapWithDefaults({
  aspectRatio: [oneOf(ASPECT_RATIOS), null],
  styleType: [oneOf(STYLE_TYPES), null],
  magicPrompt: [oneOf(MAGIC_PROMPT_OPTIONS), null],
});

/** The caller's own name from users/{uid}, so nobody signs as "Support Team" (review L9). */
export const ownName: FieldCheck = (v, env) => v === env.profileName();

/** Every customer field, checked on create and on every update (nameKey: customerNameKey). */
export const customerFields: Readonly<Record<string, FieldCheck>> = {
  name: text(LIMITS.nameMax),
  nameKey: optText(CUSTOMER_NAME_KEY_MAX),
  type: oneOf(CUSTOMER_TYPES),
  registrationNumber: optText(REGISTRATION_NUMBER_MAX),
  place: optText(LIMITS.nameMax),
  contactName: optText(LIMITS.nameMax),
  email: optText(LIMITS.emailMax),
  phone: optText(PHONE_MAX),
  website: optText(LIMITS.urlMax),
  notes: optText(LIMITS.descriptionMax),
};
