/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BACKEND?: 'demo' | 'firebase';
  readonly VITE_BUILD_ID?: string;
  readonly VITE_DEPLOY_CHECK_MS?: string;
  readonly VITE_LOCALE_REDIRECT?: 'true' | 'false';
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_DATABASE_URL?: string;
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_USE_EMULATORS?: 'true' | 'false';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The dynamic imports of every message part, per language (web/vite/localeParts.ts). */
declare module 'virtual:messages/loaders' {
  export const loaders: Record<
    'en' | 'nl',
    Record<string, () => Promise<{ default: Record<string, unknown> }>>
  >;
}

/** One part of a language's messages (web/vite/localeParts.ts). */
declare module 'virtual:messages/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
