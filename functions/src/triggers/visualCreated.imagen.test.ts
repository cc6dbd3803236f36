/**
 * The visualCreated trigger with the real ImagenModel (the @google/genai SDK) against the local
 * Vertex protocol server: an image arrives as the stored PNG; a prompt Imagen's safety filter
 * refuses leaves the visual failed with the refusal's message, no file and no notification.
 */
import { ManualClock, MemoryDocStore, MemoryFileStore, newVisual, refs } from '@tender/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ImagenModel } from '../adapters/imagenModel';
import {
  startVertexProtocolServer,
  TINY_PNG,
  type VertexProtocolServer,
} from '../adapters/testing/vertexProtocolServer';
import { vertexTestClient } from '../adapters/testing/vertexTestClient';
import { onVisualCreated } from './visualCreated';

let server: VertexProtocolServer;
beforeAll(async () => {
  server = await startVertexProtocolServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

async function world() {
  const clock = new ManualClock(Date.UTC(2026, 10, 25));
  const docs = new MemoryDocStore({ clock });
  const files = new MemoryFileStore({ clock });
  const imageModel = new ImagenModel(
    vertexTestClient(server),
    {
      imageModel: 'imagen-4.0-generate-001',
      retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 10, deadlineMs: 3_000 },
      maxPromptChars: 2_000,
    },
    { random: () => 0, sleep: async () => {} },
  );
  await docs.setDoc(
    refs.visual('c1', 'v1'),
    newVisual(
      {
        name: 'Brug',
        description: '',
        prompt: 'Een fietsbrug over de Maas',
        type: 'image',
        infographic: null,
        image: { aspectRatio: '3:2', styleType: 'design', magicPrompt: 'off' },
      },
      'u1',
      'nl',
    ),
  );
  const run = () =>
    onVisualCreated(
      { docs, files, clock, imageModel, log: { error: () => {} } },
      { cid: 'c1', vid: 'v1' },
    );
  const visual = async () => (await docs.getDoc(refs.visual('c1', 'v1'))).data!;
  return { docs, files, run, visual };
}

describe('visualCreated with Imagen on the Vertex protocol', () => {
  it('stores the PNG Imagen returns, asked with the mapped options', async () => {
    const w = await world();
    expect(await w.run()).toBe('ready');
    const visual = await w.visual();
    expect(visual).toMatchObject({ status: 'ready', contentType: 'image/png' });
    const stored = await w.files.read(visual.storagePath!);
    expect(Buffer.from(stored.bytes).equals(TINY_PNG)).toBe(true);
    expect(server.requests[0]!.body).toMatchObject({
      parameters: { aspectRatio: '4:3', enhancePrompt: false },
    });
  });

  it('a prompt the safety filter refuses: failed with the clear message, nothing stored', async () => {
    server.refuseImages = true;
    const w = await world();
    expect(await w.run()).toBe('failed');
    expect(await w.visual()).toMatchObject({
      status: 'failed',
      error: 'ai.errors.refused',
      storagePath: null,
    });
    expect(await w.files.list('companies/c1/visuals/')).toEqual([]);
    expect((await w.docs.getDocs(refs.notifications('u1'))).size).toBe(0);
  });
});
