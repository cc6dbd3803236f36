/**
 * The offline ImageModel (ARCHITECTURE §4): infographics drawn as SVG from the company's facts,
 * and for images an honest offline composition (renderOfflineImage.ts). Used by the demo, the
 * emulators and tests, and by the functions for every infographic (Imagen draws pictures, not
 * charts with the company's figures).
 */
import type { ImageModel, ImageRequest, ImageResult, VisualFacts } from '../../ports/ai';
import { DEFAULT_IMAGE_OPTIONS, DEFAULT_INFOGRAPHIC } from '../../model/visual';
import { renderInfographicSvg } from './renderInfographic';
import { renderOfflineImageSvg } from './renderOfflineImage';

export const SVG_IMAGE_MODEL_ID = 'local-svg';

const NO_FACTS: VisualFacts = {
  companyName: '',
  certificates: [],
  referenceProjects: [],
  headcount: null,
  turnover: null,
  keyPeople: 0,
  project: null,
  now: 0,
};

export class SvgImageModel implements ImageModel {
  readonly id = SVG_IMAGE_MODEL_ID;

  generate(request: ImageRequest): Promise<ImageResult> {
    const title = request.title?.trim() || request.prompt.trim().split(/\r?\n/)[0] || '';
    const svg =
      request.type === 'infographic'
        ? renderInfographicSvg({
            width: request.width ?? DEFAULT_INFOGRAPHIC.width,
            height: request.height ?? DEFAULT_INFOGRAPHIC.height,
            title,
            prompt: request.prompt,
            language: request.language,
            facts: request.facts ?? NO_FACTS,
          })
        : renderOfflineImageSvg({
            prompt: request.prompt,
            title,
            aspectRatio: request.aspectRatio ?? DEFAULT_IMAGE_OPTIONS.aspectRatio,
            language: request.language,
          });
    return Promise.resolve({
      bytes: new TextEncoder().encode(svg),
      contentType: 'image/svg+xml',
    });
  }
}
