/** ImagenModel through the real @google/genai SDK against the local Vertex protocol server. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ImagenModel } from './imagenModel';
import {
  startVertexProtocolServer,
  TINY_PNG,
  type VertexProtocolServer,
} from './testing/vertexProtocolServer';
import { vertexTestClient } from './testing/vertexTestClient';

let server: VertexProtocolServer;
beforeAll(async () => {
  server = await startVertexProtocolServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const noWait = { random: () => 0, sleep: async () => {} };
const imagen = () =>
  new ImagenModel(
    vertexTestClient(server),
    {
      imageModel: 'imagen-4.0-generate-001',
      retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 20, deadlineMs: 3_000 },
      maxPromptChars: 2_000,
    },
    noWait,
  );

const request = {
  prompt: 'Een nieuwe fietsbrug over de Maas',
  type: 'image' as const,
  language: 'nl' as const,
  aspectRatio: '2:1' as const,
  styleType: 'realistic' as const,
  magicPrompt: 'on' as const,
};

describe('ImagenModel on the Vertex protocol', () => {
  it('asks predict for one image with the mapped options and returns its bytes', async () => {
    const result = await imagen().generate(request);
    expect(Buffer.from(result.bytes).equals(TINY_PNG)).toBe(true);
    expect(result.contentType).toBe('image/png');
    expect(result.revisedPrompt).toMatch(/\(enhanced\)$/);
    const sent = server.requests[0]!;
    expect(sent).toMatchObject({ method: 'predict', model: 'imagen-4.0-generate-001' });
    expect(sent.body).toMatchObject({
      instances: [
        { prompt: expect.stringMatching(/^Een nieuwe fietsbrug.*\n\nStyle: photorealistic/s) },
      ],
      parameters: {
        sampleCount: 1,
        aspectRatio: '16:9',
        enhancePrompt: true,
        includeRaiReason: true,
      },
    });
  });

  it('turns a safety-filtered answer into a refused error the UI can explain', async () => {
    server.refuseImages = true;
    await expect(imagen().generate(request)).rejects.toMatchObject({
      code: 'refused',
      retryable: false,
      messageKey: 'ai.errors.refused',
    });
  });

  it('treats a Responsible-AI 400 as a refusal, without retrying', async () => {
    server.script({
      kind: 'status',
      status: 400,
      message:
        "The prompt contains sensitive words that violate Google's Responsible AI practices.",
    });
    await expect(imagen().generate(request)).rejects.toMatchObject({ code: 'refused' });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 429 and then delivers the image', async () => {
    server.script({ kind: 'status', status: 429 });
    await expect(imagen().generate(request)).resolves.toMatchObject({ contentType: 'image/png' });
    expect(server.requests).toHaveLength(2);
  });

  it('leaves infographics to the SVG renderer', async () => {
    await expect(
      imagen().generate({ ...request, type: 'infographic', width: 1080, height: 1350 }),
    ).rejects.toMatchObject({ code: 'invalid-request' });
    expect(server.requests).toHaveLength(0);
  });
});
