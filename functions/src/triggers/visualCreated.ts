/**
 * A visual was created: render it (core's renderVisual). Images go to the company's metered
 * image model (Imagen when VERTEX_PROJECT is set), or, offline, to the SVG model's honest
 * offline rendering; infographics are always the SVG renderer's (they show the company's own
 * figures, which Imagen would invent). A redelivered event finds the visual no longer pending.
 */
import type { Clock, DocStore, FileStore, ImageModel } from '@tender/core';
import {
  type RenderOutcome,
  SvgImageModel,
  renderVisual,
} from '@tender/core/services/visuals/index';

export interface VisualCreatedDeps {
  readonly docs: DocStore;
  readonly files: FileStore;
  readonly clock: Clock;
  /** The company's image model; undefined offline. */
  readonly imageModel: ImageModel | undefined;
  readonly log: { error(message: string, data: Record<string, unknown>): void };
}

export function onVisualCreated(
  deps: VisualCreatedDeps,
  params: { readonly cid: string; readonly vid: string },
): Promise<RenderOutcome> {
  return renderVisual(
    {
      docs: deps.docs,
      files: deps.files,
      clock: deps.clock,
      imageModel: deps.imageModel ?? new SvgImageModel(),
      onUnexpectedError: (error) =>
        deps.log.error('rendering a visual failed', { ...params, error: String(error) }),
    },
    { companyId: params.cid, visualId: params.vid },
  );
}
