/**
 * How processing ends badly. A DocumentProcessingError is the document's fault (bad bytes,
 * password, macros...): the document ends 'failed' with the key shown in plain words. A
 * TransientProcessingError is the platform's (network, unavailable, contention): the trigger
 * rethrows it so that Cloud Functions retries the delivery.
 */
import { DocStoreError } from '../../ports/docStore';
import { DocumentProcessingError } from '../../extraction/errors';

export {
  DOCUMENT_ERROR_KEYS,
  DOCUMENT_WARNING_KEYS,
  DocumentProcessingError,
  type DocumentErrorKey,
  type DocumentWarningKey,
} from '../../extraction/errors';

export class TransientProcessingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransientProcessingError';
  }
}

const TRANSIENT_DOCSTORE_CODES = new Set(['unavailable', 'aborted']);
const TRANSIENT_MESSAGE =
  /\b(ECONNRESET|ETIMEDOUT|ECONNREFUSED|EAI_AGAIN|ENOTFOUND|socket hang up|network|unavailable|deadline exceeded|503|502|504|429)\b/i;

/** Whether an error from a port is worth a retry (the platform, not the document). */
export function isTransientError(e: unknown): boolean {
  if (e instanceof TransientProcessingError) return true;
  if (e instanceof DocumentProcessingError) return false;
  if (e instanceof DocStoreError) return TRANSIENT_DOCSTORE_CODES.has(e.code);
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^(unavailable|aborted|deadline-exceeded)$/i.test(code))
    return true;
  if (typeof code === 'number' && [429, 500, 502, 503, 504].includes(code)) return true;
  return e instanceof Error && TRANSIENT_MESSAGE.test(`${e.message} ${String(code ?? '')}`);
}
