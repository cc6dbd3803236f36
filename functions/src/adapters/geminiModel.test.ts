/**
 * GeminiModel through the real @google/genai SDK against the local Vertex protocol server: the
 * requests the SDK sends, the answers it parses, and core's retry policy on real HTTP failures.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RetryEnvironment } from '@tender/core/ai/modelCalls';
import { GeminiModel, type GeminiSettings } from './geminiModel';
import {
  startVertexProtocolServer,
  type VertexProtocolServer,
} from './testing/vertexProtocolServer';
import { vertexTestClient } from './testing/vertexTestClient';

let server: VertexProtocolServer;
beforeAll(async () => {
  server = await startVertexProtocolServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const settings: GeminiSettings = {
  textModel: 'gemini-2.5-flash',
  embeddingModel: 'text-multilingual-embedding-002',
  embeddingDimensions: 8,
  caps: { maxInputTokens: 1_000, maxOutputTokens: 512 },
  retry: { attempts: 4, baseDelayMs: 20, maxDelayMs: 80, deadlineMs: 3_000 },
};

/** Real waits (short), recorded; jitter fixed at half the ceiling. */
function env(): RetryEnvironment & { retries: number[] } {
  const retries: number[] = [];
  return {
    retries,
    random: () => 0.5,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    onRetry: ({ error }) => void retries.push(error.status ?? 0),
  };
}

function model(e = env(), overrides: Partial<GeminiSettings> = {}, attemptTimeoutMs = 2_000) {
  return new GeminiModel(
    vertexTestClient(server, attemptTimeoutMs),
    { ...settings, ...overrides },
    e,
  );
}

const request = {
  system: 'You write tender answers.',
  prompt: 'Describe our safety approach.',
  context: [{ id: 'kb1-c4', text: 'We hold VCA** since 2012.', source: 'Veiligheid.pdf p. 2' }],
  language: 'nl' as const,
  maxOutputTokens: 2_000,
};

describe('GeminiModel on the Vertex protocol', () => {
  it('sends one generateContent in europe-west4 with caps, language and delimited passages', async () => {
    const result = await model().generate(request);
    expect(result).toEqual({
      text: 'A scripted answer from the protocol server.',
      finishReason: 'stop',
      usage: { inputTokens: expect.any(Number), outputTokens: 7 },
    });
    expect(server.requests).toHaveLength(1);
    const sent = server.requests[0]!;
    expect(sent).toMatchObject({
      method: 'generateContent',
      project: 'tender-test',
      location: 'europe-west4',
      model: 'gemini-2.5-flash',
    });
    expect(sent.headers.authorization).toBe('Bearer test-token');
    const body = sent.body as {
      contents: { parts: { text: string }[] }[];
      systemInstruction: { parts: { text: string }[] };
      generationConfig: { maxOutputTokens: number };
    };
    expect(body.generationConfig.maxOutputTokens).toBe(512);
    expect(body.systemInstruction.parts[0]!.text).toMatch(
      /You write tender answers\.\nWrite in Dutch/,
    );
    expect(body.contents[0]!.parts[0]!.text).toContain(
      '<passage id="kb1-c4" source="Veiligheid.pdf p. 2">\nWe hold VCA** since 2012.\n</passage>',
    );
  });

  it('asks for JSON against the schema and returns only a valid answer', async () => {
    const schema = {
      type: 'object',
      properties: { answer: { type: 'string' } },
      required: ['answer'],
    };
    server.answerText = '{"answer":"Ja"}';
    const result = await model().generate({ ...request, json: true, responseSchema: schema });
    expect(JSON.parse(result.text)).toEqual({ answer: 'Ja' });
    expect(server.requests[0]!.body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      responseSchema: { type: 'OBJECT', required: ['answer'] },
    });

    server.answerText = '{"antwoord":"Ja"}';
    await expect(
      model().generate({ ...request, json: true, responseSchema: schema }),
    ).rejects.toMatchObject({ code: 'invalid-output' });
  });

  it('retries 429 and 500 with backoff, then answers', async () => {
    server.script({ kind: 'status', status: 429 }, { kind: 'status', status: 500 });
    const e = env();
    await expect(model(e).generate(request)).resolves.toMatchObject({ finishReason: 'stop' });
    expect(server.requests).toHaveLength(3);
    expect(e.retries).toEqual([429, 500]);
  });

  it('fails a 400 at once, without retrying', async () => {
    server.script({ kind: 'status', status: 400, message: 'Invalid JSON payload' });
    await expect(model().generate(request)).rejects.toMatchObject({
      code: 'invalid-request',
      retryable: false,
      status: 400,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('ends a quota storm as a retryable unavailable error after the allowed attempts', async () => {
    server.script(...Array.from({ length: 10 }, () => ({ kind: 'status' as const, status: 429 })));
    const started = Date.now();
    await expect(model().generate(request)).rejects.toMatchObject({
      code: 'unavailable',
      retryable: true,
      status: 429,
    });
    expect(server.requests).toHaveLength(4);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('gives up on a server that never answers within the overall deadline', async () => {
    server.script({ kind: 'never' }, { kind: 'never' }, { kind: 'never' }, { kind: 'never' });
    const started = Date.now();
    const error = await model(env(), { retry: { ...settings.retry, deadlineMs: 600 } }, 250)
      .generate(request)
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toMatchObject({ retryable: true });
    expect(['timeout', 'unavailable']).toContain((error as { code: string }).code);
  });

  it('treats a malformed body as invalid output, not as a hang or a crash', async () => {
    // Every reply malformed: on a busy machine a late retry of the test before (which never got
    // an answer) can still arrive and would take a single scripted reply.
    server.script(...Array.from({ length: 5 }, () => ({ kind: 'malformed' as const })));
    await expect(model().generate(request)).rejects.toMatchObject({ code: 'invalid-output' });
  });

  it('refuses input above the cap without calling the service', async () => {
    await expect(
      model().generate({ ...request, prompt: 'woord '.repeat(2_000) }),
    ).rejects.toMatchObject({ code: 'input-too-large' });
    expect(server.requests).toHaveLength(0);
  });

  it('streams the answer over server-sent events in several fragments', async () => {
    server.answerText = 'Wij werken veilig volgens VCA en toetsen elk project vooraf.';
    const parts: string[] = [];
    for await (const part of model().stream(request)) parts.push(part);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(server.answerText);
    expect(server.requests[0]).toMatchObject({
      method: 'streamGenerateContent',
      query: { alt: 'sse' },
    });
  });

  it('ends a stream that stalls after its first chunk at the deadline', async () => {
    server.script({ kind: 'stall-stream' });
    const parts: string[] = [];
    const started = Date.now();
    const error = await (async () => {
      for await (const part of model(env(), {
        retry: { ...settings.retry, deadlineMs: 400 },
      }).stream(request))
        parts.push(part);
    })().catch((e: unknown) => e);
    expect(parts).toEqual(['Eerste deel ']);
    expect(error).toMatchObject({ code: 'timeout', retryable: true });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('retries opening a stream after a 503', async () => {
    server.script({ kind: 'status', status: 503 });
    const parts: string[] = [];
    for await (const part of model().stream(request)) parts.push(part);
    expect(parts.join('')).toBe('A scripted answer from the protocol server.');
    expect(server.requests).toHaveLength(2);
  });

  it('embeds through predict in batches, documents and queries with their task type', async () => {
    const texts = Array.from({ length: 60 }, (_, i) => `passage ${i}`);
    const vectors = await model().embed(texts);
    expect(vectors).toHaveLength(60);
    expect(vectors.every((v) => v.length === 8)).toBe(true);
    expect(server.requests.map((r) => [r.method, r.model])).toEqual([
      ['predict', 'text-multilingual-embedding-002'],
      ['predict', 'text-multilingual-embedding-002'],
    ]);
    const first = server.requests[0]!.body as {
      instances: { task_type: string }[];
      parameters: { outputDimensionality: number };
    };
    expect(first.instances).toHaveLength(50);
    expect(first.instances[0]!.task_type).toBe('RETRIEVAL_DOCUMENT');
    expect(first.parameters.outputDimensionality).toBe(8);

    await model().embed(['wie is de projectleider?'], { task: 'query' });
    expect((server.requests[2]!.body.instances as { task_type: string }[])[0]!.task_type).toBe(
      'RETRIEVAL_QUERY',
    );
  });

  it('embeds one text per embedContent request with a Gemini embedding model', async () => {
    const vectors = await model(env(), { embeddingModel: 'gemini-embedding-2' }).embed([
      'eerste passage',
      'second passage',
    ]);
    expect(vectors).toHaveLength(2);
    expect(vectors.every((v) => v.length === 8)).toBe(true);
    expect(server.requests.map((r) => [r.method, r.model])).toEqual([
      ['embedContent', 'gemini-embedding-2'],
      ['embedContent', 'gemini-embedding-2'],
    ]);
  });
});
