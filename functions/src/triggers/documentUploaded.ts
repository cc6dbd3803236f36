/**
 * What follows the upload of a project document to Storage: the document processor (core) runs
 * for companies/{cid}/projects/{pid}/documents/{did}/{file}. Other paths (knowledge bases,
 * visuals, the processor's own extracted/ output) are ignored. Transient failures are rethrown so
 * that Cloud Functions retries the event; anything else has been recorded on the document by the
 * processor (status 'failed') and is only logged, because a retry would fail the same way.
 */
import { isDocumentId } from '@tender/core';
import {
  type DocumentProcessor,
  type DocumentTarget,
  type ProcessResult,
  TransientProcessingError,
} from '@tender/core/services/index';

export function parseDocumentPath(name: string | undefined): DocumentTarget | null {
  const parts = (name ?? '').split('/');
  if (parts.length !== 7) return null;
  const [companies, companyId, projects, projectId, documents, documentId, file] = parts;
  if (companies !== 'companies' || projects !== 'projects' || documents !== 'documents') {
    return null;
  }
  if (!file || ![companyId, projectId, documentId].every((id) => isDocumentId(id ?? ''))) {
    return null;
  }
  return { companyId: companyId!, projectId: projectId!, documentId: documentId! };
}

export interface UploadLogger {
  info(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export async function onDocumentUploaded(
  processor: DocumentProcessor,
  object: { readonly name?: string; readonly eventId?: string },
  logger: UploadLogger,
): Promise<ProcessResult | null> {
  const target = parseDocumentPath(object.name);
  if (!target) return null;
  try {
    const result = await processor.process(target, { deliveryId: object.eventId });
    logger.info('document processed', { ...target, ...result });
    return result;
  } catch (e) {
    if (e instanceof TransientProcessingError) throw e;
    // Not retryable (a bug, or a write refused): retrying would fail the same way.
    logger.error('document processing failed', { ...target, error: String(e) });
    return null;
  }
}
