/**
 * One description per client-writable Firestore collection of the fields firestore.rules checks:
 * what a create must carry (exactly these fields, each passing its check), which fields an update
 * may change (each changed one passing its check; a deleted field fails like a wrong type), and
 * which of those are checked on every update whether changed or not (the rules check the whole
 * document there). pathAccess applies them; who may write (roles, owners, states) stays there.
 *
 * firestore.rules is still written by hand from the same facts; the differential test
 * (tests/emulator/rules/differential.test.ts) holds the two together (docs/decisions.md,
 * "Issue 11: core and rules agree").
 */
import { KB_CATEGORIES, KB_TYPES } from '../model/knowledgeBase';
import { LIMITS } from '../model/limits';
import { LOCALES } from '../model/locales';
import { PROJECT_TYPES } from '../model/project';
import { DOCUMENT_ROLES } from '../model/projectDocument';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '../model/ticket';
import { acceptedContentTypes } from '../model/uploads';
import {
  additionalInfo,
  companyProfile,
  contentHash,
  customerFields,
  dataSources,
  image,
  infographic,
  notificationSettings,
  ownName,
  uploadSize,
  visualOptions,
  website,
} from './collectionFieldChecks';
import {
  type FieldCheck,
  anyString,
  bool,
  caller,
  idOrNull,
  intBetween,
  is,
  listMax,
  oneOf,
  optText,
  ownStoragePath,
  serverTime,
  text,
  timeOrNull,
  trimmedOptText,
  trimmedText,
} from './fieldChecks';

export interface CollectionFields {
  /** A create carries exactly these fields, each passing its check. */
  readonly create?: Readonly<Record<string, FieldCheck>>;
  /** An update changes only these fields (and updatedAt, to the server time); a changed one passes its check. */
  readonly editable?: Readonly<Record<string, FieldCheck>>;
  /** Editable fields checked on every update, changed or not. */
  readonly alwaysChecked?: readonly string[];
}

export const COLLECTION_FIELDS = {
  company: {
    // companyUpdateSchema's rules (strict: no untrimmed text). bidNoBid elements are not checked
    // by the rules (their expression budget), so not here either; the app's form validates them.
    editable: {
      name: trimmedText(LIMITS.nameMax),
      profile: companyProfile,
      bidNoBid: listMax(LIMITS.bidNoBidMax),
      writingStyle: trimmedOptText(LIMITS.descriptionMax),
      focusAreas: trimmedOptText(LIMITS.descriptionMax),
      notificationSettings,
    },
  },

  project: {
    create: {
      name: text(LIMITS.nameMax),
      description: optText(LIMITS.descriptionMax),
      type: oneOf(PROJECT_TYPES),
      status: is('draft'),
      ownerId: caller,
      createdBy: caller,
      createdAt: serverTime,
      updatedAt: serverTime,
      submissionDeadline: timeOrNull,
      announcementDate: timeOrNull,
      dataSources,
      awardCriteria: listMax(LIMITS.awardCriteriaMax),
      additionalInfo,
      tenderId: idOrNull,
    },
    editable: {
      name: text(LIMITS.nameMax),
      description: optText(LIMITS.descriptionMax),
      // Which transitions and who may hand a project on: pathAccess.
      status: anyString,
      ownerId: anyString,
      submissionDeadline: timeOrNull,
      announcementDate: timeOrNull,
      dataSources,
      awardCriteria: listMax(LIMITS.awardCriteriaMax),
      additionalInfo,
    },
    alwaysChecked: ['name'],
  },

  projectDocument: {
    create: {
      name: text(LIMITS.shortTextMax),
      size: uploadSize,
      contentType: oneOf(acceptedContentTypes('project')),
      storagePath: ownStoragePath,
      role: oneOf(DOCUMENT_ROLES),
      status: is('uploaded'),
      text: is(null),
      summary: is(null),
      error: is(null),
      uploadedBy: caller,
      createdAt: serverTime,
      processedAt: is(null),
      contentHash,
    },
    editable: { name: text(LIMITS.shortTextMax), role: oneOf(DOCUMENT_ROLES) },
    alwaysChecked: ['role'],
  },

  website: {
    create: { ...website, lastUpdated: is(null), createdBy: caller, createdAt: serverTime },
    editable: website,
    alwaysChecked: Object.keys(website),
  },

  // Which revision and who (revision + 1, updatedBy the caller, updatedAt the server time): pathAccess.
  draft: {
    editable: {
      title: text(LIMITS.shortTextMax),
      content: listMax(LIMITS.draftSectionsMax),
      citations: listMax(LIMITS.draftCitationsMax),
      // The user's marks on the job's checklist: the same list (pathAccess checks its length).
      checklist: listMax(LIMITS.draftCitationsMax),
      revision: intBetween(2, Number.MAX_SAFE_INTEGER),
      updatedBy: caller,
    },
    alwaysChecked: ['content', 'updatedBy'],
  },

  /** drafts/{id}/versions/{vid}: kept by editors when they save or restore; never changed. */
  draftVersion: {
    create: {
      title: optText(LIMITS.shortTextMax),
      content: listMax(LIMITS.draftSectionsMax),
      citations: listMax(LIMITS.draftCitationsMax),
      revision: intBetween(1, Number.MAX_SAFE_INTEGER),
      reason: oneOf(['edited', 'restored']),
      savedAt: serverTime,
      savedBy: caller,
    },
  },

  knowledgeBase: {
    create: {
      name: text(LIMITS.nameMax),
      description: optText(LIMITS.descriptionMax),
      category: oneOf(KB_CATEGORIES),
      type: oneOf(KB_TYPES),
      locked: is(false),
      permanentlyLocked: is(false),
      trainingState: is('not_trained'),
      trainingError: is(null),
      trainingStartedAt: is(null),
      trainedAt: is(null),
      documentCount: is(0),
      createdBy: caller,
      createdAt: serverTime,
      updatedAt: serverTime,
    },
    editable: {
      name: text(LIMITS.nameMax),
      description: optText(LIMITS.descriptionMax),
      category: oneOf(KB_CATEGORIES),
      // Whether it may lock or unlock now: pathAccess (knowledgeBaseLifecycle).
      locked: bool,
    },
    alwaysChecked: ['name', 'category'],
  },

  kbDocument: {
    create: {
      name: text(LIMITS.shortTextMax),
      size: uploadSize,
      contentType: oneOf(acceptedContentTypes('knowledgeBase')),
      storagePath: ownStoragePath,
      status: is('uploaded'),
      error: is(null),
      chunkCount: is(0),
      uploadedBy: caller,
      createdAt: serverTime,
      processedAt: is(null),
      contentHash,
    },
  },

  visual: {
    create: {
      name: text(LIMITS.nameMax),
      description: optText(LIMITS.descriptionMax),
      prompt: text(LIMITS.longTextMax),
      type: oneOf(['infographic', 'image']),
      infographic: visualOptions('infographic', infographic),
      image: visualOptions('image', image),
      status: is('pending'),
      storagePath: is(null),
      contentType: is(null),
      error: is(null),
      language: oneOf(LOCALES),
      createdBy: caller,
      createdAt: serverTime,
    },
    editable: { name: text(LIMITS.nameMax), description: optText(LIMITS.descriptionMax) },
    alwaysChecked: ['name'],
  },

  customer: {
    create: { ...customerFields, createdBy: caller, createdAt: serverTime, updatedAt: serverTime },
    editable: customerFields,
    alwaysChecked: Object.keys(customerFields),
  },

  ticket: {
    create: {
      companyId: (v, env) => v === env.companyId,
      createdBy: caller,
      createdByName: ownName,
      category: oneOf(TICKET_CATEGORIES),
      subject: text(LIMITS.shortTextMax),
      description: text(LIMITS.descriptionMax),
      priority: oneOf(TICKET_PRIORITIES),
      status: is('open'),
      responseCount: is(0),
      createdAt: serverTime,
      updatedAt: serverTime,
    },
    // Which transitions: pathAccess (ticketStatus).
    editable: { status: anyString },
  },

  ticketResponse: {
    create: {
      authorId: caller,
      authorName: ownName,
      fromSupport: (v, env) => v === env.support,
      text: text(LIMITS.descriptionMax),
      createdAt: serverTime,
    },
  },

  ownProfile: {
    editable: { name: text(LIMITS.nameMax), preferredLanguage: oneOf(['en', 'nl']) },
    alwaysChecked: ['name', 'preferredLanguage'],
  },

  /** An admin correcting a colleague's display name. */
  colleagueProfile: {
    editable: { name: text(LIMITS.nameMax) },
    alwaysChecked: ['name'],
  },

  notification: {
    editable: { read: bool },
    alwaysChecked: ['read'],
  },
} as const satisfies Record<string, CollectionFields>;

export type CollectionName = keyof typeof COLLECTION_FIELDS;
