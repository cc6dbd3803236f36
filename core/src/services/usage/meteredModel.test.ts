import { describe, expect, it } from 'vitest';
import { LocalModel } from '../../ai/localModel';
import { ModelError } from '../../ai/modelErrors';
import { ManualClock } from '../../memory/clock';
import { MemoryDocStore } from '../../memory/docStore';
import type { GenerateResult, ImageModel, LanguageModel } from '../../ports/ai';
import { meteredImageModel, meteredModel } from './meteredModel';
import { docStoreUsageStore } from './usageStore';

/** A paid model that answers with known token counts (1M in, 100k out = $0.30 + $0.25). */
function flash(): LanguageModel & { calls: number } {
  const model = {
    id: 'gemini-2.5-flash',
    embeddingDimensions: 3,
    calls: 0,
    async generate(): Promise<GenerateResult> {
      model.calls++;
      return { text: 'ok', finishReason: 'stop', usage: { inputTokens: 1e6, outputTokens: 1e5 } };
    },
    async *stream() {
      model.calls++;
      yield 'four';
      yield ' char';
    },
    async embed(texts: readonly string[]) {
      model.calls++;
      return texts.map(() => [1, 0, 0]);
    },
  };
  return model;
}

function setup(dailyUsd = 1) {
  const docs = new MemoryDocStore();
  const usage = docStoreUsageStore(docs);
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 23, 0));
  const options = { companyId: 'van-dijk-bouw', usage, budget: { dailyUsd }, clock };
  return { usage, clock, options };
}

const request = { prompt: 'Schrijf', language: 'nl' as const };

describe('meteredModel', () => {
  it("records each call's tokens, model and estimated cost on the company's UTC day", async () => {
    const { usage, options } = setup();
    const model = meteredModel(flash(), options);
    await model.generate(request);
    await model.embed(['abcdefgh']);
    const day = await usage.read('van-dijk-bouw', '2026-11-23');
    expect(day).toMatchObject({
      day: '2026-11-23',
      calls: 2,
      inputTokens: 1e6 + 2,
      outputTokens: 1e5,
      images: 0,
    });
    expect(day!.costUsd).toBeCloseTo(0.55, 5);
    expect(day!.byModel['gemini-2_5-flash']).toMatchObject({ calls: 2, outputTokens: 1e5 });
    expect(await usage.read('noordzee-infra', '2026-11-23')).toBeUndefined();
  });

  it('refuses before calling once the day’s budget is spent, and lets the next day through', async () => {
    const { clock, options } = setup(1);
    const inner = flash();
    const model = meteredModel(inner, options);
    await model.generate(request); // $0.55
    await model.generate(request); // $1.10: over, but it was allowed when it started
    const refused = await model.generate(request).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ModelError);
    expect(refused).toMatchObject({
      code: 'budget-exceeded',
      retryable: false,
      messageKey: 'ai.errors.budgetExceeded',
    });
    await expect(model.embed(['x'])).rejects.toMatchObject({ code: 'budget-exceeded' });
    const stream = model.stream(request)[Symbol.asyncIterator]();
    await expect(stream.next()).rejects.toMatchObject({ code: 'budget-exceeded' });
    expect(inner.calls).toBe(2);

    clock.set(Date.UTC(2026, 10, 24, 0, 5));
    await expect(model.generate(request)).resolves.toMatchObject({ text: 'ok' });
    expect(inner.calls).toBe(3);
  });

  it('records a stream when it ends, from the text it delivered', async () => {
    const { usage, options } = setup();
    const parts: string[] = [];
    for await (const p of meteredModel(flash(), options).stream(request)) parts.push(p);
    expect(parts.join('')).toBe('four char');
    expect(await usage.read('van-dijk-bouw', '2026-11-23')).toMatchObject({
      calls: 1,
      outputTokens: 3,
    });
  });

  it('never refuses the free local model, and records it at zero cost', async () => {
    const { usage, options } = setup(0);
    const model = meteredModel(new LocalModel(), options);
    expect(model.kind).toBe('local');
    await model.generate(request);
    await model.generate(request);
    expect(await usage.read('van-dijk-bouw', '2026-11-23')).toMatchObject({ calls: 2, costUsd: 0 });
  });

  it('counts images at the per-image price', async () => {
    const { usage, options } = setup(0.05);
    const imagen: ImageModel = {
      id: 'imagen-4.0-generate-001',
      generate: async () => ({ bytes: new Uint8Array([1]), contentType: 'image/png' }),
    };
    const model = meteredImageModel(imagen, options);
    await model.generate({ prompt: 'brug', type: 'image', language: 'nl' });
    await model.generate({ prompt: 'brug', type: 'image', language: 'nl' });
    const day = await usage.read('van-dijk-bouw', '2026-11-23');
    expect(day).toMatchObject({ images: 2 });
    expect(day!.costUsd).toBeCloseTo(0.08, 6);
    await expect(
      model.generate({ prompt: 'brug', type: 'image', language: 'nl' }),
    ).rejects.toMatchObject({ code: 'budget-exceeded' });
  });
});
