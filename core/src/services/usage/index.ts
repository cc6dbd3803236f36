/** Model usage and daily budgets per company (issue 7). */
export {
  meteredImageModel,
  meteredModel,
  type DailyBudget,
  type MeterOptions,
} from './meteredModel';
export {
  estimateCostUsd,
  MODEL_PRICES,
  priceOf,
  type ModelPrice,
  type UsageAmounts,
} from './prices';
export {
  docStoreUsageStore,
  usageDayOf,
  usageModelKey,
  type UsageRecord,
  type UsageStore,
} from './usageStore';
