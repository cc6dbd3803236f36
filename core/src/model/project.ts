/** Project: one tender being written (spec §3, ARCHITECTURE §5 companies/{cid}/projects/{pid}). */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import type { DraftJobLock, DraftPlanEdits } from './draft';
import { LIMITS } from './limits';
import { PROJECT_STATUSES, type ProjectStatus } from './projectStatuses';
import {
  documentId,
  millis,
  oneOfRequired,
  optionalText,
  requiredText,
  strictObject,
  uniqueList,
} from './schemaKit';
import { validationMessage as m } from './validationMessage';

// The statuses live in projectStatuses.ts, without yup (issue 22, item 7).
export { PROJECT_STATUSES, type ProjectStatus } from './projectStatuses';

/** 'empty': the user writes from scratch; 'ai_draft': a draft is generated from the documents. */
export const PROJECT_TYPES = ['empty', 'ai_draft'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Spec §2 project list sorts. */
export const PROJECT_SORTS = ['newest', 'oldest', 'nameAsc', 'nameDesc'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The guided workflow of the project detail (spec §2). */
export const PROJECT_WORKFLOW_STEPS = ['documents', 'awardCriteria', 'additionalInfo'] as const;
export type ProjectWorkflowStep = (typeof PROJECT_WORKFLOW_STEPS)[number];

export type DataSources = {
  knowledgeBaseIds: string[];
  /** Use every knowledge base of the company, including ones created later. */
  enableAll: boolean;
};

export type AwardCriterion = {
  id: string;
  description: string;
  /** Percent of the total score (the weights of a tender add up to 100); null when not given. */
  weight: number | null;
};

/** Step 3 of the workflow; empty strings fall back to the company defaults. */
export type AdditionalInfo = {
  writingStyle: string;
  focusAreas: string;
  notes: string;
};

export type Project = {
  name: string;
  description: string;
  type: ProjectType;
  status: ProjectStatus;
  /** The user the 'owner' permission rule refers to; initially the creator. */
  ownerId: string;
  createdBy: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  submissionDeadline: Timestamp | null;
  announcementDate: Timestamp | null;
  dataSources: DataSources;
  awardCriteria: AwardCriterion[];
  additionalInfo: AdditionalInfo;
  /** Set when the project was created from a signaled tender. */
  tenderId: string | null;
  /** From the tender (createProjectFromTender): the contracting authority and its CPV codes. */
  buyer?: string;
  cpvCodes?: string[];
  /** When the website scraper last found a watched page changed (functions only). */
  websiteChangedAt?: Timestamp | null;
  /** When ingestion found the tender this project was made from changed (functions only). */
  tenderChangedAt?: Timestamp | null;
  /** The draft generation under way (functions only; one per project): services/drafts. */
  draftJob?: DraftJobLock | null;
  /** The user's changes to the draft's plan, for the next generation (functions only). */
  draftPlanEdits?: DraftPlanEdits | null;
};

export const EMPTY_ADDITIONAL_INFO: AdditionalInfo = Object.freeze({
  writingStyle: '',
  focusAreas: '',
  notes: '',
}) as AdditionalInfo;

export const projectCreateSchema = strictObject({
  name: requiredText(LIMITS.nameMax, 'validation.projectNameEmpty'),
  description: optionalText(LIMITS.descriptionMax),
  type: oneOfRequired(PROJECT_TYPES).default('ai_draft'),
  /** Present when creating from a tender (signaling). */
  tenderId: documentId().nullable().default(null),
});

export const dataSourcesSchema = strictObject({
  knowledgeBaseIds: uniqueList(documentId(), LIMITS.listMax),
  enableAll: yup.boolean().typeError(m('validation.invalid')).default(false),
});

/** Project settings dialog: deadlines (ms since epoch, JSON-friendly) and data sources. */
export const projectSettingsSchema = strictObject({
  submissionDeadline: millis().nullable().default(null),
  announcementDate: millis()
    .nullable()
    .default(null)
    .test('date-order', m('validation.dateOrder'), function (value) {
      const deadline = (this.parent as { submissionDeadline?: number | null }).submissionDeadline;
      return value == null || deadline == null || value <= deadline;
    }),
  dataSources: dataSourcesSchema,
});

export const awardCriterionSchema = strictObject({
  id: documentId(),
  description: requiredText(LIMITS.descriptionMax),
  weight: yup
    .number()
    .typeError(m('validation.number'))
    .min(0, m('validation.min', { min: 0 }))
    .max(100, m('validation.max', { max: 100 }))
    .nullable()
    .default(null),
});

export const awardCriteriaSchema = yup
  .array(awardCriterionSchema)
  .typeError(m('validation.invalid'))
  .default([])
  .max(LIMITS.awardCriteriaMax, m('validation.tooMany', { max: LIMITS.awardCriteriaMax }));

export const additionalInfoSchema = strictObject({
  writingStyle: optionalText(LIMITS.descriptionMax),
  focusAreas: optionalText(LIMITS.descriptionMax),
  notes: optionalText(LIMITS.longTextMax),
});

/** Name/description edits (a patch: absent fields stay unchanged). */
export const projectUpdateSchema = strictObject({
  name: requiredText(LIMITS.nameMax, 'validation.projectNameEmpty').optional(),
  description: optionalText(LIMITS.descriptionMax).optional(),
});

export const projectStatusChangeSchema = strictObject({
  status: oneOfRequired(PROJECT_STATUSES),
});

export type ProjectCreateInput = yup.InferType<typeof projectCreateSchema>;
export type ProjectSettingsInput = yup.InferType<typeof projectSettingsSchema>;
export type ProjectUpdateInput = yup.InferType<typeof projectUpdateSchema>;
export type AdditionalInfoInput = yup.InferType<typeof additionalInfoSchema>;
