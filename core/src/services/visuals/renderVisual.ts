/**
 * The rendering job of a visual (issue 10): a pending visual is drawn by the image model, its
 * file stored at companies/{cid}/visuals/{vid}/visual.{svg|png|jpg}, and the visual marked ready
 * (storagePath, contentType) or failed with the i18n key of what went wrong; the creator is told
 * when it is ready. Run by the functions' trigger on create and by the demo after the write.
 *
 * Duplicate delivery: only a pending visual is rendered, the file name is fixed and the final
 * write happens only while the visual is still pending, so a second run renders nothing or
 * overwrites the file with the same picture; the notification's id comes from the visual, so it
 * is written once.
 */
import { isModelError } from '../../ai/modelErrors';
import type { Locale } from '../../model/locales';
import { isLocale } from '../../model/locales';
import { refs, storagePaths } from '../../model/paths';
import type { Visual } from '../../model/visual';
import type { ImageModel, ImageRequest, ImageResult } from '../../ports/ai';
import type { DocStore } from '../../ports/docStore';
import type { FileStore } from '../../ports/files';
import type { Clock } from '../../ports/runtime';
import { notifyUsers } from '../notifications/notify';
import { collectVisualFacts } from './collectFacts';
import { SvgImageModel } from './svgImageModel';

/** Shown when rendering failed for a reason that is not the model's (locales: visuals.errors.render). */
export const RENDER_FAILED_KEY = 'visuals.errors.render';
/** Shown when the picture was drawn but Storage refused or failed the write (locales). */
export const STORE_FAILED_KEY = 'visuals.errors.store';

export interface RenderVisualDeps {
  readonly docs: DocStore;
  readonly files: FileStore;
  readonly clock: Clock;
  /** Draws images: Imagen when configured, else the offline SVG model. */
  readonly imageModel: ImageModel;
  /** Draws infographics; the SVG renderer by default (they show the company's own figures). */
  readonly infographicModel?: ImageModel;
  readonly onUnexpectedError?: (error: unknown) => void;
}

export interface VisualTarget {
  readonly companyId: string;
  readonly visualId: string;
}

export type RenderOutcome = 'ready' | 'failed' | 'skipped';

const EXTENSIONS: Readonly<Record<ImageResult['contentType'], string>> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export async function renderVisual(
  deps: RenderVisualDeps,
  target: VisualTarget,
): Promise<RenderOutcome> {
  const ref = refs.visual(target.companyId, target.visualId);
  const snap = await deps.docs.getDoc(ref);
  const visual = snap.data;
  if (!visual || visual.status !== 'pending') return 'skipped';

  let result: ImageResult;
  try {
    result = await draw(deps, target, visual);
  } catch (error) {
    if (!isModelError(error)) deps.onUnexpectedError?.(error);
    const key = isModelError(error) ? error.messageKey : RENDER_FAILED_KEY;
    return (await finish(deps, ref, { status: 'failed', error: key })) ? 'failed' : 'skipped';
  }

  const storagePath = storagePaths.visual(
    target.companyId,
    target.visualId,
    `visual.${EXTENSIONS[result.contentType]}`,
  );
  try {
    await deps.files.write(storagePath, result.bytes, { contentType: result.contentType });
  } catch (error) {
    // Inside the error handling (issue 22): a Storage outage or quota marks the visual failed
    // with its own message; before, the visual stayed 'being created' for good (no retry).
    deps.onUnexpectedError?.(error);
    return (await finish(deps, ref, { status: 'failed', error: STORE_FAILED_KEY }))
      ? 'failed'
      : 'skipped';
  }
  const written = await finish(deps, ref, {
    status: 'ready',
    storagePath,
    contentType: result.contentType,
    error: null,
  });
  if (!written) return 'skipped';
  await notifyUsers(deps.docs, target.companyId, [visual.createdBy], {
    kind: 'visualReady',
    params: { name: visual.name },
    link: `/dashboard/visuals/${target.visualId}`,
    key: `visualReady-${target.companyId}-${target.visualId}`,
  });
  return 'ready';
}

async function draw(
  deps: RenderVisualDeps,
  target: VisualTarget,
  visual: Visual,
): Promise<ImageResult> {
  const language: Locale = isLocale(visual.language) ? visual.language : 'en';
  const base = { prompt: visual.prompt, language, title: visual.name };
  if (visual.type === 'infographic') {
    const facts = await collectVisualFacts(
      deps.docs,
      target.companyId,
      visual.prompt,
      deps.clock.now(),
    );
    const request: ImageRequest = {
      ...base,
      type: 'infographic',
      ...(visual.infographic ?? {}),
      facts,
    };
    return (deps.infographicModel ?? new SvgImageModel()).generate(request);
  }
  return deps.imageModel.generate({ ...base, type: 'image', ...(visual.image ?? {}) });
}

/** The final write, only while the visual is still pending (and still exists). */
async function finish(
  deps: RenderVisualDeps,
  ref: ReturnType<typeof refs.visual>,
  update: Partial<Pick<Visual, 'status' | 'storagePath' | 'contentType' | 'error'>>,
): Promise<boolean> {
  return deps.docs.runTransaction(async (tx) => {
    const now = await tx.get(ref);
    if (!now.data || now.data.status !== 'pending') return false;
    tx.update(ref, update);
    return true;
  });
}
