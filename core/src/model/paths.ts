/**
 * Where every entity lives (ARCHITECTURE §5): typed Firestore refs, Realtime Database paths and
 * Storage paths. Ids are checked so that user input can never address another path.
 */
import { type CollectionRef, type DocRef, collectionRef, docRef } from '../ports/refs';
import type { Company } from './company';
import type { Customer } from './customer';
import type { DigestCursor, DigestLedgerEntry } from './digest';
import type { ChatMessage } from './chat';
import type { Draft, DraftVersion } from './draft';
import type { Chunk, KbDocument, KnowledgeBase } from './knowledgeBase';
import type { CompanyFactSheet } from './factSheet';
import type { Notification } from './notification';
import type { Project } from './project';
import type { DocumentChunk, ProjectDocument } from './projectDocument';
import { isDocumentId } from './valueChecks';
import { FILE_KINDS, type FileKind } from './uploads';
import type { IngestionCursor } from './ingestion';
import type { Tender, TenderMatch, TenderSourceId } from './tender';
import type { Ticket, TicketResponse } from './ticket';
import type { User } from './user';
import type { UsageDay } from './usage';
import type { Visual } from './visual';
import type { Website } from './website';

function id(value: string): string {
  if (!isDocumentId(value)) throw new TypeError(`Invalid id '${value}'`);
  return value;
}

/** Actions limited per user (services/rateLimits): the id of users/{uid}/rateLimits/{action}. */
export type RateLimitAction = 'rateTenderMatch';
/** users/{uid}/rateLimits/{action}: the times (ms) of the user's calls within the window. */
export type RateLimitRecord = { readonly hits: readonly number[] };

const company = (cid: string) => `companies/${id(cid)}`;
const project = (cid: string, pid: string) => `${company(cid)}/projects/${id(pid)}`;
const kb = (cid: string, kbId: string) => `${company(cid)}/knowledgeBases/${id(kbId)}`;
const ticket = (tid: string) => `tickets/${id(tid)}`;
const user = (uid: string) => `users/${id(uid)}`;

export const refs = {
  companies: (): CollectionRef<Company> => collectionRef('companies'),
  company: (cid: string): DocRef<Company> => docRef(company(cid)),

  projects: (cid: string): CollectionRef<Project> => collectionRef(`${company(cid)}/projects`),
  project: (cid: string, pid: string): DocRef<Project> => docRef(project(cid, pid)),
  projectDocuments: (cid: string, pid: string): CollectionRef<ProjectDocument> =>
    collectionRef(`${project(cid, pid)}/documents`),
  projectDocument: (cid: string, pid: string, did: string): DocRef<ProjectDocument> =>
    docRef(`${project(cid, pid)}/documents/${id(did)}`),
  /** Search chunks of a project document, written only by the document processor. */
  projectDocumentChunks: (cid: string, pid: string, did: string): CollectionRef<DocumentChunk> =>
    collectionRef(`${project(cid, pid)}/documents/${id(did)}/chunks`),
  projectDocumentChunk: (
    cid: string,
    pid: string,
    did: string,
    chunkId: string,
  ): DocRef<DocumentChunk> =>
    docRef(`${project(cid, pid)}/documents/${id(did)}/chunks/${id(chunkId)}`),
  websites: (cid: string, pid: string): CollectionRef<Website> =>
    collectionRef(`${project(cid, pid)}/websites`),
  website: (cid: string, pid: string, wid: string): DocRef<Website> =>
    docRef(`${project(cid, pid)}/websites/${id(wid)}`),
  drafts: (cid: string, pid: string): CollectionRef<Draft> =>
    collectionRef(`${project(cid, pid)}/drafts`),
  draft: (cid: string, pid: string, draftId: string): DocRef<Draft> =>
    docRef(`${project(cid, pid)}/drafts/${id(draftId)}`),
  /** Earlier states of a draft; the id is `r{revision}` (draftVersionId), created once, never changed. */
  draftVersions: (cid: string, pid: string, draftId: string): CollectionRef<DraftVersion> =>
    collectionRef(`${project(cid, pid)}/drafts/${id(draftId)}/versions`),
  draftVersion: (
    cid: string,
    pid: string,
    draftId: string,
    versionId: string,
  ): DocRef<DraftVersion> =>
    docRef(`${project(cid, pid)}/drafts/${id(draftId)}/versions/${id(versionId)}`),
  messages: (cid: string, pid: string): CollectionRef<ChatMessage> =>
    collectionRef(`${project(cid, pid)}/messages`),
  message: (cid: string, pid: string, mid: string): DocRef<ChatMessage> =>
    docRef(`${project(cid, pid)}/messages/${id(mid)}`),

  knowledgeBases: (cid: string): CollectionRef<KnowledgeBase> =>
    collectionRef(`${company(cid)}/knowledgeBases`),
  knowledgeBase: (cid: string, kbId: string): DocRef<KnowledgeBase> => docRef(kb(cid, kbId)),
  kbDocuments: (cid: string, kbId: string): CollectionRef<KbDocument> =>
    collectionRef(`${kb(cid, kbId)}/documents`),
  kbDocument: (cid: string, kbId: string, did: string): DocRef<KbDocument> =>
    docRef(`${kb(cid, kbId)}/documents/${id(did)}`),
  chunks: (cid: string, kbId: string): CollectionRef<Chunk> =>
    collectionRef(`${kb(cid, kbId)}/chunks`),
  chunk: (cid: string, kbId: string, chunkId: string): DocRef<Chunk> =>
    docRef(`${kb(cid, kbId)}/chunks/${id(chunkId)}`),
  /** The fact sheet extracted by training (issue 7): one doc, 'current', functions write. */
  factSheet: (cid: string, kbId: string): DocRef<CompanyFactSheet> =>
    docRef(`${kb(cid, kbId)}/factSheet/current`),

  tenderMatches: (cid: string): CollectionRef<TenderMatch> =>
    collectionRef(`${company(cid)}/tenderMatches`),
  tenderMatch: (cid: string, tid: string): DocRef<TenderMatch> =>
    docRef(`${company(cid)}/tenderMatches/${id(tid)}`),
  visuals: (cid: string): CollectionRef<Visual> => collectionRef(`${company(cid)}/visuals`),
  visual: (cid: string, vid: string): DocRef<Visual> =>
    docRef(`${company(cid)}/visuals/${id(vid)}`),
  customers: (cid: string): CollectionRef<Customer> => collectionRef(`${company(cid)}/customers`),
  customer: (cid: string, customerId: string): DocRef<Customer> =>
    docRef(`${company(cid)}/customers/${id(customerId)}`),
  /** Model usage per UTC day (issue 7): functions write, company admins read. */
  usageDays: (cid: string): CollectionRef<UsageDay> => collectionRef(`${company(cid)}/usage`),
  usageDay: (cid: string, day: string): DocRef<UsageDay> =>
    docRef(`${company(cid)}/usage/${id(day)}`),

  /** Tender digest ledger (issue 9): functions only, no client access. */
  digestLedger: (cid: string): CollectionRef<DigestLedgerEntry> =>
    collectionRef(`${company(cid)}/digestLedger`),
  digestLedgerEntry: (cid: string, entryId: string): DocRef<DigestLedgerEntry> =>
    docRef(`${company(cid)}/digestLedger/${id(entryId)}`),
  digestCursor: (cid: string, uid: string): DocRef<DigestCursor> =>
    docRef(`${company(cid)}/digestCursors/${id(uid)}`),

  tenders: (): CollectionRef<Tender> => collectionRef('tenders'),
  tender: (tid: string): DocRef<Tender> => docRef(`tenders/${id(tid)}`),
  /** Per-source ingestion cursor; functions only (no client access). */
  ingestionCursor: (source: TenderSourceId): DocRef<IngestionCursor> =>
    docRef(`ingestion/${id(source)}`),

  tickets: (): CollectionRef<Ticket> => collectionRef('tickets'),
  ticket: (tid: string): DocRef<Ticket> => docRef(ticket(tid)),
  ticketResponses: (tid: string): CollectionRef<TicketResponse> =>
    collectionRef(`${ticket(tid)}/responses`),
  ticketResponse: (tid: string, rid: string): DocRef<TicketResponse> =>
    docRef(`${ticket(tid)}/responses/${id(rid)}`),

  users: (): CollectionRef<User> => collectionRef('users'),
  user: (uid: string): DocRef<User> => docRef(user(uid)),
  notifications: (uid: string): CollectionRef<Notification> =>
    collectionRef(`${user(uid)}/notifications`),
  notification: (uid: string, nid: string): DocRef<Notification> =>
    docRef(`${user(uid)}/notifications/${id(nid)}`),
  /** A user's recent calls of a rate-limited action (services/rateLimits); functions only. */
  rateLimit: (uid: string, action: RateLimitAction): DocRef<RateLimitRecord> =>
    docRef(`${user(uid)}/rateLimits/${id(action)}`),
} as const;

/** Realtime Database: read by company members, written only by functions. */
export const rtdbPaths = {
  companyProgress: (cid: string) => `progress/${id(cid)}`,
  /** Everything a project shows as progress (its draft job and each document's processing). */
  projectProgress: (cid: string, pid: string) => `progress/${id(cid)}/${id(pid)}`,
  draftProgress: (cid: string, pid: string) => `progress/${id(cid)}/${id(pid)}/draft`,
  documentProgress: (cid: string, pid: string, did: string) =>
    `progress/${id(cid)}/${id(pid)}/documents/${id(did)}`,
  /** 'knowledgeBases' sits beside project ids; project ids can therefore never be 'knowledgeBases'. */
  trainingProgress: (cid: string, kbId: string) => `progress/${id(cid)}/knowledgeBases/${id(kbId)}`,
  /** The chat status of every session of a project. */
  projectChat: (cid: string, pid: string) => `chat/${id(cid)}/${id(pid)}`,
  chat: (cid: string, pid: string, sessionId: string) =>
    `chat/${id(cid)}/${id(pid)}/${id(sessionId)}`,
  /**
   * The active members of a company (true), because Realtime Database rules cannot read Firestore:
   * an allow-list written by functions only (review M2; services/users/membership.ts).
   */
  member: (cid: string, uid: string) => `members/${id(cid)}/${id(uid)}`,
} as const;

/** Reserved so that /progress/{cid}/knowledgeBases cannot collide with a project's progress. */
export const RESERVED_PROJECT_IDS: readonly string[] = ['knowledgeBases'];

/**
 * A file name safe as the last Storage path segment: no directories, no control characters,
 * at most 200 characters (keeping the extension).
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f#[\]*?]/g, '_').trim();
  const safe = cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
  if (safe.length <= 200) return safe;
  const dot = safe.lastIndexOf('.');
  const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
  return safe.slice(0, 200 - ext.length) + ext;
}

/**
 * The last segment of an uploaded document's Storage key: generated from the kind its bytes
 * showed, never from the user's file name (issue 20), which lives on the record and in the
 * download's Content-Disposition. Rules: storagePathIs, fieldChecks ownStoragePath.
 */
export const storedFileKey = (kind: FileKind) => `original.${FILE_KINDS[kind].extensions[0]}`;

/** Whether a Storage key's last segment is one storedFileKey makes. */
export const STORED_FILE_KEY_PATTERN = /^original\.(pdf|doc|docx|txt)$/;

export const storagePaths = {
  projectDocument: (cid: string, pid: string, did: string, kind: FileKind) =>
    `companies/${id(cid)}/projects/${id(pid)}/documents/${id(did)}/${storedFileKey(kind)}`,
  kbDocument: (cid: string, kbId: string, did: string, kind: FileKind) =>
    `companies/${id(cid)}/knowledgeBases/${id(kbId)}/documents/${id(did)}/${storedFileKey(kind)}`,
  visual: (cid: string, vid: string, fileName: string) =>
    `companies/${id(cid)}/visuals/${id(vid)}/${safeFileName(fileName)}`,
  /**
   * A project document's text by page, `{ version: 1, pages: string[], labels?, pagination? }`
   * (ExtractedPagesFile), written only by the document processor, read by company members (the
   * viewer).
   */
  /** Every file of a project: its documents' uploads and extracted text. Ends with '/'. */
  projectFolder: (cid: string, pid: string) => `companies/${id(cid)}/projects/${id(pid)}/`,
  extractedText: (cid: string, pid: string, did: string) =>
    `companies/${id(cid)}/projects/${id(pid)}/extracted/${id(did)}.json`,
  /**
   * A knowledge-base document's text by page, the same file (ExtractedPagesFile), for the viewer a
   * knowledge-base citation opens (issues 18, 19). Deleted with the base's folder.
   */
  kbExtractedText: (cid: string, kbId: string, did: string) =>
    `companies/${id(cid)}/knowledgeBases/${id(kbId)}/extracted/${id(did)}.json`,
} as const;
