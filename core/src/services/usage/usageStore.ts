/**
 * Where usage is kept: companies/{cid}/usage/{yyyy-mm-dd}, one document per company and UTC day,
 * added to with atomic increments (set with merge), so concurrent calls never lose a count.
 */
import type { UsageDay } from '../../model/usage';
import { refs } from '../../model/paths';
import type { DocStore } from '../../ports/docStore';
import { increment, serverTimestamp } from '../../ports/values';
import type { UsageAmounts } from './prices';

export interface UsageRecord extends UsageAmounts {
  readonly modelId: string;
  readonly costUsd: number;
}

export interface UsageStore {
  /** The day's totals, or undefined when nothing was used that day. */
  read(companyId: string, day: string): Promise<UsageDay | undefined>;
  add(companyId: string, day: string, record: UsageRecord): Promise<void>;
}

/** The UTC day of an instant, yyyy-mm-dd: budgets reset at midnight UTC. */
export function usageDayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** A model id as one Firestore field name ('gemini-2.5-flash' → 'gemini-2_5-flash'). */
export function usageModelKey(modelId: string): string {
  return modelId.replace(/[^A-Za-z0-9_-]/g, '_');
}

export function docStoreUsageStore(docs: DocStore): UsageStore {
  return {
    async read(companyId, day) {
      return (await docs.getDoc(refs.usageDay(companyId, day))).data;
    },
    async add(companyId, day, record) {
      const totals = {
        calls: increment(1),
        inputTokens: increment(record.inputTokens),
        outputTokens: increment(record.outputTokens),
        images: increment(record.images),
        costUsd: increment(record.costUsd),
      };
      await docs.setDoc(
        refs.usageDay(companyId, day),
        {
          ...totals,
          day,
          byModel: { [usageModelKey(record.modelId)]: totals },
          updatedAt: serverTimestamp(),
        },
        { merge: true },
      );
    },
  };
}
