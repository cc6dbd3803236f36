/**
 * Which models the functions use: Gemini, the Vertex embedding model and Imagen when a Vertex
 * project is configured (VERTEX_PROJECT), else the offline LocalModel and no image model (the
 * visualCreated trigger then draws images as core's labelled offline SVG composition; infographics
 * are always core's SVG renderer). Every model a
 * service uses for a company goes through meteredModel, which records usage and enforces the
 * company's daily budget.
 */
import { type Clock, type DocStore, type ImageModel, type LanguageModel } from '@tender/core';
import { LocalModel } from '@tender/core/ai/localModel';
import { DEFAULT_CAPS, DEFAULT_RETRY_POLICY } from '@tender/core/ai/modelCalls';
import { meteredImageModel, meteredModel } from '@tender/core/services/usage/meteredModel';
import { docStoreUsageStore } from '@tender/core/services/usage/usageStore';
import {
  AI_DAILY_BUDGET_USD,
  AI_DEFAULTS,
  EMBEDDING_DIMENSIONS,
  EMBEDDING_MODEL,
  GEMINI_MODEL,
  IMAGEN_MODEL,
  VERTEX_BASE_URL,
  VERTEX_LOCATION,
  VERTEX_PROJECT,
} from '../options';
import { createVertexClient, type VertexConnection } from './geminiClient';
import { GeminiModel } from './geminiModel';
import { ImagenModel } from './imagenModel';

export interface ModelConfig {
  /** Empty: offline (LocalModel). */
  readonly project: string;
  readonly location: string;
  readonly baseUrl: string;
  readonly textModel: string;
  readonly embeddingModel: string;
  readonly embeddingDimensions: number;
  readonly imageModel: string;
  readonly dailyBudgetUsd: number;
}

/** One HTTP attempt may take this long; the whole call DEFAULT_RETRY_POLICY.deadlineMs. */
const ATTEMPT_TIMEOUT_MS = 45_000;

function numberOr(text: string, fallback: number): number {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The parameters' values, with the documented defaults for any left unset. */
export function modelConfigFromParams(): ModelConfig {
  return {
    project: VERTEX_PROJECT.value().trim(),
    location: VERTEX_LOCATION.value().trim() || AI_DEFAULTS.location,
    baseUrl: VERTEX_BASE_URL.value().trim(),
    textModel: GEMINI_MODEL.value().trim() || AI_DEFAULTS.textModel,
    embeddingModel: EMBEDDING_MODEL.value().trim() || AI_DEFAULTS.embeddingModel,
    embeddingDimensions: Math.floor(
      numberOr(EMBEDDING_DIMENSIONS.value(), AI_DEFAULTS.embeddingDimensions),
    ),
    imageModel: IMAGEN_MODEL.value().trim() || AI_DEFAULTS.imageModel,
    dailyBudgetUsd: numberOr(AI_DAILY_BUDGET_USD.value(), AI_DEFAULTS.dailyBudgetUsd),
  };
}

export interface Models {
  readonly language: LanguageModel;
  /** Undefined offline: the visualCreated trigger falls back to core's SvgImageModel. */
  readonly image: ImageModel | undefined;
}

export function createModels(
  config: ModelConfig,
  auth: Pick<VertexConnection, 'googleAuthOptions'> = {},
): Models {
  if (!config.project) {
    // Offline vectors get the index's dimension too, so the same vector index serves both.
    const language = new LocalModel({ embeddingDimensions: config.embeddingDimensions });
    return { language, image: undefined };
  }
  const client = createVertexClient({
    project: config.project,
    location: config.location,
    baseUrl: config.baseUrl,
    attemptTimeoutMs: ATTEMPT_TIMEOUT_MS,
    ...auth,
  });
  return {
    language: new GeminiModel(client, {
      textModel: config.textModel,
      embeddingModel: config.embeddingModel,
      embeddingDimensions: config.embeddingDimensions,
      caps: DEFAULT_CAPS,
      retry: DEFAULT_RETRY_POLICY,
    }),
    image: new ImagenModel(client, {
      imageModel: config.imageModel,
      retry: DEFAULT_RETRY_POLICY,
      maxPromptChars: 2_000,
    }),
  };
}

let instance: { readonly config: ModelConfig; readonly models: Models } | undefined;

/**
 * The function instance's models, made once from the parameters on first use (parameters are
 * only readable at run time). It is the one way the functions get a model, so the vectors training
 * stores and the query vectors retrieval compares them with come from the same model and
 * dimension (Gemini's embeddings with VERTEX_PROJECT set, LocalModel's otherwise).
 */
export function instanceModels(): { readonly config: ModelConfig; readonly models: Models } {
  if (!instance) {
    const config = modelConfigFromParams();
    instance = { config, models: createModels(config) };
  }
  return instance;
}

/** The instance's models for one company, metered (instanceModels + modelsForCompany). */
export function companyModels(deps: {
  readonly docs: DocStore;
  readonly clock: Clock;
  readonly companyId: string;
}): Models {
  const { config, models } = instanceModels();
  return modelsForCompany(models, config, deps);
}

/** The models as one company uses them: metered against its usage and daily budget. */
export function modelsForCompany(
  models: Models,
  config: Pick<ModelConfig, 'dailyBudgetUsd'>,
  deps: { readonly docs: DocStore; readonly clock: Clock; readonly companyId: string },
): Models {
  const meter = {
    companyId: deps.companyId,
    usage: docStoreUsageStore(deps.docs),
    budget: { dailyUsd: config.dailyBudgetUsd },
    clock: deps.clock,
  };
  return {
    language: meteredModel(models.language, meter),
    image: models.image ? meteredImageModel(models.image, meter) : undefined,
  };
}
