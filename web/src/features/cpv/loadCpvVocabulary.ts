/**
 * Fetches the CPV 2008 vocabulary (/cpv/cpv-2008.json, built by scripts/build-cpv.mjs) and builds
 * core's CpvVocabulary from it, once per session. Core's vocabulary module (with its stemmers) is
 * imported dynamically, so neither the labels nor the stemmers reach a bundle before a CPV label
 * or the picker is shown.
 */
import type { CpvEntry, CpvVocabulary } from '@tender/core/cpv/index';

/** The file is missing (a build without ../shared/data): the UI says the list is unavailable. */
export class CpvUnavailableError extends Error {
  constructor() {
    super('The CPV vocabulary file is not available.');
    this.name = 'CpvUnavailableError';
  }
}

type CpvFile = { codes: [code: string, en: string, nl: string][] };

export const CPV_URL = `${import.meta.env.BASE_URL}cpv/cpv-2008.json`;

let pending: Promise<CpvVocabulary> | null = null;
let loaded: CpvVocabulary | null = null;

/** The vocabulary when it has already loaded this session (no flash of bare codes), else null. */
export function loadedCpvVocabulary(): CpvVocabulary | null {
  return loaded;
}

async function fetchVocabulary(): Promise<CpvVocabulary> {
  const [response, core] = await Promise.all([fetch(CPV_URL), import('@tender/core/cpv/index')]);
  // A static host answers a missing file with 404 or (single-page fallback) with index.html.
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 404 || (response.ok && type.includes('text/html')))
    throw new CpvUnavailableError();
  if (!response.ok) throw new Error(`CPV vocabulary: HTTP ${response.status}`);
  const file = (await response.json()) as CpvFile;
  if (!Array.isArray(file.codes)) throw new CpvUnavailableError();
  const entries = file.codes.map(([code, en, nl]): CpvEntry => ({ code, en, nl }));
  loaded = core.createCpvVocabulary(entries);
  return loaded;
}

/** The session's vocabulary; a failed load is forgotten so the next call tries again. */
export function loadCpvVocabulary(): Promise<CpvVocabulary> {
  pending ??= fetchVocabulary().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Tests start each case from an empty cache. */
export function forgetCpvVocabulary(): void {
  pending = null;
  loaded = null;
}
