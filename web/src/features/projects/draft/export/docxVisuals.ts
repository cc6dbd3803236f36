/**
 * The pictures of the visuals a draft refers to, for the Word export: read with the user's rights
 * (a visual that is gone, not ready or unreadable is left out, and the export writes its name
 * instead). An SVG visual also gets a PNG drawn by the browser (a canvas): docx requires a raster
 * fallback for Word versions that cannot show SVG.
 */
import { type Draft, refs } from '@tender/core';
import { visualIds } from '@tender/core/services/drafts/draftHtml';
import type { Backend } from '../../../../backend/types';
import type { DocxVisual } from './draftToDocx';

/** The fallback PNG is drawn at most this wide (pixels): sharp in print, small in the file. */
const FALLBACK_MAX_WIDTH = 1600;

export async function loadDocxVisuals(
  backend: Pick<Backend, 'docs' | 'files'>,
  companyId: string,
  draft: Pick<Draft, 'content'>,
): Promise<Map<string, DocxVisual>> {
  const ids = [...new Set(draft.content.flatMap((s) => visualIds(s.body)))];
  const out = new Map<string, DocxVisual>();
  await Promise.all(
    ids.map(async (id) => {
      try {
        const visual = (await backend.docs.getDoc(refs.visual(companyId, id))).data;
        if (visual?.status !== 'ready' || !visual.storagePath) return;
        const response = await fetch(await backend.files.downloadUrl(visual.storagePath));
        if (!response.ok) return;
        const blob = await response.blob();
        const data = new Uint8Array(await blob.arrayBuffer());
        if (visual.contentType === 'image/svg+xml') {
          const { width, height } = svgSize(new TextDecoder().decode(data));
          const fallback = await rasterise(blob, width, height);
          out.set(id, { type: 'svg', data, fallback, width, height });
        } else {
          const bitmap = await createImageBitmap(blob);
          out.set(id, {
            type: visual.contentType === 'image/jpeg' ? 'jpg' : 'png',
            data,
            width: bitmap.width,
            height: bitmap.height,
          });
          bitmap.close();
        }
      } catch (error) {
        console.warn('DOCX export: a visual could not be loaded', id, error);
      }
    }),
  );
  return out;
}

/** The size an SVG declares (width/height, else its viewBox); 1080 × 1080 when it says none. */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)"`).exec(root)?.[1]);
  const [, , vw, vh] = (/viewBox="([^"]+)"/.exec(root)?.[1] ?? '').split(/[\s,]+/).map(Number);
  const width = attr('width') || vw || 1080;
  const height = attr('height') || vh || 1080;
  return { width, height };
}

/** The SVG drawn on a white canvas, as PNG bytes. */
async function rasterise(svg: Blob, width: number, height: number): Promise<Uint8Array> {
  const scale = Math.min(1, FALLBACK_MAX_WIDTH / width);
  const url = URL.createObjectURL(svg);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('The canvas gave no PNG');
    return new Uint8Array(await png.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}
