/**
 * Estimated prices of the models the app may call, in US dollars, from Google Cloud's Vertex AI
 * price list (November 2026, standard tier, prompts up to 200k tokens). Estimates only: they
 * drive the usage figures and the daily budget, not invoicing. Update them with the price list.
 * A model missing here is priced like the dearest text model, so a new model cannot slip past
 * the budget unpriced.
 */
import { isLocalModelId } from '../../ai/localModel';

export interface ModelPrice {
  /** Per million input tokens. */
  readonly inputPerMillion: number;
  /** Per million output tokens. */
  readonly outputPerMillion: number;
  /** Per generated image. */
  readonly perImage: number;
}

const text = (inputPerMillion: number, outputPerMillion: number): ModelPrice => ({
  inputPerMillion,
  outputPerMillion,
  perImage: 0,
});
const image = (perImage: number): ModelPrice => ({
  inputPerMillion: 0,
  outputPerMillion: 0,
  perImage,
});

export const MODEL_PRICES: Readonly<Record<string, ModelPrice>> = {
  'gemini-2.5-flash': text(0.3, 2.5),
  'gemini-2.5-flash-lite': text(0.1, 0.4),
  'gemini-2.5-pro': text(1.25, 10),
  // Embeddings: $0.025 per million characters ≈ $0.10 per million tokens (4 characters a token).
  'text-multilingual-embedding-002': text(0.1, 0),
  'text-embedding-005': text(0.1, 0),
  'gemini-embedding-001': text(0.15, 0),
  'imagen-4.0-generate-001': image(0.04),
  'imagen-4.0-fast-generate-001': image(0.02),
  'imagen-4.0-ultra-generate-001': image(0.06),
  'imagen-3.0-generate-002': image(0.04),
};

/** The offline models cost nothing. */
const FREE: ModelPrice = { inputPerMillion: 0, outputPerMillion: 0, perImage: 0 };
const UNKNOWN: ModelPrice = { inputPerMillion: 1.25, outputPerMillion: 10, perImage: 0.06 };

export function priceOf(modelId: string): ModelPrice {
  if (isLocalModelId(modelId)) return FREE;
  // Vertex model ids may carry a version suffix or a publisher path.
  const bare = modelId.split('/').pop()!;
  return MODEL_PRICES[bare] ?? UNKNOWN;
}

export interface UsageAmounts {
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly images: number;
}

export function estimateCostUsd(modelId: string, usage: UsageAmounts): number {
  const price = priceOf(modelId);
  return (
    (usage.inputTokens * price.inputPerMillion + usage.outputTokens * price.outputPerMillion) /
      1e6 +
    usage.images * price.perImage
  );
}
