/**
 * New-document builders for everything a client creates. They produce exactly the fields the
 * security rules accept on create (pathAccess.ts mirrors them), with server timestamps.
 * Inputs are assumed validated by the matching schema.
 */
import type { WriteData } from '../ports/docStore';
import { serverTimestamp } from '../ports/values';
import type { KbDocument, KnowledgeBase, KnowledgeBaseCreateInput } from './knowledgeBase';
import type { KbDocumentCreateInput } from './kbDocumentSchema';
import type { Locale } from './locales';
import { type Customer, type CustomerInput, customerFields } from './customer';
import { EMPTY_ADDITIONAL_INFO, type Project, type ProjectCreateInput } from './project';
import type { ProjectDocument, ProjectDocumentCreateInput } from './projectDocument';
import type { Ticket, TicketCreateInput, TicketResponse } from './ticket';
import type { Visual, VisualCreateInput } from './visual';
import type { Website, WebsiteInput } from './website';

export function newProject(input: ProjectCreateInput, uid: string): WriteData<Project> {
  return {
    name: input.name,
    description: input.description,
    type: input.type,
    status: 'draft',
    ownerId: uid,
    createdBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    submissionDeadline: null,
    announcementDate: null,
    dataSources: { knowledgeBaseIds: [], enableAll: true },
    awardCriteria: [],
    additionalInfo: { ...EMPTY_ADDITIONAL_INFO },
    tenderId: input.tenderId ?? null,
  };
}

export function newProjectDocument(
  input: ProjectDocumentCreateInput,
  storagePath: string,
  uid: string,
): WriteData<ProjectDocument> {
  return {
    name: input.name,
    size: input.size,
    contentType: input.contentType,
    storagePath,
    role: input.role,
    status: 'uploaded',
    text: null,
    summary: null,
    error: null,
    uploadedBy: uid,
    createdAt: serverTimestamp(),
    processedAt: null,
    contentHash: input.contentHash,
  };
}

export function newWebsite(input: WebsiteInput, uid: string): WriteData<Website> {
  return { ...input, lastUpdated: null, createdBy: uid, createdAt: serverTimestamp() };
}

export function newKnowledgeBase(
  input: KnowledgeBaseCreateInput,
  uid: string,
): WriteData<KnowledgeBase> {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    type: input.type,
    locked: false,
    permanentlyLocked: false,
    trainingState: 'not_trained',
    trainingError: null,
    trainingStartedAt: null,
    trainedAt: null,
    documentCount: 0,
    createdBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

export function newKbDocument(
  input: KbDocumentCreateInput,
  storagePath: string,
  uid: string,
): WriteData<KbDocument> {
  return {
    name: input.name,
    size: input.size,
    contentType: input.contentType,
    storagePath,
    status: 'uploaded',
    error: null,
    chunkCount: 0,
    uploadedBy: uid,
    createdAt: serverTimestamp(),
    processedAt: null,
    contentHash: input.contentHash,
  };
}

export function newVisual(
  input: VisualCreateInput,
  uid: string,
  language: Locale,
): WriteData<Visual> {
  return {
    name: input.name,
    description: input.description,
    prompt: input.prompt,
    type: input.type,
    infographic: input.infographic ?? null,
    image: input.image ?? null,
    status: 'pending',
    storagePath: null,
    contentType: null,
    error: null,
    language,
    createdBy: uid,
    createdAt: serverTimestamp(),
  };
}

export function newCustomer(input: CustomerInput, uid: string): WriteData<Customer> {
  return {
    ...customerFields(input),
    createdBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

export function newTicket(
  input: TicketCreateInput,
  author: { uid: string; name: string; companyId: string },
): WriteData<Ticket> {
  return {
    companyId: author.companyId,
    createdBy: author.uid,
    createdByName: author.name,
    category: input.category,
    subject: input.subject,
    description: input.description,
    priority: input.priority,
    status: 'open',
    responseCount: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

export function newTicketResponse(
  text: string,
  author: { uid: string; name: string; support: boolean },
): WriteData<TicketResponse> {
  return {
    authorId: author.uid,
    authorName: author.name,
    fromSupport: author.support,
    text,
    createdAt: serverTimestamp(),
  };
}
