/**
 * The extraction worker's entry (bundled on its own as lib/extractionWorker.js by build.mjs):
 * reads one file with the in-process extractor and posts back the text, or the reason it could
 * not. Its heap is capped by whoever starts it (workerTextExtractor.ts), so a file that blows up
 * ends this thread only, never the function.
 */
import { parentPort } from 'node:worker_threads';
import { DocumentProcessingError } from '@tender/core/extraction/index';
import { createInProcessTextExtractor } from './inProcessTextExtractor';
import type { ExtractionRequest, ExtractionReply } from './workerTextExtractor';

const port = parentPort;
if (!port) throw new Error('extractionWorker.ts runs as a worker thread only');

port.once('message', async (request: ExtractionRequest) => {
  let reply: ExtractionReply;
  try {
    reply = { ok: true, result: await createInProcessTextExtractor().extract(request) };
  } catch (e) {
    reply =
      e instanceof DocumentProcessingError
        ? { ok: false, key: e.key, message: e.message }
        : { ok: false, message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
  port.postMessage(reply);
});
