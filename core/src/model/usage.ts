/**
 * Model usage per company and UTC day (companies/{cid}/usage/{yyyy-mm-dd}, issue 7). Written by
 * functions only, with atomic increments; company admins read it. Costs are estimates from the
 * price table in core/src/services/usage/prices.ts, in US dollars (Vertex AI bills in dollars).
 */
import type { Timestamp } from '../ports/values';

export type UsageTotals = {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  images: number;
  costUsd: number;
};

export type UsageDay = UsageTotals & {
  /** yyyy-mm-dd (UTC), the same as the document id. */
  day: string;
  /** Per model id (dots and slashes replaced by '_' so that an id is one field name). */
  byModel: Record<string, UsageTotals>;
  updatedAt: Timestamp;
};
