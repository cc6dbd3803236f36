/**
 * How a visual's image options (spec §9: aspect ratio, style type, magic prompt) map onto Imagen
 * on Vertex AI, which knows aspect ratios 1:1, 3:4, 4:3, 9:16, 16:9, has no style parameter and
 * calls its prompt rewriting `enhancePrompt`:
 *  - aspect ratio: sent as is when Imagen has it; 3:2 → 4:3 and 2:1 → 16:9 (the nearest wider
 *    ratio Imagen offers; the image is not cropped);
 *  - style type: a style sentence appended to the prompt (auto and none add nothing: auto lets
 *    the model choose, none asks for no style);
 *  - magic prompt: on → enhancePrompt true, off → false, auto → left to the model's default.
 */
import type { ImageRequest } from '../ports/ai';
import type { AspectRatio, StyleType } from '../model/visual';

export const IMAGEN_ASPECT_RATIOS = ['1:1', '3:4', '4:3', '9:16', '16:9'] as const;
export type ImagenAspectRatio = (typeof IMAGEN_ASPECT_RATIOS)[number];

const ASPECT: Readonly<Record<AspectRatio, ImagenAspectRatio>> = {
  '1:1': '1:1',
  '16:9': '16:9',
  '9:16': '9:16',
  '4:3': '4:3',
  '3:2': '4:3',
  '2:1': '16:9',
};

const STYLE_SENTENCE: Readonly<Record<StyleType, string>> = {
  auto: '',
  none: '',
  general: 'Style: clear, balanced, general-purpose illustration.',
  realistic: 'Style: photorealistic photograph, natural light, realistic detail.',
  design: 'Style: clean flat graphic design, simple shapes, brand-like colours, no text.',
};

export interface ImagenParameters {
  readonly prompt: string;
  readonly aspectRatio: ImagenAspectRatio;
  /** Undefined: the model's default. */
  readonly enhancePrompt: boolean | undefined;
}

export function imagenParameters(request: ImageRequest): ImagenParameters {
  const style = STYLE_SENTENCE[request.styleType ?? 'auto'];
  const magic = request.magicPrompt ?? 'auto';
  return {
    prompt: style ? `${request.prompt.trim()}\n\n${style}` : request.prompt.trim(),
    aspectRatio: ASPECT[request.aspectRatio ?? '1:1'],
    enhancePrompt: magic === 'auto' ? undefined : magic === 'on',
  };
}
