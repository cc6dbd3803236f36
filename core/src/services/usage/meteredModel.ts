/**
 * Metering: wraps a LanguageModel or ImageModel so that every call is recorded against the
 * company's usage of the day, and a call is refused before it is made once the day's estimated
 * spend has reached the company's budget (ModelError 'budget-exceeded', ai.errors.budgetExceeded).
 * Calls already in flight when the budget runs out still finish and count: the overshoot is at
 * most one call's cost per concurrent caller. Failed calls are not recorded (Vertex AI does not
 * bill them).
 */
import { estimateTokens, requestInputText } from '../../ai/modelCalls';
import { ModelError } from '../../ai/modelErrors';
import type {
  GenerateRequest,
  ImageModel,
  ImageRequest,
  LanguageModel,
  TokenUsage,
} from '../../ports/ai';
import type { Clock } from '../../ports/runtime';
import { estimateCostUsd, type UsageAmounts } from './prices';
import { type UsageStore, usageDayOf } from './usageStore';

export interface DailyBudget {
  /** Estimated US dollars a company may spend on model calls per UTC day. */
  readonly dailyUsd: number;
}

export interface MeterOptions {
  readonly companyId: string;
  readonly usage: UsageStore;
  readonly budget: DailyBudget;
  readonly clock: Clock;
}

function isFree(modelId: string): boolean {
  return estimateCostUsd(modelId, { inputTokens: 1e6, outputTokens: 1e6, images: 1 }) === 0;
}

async function ensureBudget(modelId: string, options: MeterOptions): Promise<void> {
  if (isFree(modelId)) return;
  const day = usageDayOf(options.clock.now());
  const spent = (await options.usage.read(options.companyId, day))?.costUsd ?? 0;
  if (spent >= options.budget.dailyUsd) {
    throw new ModelError(
      'budget-exceeded',
      `Company ${options.companyId} has spent about $${spent.toFixed(2)} of its ` +
        `$${options.budget.dailyUsd.toFixed(2)} daily model budget.`,
    );
  }
}

async function record(
  modelId: string,
  amounts: UsageAmounts,
  options: MeterOptions,
): Promise<void> {
  const day = usageDayOf(options.clock.now());
  await options.usage.add(options.companyId, day, {
    modelId,
    ...amounts,
    costUsd: estimateCostUsd(modelId, amounts),
  });
}

function estimatedUsage(request: GenerateRequest, output: string): TokenUsage {
  return {
    inputTokens: estimateTokens(requestInputText(request)),
    outputTokens: estimateTokens(output),
  };
}

export function meteredModel(model: LanguageModel, options: MeterOptions): LanguageModel {
  return {
    id: model.id,
    ...(model.kind ? { kind: model.kind } : {}),
    ...(model.embeddingModelId ? { embeddingModelId: model.embeddingModelId } : {}),
    embeddingDimensions: model.embeddingDimensions,

    async generate(request) {
      await ensureBudget(model.id, options);
      const result = await model.generate(request);
      const usage = result.usage ?? estimatedUsage(request, result.text);
      await record(model.id, { ...usage, images: 0 }, options);
      return result;
    },

    async *stream(request) {
      await ensureBudget(model.id, options);
      let text = '';
      let completed = false;
      try {
        for await (const fragment of model.stream(request)) {
          text += fragment;
          yield fragment;
        }
        completed = true;
      } finally {
        // A stream the consumer stopped early was still generated (and billed) up to there.
        if (completed || text) {
          await record(model.id, { ...estimatedUsage(request, text), images: 0 }, options);
        }
      }
    },

    async embed(texts, embedOptions) {
      const embeddingModel = model.embeddingModelId ?? model.id;
      await ensureBudget(embeddingModel, options);
      const vectors = await model.embed(texts, embedOptions);
      const inputTokens = texts.reduce((sum, t) => sum + estimateTokens(t), 0);
      await record(embeddingModel, { inputTokens, outputTokens: 0, images: 0 }, options);
      return vectors;
    },
  };
}

export function meteredImageModel(model: ImageModel, options: MeterOptions): ImageModel {
  return {
    id: model.id,
    async generate(request: ImageRequest) {
      await ensureBudget(model.id, options);
      const result = await model.generate(request);
      await record(
        model.id,
        { inputTokens: estimateTokens(request.prompt), outputTokens: 0, images: 1 },
        options,
      );
      return result;
    },
  };
}
