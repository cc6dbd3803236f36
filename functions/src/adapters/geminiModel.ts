/**
 * GeminiModel: the LanguageModel on Vertex AI (Gemini for text, a Vertex embedding model for
 * vectors) through @google/genai. Thin: the call policy (caps, retries, deadline), the prompt
 * format and JSON validation are core's (core/src/ai).
 */
import type { GenerateContentResponse, GoogleGenAI } from '@google/genai';
import { parseJsonOutput } from '@tender/core/ai/jsonOutput';
import {
  callWithRetries,
  checkInputCap,
  type ModelCallCaps,
  outputTokenCap,
  realRetryEnvironment,
  type RetryEnvironment,
  type RetryPolicy,
  withinDeadline,
} from '@tender/core/ai/modelCalls';
import { ModelError } from '@tender/core/ai/modelErrors';
import { systemInstruction, userContent } from '@tender/core/ai/promptFormat';
import type { GenerateRequest, GenerateResult, LanguageModel } from '@tender/core';
import { classifyVertexError } from './geminiClient';

export interface GeminiSettings {
  /** e.g. gemini-2.5-flash */
  readonly textModel: string;
  /** e.g. text-multilingual-embedding-002 (Dutch and English in one vector space). */
  readonly embeddingModel: string;
  readonly embeddingDimensions: number;
  readonly caps: ModelCallCaps;
  readonly retry: RetryPolicy;
}

/** Texts per embedding request (the Vertex limit is 250 and 20,000 tokens per request). */
export const EMBEDDING_BATCH = 50;

/**
 * Gemini embedding models (other than gemini-embedding-001) use Vertex's embedContent, which takes
 * one text per request; the text-embedding models use predict, which takes a batch. The same test
 * the SDK applies to pick the endpoint.
 */
export function embeddingBatchSize(model: string): number {
  const embedContentApi =
    (model.includes('gemini') && model !== 'gemini-embedding-001') || model.includes('maas');
  return embedContentApi ? 1 : EMBEDDING_BATCH;
}

const SAFETY_REASONS = new Set([
  'SAFETY',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'IMAGE_SAFETY',
  'RECITATION',
]);

function finishReasonOf(response: GenerateContentResponse): GenerateResult['finishReason'] {
  const reason = response.candidates?.[0]?.finishReason as string | undefined;
  if (!reason || reason === 'STOP') return 'stop';
  if (reason === 'MAX_TOKENS') return 'length';
  return SAFETY_REASONS.has(reason) ? 'safety' : 'other';
}

function refusal(response: GenerateContentResponse): ModelError | undefined {
  const blocked = response.promptFeedback?.blockReason;
  if (blocked) return new ModelError('refused', `The prompt was blocked (${blocked}).`);
  if (!response.text && finishReasonOf(response) === 'safety') {
    return new ModelError('refused', 'The answer was withheld by a safety filter.');
  }
  return undefined;
}

export class GeminiModel implements LanguageModel {
  readonly kind = 'cloud' as const;
  readonly id: string;
  readonly embeddingModelId: string;
  readonly embeddingDimensions: number;

  constructor(
    private readonly client: GoogleGenAI,
    private readonly settings: GeminiSettings,
    private readonly env: RetryEnvironment = realRetryEnvironment,
  ) {
    this.id = settings.textModel;
    this.embeddingModelId = settings.embeddingModel;
    this.embeddingDimensions = settings.embeddingDimensions;
  }

  private config(request: GenerateRequest, abortSignal: AbortSignal) {
    const json = request.json || request.responseSchema !== undefined;
    return {
      systemInstruction: systemInstruction(request),
      maxOutputTokens: outputTokenCap(request, this.settings.caps),
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(json ? { responseMimeType: 'application/json' } : {}),
      ...(request.responseSchema ? { responseSchema: request.responseSchema } : {}),
      abortSignal,
    };
  }

  async generate(request: GenerateRequest): Promise<GenerateResult> {
    checkInputCap(request, this.settings.caps);
    const response = await callWithRetries(
      (signal) =>
        this.client.models.generateContent({
          model: this.settings.textModel,
          contents: userContent(request),
          config: this.config(request, signal),
        }),
      classifyVertexError,
      this.settings.retry,
      this.env,
    );
    const refused = refusal(response);
    if (refused) throw refused;
    const text = response.text ?? '';
    const finishReason = finishReasonOf(response);
    // A JSON answer cut off at the token cap cannot parse; say so rather than store half of it.
    if (request.json || request.responseSchema) parseJsonOutput(text, request.responseSchema);
    const usage = response.usageMetadata;
    return {
      text,
      finishReason,
      ...(usage
        ? {
            usage: {
              inputTokens: usage.promptTokenCount ?? 0,
              outputTokens: usage.candidatesTokenCount ?? 0,
            },
          }
        : {}),
    };
  }

  async *stream(request: GenerateRequest): AsyncIterable<string> {
    checkInputCap(request, this.settings.caps);
    const deadlineAt = Date.now() + this.settings.retry.deadlineMs;
    const controller = new AbortController();
    // Retries cover opening the stream; once text has been delivered it cannot be taken back.
    const chunks = await callWithRetries(
      (signal) => {
        signal.addEventListener('abort', () => controller.abort(), { once: true });
        return this.client.models.generateContentStream({
          model: this.settings.textModel,
          contents: userContent(request),
          config: this.config(request, controller.signal),
        });
      },
      classifyVertexError,
      this.settings.retry,
      this.env,
    );
    try {
      for await (const chunk of withinDeadline(chunks, deadlineAt, () => controller.abort())) {
        const refused = refusal(chunk);
        if (refused) throw refused;
        if (chunk.text) yield chunk.text;
      }
    } catch (error) {
      throw classifyVertexError(error);
    }
  }

  async embed(
    texts: readonly string[],
    options?: { readonly task?: 'document' | 'query' },
  ): Promise<number[][]> {
    const out: number[][] = [];
    const size = embeddingBatchSize(this.settings.embeddingModel);
    for (let i = 0; i < texts.length; i += size) {
      const batch = texts.slice(i, i + size);
      const response = await callWithRetries(
        (signal) =>
          this.client.models.embedContent({
            model: this.settings.embeddingModel,
            contents: [...batch],
            config: {
              taskType: options?.task === 'query' ? 'RETRIEVAL_QUERY' : 'RETRIEVAL_DOCUMENT',
              outputDimensionality: this.embeddingDimensions,
              abortSignal: signal,
            },
          }),
        classifyVertexError,
        this.settings.retry,
        this.env,
      );
      const vectors = (response.embeddings ?? []).map((e) => e.values ?? []);
      if (
        vectors.length !== batch.length ||
        vectors.some((v) => v.length !== this.embeddingDimensions)
      ) {
        throw new ModelError(
          'invalid-output',
          `Expected ${batch.length} vectors of ${this.embeddingDimensions} numbers.`,
        );
      }
      out.push(...vectors);
    }
    return out;
  }
}
