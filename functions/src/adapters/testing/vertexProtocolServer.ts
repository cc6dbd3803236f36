/**
 * A local HTTP server that speaks the Vertex AI REST protocol the @google/genai SDK uses
 * (`/{version}/projects/{p}/locations/{l}/publishers/google/models/{m}:{method}`), so adapter
 * tests run the real SDK code path through its base-URL option. Methods: generateContent,
 * streamGenerateContent (?alt=sse), predict (text embeddings and Imagen images) and embedContent.
 * Replies are scripted per call (ok, an HTTP error, slow, never, malformed JSON); every request is
 * recorded for assertions. For tests and local experiments only, never deployed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type VertexMethod = 'generateContent' | 'streamGenerateContent' | 'predict' | 'embedContent';

export type ScriptedReply =
  /** The normal answer for the method (from the server's defaults), optionally after a delay. */
  | { readonly kind: 'ok'; readonly delayMs?: number; readonly body?: unknown }
  | { readonly kind: 'status'; readonly status: number; readonly message?: string }
  /** Headers are not even sent: the client must give up on its own. */
  | { readonly kind: 'never' }
  /** streamGenerateContent: the first chunk, then silence with the connection open. */
  | { readonly kind: 'stall-stream' }
  | { readonly kind: 'malformed' };

export interface RecordedRequest {
  readonly method: VertexMethod;
  readonly version: string;
  readonly project: string;
  readonly location: string;
  readonly model: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Record<string, unknown>;
}

export interface VertexProtocolServer {
  /** For httpOptions.baseUrl. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Replies for the next calls, in order; after them every call gets { kind: 'ok' }. */
  script(...replies: ScriptedReply[]): void;
  /** Forgets scripted replies and recorded requests, and restores the default answers. */
  reset(): void;
  /** The text generateContent answers with (streaming splits it into chunks). */
  answerText: string;
  /** When set, generateContent answers with this instead, given the request's prompt text. */
  answerFor: ((prompt: string) => string) | null;
  /** Every 'ok' reply without a delay of its own waits this long (a model's latency; 0: none). */
  delayMs: number;
  /** predict for Imagen: filtered (no image, with an RAI reason) instead of an image. */
  refuseImages: boolean;
  close(): Promise<void>;
}

/** A 1×1 PNG: enough for the client to receive real bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const DEFAULT_ANSWER = 'A scripted answer from the protocol server.';

const ROUTE =
  /^\/([^/]+)\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/google\/models\/([^/:]+):([A-Za-z]+)$/;

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function promptText(body: Record<string, unknown>): string {
  const contents = (body.contents ?? []) as { parts?: { text?: string }[] }[];
  return contents
    .flatMap((c) => c.parts ?? [])
    .map((p) => p.text ?? '')
    .join(' ');
}

function generateBody(text: string, body: Record<string, unknown>, finishReason = 'STOP') {
  return {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason, index: 0 }],
    usageMetadata: {
      promptTokenCount: words(promptText(body)),
      candidatesTokenCount: words(text),
      totalTokenCount: words(promptText(body)) + words(text),
    },
    modelVersion: 'scripted',
  };
}

/** A deterministic vector from the text, so tests can tell inputs apart. */
function vectorFor(text: string, dimensions: number): number[] {
  return Array.from({ length: dimensions }, (_, i) => ((text.length + i) % 7) / 7);
}

function predictBody(server: VertexProtocolServer, body: Record<string, unknown>) {
  const instances = (body.instances ?? []) as { content?: string; prompt?: string }[];
  const parameters = (body.parameters ?? {}) as { outputDimensionality?: number };
  if (instances.some((i) => i.prompt !== undefined)) {
    if (server.refuseImages) {
      return { predictions: [{ raiFilteredReason: 'The prompt violates the usage guidelines.' }] };
    }
    return {
      predictions: [
        {
          bytesBase64Encoded: TINY_PNG.toString('base64'),
          mimeType: 'image/png',
          prompt: `${instances[0]!.prompt} (enhanced)`,
        },
      ],
    };
  }
  return {
    predictions: instances.map((i) => ({
      embeddings: {
        values: vectorFor(i.content ?? '', parameters.outputDimensionality ?? 768),
        statistics: { token_count: words(i.content ?? ''), truncated: false },
      },
    })),
    metadata: {
      billableCharacterCount: instances.reduce((n, i) => n + (i.content ?? '').length, 0),
    },
  };
}

function okBody(server: VertexProtocolServer, method: VertexMethod, body: Record<string, unknown>) {
  switch (method) {
    case 'generateContent':
      return generateBody(server.answerFor?.(promptText(body)) ?? server.answerText, body);
    case 'predict':
      return predictBody(server, body);
    case 'embedContent': {
      const content = body.content as { parts?: { text?: string }[] } | undefined;
      const text = (content?.parts ?? []).map((p) => p.text ?? '').join(' ');
      const config = (body.embedContentConfig ?? {}) as { outputDimensionality?: number };
      return { embedding: { values: vectorFor(text, config.outputDimensionality ?? 768) } };
    }
    default:
      return {};
  }
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function statusName(status: number): string {
  if (status === 429) return 'RESOURCE_EXHAUSTED';
  if (status === 400) return 'INVALID_ARGUMENT';
  if (status === 503) return 'UNAVAILABLE';
  return status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION';
}

export async function startVertexProtocolServer(): Promise<VertexProtocolServer> {
  const queue: ScriptedReply[] = [];
  const open = new Set<ServerResponse>();
  const state: VertexProtocolServer = {
    baseUrl: '',
    requests: [],
    answerText: DEFAULT_ANSWER,
    answerFor: null,
    delayMs: 0,
    refuseImages: false,
    script: (...replies) => void queue.push(...replies),
    reset: () => {
      queue.length = 0;
      state.requests.length = 0;
      state.answerText = DEFAULT_ANSWER;
      state.answerFor = null;
      state.delayMs = 0;
      state.refuseImages = false;
    },
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };

  const http = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = ROUTE.exec(url.pathname);
      const body = await readBody(req);
      if (!match || req.method !== 'POST') {
        sendJson(res, 404, {
          error: { code: 404, message: `No route ${url.pathname}`, status: 'NOT_FOUND' },
        });
        return;
      }
      const [, version, project, location, model, method] = match as unknown as string[];
      state.requests.push({
        method: method as VertexMethod,
        version: version!,
        project: project!,
        location: location!,
        model: model!,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      });
      const reply = queue.shift() ?? { kind: 'ok' };
      open.add(res);
      res.once('close', () => open.delete(res));
      switch (reply.kind) {
        case 'never':
          return;
        case 'stall-stream':
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(`data: ${JSON.stringify(generateBody('Eerste deel ', body, ''))}\r\n\r\n`);
          return;
        case 'malformed':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"candidates": [ {"content": ');
          return;
        case 'status':
          sendJson(res, reply.status, {
            error: {
              code: reply.status,
              message: reply.message ?? `Scripted ${reply.status}`,
              status: statusName(reply.status),
            },
          });
          return;
        case 'ok': {
          const delayMs = reply.delayMs ?? state.delayMs;
          if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
          if (res.destroyed) return;
          if (method === 'streamGenerateContent') {
            res.writeHead(200, { 'content-type': 'text/event-stream' });
            const parts = state.answerText.match(/\S+\s*/g) ?? [state.answerText];
            for (let i = 0; i < parts.length; i += 3) {
              const last = i + 3 >= parts.length;
              const chunk = generateBody(parts.slice(i, i + 3).join(''), body, last ? 'STOP' : '');
              if (!last) delete (chunk.candidates[0] as { finishReason?: string }).finishReason;
              res.write(`data: ${JSON.stringify(chunk)}\r\n\r\n`);
            }
            res.end();
            return;
          }
          sendJson(res, 200, reply.body ?? okBody(state, method as VertexMethod, body));
          return;
        }
      }
    })().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { code: 500, message: String(error) } });
    });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return Object.assign(state, { baseUrl: `http://127.0.0.1:${port}` });
}
