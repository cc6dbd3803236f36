import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, MemoryDocStore, refs } from '@tender/core';
import { readFileSync } from 'node:fs';
import {
  companyModels,
  createModels,
  instanceModels,
  modelConfigFromParams,
  modelsForCompany,
  type ModelConfig,
} from './models';
import {
  startVertexProtocolServer,
  type VertexProtocolServer,
} from './testing/vertexProtocolServer';
import { testAuthOptions } from './testing/vertexTestClient';

const PARAMS = [
  'VERTEX_PROJECT',
  'VERTEX_LOCATION',
  'GEMINI_MODEL',
  'EMBEDDING_DIMENSIONS',
  'AI_DAILY_BUDGET_USD',
] as const;
const saved = Object.fromEntries(PARAMS.map((p) => [p, process.env[p]]));
afterEach(() => {
  for (const p of PARAMS) {
    if (saved[p] === undefined) delete process.env[p];
    else process.env[p] = saved[p];
  }
});

let server: VertexProtocolServer;
beforeAll(async () => {
  server = await startVertexProtocolServer();
});
afterAll(() => server.close());

describe('model configuration', () => {
  it('is offline with the documented defaults when nothing is set', () => {
    for (const p of PARAMS) delete process.env[p];
    const config = modelConfigFromParams();
    expect(config).toMatchObject({
      project: '',
      location: 'europe-west4',
      textModel: 'gemini-2.5-flash',
      embeddingModel: 'text-multilingual-embedding-002',
      embeddingDimensions: 768,
      dailyBudgetUsd: 25,
    });
    const models = createModels(config);
    expect(models.language.kind).toBe('local');
    expect(models.image).toBeUndefined();
    // Offline vectors fit the same Firestore vector index (768) as Vertex's.
    expect(models.language.embeddingDimensions).toBe(768);
  });

  it('reads the parameters, and a budget of 0 is kept (it stops paid calls)', () => {
    process.env.VERTEX_PROJECT = 'tender-prod';
    process.env.GEMINI_MODEL = 'gemini-2.5-pro';
    process.env.AI_DAILY_BUDGET_USD = '0';
    process.env.EMBEDDING_DIMENSIONS = 'lots';
    expect(modelConfigFromParams()).toMatchObject({
      project: 'tender-prod',
      textModel: 'gemini-2.5-pro',
      dailyBudgetUsd: 0,
      embeddingDimensions: 768,
    });
  });
});

describe('models for a company', () => {
  it('uses Gemini when a project is set, records usage, and stops at the budget', async () => {
    const config: ModelConfig = {
      project: 'tender-test',
      location: 'europe-west4',
      baseUrl: server.baseUrl,
      textModel: 'gemini-2.5-pro',
      embeddingModel: 'text-multilingual-embedding-002',
      embeddingDimensions: 768,
      imageModel: 'imagen-4.0-generate-001',
      dailyBudgetUsd: 0.00005,
    };
    const docs = new MemoryDocStore();
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 12));
    const models = modelsForCompany(createModels(config, testAuthOptions()), config, {
      docs,
      clock,
      companyId: 'van-dijk-bouw',
    });
    expect(models.language.kind).toBe('cloud');
    const [vector] = await models.language.embed(['Wij bouwen bruggen']);
    expect(vector).toHaveLength(768);
    server.requests.length = 0;
    expect((await docs.getDoc(refs.usageDay('van-dijk-bouw', '2026-11-23'))).data).toMatchObject({
      calls: 1,
      byModel: { 'text-multilingual-embedding-002': { calls: 1, inputTokens: 5 } },
    });
    await models.language.generate({ prompt: 'Schrijf een inleiding', language: 'nl' });
    const usage = (await docs.getDoc(refs.usageDay('van-dijk-bouw', '2026-11-23'))).data;
    expect(usage).toMatchObject({
      calls: 2,
      outputTokens: 7,
      byModel: { 'gemini-2_5-pro': { calls: 1, outputTokens: 7 } },
    });
    expect(usage!.costUsd).toBeGreaterThan(0.00005);
    await expect(
      models.language.generate({ prompt: 'Nog een', language: 'nl' }),
    ).rejects.toMatchObject({ code: 'budget-exceeded' });
    expect(server.requests).toHaveLength(1);
  });
});

describe("the instance's models (what training and retrieval use)", () => {
  it('are made once; offline, the vectors fit the Firestore vector index of the chunks', async () => {
    for (const p of PARAMS) delete process.env[p];
    expect(instanceModels()).toBe(instanceModels());
    const docs = new MemoryDocStore();
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 12));
    const { language } = companyModels({ docs, clock, companyId: 'van-dijk-bouw' });
    expect(language.kind).toBe('local');
    // The dimension findNearest compares with: the chunks' vector index in firestore.indexes.json.
    const indexes = JSON.parse(
      readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8'),
    ) as {
      indexes: {
        collectionGroup: string;
        fields: { fieldPath: string; vectorConfig?: { dimension: number } }[];
      }[];
    };
    const dimension = indexes.indexes
      .filter((i) => i.collectionGroup === 'chunks')
      .flatMap((i) => i.fields)
      .find((f) => f.fieldPath === 'embedding')?.vectorConfig?.dimension;
    const [document] = await language.embed(['ISO 9001 gecertificeerd'], { task: 'document' });
    const [question] = await language.embed(['ISO 9001'], { task: 'query' });
    expect(document).toHaveLength(dimension!);
    expect(question).toHaveLength(dimension!);
    // Metered: the company's usage of the day counts the call.
    expect((await docs.getDoc(refs.usageDay('van-dijk-bouw', '2026-11-23'))).data?.calls).toBe(2);
  });
});
