/**
 * ImagenModel: the ImageModel on Vertex AI (Imagen through @google/genai's generateImages). The
 * mapping of spec §9's options onto Imagen's parameters is core's (core/src/ai/imageOptions.ts).
 * A refused prompt (no image, or an RAI filter reason) is ModelError('refused'), shown as
 * ai.errors.refused. Infographics are not Imagen's: issue 10 renders them as SVG.
 */
import type { GoogleGenAI } from '@google/genai';
import { imagenParameters } from '@tender/core/ai/imageOptions';
import {
  callWithRetries,
  realRetryEnvironment,
  type RetryEnvironment,
  type RetryPolicy,
} from '@tender/core/ai/modelCalls';
import { ModelError } from '@tender/core/ai/modelErrors';
import type { ImageModel, ImageRequest, ImageResult } from '@tender/core';
import { classifyVertexError } from './geminiClient';

export interface ImagenSettings {
  /** e.g. imagen-4.0-generate-001 */
  readonly imageModel: string;
  readonly retry: RetryPolicy;
  /** Prompts longer than this are refused before the call (Imagen reads about 480 tokens). */
  readonly maxPromptChars: number;
}

export class ImagenModel implements ImageModel {
  readonly id: string;

  constructor(
    private readonly client: GoogleGenAI,
    private readonly settings: ImagenSettings,
    private readonly env: RetryEnvironment = realRetryEnvironment,
  ) {
    this.id = settings.imageModel;
  }

  async generate(request: ImageRequest): Promise<ImageResult> {
    if (request.type !== 'image') {
      throw new ModelError(
        'invalid-request',
        'Imagen draws images; infographics are rendered as SVG.',
      );
    }
    const parameters = imagenParameters(request);
    if (parameters.prompt.length > this.settings.maxPromptChars) {
      throw new ModelError(
        'input-too-large',
        `The image prompt has ${parameters.prompt.length} characters; at most ${this.settings.maxPromptChars}.`,
      );
    }
    const response = await callWithRetries(
      (signal) =>
        this.client.models.generateImages({
          model: this.settings.imageModel,
          prompt: parameters.prompt,
          config: {
            numberOfImages: 1,
            aspectRatio: parameters.aspectRatio,
            ...(parameters.enhancePrompt === undefined
              ? {}
              : { enhancePrompt: parameters.enhancePrompt }),
            includeRaiReason: true,
            outputMimeType: 'image/png',
            abortSignal: signal,
          },
        }),
      classifyVertexError,
      this.settings.retry,
      this.env,
    );
    const generated = response.generatedImages?.[0];
    const bytes = generated?.image?.imageBytes;
    if (!bytes) {
      const reason = generated?.raiFilteredReason ?? 'no image was returned';
      throw new ModelError('refused', `Imagen refused the prompt: ${reason}`);
    }
    return {
      bytes: new Uint8Array(Buffer.from(bytes, 'base64')),
      contentType: generated.image?.mimeType === 'image/jpeg' ? 'image/jpeg' : 'image/png',
      ...(generated.enhancedPrompt ? { revisedPrompt: generated.enhancedPrompt } : {}),
    };
  }
}
