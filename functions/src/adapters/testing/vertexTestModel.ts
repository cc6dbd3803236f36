/**
 * A GeminiModel for tests of a core pass (facts, draft sections) against the local Vertex protocol
 * server: the real SDK through vertexTestClient, one attempt, no waits, and caps large enough for
 * a whole tender, so a test sees exactly the reply the server was told to give.
 */
import { GeminiModel } from '../geminiModel';
import type { VertexProtocolServer } from './vertexProtocolServer';
import { vertexTestClient } from './vertexTestClient';

export function vertexTestModel(server: VertexProtocolServer): GeminiModel {
  return new GeminiModel(
    vertexTestClient(server),
    {
      textModel: 'gemini-2.5-flash',
      embeddingModel: 'text-multilingual-embedding-002',
      embeddingDimensions: 8,
      caps: { maxInputTokens: 50_000, maxOutputTokens: 8_192 },
      retry: { attempts: 1, baseDelayMs: 10, maxDelayMs: 10, deadlineMs: 3_000 },
    },
    { random: () => 0.5, sleep: async () => undefined },
  );
}
