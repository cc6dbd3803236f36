/** The visualCreated trigger's logic: which model draws what, online and offline. */
import {
  ManualClock,
  MemoryDocStore,
  MemoryFileStore,
  type ImageModel,
  newVisual,
  refs,
} from '@tender/core';
import { ModelError } from '@tender/core/ai/modelErrors';
import { describe, expect, it } from 'vitest';
import { onVisualCreated } from './visualCreated';

const image = {
  name: 'Brug',
  description: '',
  prompt: 'Een fietsbrug',
  type: 'image' as const,
  infographic: null,
  image: { aspectRatio: '1:1' as const, styleType: 'auto' as const, magicPrompt: 'auto' as const },
};
const infographic = {
  ...image,
  name: 'Aanpak',
  prompt: '1. Inventariseren\n2. Uitvoeren',
  type: 'infographic' as const,
  infographic: { width: 800, height: 800 },
  image: null,
};

async function world(imageModel: ImageModel | undefined) {
  const clock = new ManualClock(Date.UTC(2026, 10, 25));
  const docs = new MemoryDocStore({ clock });
  const files = new MemoryFileStore({ clock });
  const errors: unknown[] = [];
  const deps = {
    docs,
    files,
    clock,
    imageModel,
    log: { error: (_: string, d: unknown) => errors.push(d) },
  };
  const create = (vid: string, input: typeof image | typeof infographic) =>
    docs.setDoc(refs.visual('c1', vid), newVisual(input, 'u1', 'nl'));
  const read = async (vid: string) => (await docs.getDoc(refs.visual('c1', vid))).data!;
  return { deps, create, read, errors };
}

const imagen: ImageModel = {
  id: 'imagen-4.0-generate-001',
  generate: () => Promise.resolve({ bytes: new Uint8Array([1]), contentType: 'image/png' }),
};

describe('visualCreated', () => {
  it('offline, draws an image as the labelled SVG composition', async () => {
    const w = await world(undefined);
    await w.create('v1', image);
    expect(await onVisualCreated(w.deps, { cid: 'c1', vid: 'v1' })).toBe('ready');
    expect(await w.read('v1')).toMatchObject({ contentType: 'image/svg+xml' });
  });

  it('online, images go to Imagen and infographics stay SVG', async () => {
    const w = await world(imagen);
    await w.create('v1', image);
    await w.create('v2', infographic);
    await onVisualCreated(w.deps, { cid: 'c1', vid: 'v1' });
    await onVisualCreated(w.deps, { cid: 'c1', vid: 'v2' });
    expect((await w.read('v1')).contentType).toBe('image/png');
    expect((await w.read('v2')).contentType).toBe('image/svg+xml');
  });

  it('a refused prompt fails the visual with the refusal message, not an error log', async () => {
    const w = await world({
      id: 'imagen',
      generate: () => Promise.reject(new ModelError('refused', 'RAI: unsafe')),
    });
    await w.create('v1', image);
    expect(await onVisualCreated(w.deps, { cid: 'c1', vid: 'v1' })).toBe('failed');
    expect((await w.read('v1')).error).toBe('ai.errors.refused');
    expect(w.errors).toEqual([]);
  });
});
