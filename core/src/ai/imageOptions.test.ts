import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS } from '../model/visual';
import { IMAGEN_ASPECT_RATIOS, imagenParameters } from './imageOptions';

const base = { prompt: ' Een brug over de Maas ', type: 'image' as const, language: 'nl' as const };

describe('Imagen parameters from spec §9 image options', () => {
  it('sends every spec aspect ratio as one Imagen accepts, the nearest for 3:2 and 2:1', () => {
    const sent = ASPECT_RATIOS.map(
      (aspectRatio) => imagenParameters({ ...base, aspectRatio }).aspectRatio,
    );
    expect(sent).toEqual(['1:1', '16:9', '9:16', '4:3', '4:3', '16:9']);
    expect(sent.every((r) => (IMAGEN_ASPECT_RATIOS as readonly string[]).includes(r))).toBe(true);
  });

  it('adds a style sentence for general, realistic and design, nothing for auto and none', () => {
    expect(imagenParameters({ ...base, styleType: 'auto' }).prompt).toBe('Een brug over de Maas');
    expect(imagenParameters({ ...base, styleType: 'none' }).prompt).toBe('Een brug over de Maas');
    expect(imagenParameters({ ...base, styleType: 'realistic' }).prompt).toMatch(
      /^Een brug over de Maas\n\nStyle: photorealistic/,
    );
    expect(imagenParameters({ ...base, styleType: 'design' }).prompt).toContain('graphic design');
  });

  it('maps magic prompt onto enhancePrompt', () => {
    expect(imagenParameters({ ...base, magicPrompt: 'on' }).enhancePrompt).toBe(true);
    expect(imagenParameters({ ...base, magicPrompt: 'off' }).enhancePrompt).toBe(false);
    expect(imagenParameters({ ...base, magicPrompt: 'auto' }).enhancePrompt).toBeUndefined();
  });
});
