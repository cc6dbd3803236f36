/** A file uploaded to a project (companies/{cid}/projects/{pid}/documents/{did}). */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import type { StoredTenderFacts } from './documentFacts';
import type { TenderBrief } from './tenderBrief';
import { LIMITS } from './limits';
import { oneOfRequired, requiredText, strictObject } from './schemaKit';
import { MAX_UPLOAD_BYTES, acceptedContentTypes } from './uploads';
import { CONTENT_HASH_PATTERN } from './uploadBytes';
import { validationMessage as m } from './validationMessage';

/** What the document is to the draft generator; 'main_tender' is required before generating. */
export const DOCUMENT_ROLES = [
  'main_tender',
  'annex',
  'award_criteria',
  'guideline',
  'other',
] as const;
export type DocumentRole = (typeof DOCUMENT_ROLES)[number];

/**
 * Background processing (spec §4 'processing complete or failed'): the client creates the
 * document as 'uploaded'; the trigger moves it to 'processing' then 'processed' or 'failed'.
 */
export const DOCUMENT_STATUSES = ['uploaded', 'processing', 'processed', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export type ProjectDocument = {
  name: string;
  size: number;
  contentType: string;
  storagePath: string;
  role: DocumentRole;
  status: DocumentStatus;
  /**
   * Legacy: the document processor leaves this null and writes the text by page to Storage
   * (storagePaths.extractedText), which keeps document reads small.
   */
  text: string | null;
  summary: string | null;
  /** An i18n key when processing failed. */
  error: string | null;
  uploadedBy: string;
  createdAt: Timestamp;
  processedAt: Timestamp | null;
  /**
   * SHA-256 (hex) of the file: written by the uploader (who is shown a duplicate and may upload it
   * anyway), replaced by the processor with the hash of the stored bytes (issue 20). Absent on
   * documents uploaded before it existed.
   */
  contentHash?: string;
} & Partial<ProjectDocumentProcessing>;

/**
 * Server-owned fields the document processor (core/src/services/documents) adds. Absent until
 * processing starts; the full text by page lives in Storage at storagePaths.extractedText.
 */
export type ProjectDocumentProcessing = {
  /** The type found in the bytes (the declared content type is never trusted). */
  detectedType: 'pdf' | 'docx' | 'doc' | null;
  pageCount: number | null;
  /** Older documents lack the kinds issue 17 added: read them with readTenderFacts. */
  facts: StoredTenderFacts | null;
  /**
   * The structured tender brief in the document's language (issue 17 item 6), each line cited.
   * Absent on documents processed before it: read with readTenderBrief (null then).
   */
  brief: TenderBrief | null;
  /** i18n keys under documents.warnings.*, some with params (tooManyPages?read=2000&total=2400). */
  warnings: string[];
  chunkCount: number | null;
  /** How many times processing started (a retry after a crash increments it). */
  attempt: number;
  /** The run that holds the processing lease; a duplicate delivery sees it and stops. */
  processingId: string | null;
  /** When the current lease started; a lease older than PROCESSING_LEASE_MS may be taken over. */
  processingStartedAt: Timestamp | null;
  /**
   * What the document is, read from its title and file name (issue 17 item 5): 'clarifications'
   * for a Nota van Inlichtingen / questions and answers; null otherwise. Absent before issue 17.
   */
  documentKind: DocumentKind | null;
  /** The date the document states as its own (issue or version date), or null. */
  statedDate: StatedDate | null;
};

/** 'clarifications': a Nota van Inlichtingen / questions-and-answers document. */
export const DOCUMENT_KINDS = ['clarifications'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The document's own date: orders a project's documents (core/src/documents/changes). */
export interface StatedDate {
  /** ISO date (yyyy-mm-dd): the day is what orders documents, a time would claim too much. */
  readonly date: string;
  readonly page: number;
  readonly quote: string;
}

/** companies/{cid}/projects/{pid}/documents/{did}/chunks/{chunkId}: a passage for search and chat. */
export type DocumentChunk = {
  text: string;
  /** 1-based page the chunk starts on. */
  page: number;
  /** The nearest heading above the chunk, if any. */
  heading: string | null;
  /** Position in the document, from 0. */
  order: number;
  /** Index-only table context (core/src/ai/tableContext.ts), absent when none. */
  tableContext?: string;
};

/**
 * Storage file at storagePaths.extractedText: the document's text by page. `labels[i]` is the page
 * number printed on page i+1 when one was found ('iv', '37'; null otherwise) and `pagination` how
 * the pages were found (DocumentStructure's); both are absent in files written before issue 17.
 */
export type ExtractedPagesFile = {
  version: 1;
  pages: string[];
  labels?: (string | null)[];
  pagination?: 'fixed' | 'word-rendered' | 'estimated';
};

/** Extracted text kept on the document; longer text is cut (Firestore documents max 1 MiB). */
export const DOCUMENT_TEXT_MAX_CHARS = 400_000;

export const projectDocumentCreateSchema = strictObject({
  name: requiredText(LIMITS.shortTextMax),
  size: yup
    .number()
    .typeError(m('validation.number'))
    .integer(m('validation.integer'))
    .required(m('validation.required'))
    .min(1, m('validation.fileEmpty'))
    .max(
      MAX_UPLOAD_BYTES,
      m('validation.fileTooLarge', { maxMb: MAX_UPLOAD_BYTES / (1024 * 1024) }),
    ),
  contentType: yup
    .string()
    .required(m('validation.required'))
    .oneOf(acceptedContentTypes('project'), m('validation.fileType', { types: 'PDF, DOC, DOCX' })),
  role: oneOfRequired(DOCUMENT_ROLES).default('annex'),
  contentHash: yup
    .string()
    .required(m('validation.required'))
    .matches(CONTENT_HASH_PATTERN, m('validation.invalid')),
});

export const projectDocumentUpdateSchema = strictObject({
  name: requiredText(LIMITS.shortTextMax).optional(),
  role: oneOfRequired(DOCUMENT_ROLES).optional(),
});

export type ProjectDocumentCreateInput = yup.InferType<typeof projectDocumentCreateSchema>;
