import type { Visual } from '@tender/core';
import type { Backend } from '../../backend/types';
import { saveBlob } from '../../components/download/saveBlob';

const EXTENSION: Readonly<Record<string, string>> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** The visual's name as a file name: letters, digits and dashes, with the file's extension. */
export function visualFileName(visual: Pick<Visual, 'name' | 'contentType'>): string {
  const base =
    visual.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'visual';
  return `${base}.${EXTENSION[visual.contentType ?? ''] ?? 'svg'}`;
}

/**
 * Downloads the rendered file under the visual's name. The bytes are fetched first: a
 * cross-origin download URL (Cloud Storage) ignores the `download` attribute's name.
 */
export async function downloadVisual(
  backend: Pick<Backend, 'files'>,
  visual: Pick<Visual, 'name' | 'contentType' | 'storagePath'>,
): Promise<void> {
  if (!visual.storagePath) throw new Error('The visual has no file yet');
  const response = await fetch(await backend.files.downloadUrl(visual.storagePath));
  if (!response.ok) throw new Error(`Visual download: HTTP ${response.status}`);
  saveBlob(await response.blob(), visualFileName(visual));
}
