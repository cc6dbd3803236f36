/** The rendering job: pending → ready with the file, or failed with a message key; once only. */
import { describe, expect, it } from 'vitest';
import { ModelError } from '../../ai/modelErrors';
import { ManualClock } from '../../memory/clock';
import { MemoryDocStore } from '../../memory/docStore';
import { MemoryFileStore } from '../../memory/fileStore';
import { newVisual } from '../../model/factories';
import type { CompanyFactSheet } from '../../model/factSheet';
import { refs } from '../../model/paths';
import type { VisualCreateInput } from '../../model/visual';
import type { ImageModel, ImageRequest } from '../../ports/ai';
import { Timestamp } from '../../ports/values';
import { renderVisual } from './renderVisual';
import { SvgImageModel } from './svgImageModel';
import { NOW, citation } from './testFacts';

const infographic: VisualCreateInput = {
  name: 'Kerncijfers',
  description: '',
  prompt: 'Kerncijfers van ons bedrijf',
  type: 'infographic',
  infographic: { width: 1080, height: 1350 },
  image: null,
};
const image: VisualCreateInput = {
  name: 'Brug',
  description: '',
  prompt: 'Een fietsbrug over de Maas bij zonsondergang',
  type: 'image',
  infographic: null,
  image: { aspectRatio: '16:9', styleType: 'realistic', magicPrompt: 'off' },
};

const sheet = (): CompanyFactSheet => ({
  certificates: [
    {
      scheme: 'ISO 9001',
      name: 'ISO 9001:2015',
      level: null,
      issuer: 'DNV',
      number: null,
      issuedOn: null,
      expiresOn: '2028-03-01',
      citation,
    },
  ],
  schemes: ['ISO 9001'],
  referenceProjects: [],
  keyPeople: [],
  turnover: [],
  headcount: [{ count: 212, year: 2025, citation }],
  chunkCount: 4,
  model: null,
  extractedAt: Timestamp.fromMillis(NOW),
});

async function world(imageModel: ImageModel = new SvgImageModel()) {
  const clock = new ManualClock(NOW);
  const docs = new MemoryDocStore({ clock });
  const files = new MemoryFileStore({ clock });
  await docs.setDoc(refs.company('c1'), { name: 'Van Dijk Bouw B.V.' } as never);
  await docs.setDoc(refs.knowledgeBase('c1', 'kb1'), { trainingState: 'trained' } as never);
  await docs.setDoc(refs.factSheet('c1', 'kb1'), sheet());
  // The creator, an active member: notifications reach no one else (issue 20).
  await docs.setDoc(refs.user('u1'), { companyId: 'c1', role: 'user', status: 'active' } as never);
  const create = async (id: string, input: VisualCreateInput, language: 'en' | 'nl' = 'nl') => {
    await docs.setDoc(refs.visual('c1', id), newVisual(input, 'u1', language));
    return { companyId: 'c1', visualId: id };
  };
  const deps = { docs, files, clock, imageModel };
  const read = async (id: string) => (await docs.getDoc(refs.visual('c1', id))).data!;
  const notifications = async () =>
    (await docs.getDocs(refs.notifications('u1'))).docs.map((d) => d.data);
  return { docs, files, deps, create, read, notifications };
}

describe('renderVisual', () => {
  it('draws an infographic from the trained facts, stores it and tells the creator', async () => {
    const w = await world();
    const target = await w.create('v1', infographic);
    expect(await renderVisual(w.deps, target)).toBe('ready');
    const visual = await w.read('v1');
    expect(visual).toMatchObject({
      status: 'ready',
      storagePath: 'companies/c1/visuals/v1/visual.svg',
      contentType: 'image/svg+xml',
      error: null,
    });
    const svg = new TextDecoder().decode((await w.files.read(visual.storagePath!)).bytes);
    expect(svg).toContain('Medewerkers (2025)');
    expect(svg).toContain('>212<');
    expect(svg).toContain('Van Dijk Bouw B.V.');
    expect(await w.notifications()).toEqual([
      expect.objectContaining({
        kind: 'visualReady',
        params: { name: 'Kerncijfers' },
        link: '/dashboard/visuals/v1',
        read: false,
      }),
    ]);
  });

  it('hands an image to the image model with its options and stores the PNG it returns', async () => {
    const seen: ImageRequest[] = [];
    const png: ImageModel = {
      id: 'fake-imagen',
      generate: (request) => {
        seen.push(request);
        return Promise.resolve({
          bytes: new Uint8Array([137, 80, 78, 71]),
          contentType: 'image/png',
        });
      },
    };
    const w = await world(png);
    await renderVisual(w.deps, await w.create('v2', image, 'en'));
    expect(seen[0]).toMatchObject({
      type: 'image',
      prompt: image.prompt,
      language: 'en',
      aspectRatio: '16:9',
      styleType: 'realistic',
      magicPrompt: 'off',
    });
    expect(await w.read('v2')).toMatchObject({
      status: 'ready',
      storagePath: 'companies/c1/visuals/v2/visual.png',
      contentType: 'image/png',
    });
  });

  it('marks a refused prompt failed with the clear message, stores nothing and notifies no one', async () => {
    const refusing: ImageModel = {
      id: 'imagen',
      generate: () => Promise.reject(new ModelError('refused', 'Imagen refused the prompt: RAI')),
    };
    const w = await world(refusing);
    expect(await renderVisual(w.deps, await w.create('v3', image))).toBe('failed');
    expect(await w.read('v3')).toMatchObject({
      status: 'failed',
      error: 'ai.errors.refused',
      storagePath: null,
    });
    expect(await w.files.list('companies/c1/visuals/v3/')).toEqual([]);
    expect(await w.notifications()).toEqual([]);
  });

  it('fails with the generic message on an unexpected error, and reports it', async () => {
    const errors: unknown[] = [];
    const broken: ImageModel = { id: 'x', generate: () => Promise.reject(new Error('boom')) };
    const w = await world(broken);
    const deps = { ...w.deps, onUnexpectedError: (e: unknown) => errors.push(e) };
    expect(await renderVisual(deps, await w.create('v4', image))).toBe('failed');
    expect((await w.read('v4')).error).toBe('visuals.errors.render');
    expect(errors).toHaveLength(1);
  });

  it('marks the visual failed with "could not store the picture" when Storage fails the write', async () => {
    const errors: unknown[] = [];
    const w = await world();
    const failingFiles = Object.assign(Object.create(w.files) as typeof w.files, {
      write: () => Promise.reject(new Error('storage/quota-exceeded')),
    });
    const deps = {
      ...w.deps,
      files: failingFiles,
      onUnexpectedError: (e: unknown) => errors.push(e),
    };
    expect(await renderVisual(deps, await w.create('v6', image))).toBe('failed');
    expect(await w.read('v6')).toMatchObject({
      status: 'failed',
      error: 'visuals.errors.store',
      storagePath: null,
    });
    expect(errors).toHaveLength(1);
    expect(await w.notifications()).toEqual([]);
  });

  it('renders once when the trigger is delivered twice, and skips a deleted visual', async () => {
    let calls = 0;
    const counting: ImageModel = {
      id: 'svg',
      generate: (r) => (calls++, new SvgImageModel().generate(r)),
    };
    const w = await world(counting);
    const target = await w.create('v5', image);
    const outcomes = await Promise.all([
      renderVisual(w.deps, target),
      renderVisual(w.deps, target),
    ]);
    expect(outcomes.filter((o) => o === 'ready')).toHaveLength(1);
    expect(await renderVisual(w.deps, target)).toBe('skipped');
    expect(await w.notifications()).toHaveLength(1);
    expect(calls).toBeLessThanOrEqual(2);
    expect(await renderVisual(w.deps, { companyId: 'c1', visualId: 'gone' })).toBe('skipped');
  });
});
