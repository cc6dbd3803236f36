/**
 * THE permission case table: role × tenant × action × path → allow/deny. Data only (no test
 * framework), so that two runners share it:
 *  - core/src/policy/pathAccess.cases.test.ts runs it against the demo backend's enforcement
 *    (core policy) on every `npm test`;
 *  - the emulator tier runs it against firestore.rules / storage.rules / database.rules.json
 *    with @firebase/rules-unit-testing.
 *
 * Runner contract:
 *  - Before each case, FIXTURES are loaded with rules disabled (Timestamp → SDK Timestamp).
 *  - Actors sign in with `claims` (null = signed out); their account status is the `status` of
 *    their users/{uid} fixture, which the rules read (a disabled user keeps a valid token for up
 *    to an hour, so the claim alone cannot be trusted).
 *  - create: setDoc(path, data) with FieldSentinel serverTimestamp() → the SDK's serverTimestamp().
 *  - update: updateDoc(path, data) where data holds top-level fields; the resulting document is
 *    the fixture with those fields replaced.
 *  - list: getDocs(query(collection(path), ...where)), each where being [field, '==', value].
 */
import {
  newKbDocument,
  newKnowledgeBase,
  newProject,
  newProjectDocument,
  newTicket,
  newTicketResponse,
  newVisual,
  newWebsite,
  newCustomer,
} from '../../core/src/model/factories';
import { Timestamp, serverTimestamp } from '../../core/src/ports/values';

export const COMPANY_A = 'van-dijk-bouw';
export const COMPANY_B = 'noordzee-infra';

export type Claims = {
  readonly companyId?: string;
  readonly role?: 'admin' | 'manager' | 'user';
  readonly support?: boolean;
};
export interface CaseActor {
  readonly uid: string;
  readonly claims: Claims;
}

/** The seed's people (emulator-data/seed.json) plus a support agent. */
export const ACTORS = {
  adminA: { uid: 'u-admin-vandijk', claims: { companyId: COMPANY_A, role: 'admin' } },
  managerA: { uid: 'u-manager-vandijk', claims: { companyId: COMPANY_A, role: 'manager' } },
  userA: { uid: 'u-user1-vandijk', claims: { companyId: COMPANY_A, role: 'user' } },
  user2A: { uid: 'u-user2-vandijk', claims: { companyId: COMPANY_A, role: 'user' } },
  disabledA: { uid: 'u-disabled-vandijk', claims: { companyId: COMPANY_A, role: 'user' } },
  noCompany: { uid: 'u-nocompany', claims: {} },
  adminB: { uid: 'u-admin-noordzee', claims: { companyId: COMPANY_B, role: 'admin' } },
  support: { uid: 'u-support', claims: { support: true } },
  /** Review H1: demoted to user in users/{uid}; the ID token (≤1 h old) still says admin. */
  demotedA: { uid: 'u-demoted-vandijk', claims: { companyId: COMPANY_A, role: 'admin' } },
  /** Review H1: moved to company B in users/{uid}; the token still says company A. */
  movedA: { uid: 'u-moved-vandijk', claims: { companyId: COMPANY_A, role: 'user' } },
  /** Review M2: users/{uid} deleted; the token still carries company A's claims. */
  deletedA: { uid: 'u-deleted-vandijk', claims: { companyId: COMPANY_A, role: 'user' } },
  /**
   * Issue 20: moved from company A to B, the token refreshed (claims and users/{uid} both say B);
   * their tickets of company A stay behind (tickets/tk-transferred).
   */
  transferredB: { uid: 'u-transferred', claims: { companyId: COMPANY_B, role: 'user' } },
} as const satisfies Record<string, CaseActor>;

export type ActorName = keyof typeof ACTORS | 'signedOut';

const T0 = Timestamp.fromMillis(Date.UTC(2026, 2, 1, 9, 0));
const uidOf = (name: keyof typeof ACTORS) => ACTORS[name].uid;
const A = `companies/${COMPANY_A}`;
const B = `companies/${COMPANY_B}`;

function userDoc(
  name: string,
  companyId: string | null,
  role: string | null,
  status: 'active' | 'disabled',
  lang = 'nl',
) {
  return {
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.test`,
    companyId,
    role,
    status,
    preferredLanguage: lang,
    createdAt: T0,
    updatedAt: T0,
  };
}

const project = (ownerId: string, status: string) => ({
  name: 'Renovatie stadhuis',
  description: '',
  type: 'ai_draft',
  status,
  ownerId,
  createdBy: ownerId,
  createdAt: T0,
  updatedAt: T0,
  submissionDeadline: null,
  announcementDate: null,
  dataSources: { knowledgeBaseIds: [], enableAll: true },
  awardCriteria: [],
  additionalInfo: { writingStyle: '', focusAreas: '', notes: '' },
  tenderId: null,
});

const kb = (locked: boolean, permanentlyLocked: boolean, trainingState: string) => ({
  name: 'Bedrijfsinformatie',
  description: '',
  category: 'company_info',
  type: 'dynamic',
  locked,
  permanentlyLocked,
  trainingState,
  trainingError: null,
  trainingStartedAt: null,
  trainedAt: null,
  documentCount: 1,
  createdBy: uidOf('managerA'),
  createdAt: T0,
  updatedAt: T0,
});

const ticket = (companyId: string, createdBy: string, status: string) => ({
  companyId,
  createdBy,
  createdByName: 'Someone',
  category: 'technical',
  subject: 'Upload fails',
  description: 'The PDF upload stops at 50%.',
  priority: 'medium',
  status,
  responseCount: 1,
  createdAt: T0,
  updatedAt: T0,
});

/** A knock-out checklist item of a generated draft. */
const CHECK_ITEM = {
  id: 'k1',
  requirement: 'ISO 27001',
  status: 'open',
  evidence: null,
  citationIds: [],
};

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A project document record as the client writes it before uploading its file (status uploaded). */
function pendingUpload(
  pid: string,
  did: string,
  file: string,
  contentType: string,
  size: number,
  uploadedBy: string,
) {
  return {
    [`${A}/projects/${pid}/documents/${did}`]: {
      name: file,
      size,
      contentType,
      storagePath: `${A}/projects/${pid}/documents/${did}/${file}`,
      role: 'annex',
      status: 'uploaded',
      text: null,
      summary: null,
      error: null,
      uploadedBy,
      createdAt: T0,
      processedAt: null,
    },
  };
}

/** Documents present before every case. */
export const FIXTURES: Readonly<Record<string, Record<string, unknown>>> = {
  [`users/${uidOf('adminA')}`]: userDoc('Anouk van Dijk', COMPANY_A, 'admin', 'active'),
  [`users/${uidOf('managerA')}`]: userDoc('Pieter de Vries', COMPANY_A, 'manager', 'active'),
  [`users/${uidOf('userA')}`]: userDoc('Sanne Jansen', COMPANY_A, 'user', 'active', 'en'),
  [`users/${uidOf('user2A')}`]: userDoc('Mohamed El Amrani', COMPANY_A, 'user', 'active'),
  [`users/${uidOf('disabledA')}`]: userDoc('Kees Bakker', COMPANY_A, 'user', 'disabled'),
  [`users/${uidOf('noCompany')}`]: userDoc('Lotte Visser', null, null, 'active', 'en'),
  [`users/${uidOf('adminB')}`]: userDoc('Eva Smit', COMPANY_B, 'admin', 'active', 'en'),
  [`users/${uidOf('support')}`]: userDoc('Support Agent', null, null, 'active', 'en'),
  [`users/${uidOf('demotedA')}`]: userDoc('Daan Verhoeven', COMPANY_A, 'user', 'active'),
  [`users/${uidOf('movedA')}`]: userDoc('Fleur Mulder', COMPANY_B, 'user', 'active'),
  [`users/${uidOf('transferredB')}`]: userDoc('Joris Peters', COMPANY_B, 'user', 'active'),
  [`users/${uidOf('userA')}/notifications/n1`]: {
    kind: 'draftReady',
    params: { project: 'Renovatie stadhuis' },
    link: '/dashboard/projects/p-own',
    read: false,
    createdAt: T0,
  },
  [`users/${uidOf('userA')}/notifications/n3`]: {
    kind: 'documentProcessed',
    params: { document: 'Leidraad.pdf', project: 'Renovatie stadhuis' },
    link: '/dashboard/projects/p-own',
    read: false,
    createdAt: T0,
  },
  [`users/${uidOf('user2A')}/notifications/n1`]: {
    kind: 'tenderMatches',
    params: { count: 3 },
    link: '/dashboard/signaling',
    read: false,
    createdAt: T0,
  },

  [A]: {
    name: 'Van Dijk Bouw B.V.',
    profile: {
      description: 'Bouwbedrijf',
      cpvCodes: ['45000000-7'],
      contractTypes: ['work'],
      publicationTypes: ['contract_notice'],
      scope: ['national'],
    },
    bidNoBid: [],
    writingStyle: '',
    focusAreas: '',
    notificationSettings: {
      enabled: true,
      frequency: 'weekly',
      weekday: 1,
      hour: 8,
      recipientUids: [],
      minScore: 70,
    }, // pre-issue-9 shape
    createdAt: T0,
    updatedAt: T0,
  },
  [B]: {
    name: 'Noordzee Infra B.V.',
    profile: {
      description: 'Waterbouw',
      cpvCodes: ['45240000-1'],
      contractTypes: ['work'],
      publicationTypes: ['contract_notice'],
      scope: ['national'],
    },
    bidNoBid: [],
    writingStyle: '',
    focusAreas: '',
    notificationSettings: { frequency: 'off', recipientUids: [], minScore: 70 },
    createdAt: T0,
    updatedAt: T0,
  },

  [`${A}/projects/p-own`]: project(uidOf('userA'), 'in_progress'),
  [`${A}/projects/p-other`]: project(uidOf('user2A'), 'draft'),
  [`${A}/projects/p-review`]: project(uidOf('userA'), 'review'),
  [`${A}/projects/p-submitted`]: project(uidOf('userA'), 'submitted'),
  [`${A}/projects/p-own/documents/d1`]: {
    name: 'Bestek.pdf',
    size: 1000,
    contentType: 'application/pdf',
    storagePath: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    role: 'main_tender',
    status: 'processed',
    text: 'tekst',
    summary: 'samenvatting',
    error: null,
    uploadedBy: uidOf('userA'),
    createdAt: T0,
    processedAt: T0,
  },
  // Review M1: an upload is allowed only for its own pending document record (written first).
  ...pendingUpload('p-own', 'd-docx', 'a.docx', DOCX_TYPE, 5000, uidOf('userA')),
  ...pendingUpload('p-own', 'd-doc', 'a.doc', 'application/msword', 5000, uidOf('userA')),
  ...pendingUpload('p-own', 'd-pdf', 'a.pdf', 'application/pdf', 10, uidOf('userA')),
  ...pendingUpload('p-own', 'd-txt', 'a.txt', 'text/plain', 10, uidOf('userA')),
  ...pendingUpload('p-submitted', 'ds', 'S.pdf', 'application/pdf', 10, uidOf('userA')),
  [`${A}/knowledgeBases/kb-open/documents/kd-up`]: {
    name: 'n.txt',
    size: 10,
    contentType: 'text/plain',
    storagePath: `${A}/knowledgeBases/kb-open/documents/kd-up/n.txt`,
    status: 'uploaded',
    error: null,
    chunkCount: 0,
    uploadedBy: uidOf('managerA'),
    createdAt: T0,
    processedAt: null,
  },
  // Issue 6: a project document's passages, written by the document processor.
  [`${A}/projects/p-own/documents/d1/chunks/ch1`]: {
    text: 'Gunningscriteria: prijs 40%, kwaliteit 60%.',
    page: 3,
    heading: 'Gunning',
    order: 0,
  },
  [`${A}/projects/p-own/websites/w1`]: {
    url: 'https://www.tenderned.nl/x',
    updateFrequencyDays: 7,
    active: true,
    autoScrape: true,
    lastUpdated: null,
    createdBy: uidOf('userA'),
    createdAt: T0,
  },
  [`${A}/projects/p-own/drafts/dr1`]: {
    title: 'Concept',
    language: 'nl',
    content: [],
    citations: [],
    checklist: [CHECK_ITEM],
    revision: 3,
    createdBy: uidOf('userA'),
    createdAt: T0,
    updatedAt: T0,
    updatedBy: uidOf('userA'),
    generatedFrom: { documentIds: ['d1'], knowledgeBaseIds: [], model: 'local' },
  },
  // Being written by the generation job (revision 0).
  [`${A}/projects/p-own/drafts/dr-writing`]: {
    title: 'Concept',
    language: 'nl',
    content: [],
    citations: [],
    checklist: [],
    revision: 0,
    createdBy: uidOf('userA'),
    createdAt: T0,
    updatedAt: T0,
    updatedBy: uidOf('userA'),
    generatedFrom: { documentIds: ['d1'], knowledgeBaseIds: [], model: 'local' },
  },
  [`${A}/projects/p-own/drafts/dr1/versions/r1`]: {
    title: 'Concept',
    content: [],
    citations: [],
    revision: 1,
    reason: 'generated',
    savedAt: T0,
    savedBy: uidOf('userA'),
  },
  // Review L5: content of a submitted project is frozen.
  [`${A}/projects/p-submitted/websites/w-sub`]: {
    url: 'https://www.tenderned.nl/y',
    updateFrequencyDays: 7,
    active: true,
    autoScrape: true,
    lastUpdated: null,
    createdBy: uidOf('userA'),
    createdAt: T0,
  },
  [`${A}/projects/p-submitted/drafts/dr-sub`]: {
    title: 'Ingediend',
    language: 'nl',
    content: [],
    citations: [],
    checklist: [],
    revision: 1,
    createdBy: uidOf('userA'),
    createdAt: T0,
    updatedAt: T0,
    updatedBy: uidOf('userA'),
    generatedFrom: { documentIds: [], knowledgeBaseIds: [], model: 'local' },
  },
  [`${A}/projects/p-own/messages/m1`]: {
    sessionId: 's1',
    role: 'user',
    text: 'Vat samen',
    authorId: uidOf('userA'),
    citations: [],
    statusCode: null,
    proposal: null,
    localModel: false,
    createdAt: T0,
  },
  [`${A}/knowledgeBases/kb-open`]: kb(false, false, 'not_trained'),
  [`${A}/knowledgeBases/kb-locked`]: kb(true, false, 'not_trained'),
  [`${A}/knowledgeBases/kb-trained`]: kb(true, true, 'trained'),
  [`${A}/knowledgeBases/kb-open/documents/kd1`]: {
    name: 'Profiel.pdf',
    size: 100,
    contentType: 'application/pdf',
    storagePath: `${A}/knowledgeBases/kb-open/documents/kd1/Profiel.pdf`,
    status: 'processed',
    error: null,
    chunkCount: 1,
    uploadedBy: uidOf('managerA'),
    createdAt: T0,
    processedAt: T0,
  },
  [`${A}/knowledgeBases/kb-locked/documents/kd2`]: {
    name: 'Oud.pdf',
    size: 100,
    contentType: 'application/pdf',
    storagePath: `${A}/knowledgeBases/kb-locked/documents/kd2/Oud.pdf`,
    status: 'processed',
    error: null,
    chunkCount: 1,
    uploadedBy: uidOf('managerA'),
    createdAt: T0,
    processedAt: T0,
  },
  [`${A}/knowledgeBases/kb-open/chunks/c1`]: {
    documentId: 'kd1',
    index: 0,
    text: 'Wij bouwen.',
    embedding: null,
    source: { documentName: 'Profiel.pdf', page: 1 },
    createdAt: T0,
  },
  [`${A}/knowledgeBases/kb-open/factSheet/current`]: {
    certificates: [],
    schemes: [],
    referenceProjects: [],
    keyPeople: [],
    turnover: [],
    headcount: [],
    chunkCount: 1,
    model: null,
    extractedAt: T0,
  },
  [`${A}/tenderMatches/ted-1`]: {
    tenderId: 'ted-1',
    score: 82,
    reasons: [],
    viewedBy: [],
    tender: {
      title: 'Renovatie',
      buyer: 'Gemeente Utrecht',
      location: 'Utrecht',
      category: 'works',
      cpvCodes: ['45000000-7'],
      publishedAt: T0,
      deadline: null,
    },
    createdAt: T0,
  },
  [`${A}/usage/2026-03-01`]: {
    day: '2026-03-01',
    calls: 2,
    inputTokens: 1200,
    outputTokens: 300,
    images: 0,
    costUsd: 0.0011,
    byModel: {
      'gemini-2_5-flash': {
        calls: 2,
        inputTokens: 1200,
        outputTokens: 300,
        images: 0,
        costUsd: 0.0011,
      },
    },
    updatedAt: T0,
  },
  [`${A}/visuals/v-own`]: {
    name: 'Planning',
    description: '',
    prompt: 'Tijdlijn',
    type: 'infographic',
    infographic: { width: 1080, height: 1350 },
    image: null,
    status: 'ready',
    storagePath: `${A}/visuals/v-own/v.svg`,
    contentType: 'image/svg+xml',
    error: null,
    language: 'nl',
    createdBy: uidOf('userA'),
    createdAt: T0,
  },
  [`${A}/visuals/v-other`]: {
    name: 'Team',
    description: '',
    prompt: 'Team',
    type: 'image',
    infographic: null,
    image: { aspectRatio: '1:1', styleType: 'auto', magicPrompt: 'auto' },
    status: 'ready',
    storagePath: null,
    contentType: null,
    error: null,
    language: 'en',
    createdBy: uidOf('user2A'),
    createdAt: T0,
  },
  [`${A}/customers/cu1`]: {
    name: 'Gemeente Utrecht',
    nameKey: 'gemeente utrecht',
    type: 'municipality',
    registrationNumber: '',
    place: '',
    contactName: '',
    email: '',
    phone: '',
    website: '',
    notes: '',
    createdBy: uidOf('managerA'),
    createdAt: T0,
    updatedAt: T0,
  },

  [`${B}/projects/p-b`]: project(uidOf('adminB'), 'draft'),
  [`${B}/knowledgeBases/kb-b`]: kb(false, false, 'not_trained'),
  [`${B}/customers/cu-b`]: {
    name: 'Rijkswaterstaat',
    nameKey: 'rijkswaterstaat',
    type: 'centralGovernment',
    registrationNumber: '',
    place: '',
    contactName: '',
    email: '',
    phone: '',
    website: '',
    notes: '',
    createdBy: uidOf('adminB'),
    createdAt: T0,
    updatedAt: T0,
  },

  // Tender digest bookkeeping (issue 9): written and read by functions only.
  [`${A}/digestLedger/daily-2026-03-01_${uidOf('userA')}`]: {
    uid: uidOf('userA'),
    periodKey: 'daily-2026-03-01',
    state: 'sent',
    windowStart: T0,
    windowEnd: T0,
    attempts: 1,
    leaseUntil: T0,
    matchCount: 2,
    lastError: null,
    createdAt: T0,
    updatedAt: T0,
  },
  [`${A}/digestCursors/${uidOf('userA')}`]: { lastSentWindowEnd: T0, updatedAt: T0 },

  'tenders/ted-1': {
    source: 'ted',
    sourceId: '1',
    title: 'Renovatie',
    description: '',
    buyer: 'Gemeente Utrecht',
    location: 'Utrecht',
    category: 'works',
    cpvCodes: ['45000000-7'],
    publicationType: 'contract_notice',
    scope: 'european',
    publishedAt: T0,
    deadline: null,
    links: [],
    language: 'nl',
    fetchedAt: T0,
  },

  // Ingestion cursor of a tender source (issue 9): functions only.
  'ingestion/ted': {
    source: 'ted',
    since: T0,
    pageCursor: null,
    lastRunAt: T0,
    lastSuccessAt: T0,
    lastError: null,
    lastRun: { pages: 1, created: 1, changed: 0, unchanged: 0, rejected: 0, projectsFlagged: 0 },
  },

  [`users/${uidOf('userA')}/rateLimits/rateTenderMatch`]: {
    hits: [Date.UTC(2026, 2, 1, 9, 0)],
  },
  'tickets/tk-own': ticket(COMPANY_A, uidOf('userA'), 'open'),
  'tickets/tk-own-closed': ticket(COMPANY_A, uidOf('userA'), 'closed'),
  'tickets/tk-colleague': ticket(COMPANY_A, uidOf('user2A'), 'open'),
  'tickets/tk-b': ticket(COMPANY_B, uidOf('adminB'), 'pending'),
  'tickets/tk-transferred': ticket(COMPANY_A, uidOf('transferredB'), 'open'),
  'tickets/tk-own/responses/r1': {
    authorId: 'u-support',
    authorName: 'Support',
    fromSupport: true,
    text: 'We kijken ernaar.',
    createdAt: T0,
  },
};

export type Expect = 'allow' | 'deny';

export interface FirestoreCase {
  readonly actor: ActorName;
  readonly op: 'get' | 'list' | 'create' | 'update' | 'delete';
  readonly path: string;
  readonly data?: Record<string, unknown>;
  readonly where?: readonly (readonly [string, '==', unknown])[];
  readonly expect: Expect;
  /** Why, when it is not obvious from the rest. */
  readonly note?: string;
}

/** The Firestore collections of ARCHITECTURE §5; every one needs allow and deny cases. */
export const FIRESTORE_COLLECTIONS = [
  'companies/{cid}',
  'companies/{cid}/projects/{pid}',
  'companies/{cid}/projects/{pid}/documents/{did}',
  'companies/{cid}/projects/{pid}/documents/{did}/chunks/{chunkId}',
  'companies/{cid}/projects/{pid}/websites/{wid}',
  'companies/{cid}/projects/{pid}/drafts/{draftId}',
  'companies/{cid}/projects/{pid}/drafts/{draftId}/versions/{vid}',
  'companies/{cid}/projects/{pid}/messages/{mid}',
  'companies/{cid}/knowledgeBases/{kbId}',
  'companies/{cid}/knowledgeBases/{kbId}/documents/{did}',
  'companies/{cid}/knowledgeBases/{kbId}/chunks/{chunkId}',
  'companies/{cid}/knowledgeBases/{kbId}/factSheet/{sheetId}',
  'companies/{cid}/tenderMatches/{tid}',
  'companies/{cid}/visuals/{vid}',
  'companies/{cid}/usage/{day}',
  'companies/{cid}/customers/{id}',
  'tenders/{tid}',
  'tickets/{tid}',
  'tickets/{tid}/responses/{rid}',
  'users/{uid}',
  'users/{uid}/notifications/{nid}',
] as const;

/**
 * Collections only functions (Admin SDK) touch: every client request is denied, so they have deny
 * cases only (the tender digest ledger and cursors of issue 9).
 */
export const FIRESTORE_FUNCTIONS_ONLY_COLLECTIONS = [
  'companies/{cid}/digestLedger/{entryId}',
  'companies/{cid}/digestCursors/{uid}',
  'ingestion/{sourceId}',
  'users/{uid}/rateLimits/{action}',
] as const;

const c = (
  actor: ActorName,
  op: FirestoreCase['op'],
  path: string,
  expect: Expect,
  extra: Partial<FirestoreCase> = {},
): FirestoreCase => ({
  actor,
  op,
  path,
  expect,
  ...extra,
});

const newProjectData = (uid: string, extra: Record<string, unknown> = {}) => ({
  ...newProject({ name: 'Nieuwe brug', description: '', type: 'ai_draft', tenderId: null }, uid),
  ...extra,
});
/** SHA-256 (hex) of the file, as the uploader computes it (issue 20). */
export const CONTENT_HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const pdf = {
  name: 'Bijlage.pdf',
  size: 2048,
  contentType: 'application/pdf',
  contentHash: CONTENT_HASH,
};
const docData = (
  cid: string,
  pid: string,
  did: string,
  uid: string,
  extra: Record<string, unknown> = {},
) => ({
  ...newProjectDocument(
    { ...pdf, role: 'annex' },
    `companies/${cid}/projects/${pid}/documents/${did}/original.pdf`,
    uid,
  ),
  ...extra,
});
const kbDocData = (
  kbId: string,
  did: string,
  uid: string,
  extra: Record<string, unknown> = {},
) => ({
  ...newKbDocument(pdf, `${A}/knowledgeBases/${kbId}/documents/${did}/original.pdf`, uid),
  ...extra,
});
const kbData = (uid: string, extra: Record<string, unknown> = {}) => ({
  ...newKnowledgeBase(
    { name: 'Referenties', description: '', category: 'past_tenders', type: 'dynamic' },
    uid,
  ),
  ...extra,
});
/** Review L9: author names must be the author's users/{uid} name. */
const nameOf = (uid: string) => String(FIXTURES[`users/${uid}`]?.name ?? 'Unknown');
const ticketData = (uid: string, companyId: string, extra: Record<string, unknown> = {}) => ({
  ...newTicket(
    { category: 'billing', subject: 'Factuur', description: 'Klopt niet', priority: 'low' },
    { uid, name: nameOf(uid), companyId },
  ),
  ...extra,
});
const responseData = (uid: string, support: boolean, extra: Record<string, unknown> = {}) => ({
  ...newTicketResponse('Dank u', { uid, name: nameOf(uid), support }),
  ...extra,
});
const visualData = (uid: string, extra: Record<string, unknown> = {}) => ({
  ...newVisual(
    {
      name: 'Organogram',
      description: '',
      prompt: 'Organogram',
      type: 'infographic',
      infographic: { width: 1080, height: 1080 },
      image: null,
    },
    uid,
    'nl',
  ),
  ...extra,
});
const customerData = (uid: string, extra: Record<string, unknown> = {}) => ({
  ...newCustomer(
    {
      name: 'Provincie Utrecht',
      type: 'province',
      registrationNumber: '00000001002220647000',
      place: 'Utrecht, Nederland',
      contactName: '',
      email: '',
      phone: '',
      website: '',
      notes: '',
    },
    uid,
  ),
  ...extra,
});
const withoutKey = (data: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));
const draftVersionData = (uid: string, revision: number) => ({
  title: 'Concept',
  content: [],
  citations: [],
  revision,
  reason: 'edited',
  savedAt: serverTimestamp(),
  savedBy: uid,
});

const websiteData = (uid: string, extra: Record<string, unknown> = {}) => ({
  ...newWebsite(
    { url: 'https://www.example.nl', updateFrequencyDays: 7, active: true, autoScrape: true },
    uid,
  ),
  ...extra,
});

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

export const FIRESTORE_CASES: readonly FirestoreCase[] = [
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

  // projects
  c('userA', 'get', `${A}/projects/p-other`, 'allow', { note: 'read anything of own company' }),
  c('userA', 'list', `${A}/projects`, 'allow'),
  c('adminB', 'get', `${A}/projects/p-own`, 'deny'),
  c('adminB', 'list', `${A}/projects`, 'deny'),
  c('disabledA', 'list', `${A}/projects`, 'deny'),
  c('noCompany', 'list', `${A}/projects`, 'deny'),
  c('signedOut', 'get', `${A}/projects/p-own`, 'deny'),
  c('userA', 'create', `${A}/projects/p-new`, 'allow', { data: newProjectData(uidOf('userA')) }),
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('user2A')),
    note: 'owner must be the creator',
  }),
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('userA'), { status: 'submitted' }),
    note: 'starts as draft',
  }),
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('userA'), { name: '  ' }),
    note: 'Project name cannot be empty',
  }),
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('userA'), { createdAt: T0 }),
    note: 'createdAt must be the server time',
  }),
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('userA'), { extra: true }),
    note: 'no unknown fields',
  }),
  c('adminB', 'create', `${A}/projects/p-new`, 'deny', { data: newProjectData(uidOf('adminB')) }),
  c('userA', 'update', `${A}/projects/p-own`, 'allow', {
    data: { name: 'Renovatie stadhuis fase 2' },
    note: 'owner',
  }),
  c('userA', 'update', `${A}/projects/p-other`, 'deny', {
    data: { name: 'Niet van mij' },
    note: 'user, not owner',
  }),
  c('managerA', 'update', `${A}/projects/p-other`, 'allow', { data: { name: 'Door manager' } }),
  c('userA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { createdBy: uidOf('user2A') },
    note: 'createdBy is immutable',
  }),
  c('userA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('user2A') },
    note: 'only managers reassign',
  }),
  c('managerA', 'update', `${A}/projects/p-own`, 'allow', { data: { ownerId: uidOf('user2A') } }),
  c('adminA', 'update', `${A}/projects/p-other`, 'allow', {
    data: { ownerId: uidOf('managerA') },
    note: 'to another active member',
  }),
  // Issue 20: the new owner must be an active member of this company (they get its notifications).
  c('managerA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('adminB') },
    note: "issue 20: another company's user",
  }),
  c('managerA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('transferredB') },
    note: 'issue 20: moved to another company',
  }),
  c('managerA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('disabledA') },
    note: 'issue 20: a disabled colleague',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: 'u-nobody' },
    note: 'issue 20: no such user',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('noCompany') },
    note: 'issue 20: a user without a company',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { ownerId: uidOf('support') },
    note: 'issue 20: support staff are no member',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: {
      draftJob: {
        jobId: 'j1',
        requestedBy: uidOf('adminA'),
        startedAt: T0,
        deadlineAt: T0,
        knowledgeBaseIds: null,
        claimedAt: null,
      },
    },
    note: "the draft-generation lock is the server's (generateDraft)",
  }),
  c('userA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { draftPlanEdits: { dropped: [], added: [{ section: 'Plan', text: 'Eis' }] } },
    note: "the plan's edits are the server's (editDraftPlan, issue 19)",
  }),
  c('userA', 'update', `${A}/projects/p-own`, 'allow', {
    data: { status: 'review' },
    note: 'in_progress → review by owner',
  }),
  c('userA', 'update', `${A}/projects/p-review`, 'deny', {
    data: { status: 'submitted' },
    note: 'submission is for managers',
  }),
  c('managerA', 'update', `${A}/projects/p-review`, 'allow', { data: { status: 'submitted' } }),
  c('adminA', 'update', `${A}/projects/p-other`, 'deny', {
    data: { status: 'published' },
    note: 'draft → published is no transition',
  }),
  c('adminA', 'update', `${A}/projects/p-submitted`, 'deny', {
    data: { name: 'Te laat' },
    note: 'content frozen after submission',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { websiteChangedAt: T0 },
    note: 'the website scraper flags a change (issue 6)',
  }),
  c('adminA', 'update', `${A}/projects/p-own`, 'deny', {
    data: { tenderChangedAt: T0 },
    note: 'ingestion flags a changed tender (issue 9)',
  }),
  c('userA', 'delete', `${A}/projects/p-own`, 'allow', { note: 'owner, in progress' }),
  c('userA', 'delete', `${A}/projects/p-review`, 'allow', { note: 'owner, in review' }),
  c('userA', 'delete', `${A}/projects/p-other`, 'deny'),
  c('adminA', 'delete', `${A}/projects/p-other`, 'allow'),
  c('adminB', 'delete', `${A}/projects/p-other`, 'deny'),
  // Issue 20: a submitted bid is kept from its owner; admins and managers may still delete it.
  c('userA', 'delete', `${A}/projects/p-submitted`, 'deny', {
    note: 'issue 20: owner, but submitted',
  }),
  c('managerA', 'delete', `${A}/projects/p-submitted`, 'allow', { note: 'a manager' }),
  c('adminA', 'delete', `${A}/projects/p-submitted`, 'allow'),
  c('user2A', 'delete', `${A}/projects/p-submitted`, 'deny', { note: 'not the owner' }),
  c('adminB', 'delete', `${A}/projects/p-submitted`, 'deny'),

  // project documents
  c('user2A', 'get', `${A}/projects/p-own/documents/d1`, 'allow'),
  c('adminB', 'list', `${A}/projects/p-own/documents`, 'deny'),
  c('user2A', 'create', `${A}/projects/p-own/documents/d2`, 'allow', {
    data: docData(COMPANY_A, 'p-own', 'd2', uidOf('user2A')),
    note: 'any member uploads',
  }),
  c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), { contentType: 'text/plain' }),
    note: 'TXT not for projects',
  }),
  c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), { size: 26 * 1024 * 1024 }),
    note: 'over 25 MiB',
  }),
  c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), { status: 'processed' }),
    note: 'status is the trigger’s',
  }),
  c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: docData(COMPANY_B, 'p-b', 'd2', uidOf('userA')),
    note: 'storagePath outside the project',
  }),
  c('userA', 'create', `${A}/projects/p-submitted/documents/d2`, 'deny', {
    data: docData(COMPANY_A, 'p-submitted', 'd2', uidOf('userA')),
    note: 'submitted project',
  }),
  c('adminB', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: docData(COMPANY_A, 'p-own', 'd2', uidOf('adminB')),
  }),
  // The Storage key is generated (original.<ext>), and the record carries the file's SHA-256 so
  // that a duplicate can be found (issue 20).
  ...(['original.doc', 'original.docx', 'original.txt'] as const).map((key) =>
    c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'allow', {
      data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), {
        storagePath: `${A}/projects/p-own/documents/d2/${key}`,
      }),
      note: `the generated key ${key}`,
    }),
  ),
  ...['Bijlage.pdf', 'original.exe', 'original.pdf.html', 'original'].map((key) =>
    c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
      data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), {
        storagePath: `${A}/projects/p-own/documents/d2/${key}`,
      }),
      note: `a Storage key that is not generated: ${key}`,
    }),
  ),
  ...['not-a-hash', CONTENT_HASH.toUpperCase(), CONTENT_HASH.slice(1), null].map((contentHash) =>
    c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
      data: docData(COMPANY_A, 'p-own', 'd2', uidOf('userA'), { contentHash }),
      note: `content hash ${String(contentHash).slice(0, 12)}… is not 64 lower-case hex digits`,
    }),
  ),
  c('userA', 'create', `${A}/projects/p-own/documents/d2`, 'deny', {
    data: withoutKey(docData(COMPANY_A, 'p-own', 'd2', uidOf('userA')), 'contentHash'),
    note: 'the content hash is required',
  }),
  c('userA', 'update', `${A}/projects/p-own/documents/d1`, 'allow', { data: { role: 'annex' } }),
  c('userA', 'update', `${A}/projects/p-own/documents/d1`, 'deny', {
    data: { summary: 'Vervalst' },
  }),
  c('user2A', 'update', `${A}/projects/p-own/documents/d1`, 'deny', {
    data: { role: 'annex' },
    note: 'not the project owner',
  }),
  c('userA', 'delete', `${A}/projects/p-own/documents/d1`, 'allow'),
  c('user2A', 'delete', `${A}/projects/p-own/documents/d1`, 'deny'),

  // project document chunks (issue 6): members read, only the processor writes
  c('user2A', 'list', `${A}/projects/p-own/documents/d1/chunks`, 'allow'),
  c('userA', 'get', `${A}/projects/p-own/documents/d1/chunks/ch1`, 'allow'),
  c('adminB', 'get', `${A}/projects/p-own/documents/d1/chunks/ch1`, 'deny'),
  c('adminB', 'list', `${A}/projects/p-own/documents/d1/chunks`, 'deny'),
  c('disabledA', 'get', `${A}/projects/p-own/documents/d1/chunks/ch1`, 'deny'),
  c('signedOut', 'list', `${A}/projects/p-own/documents/d1/chunks`, 'deny'),
  c('adminA', 'create', `${A}/projects/p-own/documents/d1/chunks/ch2`, 'deny', {
    data: { text: 'x', page: 1, heading: null, order: 1 },
    note: 'written by the document processor only',
  }),
  c('userA', 'update', `${A}/projects/p-own/documents/d1/chunks/ch1`, 'deny', {
    data: { text: 'Vervalst' },
  }),
  c('adminA', 'delete', `${A}/projects/p-own/documents/d1/chunks/ch1`, 'deny'),

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

  // drafts
  c('user2A', 'get', `${A}/projects/p-own/drafts/dr1`, 'allow'),
  c('userA', 'create', `${A}/projects/p-own/drafts/dr2`, 'deny', {
    data: { title: 'x' },
    note: 'drafts are generated by functions',
  }),
  c('userA', 'update', `${A}/projects/p-own/drafts/dr1`, 'allow', {
    data: {
      content: [{ id: 's1', heading: 'Plan', body: 'Tekst', criterionId: null }],
      citations: [],
      revision: 4,
      updatedAt: serverTimestamp(),
      updatedBy: uidOf('userA'),
    },
  }),
  c('managerA', 'update', `${A}/projects/p-own/drafts/dr1`, 'allow', {
    data: {
      title: 'Plan van aanpak',
      revision: 4,
      updatedAt: serverTimestamp(),
      updatedBy: uidOf('managerA'),
    },
  }),
  c('userA', 'update', `${A}/projects/p-own/drafts/dr1`, 'allow', {
    data: {
      checklist: [{ ...CHECK_ITEM, status: 'notApplicable' }],
      revision: 4,
      updatedAt: serverTimestamp(),
      updatedBy: uidOf('userA'),
    },
    note: 'an editor marks a checklist item not applicable (issue 19)',
  }),
  c('userA', 'update', `${A}/projects/p-own/drafts/dr1`, 'deny', {
    data: {
      checklist: [CHECK_ITEM, { ...CHECK_ITEM, id: 'k2' }],
      revision: 4,
      updatedAt: serverTimestamp(),
      updatedBy: uidOf('userA'),
    },
    note: "the checklist's items are the job's: a save only marks them",
  }),
  c('user2A', 'update', `${A}/projects/p-own/drafts/dr1`, 'deny', {
    data: {
      checklist: [{ ...CHECK_ITEM, status: 'notApplicable' }],
      revision: 4,
      updatedAt: serverTimestamp(),
      updatedBy: uidOf('user2A'),
    },
    note: 'only an editor of the project marks the checklist',
  }),
  c('adminB', 'update', `${A}/projects/p-own/drafts/dr1`, 'deny', {
    data: {
      checklist: [{ ...CHECK_ITEM, status: 'notApplicable' }],
      revision: 4,
      updatedAt: serverTimestamp(),
      updatedBy: uidOf('adminB'),
    },
    note: "another company's admin never marks this company's checklist",
  }),
  c('managerA', 'update', `${A}/projects/p-own/drafts/dr1`, 'deny', {
    data: {
      checklist: [],
      revision: 4,
      updatedAt: serverTimestamp(),
      updatedBy: uidOf('managerA'),
    },
    note: 'a save cannot empty the checklist (its items are the job’s)',
  }),
  c('userA', 'update', `${A}/projects/p-own/drafts/dr1`, 'deny', {
    data: { title: 'Oud', revision: 3, updatedAt: serverTimestamp(), updatedBy: uidOf('userA') },
    note: 'a save must write the next revision (conflict detection)',
  }),
  c('userA', 'update', `${A}/projects/p-own/drafts/dr1`, 'deny', {
    data: { title: 'Sprong', revision: 5, updatedAt: serverTimestamp(), updatedBy: uidOf('userA') },
    note: 'a save must write the next revision (conflict detection)',
  }),
  c('userA', 'update', `${A}/projects/p-own/drafts/dr1`, 'deny', {
    data: {
      title: 'Plan',
      revision: 4,
      updatedAt: serverTimestamp(),
      updatedBy: uidOf('managerA'),
    },
    note: 'updatedBy is the caller',
  }),
  c('userA', 'update', `${A}/projects/p-own/drafts/dr1`, 'deny', {
    data: { title: 'Plan', revision: 4, updatedBy: uidOf('userA') },
    note: 'updatedAt is stamped with the server time',
  }),
  c('userA', 'update', `${A}/projects/p-own/drafts/dr1`, 'deny', {
    data: {
      language: 'en',
      title: 'Plan',
      revision: 4,
      updatedAt: serverTimestamp(),
      updatedBy: uidOf('userA'),
    },
  }),
  c('user2A', 'update', `${A}/projects/p-own/drafts/dr1`, 'deny', {
    data: {
      title: 'Overschreven',
      revision: 4,
      updatedAt: serverTimestamp(),
      updatedBy: uidOf('user2A'),
    },
  }),
  c('userA', 'update', `${A}/projects/p-own/drafts/dr1`, 'deny', {
    data: { generatedFrom: { documentIds: [], knowledgeBaseIds: [], model: 'x' } },
  }),
  c('userA', 'update', `${A}/projects/p-own/drafts/dr-writing`, 'deny', {
    data: { title: 'Plan', revision: 1, updatedAt: serverTimestamp(), updatedBy: uidOf('userA') },
    note: 'a draft the generation job is still writing (revision 0) is not saved over',
  }),
  c('adminB', 'get', `${A}/projects/p-own/drafts/dr1`, 'deny'),
  c('userA', 'delete', `${A}/projects/p-own/drafts/dr1`, 'allow'),
  c('userA', 'delete', `${A}/projects/p-submitted/drafts/dr-sub`, 'deny', {
    note: 'the submitted draft is kept (review L5)',
  }),

  // draft versions: editors keep earlier states; nobody changes or deletes one
  c('user2A', 'list', `${A}/projects/p-own/drafts/dr1/versions`, 'allow'),
  c('adminB', 'get', `${A}/projects/p-own/drafts/dr1/versions/r1`, 'deny'),
  c('userA', 'create', `${A}/projects/p-own/drafts/dr1/versions/r3`, 'allow', {
    data: draftVersionData(uidOf('userA'), 3),
  }),
  c('managerA', 'create', `${A}/projects/p-own/drafts/dr1/versions/r3`, 'allow', {
    data: { ...draftVersionData(uidOf('managerA'), 3), reason: 'restored' },
  }),
  c('user2A', 'create', `${A}/projects/p-own/drafts/dr1/versions/r3`, 'deny', {
    data: draftVersionData(uidOf('user2A'), 3),
    note: 'only the project editors',
  }),
  c('userA', 'create', `${A}/projects/p-own/drafts/dr1/versions/r9`, 'deny', {
    data: draftVersionData(uidOf('userA'), 3),
    note: 'the id is r{revision}',
  }),
  c('userA', 'create', `${A}/projects/p-own/drafts/dr1/versions/r3`, 'deny', {
    data: { ...draftVersionData(uidOf('userA'), 3), reason: 'generated' },
    note: "generated versions are the job's",
  }),
  c('userA', 'create', `${A}/projects/p-own/drafts/dr1/versions/r3`, 'deny', {
    data: draftVersionData(uidOf('managerA'), 3),
    note: 'savedBy is the caller',
  }),
  c('userA', 'update', `${A}/projects/p-own/drafts/dr1/versions/r1`, 'deny', {
    data: { title: 'Herschreven' },
    note: 'a version is never changed',
  }),
  c('adminA', 'delete', `${A}/projects/p-own/drafts/dr1/versions/r1`, 'deny', {
    note: 'versions are pruned by the server only',
  }),
  c('userA', 'create', `${A}/projects/p-submitted/drafts/dr-sub/versions/r1`, 'deny', {
    data: draftVersionData(uidOf('userA'), 1),
    note: 'content frozen after submission (review L5)',
  }),

  // chat messages
  c('user2A', 'list', `${A}/projects/p-own/messages`, 'allow'),
  c('userA', 'create', `${A}/projects/p-own/messages/m2`, 'deny', {
    data: { text: 'hallo' },
    note: 'the chat callable writes messages',
  }),
  c('userA', 'delete', `${A}/projects/p-own/messages/m1`, 'deny'),
  c('adminB', 'get', `${A}/projects/p-own/messages/m1`, 'deny'),
  c('userA', 'get', `${A}/projects/p-own/messages/m1`, 'allow', {
    note: 'all roles chat: members of the company read the conversations',
  }),
  c('adminA', 'create', `${A}/projects/p-own/messages/m3`, 'deny', {
    data: {
      sessionId: 's1',
      role: 'assistant',
      text: 'Forged answer',
      authorId: 'assistant',
      citations: [],
      statusCode: 28,
      proposal: null,
      localModel: false,
      createdAt: T0,
    },
    note: 'not even an admin writes an assistant message: only the chat callable',
  }),
  c('userA', 'update', `${A}/projects/p-own/messages/m1`, 'deny', {
    data: { text: 'Changed afterwards' },
    note: 'a conversation is not rewritten by its author',
  }),

  // knowledge bases
  c('userA', 'list', `${A}/knowledgeBases`, 'allow'),
  c('adminB', 'get', `${A}/knowledgeBases/kb-open`, 'deny'),
  c('managerA', 'create', `${A}/knowledgeBases/kb-new`, 'allow', {
    data: kbData(uidOf('managerA')),
  }),
  c('userA', 'create', `${A}/knowledgeBases/kb-new`, 'deny', {
    data: kbData(uidOf('userA')),
    note: 'users do not create knowledge bases',
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-new`, 'deny', {
    data: kbData(uidOf('managerA'), { trainingState: 'trained' }),
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-new`, 'deny', {
    data: kbData(uidOf('managerA'), { category: 'gossip' }),
  }),
  c('managerA', 'update', `${A}/knowledgeBases/kb-open`, 'allow', {
    data: { locked: true },
    note: 'lock',
  }),
  c('managerA', 'update', `${A}/knowledgeBases/kb-locked`, 'allow', {
    data: { locked: false },
    note: 'unlock',
  }),
  c('adminA', 'update', `${A}/knowledgeBases/kb-trained`, 'deny', {
    data: { locked: false },
    note: 'training locks permanently',
  }),
  c('userA', 'update', `${A}/knowledgeBases/kb-open`, 'deny', { data: { locked: true } }),
  c('adminA', 'update', `${A}/knowledgeBases/kb-locked`, 'deny', {
    data: { trainingState: 'in_progress' },
    note: 'training starts through the callable',
  }),
  c('adminA', 'delete', `${A}/knowledgeBases/kb-open`, 'allow'),
  c('adminA', 'delete', `${A}/knowledgeBases/kb-locked`, 'deny', {
    note: 'locked cannot be deleted',
  }),
  c('managerA', 'delete', `${A}/knowledgeBases/kb-open`, 'deny', { note: 'admin only' }),
  c('adminB', 'delete', `${A}/knowledgeBases/kb-open`, 'deny'),
  c('userA', 'delete', `${A}/knowledgeBases/kb-open`, 'deny', { note: 'users never delete' }),
  c('userA', 'update', `${A}/knowledgeBases/kb-locked`, 'deny', {
    data: { locked: false },
    note: 'users do not unlock',
  }),
  c('adminA', 'update', `${A}/knowledgeBases/kb-locked`, 'deny', {
    data: { permanentlyLocked: true },
    note: 'only the training callable locks permanently',
  }),
  c('managerA', 'update', `${A}/knowledgeBases/kb-open`, 'deny', {
    data: { documentCount: 5 },
    note: 'the processed count is the processor’s',
  }),
  c('managerA', 'update', `${A}/knowledgeBases/kb-trained`, 'deny', {
    data: { trainingState: 'not_trained' },
    note: 'nobody untrains a base',
  }),
  c('adminA', 'update', `${A}/knowledgeBases/kb-locked`, 'deny', {
    data: { trainingStartedBy: uidOf('adminA') },
    note: 'who started training is recorded by the training callable',
  }),

  // knowledge-base documents
  c('userA', 'get', `${A}/knowledgeBases/kb-open/documents/kd1`, 'allow'),
  c('managerA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'allow', {
    data: kbDocData('kb-open', 'kd9', uidOf('managerA')),
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'allow', {
    data: kbDocData('kb-open', 'kd9', uidOf('managerA'), {
      contentType: 'text/plain',
      name: 'notes.txt',
      storagePath: `${A}/knowledgeBases/kb-open/documents/kd9/original.txt`,
    }),
    note: 'TXT allowed for knowledge bases',
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'deny', {
    data: kbDocData('kb-open', 'kd9', uidOf('managerA'), {
      storagePath: `${A}/knowledgeBases/kb-open/documents/kd9/Profiel bedrijf.pdf`,
    }),
    note: 'the Storage key must be generated, not the file name (issue 20)',
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'deny', {
    data: kbDocData('kb-open', 'kd9', uidOf('managerA'), { contentHash: 'abc' }),
    note: 'content hash is 64 lower-case hex digits (issue 20)',
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'deny', {
    data: withoutKey(kbDocData('kb-open', 'kd9', uidOf('managerA')), 'contentHash'),
    note: 'the content hash is required (issue 20)',
  }),
  c('managerA', 'create', `${A}/knowledgeBases/kb-locked/documents/kd9`, 'deny', {
    data: kbDocData('kb-locked', 'kd9', uidOf('managerA')),
    note: 'locked: no new documents',
  }),
  c('userA', 'create', `${A}/knowledgeBases/kb-open/documents/kd9`, 'deny', {
    data: kbDocData('kb-open', 'kd9', uidOf('userA')),
  }),
  c('managerA', 'update', `${A}/knowledgeBases/kb-open/documents/kd1`, 'deny', {
    data: { status: 'failed' },
  }),
  c('managerA', 'delete', `${A}/knowledgeBases/kb-open/documents/kd1`, 'allow'),
  c('managerA', 'delete', `${A}/knowledgeBases/kb-locked/documents/kd2`, 'deny'),
  c('adminB', 'list', `${A}/knowledgeBases/kb-open/documents`, 'deny'),

  // chunks
  c('userA', 'list', `${A}/knowledgeBases/kb-open/chunks`, 'allow'),
  c('adminA', 'create', `${A}/knowledgeBases/kb-open/chunks/c9`, 'deny', {
    data: { text: 'x' },
    note: 'functions only',
  }),
  c('adminA', 'update', `${A}/knowledgeBases/kb-open/chunks/c1`, 'deny', { data: { text: 'x' } }),
  c('adminB', 'get', `${A}/knowledgeBases/kb-open/chunks/c1`, 'deny'),

  // the fact sheet (issue 7): members read, only the training job writes
  c('userA', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'allow'),
  c('managerA', 'list', `${A}/knowledgeBases/kb-open/factSheet`, 'allow'),
  c('adminA', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'allow'),
  c('adminA', 'update', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny', {
    data: { schemes: ['ISO 9001'] },
    note: 'training job only',
  }),
  c('adminA', 'create', `${A}/knowledgeBases/kb-locked/factSheet/current`, 'deny', {
    data: { schemes: [] },
  }),
  c('managerA', 'delete', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny'),
  c('userA', 'update', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny', {
    data: { chunkCount: 2 },
  }),
  c('adminB', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny'),
  c('adminB', 'list', `${A}/knowledgeBases/kb-open/factSheet`, 'deny'),
  c('disabledA', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny'),
  c('noCompany', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny'),
  c('support', 'get', `${A}/knowledgeBases/kb-open/factSheet/current`, 'deny'),

  // tender matches
  c('userA', 'list', `${A}/tenderMatches`, 'allow'),
  c('userA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { viewedBy: [uidOf('userA')] },
    note: 'marked viewed through a callable',
  }),
  c('adminA', 'create', `${A}/tenderMatches/ted-2`, 'deny', { data: { score: 100 } }),
  c('adminB', 'get', `${A}/tenderMatches/ted-1`, 'deny'),
  // Votes (thumbs up/down) and the bid/no-bid indication change only through rateTenderMatch and
  // the match store (issue 9 B): no role writes them on the match, no other company reads them.
  c('userA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { vote: 'up', votedBy: uidOf('userA') },
    note: 'voted through rateTenderMatch',
  }),
  c('managerA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { vote: null, votedBy: null },
    note: 'withdrawn through rateTenderMatch',
  }),
  c('adminA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { bid: { indication: 'bid', reasons: [] }, score: 100 },
    note: 'scored by the match store only',
  }),
  c('managerA', 'get', `${A}/tenderMatches/ted-1`, 'allow'),
  c('adminA', 'list', `${A}/tenderMatches`, 'allow'),
  c('disabledA', 'list', `${A}/tenderMatches`, 'deny'),
  c('adminB', 'list', `${A}/tenderMatches`, 'deny'),
  c('adminB', 'update', `${A}/tenderMatches/ted-1`, 'deny', { data: { vote: 'down' } }),
  c('support', 'list', `${A}/tenderMatches`, 'deny'),
  // Viewed marks are per user and change only through markTenderViewed/resetViewedTenders
  // (issue 9 C): no role clears them, or another member's, by writing the match.
  c('userA', 'get', `${A}/tenderMatches/ted-1`, 'allow'),
  c('managerA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { viewedBy: [] },
    note: 'reset viewed through a callable',
  }),
  c('adminA', 'update', `${A}/tenderMatches/ted-1`, 'deny', {
    data: { viewedBy: [uidOf('adminA')] },
    note: 'marked viewed through a callable',
  }),
  c('adminA', 'delete', `${A}/tenderMatches/ted-1`, 'deny'),
  c('signedOut', 'list', `${A}/tenderMatches`, 'deny'),
  // A project from a tender (buyer, CPV codes) is made by createProjectFromTender only.
  c('userA', 'create', `${A}/projects/p-new`, 'deny', {
    data: newProjectData(uidOf('userA'), { buyer: 'Gemeente Utrecht', cpvCodes: ['45233140'] }),
    note: 'tender fields are the callable’s',
  }),

  // model usage (issue 7): functions write with increments; company admins read
  c('adminA', 'get', `${A}/usage/2026-03-01`, 'allow'),
  c('adminA', 'list', `${A}/usage`, 'allow'),
  c('managerA', 'get', `${A}/usage/2026-03-01`, 'deny', { note: 'admins only' }),
  c('userA', 'list', `${A}/usage`, 'deny'),
  c('demotedA', 'get', `${A}/usage/2026-03-01`, 'deny', { note: 'users/{uid} says user' }),
  c('adminB', 'get', `${A}/usage/2026-03-01`, 'deny'),
  c('support', 'get', `${A}/usage/2026-03-01`, 'deny'),
  c('adminA', 'update', `${A}/usage/2026-03-01`, 'deny', {
    data: { costUsd: 0 },
    note: 'resetting the budget is not a client write',
  }),
  c('adminA', 'create', `${A}/usage/2026-03-02`, 'deny', { data: { day: '2026-03-02' } }),
  c('adminA', 'delete', `${A}/usage/2026-03-01`, 'deny'),

  // tender digest ledger and cursors: no client access, not even the recipient or an admin
  c('userA', 'get', `${A}/digestLedger/daily-2026-03-01_${uidOf('userA')}`, 'deny', {
    note: 'own digest entry: functions only',
  }),
  c('adminA', 'list', `${A}/digestLedger`, 'deny'),
  c('managerA', 'create', `${A}/digestLedger/daily-2026-03-02_${uidOf('userA')}`, 'deny', {
    data: { uid: uidOf('userA'), periodKey: 'daily-2026-03-02', state: 'sent' },
    note: 'a client must not mark a digest sent',
  }),
  c('adminA', 'update', `${A}/digestLedger/daily-2026-03-01_${uidOf('userA')}`, 'deny', {
    data: { state: 'failed' },
    note: 'a client must not make a digest be resent',
  }),
  c('adminA', 'delete', `${A}/digestLedger/daily-2026-03-01_${uidOf('userA')}`, 'deny'),
  c('adminB', 'get', `${A}/digestLedger/daily-2026-03-01_${uidOf('userA')}`, 'deny'),
  c('userA', 'get', `${A}/digestCursors/${uidOf('userA')}`, 'deny'),
  c('adminA', 'update', `${A}/digestCursors/${uidOf('userA')}`, 'deny', {
    data: { lastSentWindowEnd: T0 },
  }),
  c('signedOut', 'list', `${A}/digestCursors`, 'deny'),

  // visuals
  c('user2A', 'get', `${A}/visuals/v-own`, 'allow'),
  c('userA', 'create', `${A}/visuals/v-new`, 'allow', { data: visualData(uidOf('userA')) }),
  c('userA', 'create', `${A}/visuals/v-new`, 'deny', {
    data: visualData(uidOf('userA'), { status: 'ready' }),
  }),
  c('userA', 'create', `${A}/visuals/v-new`, 'deny', {
    data: visualData(uidOf('userA'), { language: 'fr' }),
    note: "a visual's language is en or nl: its labels are drawn in it",
  }),
  c('adminB', 'create', `${A}/visuals/v-new`, 'deny', {
    data: visualData(uidOf('adminB')),
    note: "another company's admin",
  }),
  c('managerA', 'update', `${A}/visuals/v-own`, 'deny', {
    data: { status: 'failed', error: 'ai.errors.refused' },
    note: 'rendering state is written by functions only',
  }),
  c('userA', 'update', `${A}/visuals/v-own`, 'allow', { data: { description: 'Fasering' } }),
  c('userA', 'update', `${A}/visuals/v-other`, 'deny', { data: { description: 'x' } }),
  c('userA', 'update', `${A}/visuals/v-own`, 'deny', { data: { storagePath: 'elsewhere' } }),
  c('managerA', 'delete', `${A}/visuals/v-other`, 'allow'),
  c('userA', 'delete', `${A}/visuals/v-other`, 'deny'),
  c('adminB', 'list', `${A}/visuals`, 'deny'),

  // customers
  c('userA', 'list', `${A}/customers`, 'allow'),
  c('managerA', 'create', `${A}/customers/cu2`, 'allow', { data: customerData(uidOf('managerA')) }),
  c('userA', 'create', `${A}/customers/cu2`, 'deny', { data: customerData(uidOf('userA')) }),
  c('adminA', 'update', `${A}/customers/cu1`, 'allow', { data: { notes: 'Vaste opdrachtgever' } }),
  c('adminA', 'update', `${A}/customers/cu1`, 'deny', { data: { createdBy: uidOf('adminA') } }),
  c('managerA', 'delete', `${A}/customers/cu1`, 'allow'),
  c('adminB', 'get', `${A}/customers/cu1`, 'deny'),
  c('adminA', 'get', `${B}/customers/cu-b`, 'deny'),
  c('adminA', 'create', `${A}/customers/cu2`, 'allow', { data: customerData(uidOf('adminA')) }),
  c('user2A', 'update', `${A}/customers/cu1`, 'deny', { data: { notes: 'x' } }),
  c('userA', 'delete', `${A}/customers/cu1`, 'deny'),
  c('managerA', 'update', `${A}/customers/cu1`, 'allow', {
    data: { name: 'Gemeente Utrecht (VTH)', nameKey: 'gemeente utrecht vth', type: 'other' },
  }),
  c('managerA', 'update', `${A}/customers/cu1`, 'deny', {
    data: { type: 'company' },
    note: 'type outside the list',
  }),
  c('managerA', 'update', `${A}/customers/cu1`, 'deny', {
    data: { registrationNumber: '1'.repeat(41) },
    note: 'registration number over 40 characters',
  }),
  c('managerA', 'update', `${A}/customers/cu1`, 'deny', { data: { name: ' ' } }),
  c('managerA', 'create', `${A}/customers/cu3`, 'deny', {
    data: customerData(uidOf('managerA'), { place: 'x'.repeat(121) }),
  }),
  c('managerA', 'create', `${A}/customers/cu3`, 'deny', {
    data: customerData(uidOf('managerA'), { type: null }),
  }),
  c('managerA', 'create', `${A}/customers/cu3`, 'deny', {
    data: withoutKey(customerData(uidOf('managerA')), 'nameKey'),
    note: 'a customer without its name key',
  }),
  c('adminB', 'create', `${A}/customers/cu3`, 'deny', { data: customerData(uidOf('adminB')) }),
  c('demotedA', 'update', `${A}/customers/cu1`, 'deny', {
    data: { notes: 'x' },
    note: 'demoted to user: the token still says admin',
  }),
  c('adminA', 'create', `${B}/customers/cu3`, 'deny', { data: customerData(uidOf('adminA')) }),
  c('disabledA', 'list', `${A}/customers`, 'deny'),
  c('adminB', 'delete', `${A}/customers/cu1`, 'deny'),
  c('adminB', 'list', `${B}/customers`, 'allow'),

  // tenders
  c('userA', 'get', 'tenders/ted-1', 'allow'),
  c('adminB', 'list', 'tenders', 'allow', { note: 'tenders are public to every member' }),
  c('noCompany', 'get', 'tenders/ted-1', 'deny'),
  c('disabledA', 'list', 'tenders', 'deny'),
  c('signedOut', 'get', 'tenders/ted-1', 'deny'),
  c('adminA', 'create', 'tenders/ted-9', 'deny', { data: { title: 'x' } }),
  c('adminA', 'update', 'tenders/ted-1', 'deny', { data: { title: 'x' } }),

  // ingestion cursors: no client access, not even an admin or support
  c('adminA', 'get', 'ingestion/ted', 'deny', { note: 'functions only' }),
  c('userA', 'list', 'ingestion', 'deny'),
  c('support', 'get', 'ingestion/ted', 'deny'),
  c('adminB', 'update', 'ingestion/ted', 'deny', {
    data: { pageCursor: null },
    note: 'a client must not move the cursor',
  }),
  c('managerA', 'create', 'ingestion/tenderned', 'deny', {
    data: { source: 'tenderned', since: T0 },
  }),
  c('adminA', 'delete', 'ingestion/ted', 'deny'),
  // A user's rate-limit record (issue 20: match votes): functions only, not even its user.
  c('userA', 'get', `users/${uidOf('userA')}/rateLimits/rateTenderMatch`, 'deny'),
  c('userA', 'list', `users/${uidOf('userA')}/rateLimits`, 'deny'),
  c('userA', 'create', `users/${uidOf('userA')}/rateLimits/rateTenderMatch`, 'deny', {
    data: { hits: [] },
    note: 'a user would empty their own limit',
  }),
  c('userA', 'update', `users/${uidOf('userA')}/rateLimits/rateTenderMatch`, 'deny', {
    data: { hits: [] },
  }),
  c('userA', 'delete', `users/${uidOf('userA')}/rateLimits/rateTenderMatch`, 'deny'),
  c('adminA', 'get', `users/${uidOf('userA')}/rateLimits/rateTenderMatch`, 'deny'),
  c('noCompany', 'get', 'ingestion/ted', 'deny'),
  c('signedOut', 'list', 'ingestion', 'deny'),

  // tickets
  c('userA', 'get', 'tickets/tk-own', 'allow'),
  c('userA', 'get', 'tickets/tk-colleague', 'deny', { note: "a colleague's ticket" }),
  c('adminA', 'get', 'tickets/tk-colleague', 'deny', {
    note: 'tickets are private to their creator',
  }),
  c('support', 'get', 'tickets/tk-b', 'allow'),
  c('userA', 'list', 'tickets', 'allow', {
    where: [
      ['companyId', '==', COMPANY_A],
      ['createdBy', '==', uidOf('userA')],
    ],
  }),
  c('userA', 'list', 'tickets', 'deny', { note: 'unfiltered list' }),
  c('userA', 'list', 'tickets', 'deny', {
    where: [['createdBy', '==', uidOf('userA')]],
    note: 'issue 20: a list names the own company, as a get checks it',
  }),
  c('userA', 'list', 'tickets', 'deny', {
    where: [['companyId', '==', COMPANY_A]],
    note: "the company's tickets are not the caller's",
  }),
  c('adminB', 'list', 'tickets', 'deny', { where: [['createdBy', '==', uidOf('userA')]] }),
  c('adminB', 'list', 'tickets', 'deny', {
    where: [
      ['companyId', '==', COMPANY_A],
      ['createdBy', '==', uidOf('userA')],
    ],
  }),
  // Issue 20: moved to company B, the old company's tickets are out of reach, listed or got.
  c('transferredB', 'list', 'tickets', 'deny', {
    where: [['createdBy', '==', uidOf('transferredB')]],
    note: 'issue 20: without the company the list reached company A',
  }),
  c('transferredB', 'list', 'tickets', 'deny', {
    where: [
      ['companyId', '==', COMPANY_A],
      ['createdBy', '==', uidOf('transferredB')],
    ],
    note: 'the old company',
  }),
  c('transferredB', 'list', 'tickets', 'allow', {
    where: [
      ['companyId', '==', COMPANY_B],
      ['createdBy', '==', uidOf('transferredB')],
    ],
    note: 'their tickets of the company they are in now',
  }),
  c('transferredB', 'get', 'tickets/tk-transferred', 'deny', { note: 'the old company' }),
  c('support', 'list', 'tickets', 'allow'),
  c('userA', 'create', 'tickets/tk-new', 'allow', { data: ticketData(uidOf('userA'), COMPANY_A) }),
  c('userA', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('userA'), COMPANY_B),
    note: 'companyId must be the claim',
  }),
  c('userA', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('user2A'), COMPANY_A),
    note: 'createdBy must be the caller',
  }),
  c('userA', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('userA'), COMPANY_A, { priority: 'urgent' }),
  }),
  c('noCompany', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('noCompany'), COMPANY_A),
  }),
  c('userA', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('userA'), COMPANY_A, { createdByName: 'Support Team' }),
    note: 'createdByName is the users document name (review L9)',
  }),
  c('support', 'get', 'tickets/tk-missing', 'deny', {
    note: 'no such ticket (review L16)',
  }),
  c('userA', 'update', 'tickets/tk-own', 'allow', {
    data: { status: 'closed' },
    note: 'close from the detail',
  }),
  c('userA', 'update', 'tickets/tk-own-closed', 'allow', {
    data: { status: 'open' },
    note: 'reopen',
  }),
  c('userA', 'update', 'tickets/tk-own', 'deny', {
    data: { status: 'inProgress' },
    note: 'support works tickets',
  }),
  c('userA', 'update', 'tickets/tk-own', 'deny', { data: { subject: 'Anders' } }),
  c('user2A', 'update', 'tickets/tk-own', 'deny', { data: { status: 'closed' } }),
  c('support', 'update', 'tickets/tk-b', 'allow', { data: { status: 'inProgress' } }),
  c('support', 'update', 'tickets/tk-own-closed', 'deny', {
    data: { status: 'pending' },
    note: 'no such transition',
  }),
  c('userA', 'delete', 'tickets/tk-own', 'deny'),
  // What the Help page writes, and the fields only functions keep (services/tickets).
  c('support', 'update', 'tickets/tk-b', 'allow', {
    data: { status: 'closed', updatedAt: serverTimestamp() },
    note: 'support closes, stamping the activity time',
  }),
  c('userA', 'update', 'tickets/tk-own', 'deny', {
    data: { status: 'closed', responseCount: 5 },
    note: 'responseCount is counted by functions',
  }),
  c('userA', 'update', 'tickets/tk-own', 'deny', {
    data: { status: 'closed', updatedAt: Timestamp.fromMillis(Date.UTC(2020, 0, 1)) },
    note: 'updatedAt only as the server time',
  }),
  c('userA', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData(uidOf('userA'), COMPANY_A, { companyName: 'Support Team B.V.' }),
    note: 'companyName is stamped by functions',
  }),
  c('support', 'create', 'tickets/tk-new', 'deny', {
    data: ticketData('u-support', COMPANY_A),
    note: 'support staff open no tickets (no company)',
  }),

  // ticket responses
  c('userA', 'list', 'tickets/tk-own/responses', 'allow'),
  c('user2A', 'list', 'tickets/tk-own/responses', 'deny'),
  c('support', 'get', 'tickets/tk-own/responses/r1', 'allow'),
  c('userA', 'create', 'tickets/tk-own/responses/r2', 'allow', {
    data: responseData(uidOf('userA'), false),
  }),
  c('userA', 'create', 'tickets/tk-own/responses/r2', 'deny', {
    data: responseData(uidOf('userA'), true),
    note: 'cannot pose as support',
  }),
  c('userA', 'create', 'tickets/tk-own-closed/responses/r2', 'deny', {
    data: responseData(uidOf('userA'), false),
    note: 'closed tickets take no replies',
  }),
  c('support', 'create', 'tickets/tk-b/responses/r2', 'allow', {
    data: responseData('u-support', true),
  }),
  c('adminB', 'create', 'tickets/tk-own/responses/r2', 'deny', {
    data: responseData(uidOf('adminB'), false),
  }),
  c('userA', 'create', 'tickets/tk-own/responses/r2', 'deny', {
    data: responseData(uidOf('userA'), false, { authorName: 'Support Team' }),
    note: 'authorName is the users document name (review L9)',
  }),
  c('userA', 'update', 'tickets/tk-own/responses/r1', 'deny', { data: { text: 'x' } }),
  c('userA', 'create', 'tickets/tk-own/responses/r2', 'deny', {
    data: responseData(uidOf('userA'), false, { countedAt: serverTimestamp() }),
    note: 'countedAt is the functions’ ledger',
  }),
  c('support', 'update', 'tickets/tk-own/responses/r1', 'deny', {
    data: { mailedAt: serverTimestamp() },
    note: 'mailedAt is the functions’ ledger',
  }),
  c('user2A', 'create', 'tickets/tk-own/responses/r2', 'deny', {
    data: responseData(uidOf('user2A'), false),
    note: "a colleague cannot reply to someone else's ticket",
  }),

  // users
  c('userA', 'get', `users/${uidOf('userA')}`, 'allow'),
  c('userA', 'get', `users/${uidOf('adminA')}`, 'allow', {
    note: 'colleagues are visible (owners, recipients)',
  }),
  c('adminB', 'get', `users/${uidOf('userA')}`, 'deny'),
  c('noCompany', 'get', `users/${uidOf('noCompany')}`, 'allow', {
    note: 'own profile before joining a company',
  }),
  c('noCompany', 'get', `users/${uidOf('userA')}`, 'deny'),
  c('disabledA', 'get', `users/${uidOf('disabledA')}`, 'deny'),
  c('userA', 'list', 'users', 'allow', { where: [['companyId', '==', COMPANY_A]] }),
  c('userA', 'list', 'users', 'deny', { note: 'unfiltered list' }),
  c('adminB', 'list', 'users', 'deny', { where: [['companyId', '==', COMPANY_A]] }),
  c('userA', 'update', `users/${uidOf('userA')}`, 'allow', {
    data: { preferredLanguage: 'nl', name: 'Sanne J.' },
  }),
  c('userA', 'update', `users/${uidOf('userA')}`, 'deny', {
    data: { role: 'admin' },
    note: 'no self-promotion',
  }),
  c('userA', 'update', `users/${uidOf('userA')}`, 'deny', { data: { companyId: COMPANY_B } }),
  c('adminA', 'update', `users/${uidOf('userA')}`, 'allow', {
    data: { name: 'Sanne Jansen-de Boer' },
  }),
  c('adminA', 'update', `users/${uidOf('userA')}`, 'deny', {
    data: { status: 'disabled' },
    note: 'through the setStatus callable',
  }),
  c('managerA', 'update', `users/${uidOf('userA')}`, 'deny', { data: { name: 'x' } }),
  c('adminA', 'create', 'users/u-new', 'deny', {
    data: { name: 'x' },
    note: 'through the createUser callable',
  }),
  c('adminA', 'delete', `users/${uidOf('userA')}`, 'deny'),

  // Review H1: the users document, not the (up to an hour old) token, decides role and company.
  c('demotedA', 'update', `users/${uidOf('user2A')}`, 'deny', {
    data: { name: 'Hernoemd' },
    note: 'demoted admin, token still says admin',
  }),
  c('demotedA', 'delete', `${A}/knowledgeBases/kb-open`, 'deny', {
    note: 'demoted admin, token still says admin',
  }),
  c('demotedA', 'update', A, 'deny', {
    data: { writingStyle: 'Overgenomen' },
    note: 'demoted admin, token still says admin',
  }),
  c('demotedA', 'get', `users/${uidOf('demotedA')}`, 'allow', {
    note: 'own profile stays readable, so the client sees claimsUpdatedAt and refreshes',
  }),
  c('movedA', 'get', `${A}/projects/p-own`, 'deny', { note: 'moved to company B' }),
  c('movedA', 'list', `${A}/projects`, 'deny', { note: 'moved to company B' }),
  c('deletedA', 'get', `${A}/projects/p-own`, 'deny', { note: 'users document deleted' }),

  // notifications
  c('userA', 'list', `users/${uidOf('userA')}/notifications`, 'allow'),
  c('adminA', 'list', `users/${uidOf('userA')}/notifications`, 'deny', {
    note: 'private, even for admins',
  }),
  c('userA', 'update', `users/${uidOf('userA')}/notifications/n1`, 'allow', {
    data: { read: true },
  }),
  c('userA', 'update', `users/${uidOf('userA')}/notifications/n1`, 'deny', {
    data: { kind: 'ticketResponse' },
  }),
  c('userA', 'create', `users/${uidOf('userA')}/notifications/n2`, 'deny', {
    data: { read: false },
  }),
  c('userA', 'delete', `users/${uidOf('userA')}/notifications/n1`, 'allow'),
  c('disabledA', 'list', `users/${uidOf('disabledA')}/notifications`, 'deny'),
  c('user2A', 'update', `users/${uidOf('userA')}/notifications/n1`, 'deny', {
    data: { read: true },
    note: 'another member’s notification',
  }),
  c('adminA', 'update', `users/${uidOf('userA')}/notifications/n1`, 'deny', {
    data: { read: true },
    note: 'private, even for admins',
  }),
  c('adminB', 'list', `users/${uidOf('userA')}/notifications`, 'deny', {
    note: 'another company’s user',
  }),
  c('userA', 'update', `users/${uidOf('userA')}/notifications/n1`, 'deny', {
    data: { read: 'yes' },
    note: 'read is a boolean',
  }),
];

/** One write of a batch: create = set, update = update with top-level fields, delete. */
export interface FirestoreWrite {
  readonly op: 'create' | 'update' | 'delete';
  readonly path: string;
  readonly data?: Record<string, unknown>;
}

/**
 * Batches (review M5). Runner contract: the writes are committed in one batch, which is allowed
 * or refused as a whole. The rules judge each written document once, on the result of all the
 * batch's writes to it (resource = before the batch, request.resource = after it), and get() sees
 * every other document as it was BEFORE the batch. The demo must do the same.
 */
export interface FirestoreBatchCase {
  readonly actor: ActorName;
  readonly writes: readonly FirestoreWrite[];
  readonly expect: Expect;
  readonly note: string;
}

export const FIRESTORE_BATCH_CASES: readonly FirestoreBatchCase[] = [
  {
    actor: 'userA',
    writes: [
      { op: 'create', path: `${A}/projects/p-batch`, data: newProjectData(uidOf('userA')) },
      {
        op: 'create',
        path: `${A}/projects/p-batch/documents/d-batch`,
        data: docData(COMPANY_A, 'p-batch', 'd-batch', uidOf('userA')),
      },
    ],
    expect: 'deny',
    note: 'a new project and its first document: the project does not exist before the batch',
  },
  {
    actor: 'managerA',
    writes: [
      { op: 'update', path: `${A}/knowledgeBases/kb-open`, data: { locked: true } },
      {
        op: 'create',
        path: `${A}/knowledgeBases/kb-open/documents/kd-batch`,
        data: kbDocData('kb-open', 'kd-batch', uidOf('managerA')),
      },
    ],
    expect: 'allow',
    note: 'lock a base and add a document: the base is unlocked before the batch',
  },
  {
    actor: 'managerA',
    writes: [
      { op: 'update', path: `${A}/knowledgeBases/kb-locked`, data: { locked: false } },
      {
        op: 'create',
        path: `${A}/knowledgeBases/kb-locked/documents/kd-batch`,
        data: kbDocData('kb-locked', 'kd-batch', uidOf('managerA')),
      },
    ],
    expect: 'deny',
    note: 'unlock a base and add a document: the base is locked before the batch',
  },
  {
    actor: 'userA',
    writes: [
      { op: 'create', path: `${A}/projects/p-batch`, data: newProjectData(uidOf('userA')) },
      { op: 'update', path: `${A}/projects/p-batch`, data: { name: 'Nieuwe brug, fase 2' } },
    ],
    expect: 'allow',
    note: 'create a project and rename it: one document is judged once, on the result (a create)',
  },
  {
    actor: 'userA',
    writes: [
      { op: 'update', path: `users/${uidOf('userA')}/notifications/n1`, data: { read: true } },
      { op: 'update', path: `users/${uidOf('userA')}/notifications/n3`, data: { read: true } },
    ],
    expect: 'allow',
    note: 'Mark all read: one batch over the own unread notifications',
  },
  {
    actor: 'userA',
    writes: [
      { op: 'update', path: `users/${uidOf('userA')}/notifications/n1`, data: { read: true } },
      { op: 'update', path: `users/${uidOf('user2A')}/notifications/n1`, data: { read: true } },
    ],
    expect: 'deny',
    note: 'Mark all read cannot reach another member’s notifications',
  },
];

export interface StorageCase {
  readonly actor: ActorName;
  readonly op: 'read' | 'write' | 'delete';
  readonly path: string;
  readonly contentType?: string;
  readonly size?: number;
  /** The object is there before the request, so a write would overwrite it (review M1). */
  readonly existing?: boolean;
  readonly expect: Expect;
  readonly note?: string;
}

const DOCX = DOCX_TYPE;

export const STORAGE_CASES: readonly StorageCase[] = [
  {
    actor: 'user2A',
    op: 'read',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'allow',
  },
  {
    actor: 'adminB',
    op: 'read',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'deny',
  },
  {
    actor: 'signedOut',
    op: 'read',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'deny',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-docx/a.docx`,
    contentType: DOCX,
    size: 5000,
    expect: 'allow',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-doc/a.doc`,
    contentType: 'application/msword',
    size: 5000,
    expect: 'allow',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-txt/a.txt`,
    contentType: 'text/plain',
    size: 10,
    expect: 'deny',
    note: 'TXT not for projects',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 26 * 1024 * 1024,
    expect: 'deny',
  },
  {
    actor: 'disabledA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
  },
  {
    actor: 'adminB',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'allow',
    note: 'the file of its own pending record',
  },
  {
    actor: 'user2A',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
    note: "another member's record (review M1)",
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    existing: true,
    expect: 'deny',
    note: 'no overwrite, not even by the uploader (review M1)',
  },
  {
    actor: 'adminA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    contentType: 'application/pdf',
    size: 1000,
    existing: true,
    expect: 'deny',
    note: 'a processed main tender document is never replaced (review M1)',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-none/x.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
    note: 'no document record (review M1)',
  },
  {
    actor: 'adminA',
    op: 'write',
    path: `${A}/projects/p-own/documents/d-pdf/a.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
    note: 'an admin may not upload into a record someone else started (review M1)',
  },
  {
    actor: 'demotedA',
    op: 'read',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'deny',
    note: 'claims disagree with users/{uid} (review H1)',
  },
  {
    actor: 'userA',
    op: 'delete',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'allow',
  },
  {
    actor: 'user2A',
    op: 'delete',
    path: `${A}/projects/p-own/documents/d1/Bestek.pdf`,
    expect: 'deny',
  },
  {
    actor: 'userA',
    op: 'delete',
    path: `${A}/projects/p-submitted/documents/ds/S.pdf`,
    expect: 'deny',
    note: 'files of a submitted project are frozen (review L5)',
  },
  {
    actor: 'managerA',
    op: 'write',
    path: `${A}/knowledgeBases/kb-open/documents/kd-up/n.txt`,
    contentType: 'text/plain; charset=utf-8',
    size: 10,
    expect: 'allow',
  },
  {
    actor: 'managerA',
    op: 'write',
    path: `${A}/knowledgeBases/kb-locked/documents/kd9/n.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
  },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/knowledgeBases/kb-open/documents/kd9/n.pdf`,
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
  },
  {
    actor: 'managerA',
    op: 'write',
    path: `${A}/knowledgeBases/kb-open/documents/kd9/x.png`,
    contentType: 'image/png',
    size: 10,
    expect: 'deny',
  },
  {
    actor: 'userA',
    op: 'read',
    path: `${A}/knowledgeBases/kb-open/documents/kd1/Profiel.pdf`,
    expect: 'allow',
  },
  { actor: 'user2A', op: 'read', path: `${A}/visuals/v-own/v.svg`, expect: 'allow' },
  {
    actor: 'userA',
    op: 'write',
    path: `${A}/visuals/v-own/v.svg`,
    contentType: 'image/svg+xml',
    size: 10,
    expect: 'deny',
    note: 'rendered by functions',
  },
  { actor: 'adminB', op: 'read', path: `${A}/visuals/v-own/v.svg`, expect: 'deny' },
  {
    actor: 'user2A',
    op: 'read',
    path: `${A}/projects/p-own/extracted/d1.json`,
    expect: 'allow',
    note: "a document's text by page, for the viewer (issue 6)",
  },
  { actor: 'adminB', op: 'read', path: `${A}/projects/p-own/extracted/d1.json`, expect: 'deny' },
  {
    actor: 'adminA',
    op: 'write',
    path: `${A}/projects/p-own/extracted/d1.json`,
    contentType: 'application/json',
    size: 10,
    expect: 'deny',
    note: 'written by the document processor only',
  },
  { actor: 'adminA', op: 'delete', path: `${A}/projects/p-own/extracted/d1.json`, expect: 'deny' },
  { actor: 'signedOut', op: 'read', path: `${A}/projects/p-own/extracted/d1.json`, expect: 'deny' },
  { actor: 'disabledA', op: 'read', path: `${A}/projects/p-own/extracted/d1.json`, expect: 'deny' },
  {
    actor: 'adminA',
    op: 'write',
    path: 'elsewhere/file.pdf',
    contentType: 'application/pdf',
    size: 10,
    expect: 'deny',
  },
];

export interface RealtimeCase {
  readonly actor: ActorName;
  readonly op: 'read' | 'write';
  readonly path: string;
  readonly expect: Expect;
}

/**
 * Realtime Database rules cannot read Firestore, so functions keep an allow-list of the active
 * members of each company at /members/{cid}/{uid} (rtdbPaths.member; review M2): written when a
 * users document makes someone an active member, removed on disable, delete or company change.
 * Here: every active member of the fixtures, the moved user under their new company, and nobody
 * for the disabled and the deleted user.
 */
export const REALTIME_FIXTURES: Readonly<Record<string, unknown>> = {
  [`members/${COMPANY_A}/${ACTORS.adminA.uid}`]: true,
  [`members/${COMPANY_A}/${ACTORS.managerA.uid}`]: true,
  [`members/${COMPANY_A}/${ACTORS.userA.uid}`]: true,
  [`members/${COMPANY_A}/${ACTORS.user2A.uid}`]: true,
  [`members/${COMPANY_A}/${ACTORS.demotedA.uid}`]: true,
  [`members/${COMPANY_B}/${ACTORS.adminB.uid}`]: true,
  [`members/${COMPANY_B}/${ACTORS.movedA.uid}`]: true,
};

export const REALTIME_CASES: readonly RealtimeCase[] = [
  { actor: 'userA', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'allow' },
  {
    actor: 'userA',
    op: 'read',
    path: `progress/${COMPANY_A}/knowledgeBases/kb-open`,
    expect: 'allow',
  },
  { actor: 'user2A', op: 'read', path: `chat/${COMPANY_A}/p-own/s1`, expect: 'allow' },
  { actor: 'adminB', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'adminB', op: 'read', path: `chat/${COMPANY_A}/p-own/s1`, expect: 'deny' },
  { actor: 'disabledA', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'noCompany', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'signedOut', op: 'read', path: `chat/${COMPANY_A}/p-own/s1`, expect: 'deny' },
  { actor: 'adminA', op: 'write', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'userA', op: 'write', path: `chat/${COMPANY_A}/p-own/s1`, expect: 'deny' },
  { actor: 'adminA', op: 'read', path: 'progress', expect: 'deny' },
  // Issue 6: a project document's processing progress.
  {
    actor: 'user2A',
    op: 'read',
    path: `progress/${COMPANY_A}/p-own/documents/d1`,
    expect: 'allow',
  },
  { actor: 'adminB', op: 'read', path: `progress/${COMPANY_A}/p-own/documents/d1`, expect: 'deny' },
  { actor: 'userA', op: 'write', path: `progress/${COMPANY_A}/p-own/documents/d1`, expect: 'deny' },
  {
    actor: 'signedOut',
    op: 'read',
    path: `progress/${COMPANY_A}/p-own/documents/d1`,
    expect: 'deny',
  },
  // Review M2: the allow-list, not the token, decides.
  { actor: 'deletedA', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'deletedA', op: 'read', path: `chat/${COMPANY_A}/p-own/s1`, expect: 'deny' },
  { actor: 'movedA', op: 'read', path: `progress/${COMPANY_A}/p-own/draft`, expect: 'deny' },
  { actor: 'userA', op: 'read', path: `members/${COMPANY_A}`, expect: 'deny' },
];
