import { describe, expect, it } from 'vitest';
import type { GenerateRequest } from '../../ports/ai';
import { extractFactSheet } from './buildFactSheet';
import type { FactSource } from './ruleExtractor';

const sources: FactSource[] = [
  {
    chunkId: 'k1',
    documentId: 'd1',
    documentName: 'Profiel.pdf',
    page: 2,
    text: 'Ons team wordt geleid door Marieke Bos, die sinds 2015 de dagelijkse leiding heeft.',
  },
];

const cloud = (answer: unknown, seen: GenerateRequest[] = []) => ({
  id: 'gemini-test',
  kind: 'cloud' as const,
  generate: async (request: GenerateRequest) => {
    seen.push(request);
    return { text: JSON.stringify(answer), finishReason: 'stop' as const };
  },
});

const empty = { certificates: [], referenceProjects: [], turnover: [], headcount: [] };

describe('fact sheet model pass', () => {
  it('adds a cloud model fact whose quote occurs in the cited chunk, passages as delimited data', async () => {
    const seen: GenerateRequest[] = [];
    const model = cloud(
      {
        ...empty,
        keyPeople: [
          {
            name: 'Marieke Bos',
            role: 'Directeur',
            chunkId: 'k1',
            quote: 'geleid door Marieke Bos',
          },
        ],
      },
      seen,
    );
    const sheet = await extractFactSheet(sources, 0, model);
    expect(sheet.keyPeople).toEqual([
      {
        name: 'Marieke Bos',
        role: 'Directeur',
        citation: {
          chunkId: 'k1',
          documentId: 'd1',
          documentName: 'Profiel.pdf',
          page: 2,
          quote: 'geleid door Marieke Bos',
        },
      },
    ]);
    expect(sheet.model).toBe('gemini-test');
    expect(seen[0]!.json).toBe(true);
    expect(seen[0]!.context?.[0]).toMatchObject({ id: 'k1', text: sources[0]!.text });
    expect(seen[0]!.prompt).not.toContain('Marieke');
  });

  it('drops invented facts: a quote not in the chunk, an unknown chunk, an unknown scheme', async () => {
    const model = cloud({
      ...empty,
      certificates: [{ scheme: 'ISO 99999', name: 'ISO 99999', chunkId: 'k1', quote: 'Ons team' }],
      keyPeople: [
        { name: 'Piet Klaas', role: 'CEO', chunkId: 'k1', quote: 'Piet Klaas is CEO' },
        { name: 'Marieke Bos', role: 'Directeur', chunkId: 'k9', quote: 'Marieke Bos' },
      ],
      turnover: [{ amountEur: 5_000_000, year: 2023, chunkId: 'k1', quote: 'omzet 5 miljoen' }],
    });
    const sheet = await extractFactSheet(sources, 0, model);
    expect(sheet.keyPeople).toEqual([]);
    expect(sheet.certificates).toEqual([]);
    expect(sheet.turnover).toEqual([]);
  });

  it('keeps the rule facts when the model answers garbage, and skips a local model', async () => {
    const errors: unknown[] = [];
    const withRule: FactSource[] = [
      { ...sources[0]!, text: 'Gecertificeerd volgens ISO 9001:2015.' },
    ];
    const garbage = {
      ...cloud({}),
      generate: async () => ({ text: 'no json', finishReason: 'stop' as const }),
    };
    const sheet = await extractFactSheet(withRule, 0, garbage, (e) => errors.push(e));
    expect(sheet.schemes).toEqual(['ISO 9001']);
    expect(errors).toHaveLength(1);
    let called = false;
    const local = {
      id: 'local',
      kind: 'local' as const,
      generate: async () => ((called = true), { text: '{}', finishReason: 'stop' as const }),
    };
    expect((await extractFactSheet(withRule, 0, local)).model).toBeNull();
    expect(called).toBe(false);
  });
});
