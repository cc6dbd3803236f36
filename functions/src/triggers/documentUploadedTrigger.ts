import { type DocumentProcessor, createDocumentProcessor } from '@tender/core/services/index';
import { systemClock } from '@tender/core';
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/storage';
import { createNodeTextExtractor } from '../adapters/textExtractorNode';
import { REGION } from '../options';
import { fileStore, services } from '../runtime';
import { onDocumentUploaded } from './documentUploaded';

let processor: DocumentProcessor | undefined;

/** Built on first use, so that deploy-time analysis of the bundle touches no Firebase service. */
function documentProcessor(): DocumentProcessor {
  if (processor) return processor;
  const { docs, realtime } = services();
  processor = createDocumentProcessor({
    docs,
    files: fileStore(),
    realtime: realtime(),
    extractor: createNodeTextExtractor(),
    clock: systemClock,
    // With Gemini configured (VERTEX_PROJECT), the model proposes facts beside the rules, metered
    // against the company's budget; offline the rules alone read them (issue 17).
    // The models factory (and the Vertex AI SDK in its chunk) is imported on first use, as in
    // the other triggers, never at every function's cold start.
    factModel: async (target) => {
      const { companyModels, instanceModels } = await import('../adapters/models');
      if (!instanceModels().config.project) return undefined;
      return companyModels({ docs, clock: systemClock, companyId: target.companyId }).language;
    },
    onUnexpectedError: (e, target) =>
      logger.error('unexpected document processing error', { ...target, error: String(e) }),
  });
  return processor;
}

/**
 * Storage object finalized → process the project document (documentUploaded.ts). retry: true,
 * because only transient errors escape the handler. 1 GiB and 540 s: a 25 MB, 1,000-page PDF.
 */
export const documentUploaded = onObjectFinalized(
  { region: REGION, retry: true, memory: '1GiB', timeoutSeconds: 540 },
  async (event) =>
    void (await onDocumentUploaded(
      documentProcessor(),
      { name: event.data.name, eventId: event.id },
      logger,
    )),
);
