import { defineBoolean, defineString } from 'firebase-functions/params';
import type { CallableOptions } from 'firebase-functions/https';

/**
 * Where the functions run: europe-west4 (Netherlands), next to the Dutch and EU users and their
 * tender data. The web app's callable client must use the same region (VITE_FUNCTIONS_REGION,
 * default europe-west4). Firestore triggers run here too: keep the Firestore database in
 * europe-west4 or the eur3 multi-region, or move the triggers to the database's region.
 */
export const REGION = 'europe-west4';

/**
 * App Check for the callables, enforced unless a project's configuration says otherwise (review
 * L6): a production deploy that forgets the setting is protected. The emulators' project turns it
 * off in the committed `functions/.env.demo-tender`; a project that must run without App Check for
 * a while sets `ENFORCE_APP_CHECK=false` in `functions/.env.<project>` (docs/operations.md).
 */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: true,
  description: 'Refuse callable requests without a valid App Check token (production: true).',
});

export const CALLABLE_OPTIONS: CallableOptions = {
  region: REGION,
  enforceAppCheck: ENFORCE_APP_CHECK,
};

/*
 * Tender sources (issue 9, scheduled ingestTedTenders / ingestTenderNedTenders). Parameters so
 * that tests and local runs point them at a local stand-in (docs/operations.md).
 */
export const TED_API_BASE_URL = defineString('TED_API_BASE_URL', {
  default: 'https://api.ted.europa.eu',
  description: 'TED Search API v3 base URL (POST {base}/v3/notices/search).',
});
export const TED_NOTICE_ORIGIN = defineString('TED_NOTICE_ORIGIN', {
  default: 'https://ted.europa.eu',
  description: 'The only origin notice XML links from the search answer are followed to.',
});
export const TENDERNED_API_BASE_URL = defineString('TENDERNED_API_BASE_URL', {
  default: 'https://www.tenderned.nl/papi/tenderned-rs-tns/v2',
  description: 'TenderNed publications API (TNS v2) base URL.',
});

/**
 * The AI models (issue 7, docs/operations.md "AI models"). With VERTEX_PROJECT empty the functions
 * use the offline LocalModel and no image model; set it to use Gemini, the Vertex embedding model
 * and Imagen in VERTEX_LOCATION (default europe-west4, so prompts and documents stay in the EU).
 * Unset values at run time fall back to these defaults (functions/src/adapters/models.ts).
 */
export const AI_DEFAULTS = {
  location: 'europe-west4',
  textModel: 'gemini-2.5-flash',
  embeddingModel: 'text-multilingual-embedding-002',
  embeddingDimensions: 768,
  imageModel: 'imagen-4.0-generate-001',
  dailyBudgetUsd: 25,
} as const;

export const VERTEX_PROJECT = defineString('VERTEX_PROJECT', {
  default: '',
  description:
    'Google Cloud project for Vertex AI (Gemini, embeddings, Imagen); empty = LocalModel.',
});
export const VERTEX_LOCATION = defineString('VERTEX_LOCATION', {
  default: AI_DEFAULTS.location,
  description: 'Vertex AI region; keep it in the EU (europe-west4 = Netherlands).',
});
export const GEMINI_MODEL = defineString('GEMINI_MODEL', {
  default: AI_DEFAULTS.textModel,
  description: 'Gemini model for drafts, chat and fact extraction.',
});
export const EMBEDDING_MODEL = defineString('EMBEDDING_MODEL', {
  default: AI_DEFAULTS.embeddingModel,
  description: 'Vertex embedding model (multilingual: Dutch and English in one vector space).',
});
export const EMBEDDING_DIMENSIONS = defineString('EMBEDDING_DIMENSIONS', {
  default: String(AI_DEFAULTS.embeddingDimensions),
  description: 'Vector length; must match the Firestore vector index (re-train after a change).',
});
export const IMAGEN_MODEL = defineString('IMAGEN_MODEL', {
  default: AI_DEFAULTS.imageModel,
  description: 'Imagen model for image visuals.',
});
export const AI_DAILY_BUDGET_USD = defineString('AI_DAILY_BUDGET_USD', {
  default: String(AI_DEFAULTS.dailyBudgetUsd),
  description: 'Estimated US dollars of model calls per company per UTC day; 0 stops paid calls.',
});
/** Tests and private endpoints only: another Vertex endpoint than Google's. */
export const VERTEX_BASE_URL = defineString('VERTEX_BASE_URL', {
  default: '',
  description: 'Vertex AI endpoint override (empty = Google).',
});
